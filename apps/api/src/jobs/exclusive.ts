import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Runs a job's pass unless another process is running the same job right now. */
export type JobGuard = (name: string, pass: () => Promise<object>) => Promise<object>;

/**
 * One process at a time per job across every server on the database: a pass runs inside a
 * transaction holding the job's advisory lock (pg_try_advisory_xact_lock), and a process that
 * does not get the lock skips that pass. The lock goes with the transaction, so a process that
 * dies mid-pass frees it at once.
 */
export function advisoryLockGuard(db: Db): JobGuard {
  return (name, pass) =>
    db.transaction(async (tx) => {
      const result = (await tx.execute(
        sql`select pg_try_advisory_xact_lock(hashtextextended(${`job:${name}`}, 0)) as locked`,
      )) as unknown as {
        rows: Array<{ locked: boolean }>;
      };
      if (!result.rows[0]?.locked) return { skipped: 'running in another process' };
      return pass();
    });
}
