/**
 * Load test of a purchase (hold + payment + ledger, budget p95 ≤ 250 ms) on the
 * real PostgreSQL of DATABASE_URL (default the local server's `test` database; a fresh
 * database is created and dropped), against the server started as `npm start` runs it, in its
 * own process. After each distinct flight search is asked of the server (as the members' searches
 * before booking would), 20 members buy flights at once, each paying the minimum
 * points plus the rest on the approved sandbox card: every request re-prices at the sandbox
 * supplier, holds the seat, authorises the card, holds and captures the points and issues.
 * Beside it, in the same run, `pgbench` TPC-B on another fresh database of the same server
 * gives the server's own transaction rate as the baseline.
 * Ends with `RESULT booking p50=.. p95=.. bps=.. pgbench_tps=.. processes=..`. BENCH_BOOKINGS
 * (default 400) sets how many purchases are timed, after 200 untimed ones that bring the server
 * to its steady state (JIT, connection pool, caches). BENCH_PROCESSES (default 1) starts that
 * many server processes on the same database (and on REDIS_URL's Redis when it is set), the
 * members' purchases spread over them as a proxy would. BENCH_CPU_PROF=<dir> writes each server
 * process's CPU profile there (`--cpu-prof`), to find where a purchase's server time goes.
 * BENCH_PORT=<n> listens on n, n+1, … instead of free ports the system picks.
 * The CPU the server processes and the database's backends spent per timed purchase is read from
 * /proc (Linux): unlike the rate, it hardly moves when other work shares the machine.
 * BENCH_STATEMENTS=1 prints where the database's time goes: the statement time per timed purchase
 * of the top statements, from pg_stat_statements. The server must load it (`alter system set
 * shared_preload_libraries = 'pg_stat_statements'`, then a restart); the bench creates the
 * extension in its database.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { users } from '../apps/api/src/db/schema';
import { ledgerService } from '../apps/api/src/modules/ledger/service';
import { createSandboxSuppliers } from '../apps/api/src/suppliers';
import { openDatabase } from '../apps/api/src/db/client';
import { freePort, startServer, waitForHealth } from '../apps/api/test/helpers/serverProcess';
import { demo, freshDatabase } from '../apps/api/test/helpers/testApp';
import { card, prices } from '../apps/api/test/bookings/helpers';

process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const serverUrl = process.env.DATABASE_URL;
const CONCURRENCY = 20;
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 400);
// Steady state is measured: the first purchases also warm the JIT, the pools and the caches.
const WARMUP = CONCURRENCY * 10;
const PROCESSES = Math.max(1, Number(process.env.BENCH_PROCESSES ?? 1));
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF;
// A shared machine gives each session its own ports: BENCH_PORT pins the first server's port.
const BASE_PORT = Number(process.env.BENCH_PORT ?? 0);
const STATEMENTS = process.env.BENCH_STATEMENTS === '1';

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
/** The CPU seconds (user + system) process `pid` has used so far; 0 once it is gone. */
function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name, from the 3rd (state): utime is the 14th, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

const isoIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const ms = (value: number) => value.toFixed(1);

/** Purchases spread over routes and dates so no single flight runs out of seats. */
const routes: Array<[string, string]> = [
  ['GRU', 'GIG'],
  ['GRU', 'SSA'],
  ['CGH', 'BSB'],
  ['GIG', 'REC'],
  ['BSB', 'POA'],
];
const suppliers = createSandboxSuppliers({ inventoryFile: null });

// The timed requests go through node:http with kept-alive sockets: the load generator shares the
// machine's two cores with the server and PostgreSQL, and fetch costs it several times more CPU.
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
function post(
  url: string,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function purchase(index: number) {
  const [from, to] = routes[index % routes.length] as [string, string];
  const search = {
    qtAdult: 1,
    qtChild: 0,
    qtBaby: 0,
    directFlight: false,
    luggage: false,
    cabin: 'Y' as const,
    flightSegments: [
      { departureAirport: from, arrivelAirport: to, departureDate: isoIn(20 + (index % 150)) },
    ],
  };
  const offers = await suppliers.flight.search(search, new AbortController().signal);
  const offer = offers[index % Math.max(1, offers.length)];
  if (!offer) throw new Error(`no offer for ${from}-${to}`);
  const p = prices(offer.totalCents);
  return {
    type: 'FLIGHT' as const,
    search,
    recommendationid: offer.recommendationid,
    goingSegmentId: offer.journeys[0]!.segments[0]!.segmentid,
    returnSegmentId: null,
    passengers: [
      {
        name: 'Maria',
        lastName: `Souza${index}`,
        birthdate: '1990-05-04',
        documentType: 'CPF' as const,
        documentId: '52998224725',
      },
    ],
    pointsTotalValue: p.pointsTotalValue,
    cashTotalValue: p.cashTotalValue,
    pointsPrice: p.pointsPrice,
    cashPrice: p.cashPrice,
    payment: { paymentCode: randomUUID(), installments: 1, card: card('4111111111111111') },
  };
}

function pgbenchTps(serverUrl: string): number {
  const name = `portal_pgbench_${process.pid}`;
  const url = new URL(serverUrl);
  const admin = (sql: string) => execFileSync('psql', [serverUrl, '-qc', sql], { stdio: 'pipe' });
  admin(`create database ${name}`);
  url.pathname = `/${name}`;
  try {
    execFileSync('pgbench', ['-i', '-q', '-s', '10', url.toString()], { stdio: 'pipe' });
    const out = execFileSync(
      'pgbench',
      ['-c', String(CONCURRENCY), '-j', '2', '-T', '10', url.toString()],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1];
    if (!tps) throw new Error(`unexpected pgbench output:\n${out}`);
    console.log(
      out
        .trim()
        .split('\n')
        .filter((line) => /latency average|tps =/.test(line))
        .map((line) => `pgbench: ${line}`)
        .join('\n'),
    );
    return Number(tps);
  } finally {
    admin(`drop database if exists ${name} with (force)`);
  }
}

type BenchDb = Awaited<ReturnType<typeof openDatabase>>['db'];

/** pg_stat_statements in the bench's database, or a failure that says how to load it. */
async function statementsReady(db: BenchDb) {
  try {
    await db.execute(sql`create extension if not exists pg_stat_statements`);
    await db.execute(sql`select pg_stat_statements_reset()`);
  } catch (error) {
    throw new Error(
      "BENCH_STATEMENTS=1 needs pg_stat_statements loaded by the server: alter system set shared_preload_libraries = 'pg_stat_statements', then restart PostgreSQL",
      { cause: error },
    );
  }
}

/** The top statements of the bench's database by statement time, per timed purchase. */
async function printStatements(db: BenchDb) {
  const result = (await db.execute(sql`
    select calls, total_exec_time as ms, regexp_replace(query, '[[:space:]]+', ' ', 'g') as query
    from pg_stat_statements
    where toplevel and dbid = (select oid from pg_database where datname = current_database())
      and query not like '%pg_stat_statements%'
    order by total_exec_time desc`)) as unknown as {
    rows: Array<{ calls: string | number; ms: number; query: string }>;
  };
  const total = result.rows.reduce((sum, row) => sum + row.ms, 0);
  console.log(`statements: ${ms(total / BOOKINGS)} ms of statement time per timed purchase`);
  for (const row of result.rows.slice(0, 15))
    console.log(
      `statements: ${(row.ms / BOOKINGS).toFixed(2).padStart(6)} ms  ${(Number(row.calls) / BOOKINGS).toFixed(2)}×  ${row.query.slice(0, 110)}`,
    );
}

async function main() {
  // The server in its own process, as in production: the load generator does not share its event loop.
  const database = await freshDatabase('portal_bench');
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const addresses: string[] = [];
  const servers: ReturnType<typeof startServer>[] = [];
  const redisKeyPrefix = `portal-bench-${process.pid}:`;
  // The first process migrates and seeds; the others start on the prepared database.
  const start = async (index: number) => {
    const port = BASE_PORT ? BASE_PORT + index : await freePort();
    const address = `http://127.0.0.1:${port}`;
    const env = {
      PORT: String(port),
      PUBLIC_URL: address,
      DATA_DIR: join(dataDir, String(index)),
      DATABASE_URL: database.url ?? serverUrl,
      NODE_ENV: 'production',
      DEV_ROUTES: 'false',
      REDIS_KEY_PREFIX: redisKeyPrefix,
    };
    const server = startServer(index === 0 ? env : { ...env, MIGRATE_ON_START: 'false' }, {
      nodeArgs: CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF_DIR}`] : [],
    });
    servers.push(server);
    addresses.push(address);
    await waitForHealth(address, server);
  };
  await start(0);
  const address = addresses[0] as string;
  const db = await openDatabase({ databaseUrl: database.url });
  try {
    for (let i = 1; i < PROCESSES; i++) await start(i);
    // 20 members, each with the demo member's password and enough points for their share.
    const [template] = await db.db.select().from(users).where(eq(users.email, demo.member.email));
    if (!template) throw new Error('demo member missing');
    const ledger = ledgerService(db.db);
    const tokens: string[] = [];
    for (let i = 0; i < CONCURRENCY; i++) {
      const email = `bench${i}@demo.test`;
      const [member] = await db.db
        .insert(users)
        .values({
          campaignId: 77,
          kind: 'member',
          email,
          passwordHash: template.passwordHash,
          name: 'Bench',
          lastName: `Member${i}`,
          firstAccess: false,
        })
        .returning({ id: users.id });
      if (!member) throw new Error('member not created');
      await ledger.accrue({
        campaignId: 77,
        userId: member.id,
        points: 100_000_000,
        description: 'Crédito do benchmark',
        expiresAt: null,
        idempotencyKey: `bench:${email}`,
      });
      const login = await fetch(`${address}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', campaign: '77' },
        body: JSON.stringify({ email, password: demo.member.password }),
      });
      tokens.push(((await login.json()) as { idToken: string }).idToken);
    }

    const payloads = await Promise.all(
      Array.from({ length: BOOKINGS + WARMUP }, (_, i) => purchase(i)),
    );
    // A member books what they searched moments before: each distinct search is asked of the
    // server first (not timed), so the booking's recheck finds the offers as it would live.
    const searches = new Map(
      payloads.map((p, i) => [
        JSON.stringify(p.search),
        { search: p.search, token: tokens[i % CONCURRENCY] },
      ]),
    );
    for (const [{ search, token }, base] of [...searches.values()].flatMap((s) =>
      addresses.map((base) => [s, base] as const),
    )) {
      const response = await fetch(`${base}/api/flight`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          campaign: '77',
        },
        body: JSON.stringify(search),
      });
      if (response.status !== 200)
        throw new Error(
          `search failed: ${response.status} ${(await response.text()).slice(0, 200)}`,
        );
      await response.arrayBuffer();
    }
    const latencies: number[] = [];
    const failures: string[] = [];
    // The CPU of the timed purchases: the server processes', and the backends' of their database.
    const cpuOf = async () => {
      const backends = (await db.db.execute(
        sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      )) as unknown as { rows: Array<{ pid: number }> };
      const pids = backends.rows.map((row) => row.pid);
      const cpu = () => ({
        server: servers.reduce((sum, s) => sum + cpuSeconds(s.child.pid ?? 0), 0),
        database: pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0),
      });
      return { start: cpu(), cpu };
    };
    if (STATEMENTS) await statementsReady(db.db);
    let timedCpu: ReturnType<typeof cpuOf> | undefined;
    let statementsReset: Promise<unknown> | undefined;
    let next = 0;
    const worker = async (member: number) => {
      for (let i = next++; i < payloads.length; i = next++) {
        if (i === WARMUP) {
          timedCpu = cpuOf();
          // A drizzle query runs once it is awaited: Promise.resolve starts it now. Its failure is
          // thrown where it is awaited, after the burst.
          if (STATEMENTS) {
            statementsReset = Promise.resolve(
              db.db.execute(sql`select pg_stat_statements_reset()`),
            );
            statementsReset.catch(() => undefined);
          }
        }
        const started = performance.now();
        const response = await post(
          `${addresses[member % addresses.length]}/api/booking`,
          {
            'content-type': 'application/json',
            authorization: `Bearer ${tokens[member]}`,
            campaign: '77',
            'idempotency-key': randomUUID(),
          },
          JSON.stringify(payloads[i]),
        );
        const elapsed = performance.now() - started;
        if (response.status !== 200)
          failures.push(`${response.status} ${response.body.slice(0, 200)}`);
        else if (i >= WARMUP) latencies.push(elapsed);
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, (_, member) => worker(member)));
    const seconds = (performance.now() - started) / 1000;
    const measured = await timedCpu;
    const spent = measured?.cpu();
    const cpuMs = {
      server: measured && spent ? ((spent.server - measured.start.server) * 1000) / BOOKINGS : 0,
      database:
        measured && spent ? ((spent.database - measured.start.database) * 1000) / BOOKINGS : 0,
    };
    if (failures.length)
      throw new Error(`${failures.length} purchases failed, first: ${failures[0]}`);
    latencies.sort((a, b) => a - b);
    const p50 = percentile(latencies, 50);
    const p95 = percentile(latencies, 95);
    console.log(
      `booking: latency ${[5, 25, 50, 75, 90, 95, 99].map((p) => `p${p}=${ms(percentile(latencies, p))}`).join(' ')} ms`,
    );
    const bps = (BOOKINGS + WARMUP) / seconds;
    console.log(
      `booking: ${BOOKINGS} timed purchases (+${WARMUP} warm-up) at ${CONCURRENCY} concurrent on PostgreSQL, ${PROCESSES} server process(es): p50=${ms(p50)} ms p95=${ms(p95)} ms max=${ms(latencies.at(-1) ?? 0)} ms, ${bps.toFixed(1)} bookings/s (budget p95 ≤ 250 ms)`,
    );
    console.log(
      `booking: CPU per timed purchase: server ${ms(cpuMs.server)} ms, database backends ${ms(cpuMs.database)} ms`,
    );
    if (STATEMENTS) {
      await statementsReset;
      await printStatements(db.db);
    }
    return { p50, p95, bps, cpuMs };
  } finally {
    agent.destroy();
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    await db.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const booking = await main();
const tps = pgbenchTps(serverUrl);
console.log(
  `RESULT booking p50=${ms(booking.p50)} p95=${ms(booking.p95)} bps=${booking.bps.toFixed(1)} pgbench_tps=${tps.toFixed(0)} ratio=${(booking.bps / tps).toFixed(3)} server_cpu_ms=${ms(booking.cpuMs.server)} db_cpu_ms=${ms(booking.cpuMs.database)} processes=${PROCESSES}`,
);
