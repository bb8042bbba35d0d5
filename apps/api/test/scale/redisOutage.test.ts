import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createConnection } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flightBooking, flightOffer, flightSearch, postBooking } from '../bookings/helpers';
import { bearer, createTestApp, demo, login, type TestApp } from '../helpers/testApp';

/** The sandbox gateway's card that approves at once. */
const APPROVED_CARD = '4111111111111111';

/** A port of this test's own (REDIS_OUTAGE_PORT, else 4150), never the shared Redis. */
const port = Number(process.env.REDIS_OUTAGE_PORT ?? 4150);

const answers = (onPort: number) =>
  new Promise<boolean>((done) => {
    const socket = createConnection({ host: '127.0.0.1', port: onPort });
    socket.once('connect', () => done(socket.end() !== undefined));
    socket.once('error', () => done(false));
  });

async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

function startRedis(): ChildProcess {
  return spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
}

async function stopRedis(redis: ChildProcess): Promise<void> {
  const exited = new Promise((done) => redis.once('exit', done));
  redis.kill('SIGTERM');
  await exited;
  await until(async () => !(await answers(port)), 'redis to stop');
}

/**
 * Redis holds only what may be lost (rate-limit counters, the search cache): the test starts a
 * Redis of its own, stops it, and the portal keeps signing members in, searching and selling,
 * quickly, with the limits counted in the process.
 */
describe.runIf(process.platform === 'linux')('without Redis', { timeout: 180_000 }, () => {
  let redis: ChildProcess | null = null;
  let t: TestApp;
  beforeAll(async () => {
    expect(await answers(port), `port ${port} is taken`).toBe(false);
    redis = startRedis();
    await until(() => answers(port), 'redis to start');
    t = await createTestApp({
      config: { redisUrl: `redis://127.0.0.1:${port}`, redisKeyPrefix: `outage-${randomUUID()}:` },
    });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    if (redis && redis.exitCode === null) await stopRedis(redis);
  });

  const ready = async () => (await t.app.inject({ method: 'GET', url: '/api/ready' })).json();
  const timed = async <T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> => {
    const started = performance.now();
    const value = await work();
    return { value, ms: performance.now() - started };
  };
  const search = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/flight',
      headers: bearer(token),
      payload: flightSearch,
    });

  it('signs in, searches and sells as fast as before once Redis stops, limits still hold, and the outage is counted', async () => {
    expect(await ready()).toMatchObject({ status: 'ready', redis: 'ok', redisFallbacks: 0 });
    const before = await login(t.app, demo.member);
    expect((await search(before.idToken)).statusCode).toBe(200);

    await stopRedis(redis!);

    const signIn = await timed(() => login(t.app, demo.member));
    expect(signIn.ms).toBeLessThan(1_500);
    const searched = await timed(() => search(signIn.value.idToken));
    expect(searched.value.statusCode).toBe(200);
    expect(searched.ms).toBeLessThan(3_000);

    const offer = await flightOffer();
    const sold = await timed(() =>
      postBooking(t, signIn.value.idToken, flightBooking(offer, APPROVED_CARD)),
    );
    expect(sold.value.statusCode, sold.value.body).toBe(200);
    expect(sold.value.json()).toMatchObject({ success: true, bookingResponse: { statusId: 2 } });
    expect(sold.ms).toBeLessThan(5_000);

    // the login limit (20 a minute per address) is counted in this process now
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { campaign: '77' },
        remoteAddress: '10.3.0.1',
        payload: { email: `ninguem${i}@demo.test`, password: 'Errada-123' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);

    // still ready (every replica shares this Redis), with the outage reported and counted
    const during = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(during.statusCode).toBe(200);
    const report = during.json();
    expect(report).toMatchObject({ status: 'ready', database: 'ok', redis: 'unavailable' });
    expect(report.redisFallbacks).toBeGreaterThan(20);

    // back again: the client reconnects on its own
    redis = startRedis();
    await until(async () => (await ready()).redis === 'ok', 'the client to reconnect');
  });
});
