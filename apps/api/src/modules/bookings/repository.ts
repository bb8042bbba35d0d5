import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import { BookingStatus, type BookingType } from '@portal/domain';
import type { Db, Tx } from '../../db/client';
import { bookings, paymentCards, paymentTransactions } from '../../db/schema';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
export interface BookingView {
  booking: BookingRow;
  payment: typeof paymentTransactions.$inferSelect | null;
  card: typeof paymentCards.$inferSelect | null;
}

/** States a member sees in their list: a submission that failed or is still running is not a booking. */
const listedStates: BookingRow['state'][] = ['issued', 'declined', 'awaiting_two_factor', 'awaiting_redirect', 'expired'];

/** SQL of bookings. */
export function bookingsRepository(db: Db | Tx) {
  const withPayment = () =>
    db
      .select({ booking: bookings, payment: paymentTransactions, card: paymentCards })
      .from(bookings)
      .leftJoin(paymentTransactions, eq(paymentTransactions.id, bookings.paymentTransactionId))
      .leftJoin(paymentCards, eq(paymentCards.id, paymentTransactions.cardId));
  return {
    async insert(values: NewBooking): Promise<BookingRow> {
      const [row] = await db.insert(bookings).values(values).returning();
      if (!row) throw new Error('booking not stored');
      return row;
    },
    async byKey(userId: string, idempotencyKey: string): Promise<BookingRow | undefined> {
      const [row] = await db
        .select()
        .from(bookings)
        .where(and(eq(bookings.userId, userId), eq(bookings.idempotencyKey, idempotencyKey)));
      return row;
    },
    async update(id: string, values: Partial<NewBooking>): Promise<BookingRow> {
      const [row] = await db
        .update(bookings)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(bookings.id, id))
        .returning();
      if (!row) throw new Error('booking not found');
      return row;
    },
    async viewById(id: string): Promise<BookingView | undefined> {
      const [row] = await withPayment().where(eq(bookings.id, id));
      return row;
    },
    /** Claims the pendentes past their expiry, once: the status change is the lock. */
    async claimExpired(now: Date): Promise<BookingRow[]> {
      return db
        .update(bookings)
        .set({ state: 'expired', statusId: BookingStatus.EXPIRED, updatedAt: now })
        .where(and(eq(bookings.statusId, BookingStatus.PENDING), lt(bookings.expiresAt, now)))
        .returning();
    },
    /** The caller's own bookings in their campaign, newest first. */
    async list(campaignId: number, userId: string, type: BookingType | undefined, limit: number): Promise<BookingView[]> {
      const filters = [eq(bookings.campaignId, campaignId), eq(bookings.userId, userId), inArray(bookings.state, listedStates)];
      if (type) filters.push(eq(bookings.type, type));
      return withPayment()
        .where(and(...filters))
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
        .limit(limit);
    },
  };
}
export type BookingsRepository = ReturnType<typeof bookingsRepository>;
