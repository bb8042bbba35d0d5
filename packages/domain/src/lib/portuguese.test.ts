import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installPortugueseValidation, validationMessages as m } from './portuguese';

installPortugueseValidation();

const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a refusal');
  return result.error.issues[0]?.message;
};

describe('validation messages without a message of their own', () => {
  it('are Portuguese for every rule the console forms and API answers use', () => {
    expect(messageOf(z.string().min(1), '')).toBe(m.required);
    expect(messageOf(z.string(), undefined)).toBe(m.required);
    expect(messageOf(z.string().min(8), 'abc')).toBe(m.minLength(8));
    expect(messageOf(z.string().max(3), 'abcd')).toBe(m.maxLength(3));
    expect(messageOf(z.email(), 'nada')).toBe(m.email);
    expect(messageOf(z.url(), 'nada')).toBe(m.url);
    expect(messageOf(z.iso.datetime(), 'ontem')).toBe(m.date);
    expect(messageOf(z.string().regex(/^\d+$/), 'x')).toBe(m.format);
    expect(messageOf(z.enum(['credit', 'debit']), 'other')).toBe(m.option);
    expect(messageOf(z.number(), 'x')).toBe(m.number);
    expect(messageOf(z.number().int(), 1.5)).toBe(m.integer);
    expect(messageOf(z.number().min(1), 0)).toBe(m.min(1, true));
    expect(messageOf(z.number().positive(), 0)).toBe(m.min(0, false));
    expect(messageOf(z.number().max(10), 11)).toBe(m.max(10, true));
    expect(messageOf(z.array(z.string()).min(1), [])).toBe(m.minItems(1));
    expect(messageOf(z.strictObject({}), { a: 1 })).toBe(m.unknownField);
  });

  it('leave a schema’s own message alone', () => {
    expect(messageOf(z.string().min(3, 'Informe o motivo.'), '')).toBe('Informe o motivo.');
  });

  it('never fall back to English', () => {
    const english = /expected|invalid|too (small|big)|must/i;
    for (const [schema, value] of [
      [z.literal('a'), 'b'],
      [z.union([z.literal(1), z.literal(2)]), 3],
      [z.number().multipleOf(5), 3],
      [z.boolean(), 'sim'],
    ] as const)
      expect(messageOf(schema, value)).not.toMatch(english);
  });
});
