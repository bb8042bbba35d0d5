import { describe, expect, it } from 'vitest';
import {
  controlCharacterPaths,
  INT4_MAX,
  inputMessages,
  int4IdTextSchema,
  positiveInt4IdTextSchema,
  plainInputSchema,
} from './input';

describe('control characters in request input', () => {
  it('finds them in values and keys at any depth, and lets tab, line feed and carriage return through', () => {
    const input = {
      name: 'Ana\u0000',
      notes: 'linha 1\r\n\tlinha 2',
      list: ['ok', 'bell\u0007', { 'k\u001f': 1 }],
      deep: { del: '\u007f', c1: '\u0085' },
    };
    expect(
      controlCharacterPaths(input)
        .map((path) => path.join('.'))
        .sort(),
    ).toEqual(['deep.c1', 'deep.del', 'list.1', 'list.2.k\u001f', 'name']);
  });

  it('finds the invisible format characters that make one name look like another', () => {
    const input = {
      rlo: 'Ana\u202Emoc.evil',
      zeroWidth: 'Ad\u200Bmin',
      joiner: 'Ana\u200D',
      bom: '\uFEFFAna',
      softHyphen: 'Ma\u00ADria',
      accented: 'João Ção Müller',
    };
    expect(
      controlCharacterPaths(input)
        .map((path) => path.join('.'))
        .sort(),
    ).toEqual(['bom', 'joiner', 'rlo', 'softHyphen', 'zeroWidth']);
  });

  it('walks a body nested far deeper than the call stack allows', () => {
    let deep: unknown = 'fim\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(controlCharacterPaths(deep)).toHaveLength(1);
  });

  it('reports a field message for each, through the shared input schema', () => {
    const result = plainInputSchema.safeParse({ email: 'a\u0000@b.com' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ message: inputMessages.controlCharacters, path: ['email'] }),
    ]);
    expect(plainInputSchema.safeParse({ email: 'a@b.com', n: 1, ok: [true, null] }).success).toBe(
      true,
    );
  });
});

describe('ids of integer columns given as text', () => {
  it('accepts 0 to the largest integer and refuses the rest', () => {
    expect(int4IdTextSchema.parse('0')).toBe(0);
    expect(int4IdTextSchema.parse(String(INT4_MAX))).toBe(INT4_MAX);
    for (const bad of ['2147483648', '9007199254740993', '-1', '1.5', '1e3', '', ' 7', 'NaN']) {
      expect(int4IdTextSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
  it('starts at 1 where campaign 0 cannot be named', () => {
    expect(positiveInt4IdTextSchema.parse('1')).toBe(1);
    expect(positiveInt4IdTextSchema.safeParse('0').error?.issues[0]?.message).toBe(
      inputMessages.outOfRange,
    );
    expect(positiveInt4IdTextSchema.safeParse('2147483648').success).toBe(false);
  });
});
