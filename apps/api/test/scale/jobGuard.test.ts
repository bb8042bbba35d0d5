import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { advisoryLockGuard } from '../../src/jobs/exclusive';
import { freshDatabase } from '../helpers/testApp';

// Advisory locks belong to PostgreSQL sessions: this runs on the real PostgreSQL of
// DATABASE_URL (CI sets it); the embedded PGlite serves one process and needs no guard.
describe.runIf(!!process.env.DATABASE_URL)('scheduled jobs across processes (PostgreSQL)', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let first: Database;
  let second: Database;
  beforeAll(async () => {
    database = await freshDatabase('portal_jobs');
    // Two connection pools, as two server processes each have their own.
    first = await openDatabase({ databaseUrl: database.url, dataDir: null });
    second = await openDatabase({ databaseUrl: database.url, dataDir: null });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  it('runs a job in one process at a time; the other skips that pass and runs the next', async () => {
    let release: () => void = () => undefined;
    let started: () => void = () => undefined;
    const running = new Promise<void>((done) => (started = done));
    const firstPass = advisoryLockGuard(first.db)('ledger-expiry', async () => {
      started();
      await new Promise<void>((done) => (release = done));
      return { expired: 1 };
    });
    await running;
    let secondRan = false;
    const skipped = await advisoryLockGuard(second.db)('ledger-expiry', async () => {
      secondRan = true;
      return { expired: 0 };
    });
    expect(skipped).toEqual({ skipped: 'running in another process' });
    expect(secondRan).toBe(false);
    // another job is not held up by this one
    expect(
      await advisoryLockGuard(second.db)('booking-expiry', async () => ({ expired: 0 })),
    ).toEqual({ expired: 0 });

    release();
    expect(await firstPass).toEqual({ expired: 1 });
    expect(
      await advisoryLockGuard(second.db)('ledger-expiry', async () => ({ expired: 2 })),
    ).toEqual({ expired: 2 });
  });

  it('frees the lock when the pass fails', async () => {
    await expect(
      advisoryLockGuard(first.db)('booking-recovery', () =>
        Promise.reject(new Error('supplier down')),
      ),
    ).rejects.toThrow('supplier down');
    expect(
      await advisoryLockGuard(second.db)('booking-recovery', async () => ({ recovered: 0 })),
    ).toEqual({ recovered: 0 });
  });
});
