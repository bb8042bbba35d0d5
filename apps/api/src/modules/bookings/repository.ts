import { and, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import {
  BookingStatus,
  BookingTransitionError,
  bookingStatesMovingTo,
  bookingStatusOf,
  canMoveBooking,
  type BookingState,
  type BookingType,
} from '@portal/domain';
import type { Db, Tx } from '../../db/client';
import { bookings, paymentCards, paymentTransactions, users } from '../../db/schema';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
export interface BookingView {
  booking: BookingRow;
  payment: typeof paymentTransactions.$inferSelect | null;
  card: typeof paymentCards.$inferSelect | null;
}

/** States a member sees in their list: a submission that failed or is still running is not a booking. */
const listedStates: BookingRow['state'][] = [
  'issued',
  'declined',
  'awaiting_two_factor',
  'awaiting_redirect',
  'expired',
  'cancelling',
  'cancelled',
];

/** The states a pendente booking past its expiry may be expired from (one being paid is not among them). */
const expirableStates = bookingStatesMovingTo('expired');

/** A claim the state machine refuses is a fault in the caller: it never reaches the database. */
function assertMove(from: BookingState, to: BookingState): void {
  if (!canMoveBooking(from, to)) throw new BookingTransitionError(from, to);
}

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
    async update(id: string, values: Partial<NewBooking>): Promise<void> {
      const [row] = await db
        .update(bookings)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(bookings.id, id))
        .returning({ id: bookings.id });
      if (!row) throw new Error('booking not found');
    },
    async viewById(id: string): Promise<BookingView | undefined> {
      const [row] = await withPayment().where(eq(bookings.id, id));
      return row;
    },
    /**
     * Claims the pendentes past their expiry, once: the status change is the lock. One being
     * paid right now ('processing') is left to its payment (or to the crash recovery).
     */
    async claimExpired(now: Date): Promise<BookingRow[]> {
      return db
        .update(bookings)
        .set({ state: 'expired', statusId: bookingStatusOf('expired'), updatedAt: now })
        .where(
          and(
            eq(bookings.statusId, BookingStatus.PENDING),
            lt(bookings.expiresAt, now),
            inArray(bookings.state, expirableStates),
          ),
        )
        .returning();
    },
    /** The caller's own bookings in their campaign, newest first. */
    async list(
      campaignId: number,
      userId: string,
      type: BookingType | undefined,
      limit: number,
    ): Promise<BookingView[]> {
      const filters = [
        eq(bookings.campaignId, campaignId),
        eq(bookings.userId, userId),
        inArray(bookings.state, listedStates),
      ];
      if (type) filters.push(eq(bookings.type, type));
      return withPayment()
        .where(and(...filters))
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
        .limit(limit);
    },
    /** A booking of this user in this campaign only: another member's locator is not found. */
    async ownedByLocator(
      campaignId: number,
      userId: string,
      locator: string,
    ): Promise<BookingRow | undefined> {
      const [row] = await db
        .select()
        .from(bookings)
        .where(
          and(
            eq(bookings.locator, locator),
            eq(bookings.userId, userId),
            eq(bookings.campaignId, campaignId),
          ),
        );
      return row;
    },
    async byPaymentTransaction(transactionId: string): Promise<BookingRow | undefined> {
      const [row] = await db
        .select()
        .from(bookings)
        .where(eq(bookings.paymentTransactionId, transactionId));
      return row;
    },
    /**
     * Takes a pendente booking for a payment step, once: it moves from `state` to 'processing'
     * only while still pendente, in that state and before its expiry. The row is the lock, so
     * two concurrent calls cannot both pay or issue it.
     */
    async claimPending(
      id: string,
      state: BookingRow['state'],
      now: Date,
    ): Promise<BookingRow | undefined> {
      assertMove(state, 'processing');
      const [row] = await db
        .update(bookings)
        .set({ state: 'processing', updatedAt: now })
        .where(
          and(
            eq(bookings.id, id),
            eq(bookings.state, state),
            eq(bookings.statusId, BookingStatus.PENDING),
            gt(bookings.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },
    /**
     * Takes a booking for cancelling, once: it moves to 'cancelling' only while still in the
     * status and state it was read in. Its expiry is cleared so the expiry job leaves it alone.
     * The row is the lock: of two concurrent cancels, one gets the row and the other nothing.
     */
    async claimCancellation(row: BookingRow, now: Date): Promise<BookingRow | undefined> {
      assertMove(row.state, 'cancelling');
      const [claimed] = await db
        .update(bookings)
        .set({ state: 'cancelling', expiresAt: null, updatedAt: now })
        .where(
          and(
            eq(bookings.id, row.id),
            eq(bookings.state, row.state),
            eq(bookings.statusId, row.statusId),
          ),
        )
        .returning();
      return claimed;
    },
    /**
     * Claims the cancellations still running since before `staleBefore` (a crash cut them short),
     * once per run: the new updatedAt keeps another instance, or the next run, away for a while.
     * With a locator, only that booking's.
     */
    async claimStuckCancellations(
      staleBefore: Date,
      now: Date,
      locator?: string,
    ): Promise<BookingRow[]> {
      return db
        .update(bookings)
        .set({ updatedAt: now })
        .where(
          and(
            eq(bookings.state, 'cancelling'),
            lt(bookings.updatedAt, staleBefore),
            locator === undefined ? undefined : eq(bookings.locator, locator),
          ),
        )
        .returning();
    },
    /** Gives a claimed booking back its state when the supplier refused the cancel. */
    async releaseCancellation(row: BookingRow, now: Date): Promise<void> {
      assertMove('cancelling', row.state);
      await db
        .update(bookings)
        .set({ state: row.state, expiresAt: row.expiresAt, updatedAt: now })
        .where(and(eq(bookings.id, row.id), eq(bookings.state, 'cancelling')));
    },
    /** Where a member's e-mails go, and the name to greet them by. */
    async owner(userId: string): Promise<{ email: string | null; name: string } | undefined> {
      const [row] = await db
        .select({ email: users.email, name: users.name })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },
  };
}
export type BookingsRepository = ReturnType<typeof bookingsRepository>;
