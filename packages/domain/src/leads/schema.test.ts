import { describe, expect, it } from 'vitest';
import { leadMessages } from './messages';
import { leadFieldsSchema, leadSchema } from './schema';

const lead = {
  name: 'Maria Souza',
  phone: '(11) 98765-4321',
  email: 'maria@demo.test',
  details: 'Lua de mel em Fernando de Noronha',
};

describe('leadSchema', () => {
  it('has its verbatim messages verbatim', () => {
    expect(leadMessages).toMatchObject({
      nameRequired: 'Nome não pode ser vazio',
      phoneRequired: 'Celular não pode ser vazio',
      emailRequired: 'E-mail não pode ser vazio',
      detailsRequired: 'Detalhes da viagem não pode ser vazio',
      fillRequired: 'Preencha todos os campos obrigatórios',
    });
  });

  it('defaults the channel to form', () => {
    expect(leadSchema.parse(lead)).toEqual({ ...lead, channel: 'form' });
  });

  it.each([
    ['name', 'Nome não pode ser vazio'],
    ['phone', 'Celular não pode ser vazio'],
    ['email', 'E-mail não pode ser vazio'],
    ['details', 'Detalhes da viagem não pode ser vazio'],
  ] as const)('empty %s gives its helper text', (field, message) => {
    const result = leadSchema.safeParse({ ...lead, [field]: '  ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message });
  });

  it('requires the phone mask (99) 99999-9999', () => {
    expect(leadSchema.safeParse({ ...lead, phone: '11987654321' }).error?.issues[0]?.message).toBe(
      leadMessages.phoneRequired,
    );
  });

  it('does not check the e-mail format', () => {
    expect(leadSchema.safeParse({ ...lead, email: 'não é um e-mail' }).success).toBe(true);
  });
});

describe('leadFieldsSchema', () => {
  it('gives the message of each empty field and accepts a complete form, trimmed', () => {
    const empty = leadFieldsSchema.safeParse({ name: '', phone: '', email: '', details: '' });
    expect(empty.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['name', 'Nome não pode ser vazio'],
      ['phone', 'Celular não pode ser vazio'],
      ['phone', 'Celular não pode ser vazio'],
      ['email', 'E-mail não pode ser vazio'],
      ['details', 'Detalhes da viagem não pode ser vazio'],
    ]);
    expect(leadFieldsSchema.parse({ ...lead, name: ' Maria ' })).toEqual({
      ...lead,
      name: 'Maria',
    });
  });
});
