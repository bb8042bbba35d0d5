import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOperators } from '../../src/seed/operators';
import { createTestApp, demo, type TestApp } from '../helpers/testApp';

/**
 * Wrong passwords sent at once, each from its own address: the lockout counts attempts as they
 * start, so no more than 5 passwords are ever checked. Meaningful on the real PostgreSQL of
 * DATABASE_URL, where the requests run side by side.
 */
describe('concurrent wrong passwords', { timeout: 120_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(async () => t?.close());

  const post = async (url: string, headers: Record<string, string>, ip: string, payload: object) =>
    (await t.app.inject({ method: 'POST', url, headers, remoteAddress: ip, payload })).statusCode;

  /**
   * A burst of 12 wrong passwords, then more one by one until the lock answers: exactly 5 of
   * them were checked (401) in all, and then the right password is refused too.
   */
  async function checkedBeforeLock(url: string, email: string, headers: Record<string, string>) {
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post(url, headers, `10.6.0.${i + 1}`, { email, password: `Errada-${i}` }),
      ),
    );
    expect(burst.every((status) => status === 401 || status === 429)).toBe(true);
    let checked = burst.filter((status) => status === 401).length;
    expect(checked).toBeLessThanOrEqual(5);
    for (let i = 0; i < 6; i++) {
      const status = await post(url, headers, `10.6.1.${i + 1}`, { email, password: 'Errada' });
      if (status === 429) break;
      expect(status).toBe(401);
      checked++;
    }
    return checked;
  }

  it('check at most 5 of a member’s, then lock the account', async () => {
    const headers = { campaign: '77' };
    expect(await checkedBeforeLock('/api/auth/login', demo.lowBalance.email, headers)).toBe(5);
    expect(await post('/api/auth/login', headers, '10.6.2.1', demo.lowBalance)).toBe(429);
  });

  it('check at most 5 of an operator’s, then lock the operator', async () => {
    const { email, password } = demoOperators.support;
    expect(await checkedBeforeLock('/api/console/auth/login', email, {})).toBe(5);
    expect(await post('/api/console/auth/login', {}, '10.6.2.2', { email, password })).toBe(429);
  });
});
