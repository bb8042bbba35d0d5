import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, lt } from 'drizzle-orm';
import { loyaltyMessages } from '@portal/domain';
import type { Db } from '../../db/client';
import { loyaltyIdempotency } from '../../db/consoleSchema';
import { AppError } from '../../lib/errors';
import { requestHash } from '../ledger/idempotency';

export interface StoredAnswer {
  statusCode: number;
  body: unknown;
  replayed: boolean;
}

/** A claim left by a process that died mid-request is taken over after this long. */
const STALE_CLAIM_MS = 60_000;
const WAIT_STEP_MS = 25;
const WAIT_LIMIT_MS = 15_000;

const mismatch = () =>
  new AppError(422, loyaltyMessages.idempotencyMismatch, 'IDEMPOTENCY_MISMATCH');

/**
 * Idempotency-Key for the programme's writes. The first request with a key claims it and its
 * answer is stored; a repeat with the same request gets that answer back, a repeat with another
 * request gets 422, and a repeat while the first is still running waits for its answer. Client
 * errors are answers too (replayed alike); a server error frees the key for a retry.
 */
export function loyaltyIdempotencyStore(db: Db) {
  const claim = async (clientId: string, key: string, hash: string) =>
    (
      await db
        .insert(loyaltyIdempotency)
        .values({ clientId, key, requestHash: hash })
        .onConflictDoNothing()
        .returning({ key: loyaltyIdempotency.key })
    ).length === 1;
  const where = (clientId: string, key: string) =>
    and(eq(loyaltyIdempotency.clientId, clientId), eq(loyaltyIdempotency.key, key));

  return {
    async run(
      clientId: string,
      key: string,
      request: unknown,
      work: () => Promise<{ statusCode: number; body: unknown }>,
    ): Promise<StoredAnswer> {
      const hash = requestHash(request);
      const started = Date.now();
      while (!(await claim(clientId, key, hash))) {
        const [row] = await db.select().from(loyaltyIdempotency).where(where(clientId, key));
        if (!row) continue;
        if (row.requestHash !== hash) throw mismatch();
        if (row.statusCode !== null)
          return { statusCode: row.statusCode, body: row.response, replayed: true };
        if (Date.now() - row.createdAt.getTime() > STALE_CLAIM_MS) {
          await db
            .delete(loyaltyIdempotency)
            .where(
              and(
                where(clientId, key),
                lt(loyaltyIdempotency.createdAt, new Date(Date.now() - STALE_CLAIM_MS)),
              ),
            );
          continue;
        }
        if (Date.now() - started > WAIT_LIMIT_MS)
          throw new AppError(409, loyaltyMessages.idempotencyInProgress, 'IDEMPOTENCY_IN_PROGRESS');
        await sleep(WAIT_STEP_MS);
      }
      let answer: { statusCode: number; body: unknown };
      try {
        answer = await work();
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode >= 500) {
          await db.delete(loyaltyIdempotency).where(where(clientId, key));
          throw error;
        }
        answer = {
          statusCode: error.statusCode,
          body: { error: error.message, code: error.code, fields: error.fields },
        };
      }
      await db
        .update(loyaltyIdempotency)
        .set({ statusCode: answer.statusCode, response: answer.body })
        .where(where(clientId, key));
      return { ...answer, replayed: false };
    },
  };
}
export type LoyaltyIdempotencyStore = ReturnType<typeof loyaltyIdempotencyStore>;
