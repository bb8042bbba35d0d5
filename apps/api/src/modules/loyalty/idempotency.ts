import { setTimeout as sleep } from 'node:timers/promises';
import { loyaltyMessages } from '@portal/domain/loyalty';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { requestHash } from '../../lib/requestHash';
import { loyaltyIdempotencyRepository } from './idempotencyRepository';

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
  const stored = loyaltyIdempotencyRepository(db);

  return {
    async run(
      clientId: string,
      key: string,
      request: unknown,
      work: () => Promise<{ statusCode: number; body: unknown }>,
    ): Promise<StoredAnswer> {
      const hash = requestHash(request);
      const started = Date.now();
      while (!(await stored.claim(clientId, key, hash))) {
        const row = await stored.find(clientId, key);
        if (!row) continue;
        if (row.requestHash !== hash) throw mismatch();
        if (row.statusCode !== null)
          return { statusCode: row.statusCode, body: row.response, replayed: true };
        if (Date.now() - row.createdAt.getTime() > STALE_CLAIM_MS) {
          await stored.releaseIfOlder(clientId, key, new Date(Date.now() - STALE_CLAIM_MS));
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
          await stored.release(clientId, key);
          throw error;
        }
        answer = {
          statusCode: error.statusCode,
          body: { error: error.message, code: error.code, fields: error.fields },
        };
      }
      await stored.saveAnswer(clientId, key, answer.statusCode, answer.body);
      return { ...answer, replayed: false };
    },
  };
}
export type LoyaltyIdempotencyStore = ReturnType<typeof loyaltyIdempotencyStore>;
