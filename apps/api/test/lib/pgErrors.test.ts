import { describe, expect, it } from 'vitest';
import { hasPgErrorCode, isUniqueViolation } from '../../src/lib/pgErrors';

describe('PostgreSQL error codes', () => {
  it('finds the SQLSTATE under the wrapping errors', () => {
    const wrapped = new Error('query failed', {
      cause: Object.assign(new Error(), { code: '23505' }),
    });
    expect(isUniqueViolation(wrapped)).toBe(true);
    expect(hasPgErrorCode(wrapped, '23503')).toBe(false);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
  });
});
