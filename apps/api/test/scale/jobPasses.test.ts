import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServer, waitForHealth, type StartedServer } from '../helpers/serverProcess';
import { freshDatabase } from '../helpers/testApp';

/** A job pass as its process logged it: which process, and when it ran under the guard. */
interface Pass {
  pid: number;
  job: string;
  start: number;
  end: number;
}

const GUARDED = ['booking-recovery', 'ledger-expiry'];
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

// Advisory locks belong to PostgreSQL sessions: this runs on the real PostgreSQL of
// DATABASE_URL (CI sets it); the embedded PGlite serves one process and needs no guard.
describe.runIf(!!process.env.DATABASE_URL)(
  'scheduled jobs in two server processes on one PostgreSQL',
  () => {
    let database: Awaited<ReturnType<typeof freshDatabase>>;
    const servers: Array<StartedServer & { dataDir: string }> = [];

    async function start(): Promise<StartedServer> {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const dataDir = mkdtempSync(join(tmpdir(), 'portal-jobs-'));
      const server = startServer(
        {
          PORT: String(port),
          PUBLIC_URL: base,
          DATA_DIR: dataDir,
          DATABASE_URL: database.url ?? '',
          REDIS_URL: '',
          LOG_LEVEL: 'info',
          // Passes every fifth of a second in each process, so that they keep meeting.
          BOOKING_RECOVERY_INTERVAL_MS: '200',
          LEDGER_EXPIRY_INTERVAL_MS: '200',
        },
        { captureLog: true },
      );
      servers.push({ ...server, dataDir });
      await waitForHealth(base, server);
      return server;
    }

    beforeAll(async () => {
      database = await freshDatabase('portal_job_passes');
      await start();
      await start();
    }, 600_000);

    afterAll(async () => {
      for (const server of servers) {
        server.child.kill('SIGKILL');
        await server.exited;
        rmSync(server.dataDir, { recursive: true, force: true });
      }
      await database?.drop();
    });

    it(
      'runs each pass of a job in one process at a time: while one process is in a pass, the other skips it',
      { timeout: 120_000 },
      async () => {
        await sleep(3000);
        // A recovery pass that cannot finish for a while: the bookings table is locked under
        // it, so the pass holds its job's lock, and the other process must skip meanwhile.
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        try {
          await client.query('begin');
          await client.query('lock table bookings in access exclusive mode');
          await sleep(3000);
          await client.query('commit');
        } finally {
          await client.end();
        }
        await sleep(2000);
        for (const server of servers) server.child.kill('SIGTERM');
        for (const server of servers) expect(await server.exited).toBe(0);

        const lines = servers.flatMap((server) =>
          server.log.filter(
            (line) => line.msg === 'job finished' && GUARDED.includes(String(line.job)),
          ),
        );
        const passes: Pass[] = lines
          .filter((line) => line.skipped === undefined)
          .map((line) => {
            const start = Date.parse(String(line.startedAt));
            return {
              pid: Number(line.pid),
              job: String(line.job),
              start,
              end: start + Number(line.durationMs),
            };
          });
        const pids = servers.map((server) => server.child.pid);
        for (const job of GUARDED) {
          const ofJob = passes.filter((pass) => pass.job === job).sort((x, y) => x.start - y.start);
          // Both processes take turns at the job…
          for (const pid of pids)
            expect(
              ofJob.some((pass) => pass.pid === pid),
              job,
            ).toBe(true);
          // …and no pass starts before the one before it, in whichever process, has ended.
          for (const [i, pass] of ofJob.entries()) {
            const previous = ofJob[i - 1];
            if (previous)
              expect(
                pass.start,
                `${job} ${JSON.stringify([previous, pass])}`,
              ).toBeGreaterThanOrEqual(previous.end);
          }
        }

        const held = passes.find(
          (pass) => pass.job === 'booking-recovery' && pass.end - pass.start >= 2000,
        );
        expect(held).toBeDefined();
        const skippedMeanwhile = lines.filter(
          (line) =>
            line.job === 'booking-recovery' &&
            line.skipped !== undefined &&
            Number(line.pid) !== held?.pid &&
            Number(line.time) >= (held?.start ?? 0) &&
            Number(line.time) <= (held?.end ?? 0),
        );
        expect(skippedMeanwhile.length).toBeGreaterThanOrEqual(3);
      },
    );
  },
);
