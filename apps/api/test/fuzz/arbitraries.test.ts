import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, todayInBrazil } from '../../src/lib/calendarDates';
import {
  carriesTrigger,
  mutate,
  mutations,
  nastyValue,
  textOf,
  toJsonText,
  valueOf,
} from './arbitraries';

describe('fuzz mutations', () => {
  it('never close a cycle nor change the nasty values later draws share', () => {
    const before = JSON.stringify(fc.sample(nastyValue, { seed: 1, numRuns: 200 }));
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3 }), mutations, mutations, (value, first, second) => {
        const once = mutate(value, first);
        expect(() => JSON.stringify(mutate(once, second))).not.toThrow();
      }),
      { seed: 2_123_369_395, numRuns: 2000 },
    );
    expect(JSON.stringify(fc.sample(nastyValue, { seed: 1, numRuns: 200 }))).toBe(before);
  });

  it('replays the fresh seed that once sent a circular body', () => {
    const draws = fc.sample(fc.tuple(fc.jsonValue({ maxDepth: 2 }), mutations), {
      seed: 2_123_369_395,
      numRuns: 500,
    });
    for (const [value, changes] of draws)
      expect(() => JSON.stringify(mutate(mutate(value, changes), changes))).not.toThrow();
  });
});

describe('fuzz values', () => {
  it('write numbers JSON.stringify cannot (1e400, -0, 1e-400) bare into the JSON text', () => {
    const numbers = fc
      .sample(nastyValue, { seed: 3, numRuns: 2000 })
      .map((value) => toJsonText({ n: value }) ?? '')
      .filter((text) => /^\{"n":[-\d.eE+]+\}$/.test(text));
    expect(numbers).toEqual(expect.arrayContaining(['{"n":1e400}', '{"n":-0}', '{"n":1e-400}']));
    expect(JSON.parse('{"n":1e400}').n).toBe(Infinity);
    const texts = fc.sample(nastyValue, { seed: 3, numRuns: 2000 }).map(textOf);
    expect(texts).toContain('1e400');
    expect(texts.filter((text) => text.includes('\uE000'))).toEqual([]);
  });

  it('never carry NaN or Infinity, which JSON.stringify would silently send as null', () => {
    for (const value of fc.sample(nastyValue, { seed: 4, numRuns: 2000 }))
      if (typeof value === 'number') expect(Number.isFinite(value), String(value)).toBe(true);
  });

  it('throw on a circular value, for the run to report as a bug of the test', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(() => toJsonText(circular)).toThrow(TypeError);
  });

  it('draw calendar dates as days away from today, so that a seed means the same every day', () => {
    const today = todayInBrazil(Date.now());
    const dates = fc
      .sample(valueOf({ type: 'string', pattern: String.raw`^\d{4}-\d{2}-\d{2}$` }), {
        seed: 5,
        numRuns: 500,
      })
      .filter(
        (date): date is string =>
          typeof date === 'string' &&
          !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) &&
          addDays(date, 0) === date,
      );
    expect(dates.length).toBeGreaterThan(300);
    for (const date of dates) expect(Math.abs(daysBetween(today, date))).toBeLessThanOrEqual(3650);
  });

  it('find a sandbox trigger code in any case anywhere in a request', () => {
    expect(carriesTrigger({ body: { place: [{ code: ' zZt ' }] } })).toBe(true);
    expect(carriesTrigger({ query: { zzc: 'x' } })).toBe(true);
    expect(carriesTrigger({ query: { code: 'ZZ T' } })).toBe(false);
    expect(carriesTrigger({ params: { iata: { text: 'zze', encoded: false } } })).toBe(true);
    expect(carriesTrigger({ body: ['ZZTX', 'GRU'] })).toBe(false);
  });
});
