/**
 * Load test of the search API on the embedded default (sandbox suppliers).
 * For flight, hotel, car and bus search it runs autocannon at 50 concurrent connections
 * against a local server, twice: cold (no search cache: every request generates the
 * inventory) and cached (the in-memory LRU cache, as in production). Budget: p95 ≤ 150 ms
 * cached. Ends with `RESULT search p50=.. p95=.. rps=..` (cached: worst product p50/p95, mean requests/s) and the
 * cold baseline of the same run. BENCH_DURATION (seconds per run, default 8) shortens it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { buildSearchRoutes, createSearchDeps } from '../apps/api/src/modules/search';
import { errorHandler } from '../apps/api/src/plugins/errorHandler';
import { MemoryLruCache, type SearchCache } from '../apps/api/src/suppliers';
import { warmReferenceData } from '../packages/reference-data/src';
// experiences live in the database and are not part of this benchmark
import { noExperiences } from '../apps/api/test/search/helpers';

const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_DURATION ?? 8);

/** A cache that never keeps anything: the cold baseline. */
class NoCache implements SearchCache {
  readonly stats = { hits: 0, misses: 0 };
  async get<T>(): Promise<T | undefined> {
    this.stats.misses++;
    return undefined;
  }
  async set(): Promise<void> {}
  async clear(): Promise<void> {}
}

function isoIn(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const SCENARIOS: Array<{ name: string; path: string; body: () => object }> = [
  {
    name: 'flight',
    path: '/api/flight',
    body: () => ({
      qtAdult: 2,
      qtChild: 1,
      flightSegments: [
        { departureAirport: 'GRU', arrivelAirport: 'SSA', departureDate: isoIn(30) },
        { departureAirport: 'SSA', arrivelAirport: 'GRU', departureDate: isoIn(37) },
      ],
    }),
  },
  {
    name: 'hotel',
    path: '/api/hotel/available',
    body: () => ({
      checkinDate: isoIn(30),
      checkoutDate: isoIn(33),
      qtAdult: 2,
      qtRooms: 1,
      addressCode: '3550308',
    }),
  },
  {
    name: 'car',
    path: '/api/car',
    body: () => ({
      country: 'BR',
      pickupAirport: 'GRU',
      pickupLocationCode: 'GRU-LZ-A',
      dropoffAirport: 'GRU',
      dropoffLocationCode: 'GRU-LZ-A',
      pickupDate: isoIn(30),
      pickupTime: '10:00',
      dropoffDate: isoIn(34),
      dropoffTime: '10:00',
    }),
  },
  {
    name: 'bus',
    path: '/api/services/bus/search',
    body: () => ({
      filter: {
        start: isoIn(30),
        end: isoIn(33),
        origin: '3550308',
        destination: '3304557',
        occupancy: 2,
      },
    }),
  },
];

interface Figures {
  p50: number;
  p95: number;
  rps: number;
  requests: number;
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The server runs in its own process so the load generator does not share its CPU. */
async function serve(mode: 'cold' | 'cached'): Promise<void> {
  warmReferenceData();
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const cache = mode === 'cold' ? new NoCache() : new MemoryLruCache();
  await app.register(errorHandler);
  await app.register(
    buildSearchRoutes(createSearchDeps({ cache, inventoryFile: null, experience: noExperiences }), {
      authenticate: null,
    }),
  );
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  console.log(`LISTENING ${url}`);
}

function startServer(mode: 'cold' | 'cached'): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), 'serve', mode],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /LISTENING (\S+)/.exec(out);
      if (m) resolve({ child, url: m[1]! });
    });
    child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

async function run(url: string, path: string, body: object, latencies: number[]): Promise<Figures> {
  const before = latencies.length;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${url}${path}`,
        method: 'POST',
        // the encodings as Chromium lists them
        headers: {
          'content-type': 'application/json',
          'accept-encoding': 'gzip, deflate, br, zstd',
        },
        body: JSON.stringify(body),
        connections: CONNECTIONS,
        duration: DURATION,
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) =>
      latencies.push(responseTime),
    );
  });
  const mine = latencies.slice(before).sort((a, b) => a - b);
  return {
    p50: percentile(mine, 50),
    p95: percentile(mine, 95),
    rps: result.requests.average,
    requests: result.requests.total,
    errors: result.errors + result.non2xx,
  };
}

function fmt(f: Figures): string {
  return `p50=${f.p50.toFixed(1)}ms p95=${f.p95.toFixed(1)}ms rps=${f.rps.toFixed(0)} requests=${f.requests} errors=${f.errors}`;
}

async function main(): Promise<void> {
  const latencies: number[] = [];
  const results: Record<'cold' | 'cached', Figures[]> = { cold: [], cached: [] };
  for (const mode of ['cold', 'cached'] as const) {
    const { child, url } = await startServer(mode);
    for (const s of SCENARIOS) {
      const body = s.body();
      const warm = await fetch(`${url}${s.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (warm.status !== 200)
        throw new Error(`${s.name} warm-up answered ${warm.status}: ${await warm.text()}`);
      const size = (await warm.arrayBuffer()).byteLength;
      const f = await run(url, s.path, body, latencies);
      results[mode].push(f);
      console.log(
        `${mode.padEnd(6)} ${s.name.padEnd(6)} ${fmt(f)} body=${(size / 1024).toFixed(0)}KiB`,
      );
    }
    child.removeAllListeners('exit');
    child.kill();
  }
  const worst = (mode: 'cold' | 'cached') => {
    const rows = results[mode];
    return {
      p50: Math.max(...rows.map((r) => r.p50)),
      p95: Math.max(...rows.map((r) => r.p95)),
      rps: rows.reduce((sum, r) => sum + r.rps, 0) / rows.length,
    };
  };
  const cached = worst('cached');
  const cold = worst('cold');
  console.log(
    `connections=${CONNECTIONS} duration=${DURATION}s per run; p50/p95 are the worst product, rps the mean per product; budget p95<=150ms cached: ${cached.p95 <= 150 ? 'met' : 'MISSED'}`,
  );
  console.log(
    `RESULT search p50=${cached.p50.toFixed(1)} p95=${cached.p95.toFixed(1)} rps=${cached.rps.toFixed(0)} cold_p50=${cold.p50.toFixed(1)} cold_p95=${cold.p95.toFixed(1)} cold_rps=${cold.rps.toFixed(0)}`,
  );
}

const [role, serveMode] = process.argv.slice(2);
const entry = role === 'serve' ? serve(serveMode === 'cold' ? 'cold' : 'cached') : main();
entry.catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
