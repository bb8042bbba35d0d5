import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, demo, login, type TestApp } from '../helpers/testApp';

describe('readiness and draining', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('is ready while the database answers, and stops being ready and refuses new work with 503 once draining', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'ok', redis: 'not configured' });
    const { idToken } = await login(t.app, demo.member);

    await t.app.drain(1_000);
    const draining = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toMatchObject({
      status: 'draining',
      error: 'O portal está sendo reiniciado. Tente novamente em instantes.',
      code: 'SHUTTING_DOWN',
    });
    expect(draining.headers['retry-after']).toBe('5');
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: bearer(idToken),
      payload: {},
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ code: 'SHUTTING_DOWN' });
  });
});

// Redis only counts where there is one: REDIS_URL (CI's PostgreSQL pass sets it).
describe.runIf(!!process.env.REDIS_URL)('readiness with Redis', () => {
  it(
    'reports Redis, and stays ready while Redis is away (the processes work without it)',
    { timeout: 120_000 },
    async () => {
      const up = await createTestApp({ config: { redisUrl: process.env.REDIS_URL } });
      try {
        expect((await up.app.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({
          status: 'ready',
          database: 'ok',
          redis: 'ok',
          redisFallbacks: 0,
        });
      } finally {
        await up.close();
      }
      // nothing listens on port 1
      const down = await createTestApp({ config: { redisUrl: 'redis://127.0.0.1:1' } });
      try {
        const response = await down.app.inject({ method: 'GET', url: '/api/ready' });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          status: 'ready',
          database: 'ok',
          redis: 'unavailable',
          redisFallbacks: 0,
        });
      } finally {
        await down.close();
      }
    },
  );
});
