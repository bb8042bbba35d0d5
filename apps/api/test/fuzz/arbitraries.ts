import fc from 'fast-check';
import { addDays, todayInBrazil } from '../../src/lib/calendarDates';
import { isTriggerCode } from '../../src/suppliers/sandbox/triggers';
import type { JsonSchema } from './openapi';

/**
 * Where JSON can carry a number that `JSON.stringify` cannot write (1e400 parses as Infinity,
 * -0 and 1e-400 as zero), the value holds this marked text until `toJsonText` writes it bare.
 * Marked text is a string, so copying and mutating a value keeps it whole.
 */
const RAW_NUMBER = '\uE000raw-number:';
const rawNumber = (text: string) => `${RAW_NUMBER}${text}`;
const markedNumbers = new RegExp(`"${RAW_NUMBER}([^"\\\\]*)"`, 'g');

/** The JSON text of a generated value, marked numbers written bare; throws as JSON.stringify does. */
export function toJsonText(value: unknown): string | undefined {
  if (typeof value === 'string' && value.startsWith(RAW_NUMBER))
    return value.slice(RAW_NUMBER.length);
  return JSON.stringify(value)?.replace(markedNumbers, '$1');
}

/** A generated value as URL or header text: strings as they are, anything else as its JSON. */
export const textOf = (value: unknown): string =>
  typeof value === 'string' && !value.startsWith(RAW_NUMBER) ? value : (toJsonText(value) ?? '');

/**
 * Values that a well-formed request would carry, derived from an operation's JSON schema. They
 * are the starting point that the mutations below then break, so that most requests get past
 * the first check and reach deeper ones.
 */
export function valueOf(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.jsonValue({ maxDepth: 2 });
  const plain = plainValueOf(schema);
  return schema.nullable ? fc.oneof(plain, fc.constant(null)) : plain;
}

const SMALL = 1000;

function plainValueOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const choices = schema.oneOf ?? schema.anyOf;
  if (choices) return fc.oneof(...choices.map(valueOf));
  if (schema.allOf?.[0]) return valueOf(schema.allOf[0]);
  switch (schema.type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const shapes = Object.fromEntries(
        Object.entries(properties).map(([key, property]) => [key, valueOf(property)]),
      );
      return fc.record(shapes, {
        requiredKeys: (schema.required ?? []).filter((key) => key in properties),
      });
    }
    case 'array':
      return fc.array(valueOf(schema.items), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case 'string':
      return stringOf(schema);
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -SMALL, Number.MIN_SAFE_INTEGER),
        max: Math.min(schema.maximum ?? SMALL, Number.MAX_SAFE_INTEGER),
      });
    case 'number':
      return fc.double({
        min: schema.minimum ?? -SMALL,
        max: schema.maximum ?? SMALL,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * Dates are drawn as days and minutes away from the day the run starts, so that a seed asks for
 * a date in the past, or tomorrow, or next year, whatever the day it runs: a rule judged against
 * today (no departures in the past, bookings within a year) decides the same way every day.
 */
const RUN_STARTED = Date.now();
const TODAY = todayInBrazil(RUN_STARTED);
const DAYS_AWAY = 3650;
const calendarDate = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.integer({ min: -DAYS_AWAY, max: DAYS_AWAY }).map((days) => addDays(TODAY, days)),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom('2025-13-01', '2025-02-30', '0000-00-00', '9999-99-99', '2025-1-1'),
  },
);
const instant = fc
  .integer({ min: -DAYS_AWAY * 24 * 60, max: DAYS_AWAY * 24 * 60 })
  .map((minutes) => new Date(RUN_STARTED + minutes * 60_000).toISOString());
const CALENDAR_DATE_PATTERN = String.raw`^\d{4}-\d{2}-\d{2}$`;

/** Strings of the schema's shape. */
function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time') return instant;
  if (schema.pattern === CALENDAR_DATE_PATTERN) return calendarDate;
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  return fc.string({
    minLength: schema.minLength ?? 0,
    maxLength: Math.max(schema.minLength ?? 0, Math.min(schema.maxLength ?? 20, 20)),
  });
}

const controlCharacters = [
  ...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)),
  '\u007f',
  '\u0085',
  '\u009f',
];

/** Text that no form would send: control characters, huge, odd unicode, injections, numbers as text. */
export const nastyText: fc.Arbitrary<string> = fc.oneof(
  fc
    .constantFrom(...controlCharacters)
    .chain((c) => fc.constantFrom(c, `a${c}b`, `${c}${c}`, `VOUCHER-77-0001${c}`)),
  fc.constantFrom(
    '',
    ' ',
    'x'.repeat(100_000),
    '\ud800',
    '\udfff\ud800',
    '💥🇧🇷',
    '\u202eevil',
    'ção'.repeat(1000),
    "' OR 1=1 --",
    '"; drop table users; --',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '2147483648',
    '-2147483649',
    '9007199254740993',
    '1e400',
    '-1',
    '1.5',
    'NaN',
    'Infinity',
    '0x10',
    'null',
    'true',
    '[]',
    '{}',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** Nesting deeper than any contract: arrays and objects 50 levels down. */
const deep = (levels: number) => {
  let array: unknown = 'fundo';
  let object: unknown = 'fundo';
  for (let i = 0; i < levels; i++) {
    array = [array];
    object = { a: object };
  }
  return [array, object];
};

/** Any JSON value in place of the expected one: types flipped, out-of-range numbers, deep nesting. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyText,
  fc.constantFrom(
    2 ** 31,
    2 ** 31 - 1,
    -(2 ** 31) - 1,
    2 ** 32,
    2 ** 53,
    2 ** 53 + 2,
    -(2 ** 53),
    -1,
    0,
    -0,
    0.5,
    1e308,
    -1e308,
    Number.MIN_VALUE,
    1e21,
  ),
  fc
    .constantFrom(
      '1e400',
      '-1e400',
      '-0',
      '1e-400',
      '-0.0e0',
      '1E+309',
      '123456789012345678901234567890',
    )
    .map(rawNumber),
  fc.constantFrom(null, true, false, [], {}, [null], { '': '' }, ...deep(50)),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A change to one place of a value: replaced by a nasty one, or dropped. */
export interface Mutation {
  at: number;
  replacement: { drop: true } | { drop: false; value: unknown };
}

export const mutations: fc.Arbitrary<Mutation[]> = fc.array(
  fc.record({
    at: fc.nat(),
    replacement: fc.oneof(
      { weight: 1, arbitrary: fc.constant({ drop: true as const }) },
      { weight: 4, arbitrary: nastyValue.map((value) => ({ drop: false as const, value })) },
    ),
  }),
  { maxLength: 3 },
);

type Path = Array<string | number>;

/** Places a mutation can reach: every node down to a modest depth (a value nested 100,000 deep stays whole). */
function pathsOf(value: unknown, maxDepth = 32): Path[] {
  const into: Path[] = [];
  const stack: Array<[unknown, Path]> = [[value, []]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [node, path] = next;
    into.push(path);
    if (path.length >= maxDepth || typeof node !== 'object' || node === null) continue;
    const children: Array<[string | number, unknown]> = Array.isArray(node)
      ? node.map((item, index) => [index, item])
      : Object.entries(node);
    for (const [key, item] of children.reverse()) stack.push([item, [...path, key]]);
  }
  return into;
}

/**
 * The value with each mutation applied at one of its places (the root included). Replacements
 * are copied in: the nasty constants are shared between draws, and a later mutation writing
 * into one of them would otherwise change every draw after it and could close a cycle.
 */
export function mutate(value: unknown, changes: Mutation[]): unknown {
  let result = structuredClone(value);
  for (const { at, replacement } of changes) {
    const paths = pathsOf(result);
    const path = paths[at % paths.length] ?? [];
    const parentPath = path.slice(0, -1);
    const key = path[path.length - 1];
    if (key === undefined) {
      result = replacement.drop ? undefined : structuredClone(replacement.value);
      continue;
    }
    const parent = parentPath.reduce<unknown>(
      (node, step) => (node as Record<string | number, unknown>)[step],
      result,
    ) as Record<string | number, unknown>;
    if (replacement.drop) {
      if (Array.isArray(parent) && typeof key === 'number') parent.splice(key, 1);
      else delete parent[key];
    } else {
      parent[key] = structuredClone(replacement.value);
    }
  }
  return result;
}

/** Every string of a value, object keys included; walked with a stack, as nesting may be deep. */
function* stringsIn(value: unknown): Generator<string> {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const node = pending.pop();
    if (typeof node === 'string') yield node;
    else if (Array.isArray(node)) pending.push(...node);
    else if (typeof node === 'object' && node !== null)
      for (const [key, item] of Object.entries(node)) {
        yield key;
        pending.push(item);
      }
  }
}

/**
 * A sandbox trigger code (ZZT, ZZC, ZZE in any case) anywhere in a request: the supplier answers
 * it with its documented timeout, conflict or empty result, which is no bad input.
 */
export function carriesTrigger(request: unknown): boolean {
  for (const text of stringsIn(request)) if (isTriggerCode(text.trim())) return true;
  return false;
}
