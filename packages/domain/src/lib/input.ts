import { z } from 'zod';

export const inputMessages = {
  controlCharacters: 'Este campo contém caracteres inválidos.',
  outOfRange: 'Valor fora do intervalo permitido.',
} as const;

/** The largest PostgreSQL `integer`: ids and counts beyond it cannot name a row. */
export const INT4_MAX = 2_147_483_647;

/**
 * Unicode control characters (Cc: C0, DEL, C1) except tab, line feed and carriage return, which
 * multi-line text may carry, and format characters (Cf: bidi overrides, zero-width spaces and
 * joiners, soft hyphens). PostgreSQL text refuses NUL; the format characters are invisible and
 * let a name pass for another on the console's screens. None of them is ever typed.
 */
const controlCharacter = /(?![\t\n\r])[\p{Cc}\p{Cf}]/u;

export const hasControlCharacters = (text: string): boolean => controlCharacter.test(text);

interface Pending {
  value: unknown;
  key: PropertyKey | null;
  parent: Pending | null;
}

const pathOf = (node: Pending): PropertyKey[] => {
  const path: PropertyKey[] = [];
  for (let at: Pending | null = node; at && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
};

/** Enough fields to show; a hostile body may have thousands. */
const MAX_REPORTED = 20;

/**
 * The path of every string (value or object key, up to twenty) with a control character
 * anywhere in a parsed input. Walked with a stack rather than recursion: a body may nest as
 * deep as it likes.
 */
export function controlCharacterPaths(input: unknown): PropertyKey[][] {
  const found: PropertyKey[][] = [];
  const pending: Pending[] = [{ value: input, key: null, parent: null }];
  for (let node = pending.pop(); node && found.length < MAX_REPORTED; node = pending.pop()) {
    const { value } = node;
    if (typeof value === 'string') {
      if (hasControlCharacters(value)) found.push(pathOf(node));
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push({ value: item, key: index, parent: node }));
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if (hasControlCharacters(key)) found.push([...pathOf(node), key]);
        else pending.push({ value: item, key, parent: node });
      }
    }
  }
  return found;
}

/**
 * Any request input (body, query, path or headers) before its own schema: a control character
 * in any string is refused with a message on that field, so no route hands one to the database.
 */
export const plainInputSchema = z.unknown().check((ctx) => {
  for (const path of controlCharacterPaths(ctx.value)) {
    ctx.issues.push({
      code: 'custom',
      message: inputMessages.controlCharacters,
      input: undefined,
      path,
    });
  }
});

/** An id of an `integer` column (campaigns start at 0) sent as a JSON number. */
export const int4IdSchema = z
  .number({ error: inputMessages.outOfRange })
  .int(inputMessages.outOfRange)
  .min(0, inputMessages.outOfRange)
  .max(INT4_MAX, inputMessages.outOfRange);

/** The same id as text (path, query string or header): digits only, then bounded. */
export const int4IdTextSchema = z
  .string({ error: inputMessages.outOfRange })
  .regex(/^\d{1,10}$/, inputMessages.outOfRange)
  .transform(Number)
  .pipe(int4IdSchema);

/** The same for ids that start at 1 (campaign 0 only lends its images: it has no members or clients). */
export const positiveInt4IdTextSchema = int4IdTextSchema.refine(
  (id) => id > 0,
  inputMessages.outOfRange,
);
