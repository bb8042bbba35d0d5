import { z } from 'zod';

/**
 * The words people read when a rule without its own message refuses a value: zod's default
 * texts are English and name types ('Too small: expected string to have >=1 characters').
 * A schema's own message always wins over these.
 */
export const validationMessages = {
  required: 'Campo obrigatório.',
  number: 'Informe um número.',
  integer: 'Informe um número inteiro.',
  invalid: 'Valor inválido.',
  email: 'Informe um e-mail válido.',
  url: 'Informe um endereço que comece com http:// ou https://.',
  date: 'Informe uma data válida.',
  format: 'Formato inválido.',
  option: 'Escolha uma das opções.',
  unknownField: 'Campo não reconhecido.',
  minLength: (min: number) => `Informe ao menos ${min} caracteres.`,
  maxLength: (max: number) => `Use no máximo ${max} caracteres.`,
  minItems: (min: number) => (min === 1 ? 'Escolha ao menos um.' : `Escolha ao menos ${min}.`),
  maxItems: (max: number) => `No máximo ${max} itens.`,
  min: (min: number, inclusive: boolean) =>
    inclusive ? `Informe um valor a partir de ${min}.` : `Informe um valor maior que ${min}.`,
  max: (max: number, inclusive: boolean) =>
    inclusive ? `Informe um valor até ${max}.` : `Informe um valor menor que ${max}.`,
} as const;

type Issue = z.core.$ZodRawIssue;

const sizeOf = (value: unknown) => Number(value);

/** The Portuguese message of a zod issue that its schema left without one. */
export function portugueseIssueMessage(issue: Issue): string {
  const m = validationMessages;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '')
        return m.required;
      if (issue.expected === 'int') return m.integer;
      if (issue.expected === 'number') return m.number;
      return m.invalid;
    case 'too_small': {
      const min = sizeOf(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? m.required : m.minLength(min);
      if (issue.origin === 'array' || issue.origin === 'set') return m.minItems(min);
      return m.min(min, issue.inclusive !== false);
    }
    case 'too_big': {
      const max = sizeOf(issue.maximum);
      if (issue.origin === 'string') return m.maxLength(max);
      if (issue.origin === 'array' || issue.origin === 'set') return m.maxItems(max);
      return m.max(max, issue.inclusive !== false);
    }
    case 'invalid_format':
      if (issue.format === 'email') return m.email;
      if (issue.format === 'url') return m.url;
      if (issue.format === 'datetime' || issue.format === 'date') return m.date;
      return m.format;
    case 'invalid_value':
      return m.option;
    case 'unrecognized_keys':
      return m.unknownField;
    default:
      return m.invalid;
  }
}

/**
 * Makes every schema of this zod instance speak Portuguese where it has no message of its own.
 * The api calls it once at start; the console calls it when its code loads (the member pages'
 * schemas carry their own messages).
 */
export function installPortugueseValidation(): void {
  z.config({ customError: portugueseIssueMessage });
}
