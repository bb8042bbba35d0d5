import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mutate, mutations, nastyValue } from './arbitraries';

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
