import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loyaltyIdempotency } from '../../db/consoleSchema';

export type LoyaltyIdempotencyRow = typeof loyaltyIdempotency.$inferSelect;

/** The programme's Idempotency-Key claims and the answers stored under them. */
export function loyaltyIdempotencyRepository(db: Db) {
  const where = (clientId: string, key: string) =>
    and(eq(loyaltyIdempotency.clientId, clientId), eq(loyaltyIdempotency.key, key));
  return {
    /** Claims the key; false when it is already claimed. */
    claim: async (clientId: string, key: string, hash: string) =>
      (
        await db
          .insert(loyaltyIdempotency)
          .values({ clientId, key, requestHash: hash })
          .onConflictDoNothing()
          .returning({ key: loyaltyIdempotency.key })
      ).length === 1,
    async find(clientId: string, key: string): Promise<LoyaltyIdempotencyRow | undefined> {
      const [row] = await db.select().from(loyaltyIdempotency).where(where(clientId, key));
      return row;
    },
    /** Frees the key if its claim was made before `claimedBefore`. */
    async releaseIfOlder(clientId: string, key: string, claimedBefore: Date): Promise<void> {
      await db
        .delete(loyaltyIdempotency)
        .where(and(where(clientId, key), lt(loyaltyIdempotency.createdAt, claimedBefore)));
    },
    async release(clientId: string, key: string): Promise<void> {
      await db.delete(loyaltyIdempotency).where(where(clientId, key));
    },
    async saveAnswer(clientId: string, key: string, statusCode: number, response: unknown) {
      await db.update(loyaltyIdempotency).set({ statusCode, response }).where(where(clientId, key));
    },
  };
}
