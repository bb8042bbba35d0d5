import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterSaleMessages } from '@portal/domain/bookings';
import {
  busRateCheckResponseSchema,
  busSearchResponseSchema,
  type BusRoute,
} from '@portal/domain/buses';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { ledgerService } from '../../src/modules/ledger/service';
import { createSandboxSuppliers, type FlightOffer } from '../../src/suppliers';
import { CARDS } from '../bookings/challengeHelpers';
import {
  busBooking as oneBusBooking,
  busPassenger,
  daysAhead,
  flightBooking,
  flightSearch,
  paying,
  prices,
} from '../bookings/helpers';
import { memberWithPoints } from '../helpers/members';
import { freePort, startServer, waitForHealth, type ServerProcess } from '../helpers/serverProcess';
import { storedSandboxHolds } from '../helpers/sandboxHolds';
import { freshDatabase } from '../helpers/testApp';
import { expectLedgerInvariants } from '../ledger/invariants';

interface Server {
  base: string;
  process: ServerProcess;
  dataDir: string;
}

const MEMBER_PASSWORD = 'Demo@1234';

/** The n-th offer of the sandbox's GRU→GIG search: each test books its own flight, whose 9 seats are its own. */
async function nthFlightOffer(n: number): Promise<FlightOffer> {
  const offers = await createSandboxSuppliers({ inventoryFile: null }).flight.search(
    flightSearch,
    new AbortController().signal,
  );
  const offer = offers[n];
  if (!offer) throw new Error(`no sandbox flight offer #${n}`);
  return offer;
}

// Several server processes only share state through the real engines: these run when both
// DATABASE_URL (PostgreSQL) and REDIS_URL (Redis) are set, as CI's PostgreSQL pass does.
describe.runIf(!!process.env.DATABASE_URL && !!process.env.REDIS_URL)(
  'two server processes on one PostgreSQL and one Redis',
  () => {
    let database: Awaited<ReturnType<typeof freshDatabase>>;
    let db: Database;
    let a: Server;
    let b: Server;
    const servers: Server[] = [];
    const redisKeyPrefix = `portal-test-${process.pid}-${randomUUID().slice(0, 8)}:`;

    async function start(): Promise<Server> {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const dataDir = mkdtempSync(join(tmpdir(), 'portal-scale-'));
      const child = startServer({
        PORT: String(port),
        PUBLIC_URL: base,
        DATA_DIR: dataDir,
        DATABASE_URL: database.url ?? '',
        REDIS_URL: process.env.REDIS_URL ?? '',
        REDIS_KEY_PREFIX: redisKeyPrefix,
        // A submission left running by a dead process is undone by the survivor within the test.
        BOOKING_INTERRUPTED_AFTER_MS: '30000',
        // The configuration refuses a wait shorter than twice these deadlines.
        SUPPLIER_TIMEOUT_MS: '5000',
        PAYMENT_GATEWAY_TIMEOUT_MS: '10000',
        BOOKING_RECOVERY_INTERVAL_MS: '1000',
        // As behind the compose file's proxy: the per-IP test names its own client address.
        TRUST_PROXY: 'true',
      });
      const server = { base, process: child, dataDir };
      servers.push(server);
      await waitForHealth(base, child);
      return server;
    }

    const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
      ((await db.db.execute(query)) as unknown as { rows: T[] }).rows;
    const count = async (query: ReturnType<typeof sql>) =>
      (await rows<{ n: number }>(query))[0]?.n ?? 0;

    /** A member of campaign 77 with the demo password and exactly `points` points. */
    const memberWith = (points: number) =>
      memberWithPoints(db.db, points, { tag: 'scale', name: 'Escala', lastName: 'Teste' });

    const login = (server: Server, email: string, password = MEMBER_PASSWORD, clientIp?: string) =>
      fetch(`${server.base}/api/auth/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          campaign: '77',
          ...(clientIp ? { 'x-forwarded-for': clientIp } : {}),
        },
        body: JSON.stringify({ email, password }),
      });

    async function tokenOf(server: Server, email: string): Promise<string> {
      const response = await login(server, email);
      expect(response.status).toBe(200);
      return ((await response.json()) as { idToken: string }).idToken;
    }

    const headers = (token: string) => ({
      'content-type': 'application/json',
      campaign: '77',
      authorization: `Bearer ${token}`,
    });

    /** The status of a purchase, or 'connection lost' when the process died under it. */
    const purchase = (server: Server, token: string, payload: object, key = randomUUID()) =>
      fetch(`${server.base}/api/booking`, {
        method: 'POST',
        headers: { ...headers(token), 'idempotency-key': key },
        body: JSON.stringify(payload),
      }).then(
        async (r) => ({ status: r.status, code: ((await r.json()) as { code?: string }).code }),
        () => ({ status: 'connection lost' as const, code: undefined }),
      );

    const issuedCount = (userId: string) =>
      count(
        sql`select count(*)::int as n from bookings where user_id = ${userId} and status_id = 2`,
      );
    const heldPoints = (userId: string) =>
      count(
        sql`select count(*)::int as n from ledger_holds where status = 'held' and reference in (select locator from bookings where user_id = ${userId})`,
      );
    const bookingHoldIds = async (userId: string) =>
      (
        await rows<{ ids: string[] }>(
          sql`select supplier_hold_ids as ids from bookings where user_id = ${userId}`,
        )
      ).flatMap((r) => r.ids);

    /**
     * Holds the member's ledger account row as a slow points hold would: each purchase of the
     * member stops mid-way, at its points hold (its booking row written, its seat held at the
     * supplier), until `release`.
     */
    async function pauseAtPointsHold(userId: string): Promise<{ release: () => Promise<void> }> {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      await client.query('begin');
      await client.query(
        "select id from ledger_accounts where campaign_id = 77 and kind = 'member' and user_id = $1 for update",
        [userId],
      );
      return {
        release: async () => {
          await client.query('commit');
          await client.end();
        },
      };
    }

    /** The states of the bookings of these purchases (by idempotency key). */
    const statesOf = async (keys: string[]) =>
      (
        await rows<{ state: string }>(
          sql`select state from bookings where idempotency_key in ${keys} order by state`,
        )
      ).map((row) => row.state);

    /** Waits until every one of these purchases is mid-way: its booking row 'processing'. */
    async function midway(keys: string[]): Promise<void> {
      for (let i = 0; i < 600; i++) {
        const states = await statesOf(keys);
        if (states.length === keys.length && states.every((state) => state === 'processing'))
          return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`purchases not mid-way: ${JSON.stringify(await statesOf(keys))}`);
    }

    const post = (server: Server, token: string, path: string, body: object) =>
      fetch(`${server.base}${path}`, {
        method: 'POST',
        headers: { ...headers(token), 'idempotency-key': randomUUID() },
        body: JSON.stringify(body),
      });

    /** A São Paulo → Rio bus with at least four free seats, as searched through `server`. */
    async function busRoute(server: Server, token: string): Promise<BusRoute> {
      const searched = await post(server, token, '/api/services/bus/search', {
        filter: { start: daysAhead(40), origin: '3550308', destination: '3304557', occupancy: 1 },
      });
      expect(searched.status).toBe(200);
      return busSearchResponseSchema
        .parse(await searched.json())
        .routes[0]?.busAvailability.find((r) => r.availableSeats >= 4) as BusRoute;
    }

    /** The route's free seats, as `server` shows them. */
    async function freeSeats(server: Server, token: string, route: BusRoute): Promise<string[]> {
      const response = await post(server, token, '/api/services/bus/rate-check', {
        goingBus: route.key,
        goingBusRefToken: route.refToken,
        returnBus: null,
        returnBusRefToken: null,
        occupancy: 1,
      });
      expect(response.status).toBe(200);
      const legs = busRateCheckResponseSchema.parse(await response.json()).booking.bookingBuses;
      return (
        legs[0]?.busList[0]?.segments[0]?.seatMap.filter((s) => s.available).map((s) => s.number) ??
        []
      );
    }

    /** A bus booking of one seat: all in points, or the checkout's minimum points and the rest by card. */
    function busBooking(route: BusRoute, seat: string, cardNumber: string | null = null) {
      const total = Math.round(route.cashValue * 100);
      return oneBusBooking(
        { going: route },
        { going: [seat] },
        [busPassenger],
        paying(total, cardNumber),
      );
    }

    /** Members signed in before the per-IP login limit is spent by the lockout test. */
    let burst: { email: string; userId: string; token: string; offer: FlightOffer; price: number };
    let bus: { email: string; userId: string; tokenA: string; tokenB: string };
    let holder: { email: string; userId: string; token: string };
    let challenged: { email: string; userId: string; token: string; offer: FlightOffer };
    let killed: {
      email: string;
      userId: string;
      tokenA: string;
      tokenB: string;
      offer: FlightOffer;
      price: number;
    };
    let drained: {
      email: string;
      userId: string;
      token: string;
      offer: FlightOffer;
      price: number;
    };

    beforeAll(async () => {
      database = await freshDatabase('portal_scale');
      a = await start();
      b = await start();
      db = await openDatabase({ databaseUrl: database.url, dataDir: null, migrate: false });

      const offers = await Promise.all([0, 1, 2, 3].map(nthFlightOffer));
      const priceOf = (offer: FlightOffer) => prices(offer.totalCents).pointsTotalValue;
      const burstMember = await memberWith(priceOf(offers[0]!) * 5);
      burst = {
        ...burstMember,
        token: await tokenOf(a, burstMember.email),
        offer: offers[0]!,
        price: priceOf(offers[0]!),
      };
      const busMember = await memberWith(10_000_000);
      bus = {
        ...busMember,
        tokenA: await tokenOf(a, busMember.email),
        tokenB: await tokenOf(b, busMember.email),
      };
      const holderMember = await memberWith(10_000_000);
      holder = { ...holderMember, token: await tokenOf(a, holderMember.email) };
      const challengedMember = await memberWith(10_000_000);
      challenged = {
        ...challengedMember,
        token: await tokenOf(a, challengedMember.email),
        offer: offers[3]!,
      };
      const killedMember = await memberWith(priceOf(offers[1]!) * 40);
      killed = {
        ...killedMember,
        tokenA: await tokenOf(a, killedMember.email),
        tokenB: await tokenOf(b, killedMember.email),
        offer: offers[1]!,
        price: priceOf(offers[1]!),
      };
      const drainedMember = await memberWith(priceOf(offers[2]!) * 40);
      drained = {
        ...drainedMember,
        token: await tokenOf(b, drainedMember.email),
        offer: offers[2]!,
        price: priceOf(offers[2]!),
      };
    }, 600_000);

    afterAll(async () => {
      for (const server of servers) {
        server.process.child.kill('SIGKILL');
        await server.process.exited;
        rmSync(server.dataDir, { recursive: true, force: true });
      }
      await expectLedgerInvariants(db.db);
      await db.close();
      await database.drop();
    });

    it(
      '50 concurrent purchases split across both processes, by a member who can afford 5, give 5 bookings, a zero balance and no hold left',
      { timeout: 180_000 },
      async () => {
        const payload = flightBooking(burst.offer, null, burst.price);
        const results = await Promise.all(
          Array.from({ length: 50 }, (_, i) => purchase(i % 2 ? b : a, burst.token, payload)),
        );
        const statuses = results.map((r) => r.status);
        expect(statuses.filter((s) => s === 200)).toHaveLength(5);
        expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
        expect(await issuedCount(burst.userId)).toBe(5);
        expect(await ledgerService(db.db).balance(77, burst.userId)).toBe(0);
        expect(await heldPoints(burst.userId)).toBe(0);
        const holds = await storedSandboxHolds(db, a.dataDir);
        expect(
          holds.filter((h) => h.ref === burst.offer.recommendationid && h.status === 'HELD'),
        ).toEqual([]);
        expect(
          holds.filter((h) => h.ref === burst.offer.recommendationid && h.status === 'ISSUED'),
        ).toHaveLength(5);
      },
    );

    it(
      'a bus seat taken through one process is unavailable through the other',
      { timeout: 120_000 },
      async () => {
        const route = await busRoute(a, bus.tokenA);
        const seat = (await freeSeats(a, bus.tokenA, route))[0] as string;
        expect(await freeSeats(b, bus.tokenB, route)).toContain(seat);
        const booking = busBooking(route, seat);
        const taken = await post(a, bus.tokenA, '/api/services/bus/booking', booking);
        expect(taken.status, await taken.clone().text()).toBe(200);
        expect(await freeSeats(b, bus.tokenB, route)).not.toContain(seat);
        const balance = await ledgerService(db.db).balance(77, bus.userId);
        const again = await post(b, bus.tokenB, '/api/services/bus/booking', booking);
        expect(again.status).toBe(409);
        expect(await ledgerService(db.db).balance(77, bus.userId)).toBe(balance);
      },
    );

    it(
      'a bus seat held by a purchase awaiting its two-factor code through one process is unavailable through the other',
      { timeout: 120_000 },
      async () => {
        const route = await busRoute(a, holder.token);
        const seat = (await freeSeats(a, holder.token, route)).at(-1) as string;
        expect(await freeSeats(b, holder.token, route)).toContain(seat);
        const pending = await post(
          a,
          holder.token,
          '/api/services/bus/booking',
          busBooking(route, seat, CARDS.twoFactor),
        );
        expect(pending.status, await pending.clone().text()).toBe(201);
        expect(await pending.json()).toMatchObject({ success: false, auth2fa: true });
        // Held, not bought: the purchase waits for its code, and the seat is its own meanwhile.
        expect(await freeSeats(b, holder.token, route)).not.toContain(seat);
        const balance = await ledgerService(db.db).balance(77, holder.userId);
        const again = await post(
          b,
          holder.token,
          '/api/services/bus/booking',
          busBooking(route, seat),
        );
        expect(again.status).toBe(409);
        expect(await ledgerService(db.db).balance(77, holder.userId)).toBe(balance);
      },
    );

    it(
      'counts wrong two-factor codes across both processes: the fifth locks the code, whichever process each try reaches',
      { timeout: 120_000 },
      async () => {
        const key = randomUUID();
        const pending = await purchase(
          a,
          challenged.token,
          flightBooking(challenged.offer, CARDS.twoFactor),
          key,
        );
        expect(pending.status).toBe(201);
        const [booking] = await rows<{ id: string; locator: string }>(
          sql`select id, locator from bookings where user_id = ${challenged.userId}`,
        );
        const locator = booking?.locator ?? '';
        const mails = (await (await fetch(`${a.base}/api/dev/outbox`)).json()) as Array<{
          subject: string;
          text: string;
        }>;
        const code = mails
          .find((m) => m.subject === afterSaleMessages.codeSubject && m.text.includes(locator))
          ?.text.match(/é: (\d{6})/)?.[1];
        expect(code).toMatch(/^\d{6}$/);
        const wrong = code === '000000' ? '111111' : '000000';
        const confirm = (server: Server, token2fa: string) =>
          fetch(
            `${server.base}/api/booking/issue-ticket?${new URLSearchParams({ locator, token2fa })}`,
            { method: 'POST', headers: headers(challenged.token), body: '{}' },
          ).then(async (r) => ({ status: r.status, ...((await r.json()) as object) }));
        const tries = [];
        for (let i = 0; i < 5; i++) tries.push(await confirm(i % 2 ? b : a, wrong));
        expect(tries).toEqual([
          expect.objectContaining({ status: 409, error: afterSaleMessages.wrongCode(4) }),
          expect.objectContaining({ status: 409, error: afterSaleMessages.wrongCode(3) }),
          expect.objectContaining({ status: 409, error: afterSaleMessages.wrongCode(2) }),
          expect.objectContaining({ status: 409, error: afterSaleMessages.wrongCode(1) }),
          expect.objectContaining({ status: 409, code: 'CODE_LOCKED' }),
        ]);
        // the right code no longer opens it, through either process
        for (const server of [a, b])
          expect(await confirm(server, code ?? '')).toMatchObject({
            status: 409,
            code: 'CODE_LOCKED',
          });
        expect(await statesOf([key])).toEqual(['awaiting_two_factor']);
      },
    );

    it(
      "counts a member's purchase attempts against one limit across both processes",
      { timeout: 120_000 },
      async () => {
        // 60 a minute per member: alone, each process would let 60 through, together only 60.
        const statuses: number[] = [];
        for (let i = 0; i < 70; i++) {
          const server = i % 2 ? b : a;
          const response = await fetch(`${server.base}/api/booking`, {
            method: 'POST',
            headers: {
              ...headers(i % 2 ? bus.tokenB : bus.tokenA),
              'idempotency-key': randomUUID(),
            },
            body: '{}',
          });
          statuses.push(response.status);
        }
        expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(60);
        expect(statuses.filter((s, i) => s === 429 && i % 2 === 0).length).toBeGreaterThan(0);
        expect(statuses.filter((s, i) => s === 429 && i % 2 === 1).length).toBeGreaterThan(0);
      },
    );

    it(
      'counts failed logins and the per-IP login limit across both processes',
      { timeout: 120_000 },
      async () => {
        const member = await memberWith(1);
        for (let i = 0; i < 5; i++)
          expect((await login(i % 2 ? b : a, member.email, 'Errada@123')).status).toBe(401);
        // the right password no longer opens the account, through either process
        expect((await login(a, member.email)).status).toBe(429);
        expect((await login(b, member.email)).status).toBe(429);

        // 20 logins a minute per IP: alone, each process would let 20 through, together only 20.
        // A client address of its own, so the window starts with this loop.
        const statuses: number[] = [];
        for (let i = 0; i < 30; i++)
          statuses.push(
            (await login(i % 2 ? b : a, `ninguem-${i}@demo.test`, 'Errada@123', '203.0.113.17'))
              .status,
          );
        expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
        expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
        expect(statuses.filter((s, i) => s === 429 && i % 2 === 0).length).toBeGreaterThan(0);
        expect(statuses.filter((s, i) => s === 429 && i % 2 === 1).length).toBeGreaterThan(0);
      },
    );

    it(
      'one process killed mid-burst: the other finishes its purchases and its recovery leaves nothing stuck',
      { timeout: 240_000 },
      async () => {
        const payload = flightBooking(killed.offer, null, killed.price);
        // The member's purchases stop at their points hold: four through the process to be
        // killed are seen mid-way (booking written, seat held) when it dies, and the survivor's
        // burst is under way too.
        const paused = await pauseAtPointsHold(killed.userId);
        const deadKeys = Array.from({ length: 4 }, () => randomUUID());
        const deadDone = Promise.all(
          deadKeys.map((key) => purchase(a, killed.tokenA, payload, key)),
        );
        await midway(deadKeys);
        const survivorDone = Promise.all(
          Array.from({ length: 12 }, () => purchase(b, killed.tokenB, payload)),
        );
        a.process.child.kill('SIGKILL');
        expect(await a.process.exited).toBe('SIGKILL');
        expect(await deadDone).toEqual(
          deadKeys.map(() => ({ status: 'connection lost', code: undefined })),
        );
        // Cut mid-way: nothing but the recovery moves these bookings on.
        expect(await statesOf(deadKeys)).toEqual(deadKeys.map(() => 'processing'));
        await paused.release();
        const survivor = await survivorDone;
        expect(survivor.every((r) => r.status === 200 || r.status === 409)).toBe(true);
        expect(survivor.some((r) => r.status === 200)).toBe(true);

        // The survivor's recovery pass undoes what the dead process left half done.
        const stuck = async () =>
          (await count(
            sql`select count(*)::int as n from bookings where user_id = ${killed.userId} and state in ('processing', 'cancelling')`,
          )) + (await heldPoints(killed.userId));
        for (let i = 0; i < 120 && (await stuck()) > 0; i++)
          await new Promise((r) => setTimeout(r, 1000));
        expect(await stuck()).toBe(0);
        expect(await statesOf(deadKeys)).toEqual(deadKeys.map(() => 'failed'));
        const issued = await issuedCount(killed.userId);
        expect(issued).toBe(survivor.filter((r) => r.status === 200).length);
        expect(await ledgerService(db.db).balance(77, killed.userId)).toBe(
          killed.price * (40 - issued),
        );
        const holdIds = await bookingHoldIds(killed.userId);
        const holds = (await storedSandboxHolds(db, b.dataDir)).filter((h) =>
          holdIds.includes(h.holdId),
        );
        expect(holds.filter((h) => h.status === 'ISSUED')).toHaveLength(issued);
        expect(holds.filter((h) => h.status === 'HELD')).toEqual([]);
      },
    );

    it(
      'SIGTERM during a burst: purchases in flight complete, new ones meet 503, the process exits 0',
      { timeout: 240_000 },
      async () => {
        const payload = JSON.stringify(flightBooking(drained.offer, null, drained.price));
        // Four purchases seen mid-way when the signal comes (stopped at their points hold), and
        // one whose body is still arriving: in flight for certain, 5 seats of the flight's 9.
        const paused = await pauseAtPointsHold(drained.userId);
        const midwayKeys = Array.from({ length: 4 }, () => randomUUID());
        const midwayDone = Promise.all(
          midwayKeys.map((key) => purchase(b, drained.token, JSON.parse(payload) as object, key)),
        );
        await midway(midwayKeys);
        const url = new URL(`${b.base}/api/booking`);
        let finishBody: () => void = () => undefined;
        let bodyStarted: () => void = () => undefined;
        const started = new Promise<void>((done) => (bodyStarted = done));
        const slow = new Promise<number>((done, fail) => {
          const req = httpRequest(
            {
              host: url.hostname,
              port: url.port,
              path: url.pathname,
              method: 'POST',
              headers: {
                ...headers(drained.token),
                'idempotency-key': randomUUID(),
                'content-length': Buffer.byteLength(payload),
              },
            },
            (res) => {
              res.resume();
              res.on('end', () => done(res.statusCode ?? 0));
            },
          );
          req.on('error', fail);
          req.write(payload.slice(0, 20), () => bodyStarted());
          finishBody = () => req.end(payload.slice(20));
        });
        await started;
        await new Promise((r) => setTimeout(r, 200));

        b.process.child.kill('SIGTERM');
        for (let i = 0; i < 100; i++) {
          const ready = await fetch(`${b.base}/api/ready`);
          if (ready.status === 503) break;
          await new Promise((r) => setTimeout(r, 50));
        }
        expect(
          ((await (await fetch(`${b.base}/api/ready`)).json()) as { status: string }).status,
        ).toBe('draining');
        const refused = await purchase(b, drained.token, JSON.parse(payload) as object);
        expect(refused).toEqual({ status: 503, code: 'SHUTTING_DOWN' });
        // Still mid-way while the process drains: they finish once their points can be held.
        expect(await statesOf(midwayKeys)).toEqual(midwayKeys.map(() => 'processing'));

        await paused.release();
        finishBody();
        expect(await slow).toBe(200);
        expect((await midwayDone).map((r) => r.status)).toEqual(midwayKeys.map(() => 200));
        expect(await statesOf(midwayKeys)).toEqual(midwayKeys.map(() => 'issued'));
        expect(await b.process.exited).toBe(0);

        expect(await issuedCount(drained.userId)).toBe(5);
        expect(await heldPoints(drained.userId)).toBe(0);
        expect(
          await count(
            sql`select count(*)::int as n from bookings where user_id = ${drained.userId} and state = 'processing'`,
          ),
        ).toBe(0);
        expect(await ledgerService(db.db).balance(77, drained.userId)).toBe(
          drained.price * (40 - 5),
        );
      },
    );
  },
);
