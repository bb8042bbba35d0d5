import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, ledgerHolds, paymentTransactions } from '../../db/schema';
import { voidableStatuses } from '../../payments/repository';
import type { BookingRow } from './repository';

/** An issued booking with what it still has to capture. */
export interface Uncaptured {
  booking: BookingRow;
  holdIds: string[];
  transactionIds: string[];
}

/**
 * SQL of the crash recovery: what a booking took, found by its locator (the booking may not
 * have recorded it yet), and the issued bookings whose captures a crash cut short.
 */
export function recoveryRepository(db: Db) {
  return {
    /** Points holds of a booking looked up by its locator: the row may not have recorded the hold id yet. */
    async activeHolds(locator: string) {
      return db
        .select({ id: ledgerHolds.id })
        .from(ledgerHolds)
        .where(and(eq(ledgerHolds.reference, locator), eq(ledgerHolds.status, 'held')));
    },
    /**
     * Issued bookings whose points hold or card authorisation was never captured (the process
     * died between the issue and the captures, or between the two captures), last changed
     * before `staleBefore`.
     */
    async uncapturedIssued(staleBefore: Date): Promise<Uncaptured[]> {
      const issued = and(eq(bookings.state, 'issued'), lt(bookings.updatedAt, staleBefore));
      const [holds, transactions] = await Promise.all([
        db
          .select({ booking: bookings, id: ledgerHolds.id })
          .from(bookings)
          .innerJoin(
            ledgerHolds,
            and(eq(ledgerHolds.reference, bookings.locator), eq(ledgerHolds.status, 'held')),
          )
          .where(issued),
        db
          .select({ booking: bookings, id: paymentTransactions.id })
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
      const byBooking = new Map<string, Uncaptured>();
      const entry = (booking: BookingRow) => {
        const found = byBooking.get(booking.id) ?? { booking, holdIds: [], transactionIds: [] };
        byBooking.set(booking.id, found);
        return found;
      };
      for (const hold of holds) entry(hold.booking).holdIds.push(hold.id);
      for (const transaction of transactions)
        entry(transaction.booking).transactionIds.push(transaction.id);
      return [...byBooking.values()];
    },
    /** Card transactions of a booking that still hold money, looked up by its locator. */
    async voidableTransactions(locator: string) {
      return db
        .select({ id: paymentTransactions.id })
        .from(paymentTransactions)
        .where(
          and(
            eq(paymentTransactions.reference, locator),
            inArray(paymentTransactions.status, [...voidableStatuses]),
          ),
        );
    },
  };
}
