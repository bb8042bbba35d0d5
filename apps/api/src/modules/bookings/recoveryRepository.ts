import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { bookingStatusOf } from '@portal/domain';
import type { Db } from '../../db/client';
import { bookings, ledgerHolds, paymentTransactions } from '../../db/schema';

/** Payment states that still hold the member's money and can be voided. */
const voidableStates = [
  'pending',
  'requires_two_factor',
  'requires_redirect',
  'authorized',
] as const;

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
          statusId: bookingStatusOf('failed'),
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
    /**
     * Issued bookings whose points hold or card authorisation was never captured (the process
     * died between the issue and the captures), last changed before `staleBefore`.
     */
    async uncapturedIssued(staleBefore: Date) {
      const issued = and(eq(bookings.state, 'issued'), lt(bookings.updatedAt, staleBefore));
      const [holds, transactions] = await Promise.all([
        db
          .select({
            id: ledgerHolds.id,
            locator: bookings.locator,
            description: bookings.description,
          })
          .from(bookings)
          .innerJoin(
            ledgerHolds,
            and(eq(ledgerHolds.reference, bookings.locator), eq(ledgerHolds.status, 'held')),
          )
          .where(issued),
        db
          .select({ id: paymentTransactions.id, locator: bookings.locator })
          .from(bookings)
          .innerJoin(
            paymentTransactions,
            and(
              eq(paymentTransactions.reference, bookings.locator),
              eq(paymentTransactions.status, 'authorized'),
            ),
          )
          .where(issued),
      ]);
      return { holds, transactions };
    },
    /** Card transactions of a booking that still hold money, looked up by its locator. */
    async voidableTransactions(locator: string) {
      return db
        .select({ id: paymentTransactions.id })
        .from(paymentTransactions)
        .where(
          and(
            eq(paymentTransactions.reference, locator),
            inArray(paymentTransactions.status, [...voidableStates]),
          ),
        );
    },
  };
}
