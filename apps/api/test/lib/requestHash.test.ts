import { describe, expect, it } from 'vitest';
import { requestHash } from '../../src/lib/requestHash';

describe('requestHash', () => {
  it('is the same whatever the key order, and ignores fields left undefined', () => {
    const when = new Date('2026-11-27T12:00:00Z');
    expect(requestHash({ amount: 100, when, items: [{ a: 1, b: 2 }] })).toBe(
      requestHash({ items: [{ b: 2, a: 1 }], when, amount: 100, note: undefined }),
    );
  });

  it('differs when a value or the order of a list differs', () => {
    expect(requestHash({ amount: 100 })).not.toBe(requestHash({ amount: 101 }));
    expect(requestHash({ items: [1, 2] })).not.toBe(requestHash({ items: [2, 1] }));
  });
});
