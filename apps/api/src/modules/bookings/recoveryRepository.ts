import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { BookingStatus } from '@portal/domain';
import type { Db } from '../../db/client';
import { bookings, ledgerHolds, paymentTransactions } from '../../db/schema';

/** Payment states that still hold the member's money and can be voided. */
const voidableStates = ['pending', 'requires_two_factor', 'requires_redirect', 'authorized'] as const;

/** SQL of the recovery of submissions a crash interrupted. */
export function recoveryRepository(db: Db) {
  return {
    /**
     * Claims the submissions still 'processing' since before `staleBefore`, once: the state
     * change is the lock, and the stored answer is what a replay of their key returns.
     */
    async claimInterrupted(staleBefore: Date, answer: { error: string; code: string }) {
      return db
        .update(bookings)
        .set({
          state: 'failed',
          statusId: BookingStatus.CANCELLED,
          failureReason: answer.code,
          responseStatus: 409,
          responseBody: answer,
          updatedAt: sql`now()`,
        })
        .where(and(eq(bookings.state, 'processing'), lt(bookings.updatedAt, staleBefore)))
        .returning();
    },
    /** Points holds of a booking looked up by its locator: the row may not have recorded the hold id yet. */
    async activeHolds(locator: string) {
      return db
        .select({ id: ledgerHolds.id })
        .from(ledgerHolds)
        .where(and(eq(ledgerHolds.reference, locator), eq(ledgerHolds.status, 'held')));
    },
    /** Card transactions of a booking that still hold money, looked up by its locator. */
    async voidableTransactions(locator: string) {
      return db
        .select({ id: paymentTransactions.id })
        .from(paymentTransactions)
        .where(and(eq(paymentTransactions.reference, locator), inArray(paymentTransactions.status, [...voidableStates])));
    },
  };
}
