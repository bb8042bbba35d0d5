import { and, desc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import {
  BookingStatus,
  bookingStatesMovingTo,
  bookingStatusOf,
  moveBooking,
  type BookingState,
} from '@portal/domain/bookings';
import type { BookingType } from '@portal/domain/products';
import type { Db, Tx } from '../../db/client';
import { driverValues, placeholders, prepared, shapeOf } from '../../db/prepared';
import { bookings, paymentCards, paymentTransactions, users } from '../../db/schema';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
/**
 * The columns a caller writes beside a move. The state and its status are not among them: they
 * change only through the state machine (`move` and the claims), the status derived from the state.
 */
export type BookingFields = Omit<Partial<NewBooking>, 'id' | 'state' | 'statusId' | 'updatedAt'>;
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
  'awaiting_payment',
  'expired',
  'cancelling',
  'cancelled',
];

/** The states a pendente booking past its expiry may be expired from (one being paid is not among them). */
const expirableStates = bookingStatesMovingTo('expired');

/** What claiming a booking user's travel voucher found. */
export type VoucherClaim = 'claimed' | 'used' | 'none';

/** A move whose booking was no longer in the state it was read in: another call moved it first. */
export class BookingMovedError extends Error {
  constructor(id: string, from: BookingState, to: BookingState) {
    super(`booking ${id} was no longer ${from} when moving to ${to}`);
    this.name = 'BookingMovedError';
  }
}

/** SQL of bookings. */
export function bookingsRepository(db: Db | Tx) {
  const withPayment = () =>
    db
      .select({ booking: bookings, payment: paymentTransactions, card: paymentCards })
      .from(bookings)
      .leftJoin(paymentTransactions, eq(paymentTransactions.id, bookings.paymentTransactionId))
      .leftJoin(paymentCards, eq(paymentCards.id, paymentTransactions.cardId));

  /**
   * Moves the bookings in one of the states `from` that match `where` to `to`, with `fields`
   * beside it. Every move goes through the state machine: one it refuses is a fault in the caller
   * and never reaches the database, and the status written is the one it derives. Only rows still
   * in a `from` state move, so the state is the lock.
   */
  function moving(
    from: readonly BookingState[],
    to: BookingState,
    fields: BookingFields & { updatedAt?: Date | SQL },
    where?: SQL,
  ) {
    const [move] = from.map((state) => moveBooking(state, to));
    if (!move) throw new Error(`no state named to move a booking to ${to} from`);
    return db
      .update(bookings)
      .set({ updatedAt: new Date(), ...fields, ...move })
      .where(and(inArray(bookings.state, [...from]), where))
      .returning();
  }

  return {
    /** A submission's booking, stored as it starts: processing its purchase. */
    async insert(values: Omit<NewBooking, 'state' | 'statusId'>): Promise<BookingRow> {
      const stored = {
        ...values,
        state: 'processing' as const,
        statusId: bookingStatusOf('processing'),
      };
      const [row] = await prepared(db, `bookings.insert(${shapeOf(stored)})`, (db) =>
        db.insert(bookings).values(placeholders(stored)).returning(),
      ).execute(driverValues(bookings, stored));
      if (!row) throw new Error('booking not stored');
      return row;
    },
    async byKey(userId: string, idempotencyKey: string): Promise<BookingRow | undefined> {
      const [row] = await prepared(db, 'bookings.byKey', (db) =>
        db
          .select()
          .from(bookings)
          .where(
            and(
              eq(bookings.userId, sql.placeholder('userId')),
              eq(bookings.idempotencyKey, sql.placeholder('idempotencyKey')),
            ),
          ),
      ).execute({ userId, idempotencyKey });
      return row;
    },
    /** Writes `values` on the booking, its state untouched (see `move`). */
    async update(id: string, values: BookingFields): Promise<void> {
      const fields = { ...values, updatedAt: new Date() };
      const [row] = await prepared(db, `bookings.update(${shapeOf(fields)})`, (db) =>
        db
          .update(bookings)
          .set(placeholders(fields))
          .where(eq(bookings.id, sql.placeholder('id')))
          .returning({ id: bookings.id }),
      ).execute({ ...driverValues(bookings, fields), id });
      if (!row) throw new Error('booking not found');
    },
    /**
     * Moves the booking from the state it was read in to `to`, writing `fields` with it; the
     * booking as it now is. It must still be in that state: one another call moved meanwhile is
     * an error, never overwritten.
     */
    async move(
      booking: Pick<BookingRow, 'id' | 'state'>,
      to: BookingState,
      fields: BookingFields = {},
    ): Promise<BookingRow> {
      const written = { updatedAt: new Date(), ...fields, ...moveBooking(booking.state, to) };
      const [row] = await prepared(
        db,
        `bookings.move(${booking.state}: ${shapeOf(written)})`,
        (db) =>
          db
            .update(bookings)
            .set(placeholders(written))
            .where(and(eq(bookings.state, booking.state), eq(bookings.id, sql.placeholder('id'))))
            .returning(),
      ).execute({ ...driverValues(bookings, written), id: booking.id });
      if (!row) throw new BookingMovedError(booking.id, booking.state, to);
      return row;
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
      return moving(
        expirableStates,
        'expired',
        { updatedAt: now, pendingHolds: null },
        and(eq(bookings.statusId, BookingStatus.PENDING), lt(bookings.expiresAt, now)),
      );
    },
    /**
     * Claims the submissions still 'processing' since before `staleBefore` (a crash interrupted
     * them), once: the move to failed is the lock, and the stored answer is what a replay of
     * their key returns.
     */
    async claimInterrupted(
      staleBefore: Date,
      answer: { error: string; code: string },
    ): Promise<BookingRow[]> {
      return moving(
        ['processing'],
        'failed',
        {
          failureReason: answer.code,
          pendingHolds: null,
          responseStatus: 409,
          responseBody: answer,
          updatedAt: sql`now()`,
        },
        lt(bookings.updatedAt, staleBefore),
      );
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
      state: BookingState,
      now: Date,
    ): Promise<BookingRow | undefined> {
      const [row] = await moving(
        [state],
        'processing',
        { updatedAt: now },
        and(
          eq(bookings.id, id),
          eq(bookings.statusId, BookingStatus.PENDING),
          gt(bookings.expiresAt, now),
        ),
      );
      return row;
    },
    /**
     * Takes a booking for cancelling, once: it moves to 'cancelling' only while still in the
     * status and state it was read in. Its expiry is cleared so the expiry job leaves it alone.
     * The row is the lock: of two concurrent cancels, one gets the row and the other nothing.
     */
    async claimCancellation(row: BookingRow, now: Date): Promise<BookingRow | undefined> {
      const [claimed] = await moving(
        [row.state],
        'cancelling',
        { expiresAt: null, updatedAt: now },
        and(eq(bookings.id, row.id), eq(bookings.statusId, row.statusId)),
      );
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
      await moving(
        ['cancelling'],
        row.state,
        { expiresAt: row.expiresAt, updatedAt: now },
        eq(bookings.id, row.id),
      );
    },
    /**
     * Closes a cancellation stuck since before `staleBefore` as cancelled with `failureReason`,
     * once: undefined when it is no longer stuck (a retry moved it on meanwhile).
     */
    async closeStuckCancellation(
      id: string,
      staleBefore: Date,
      now: Date,
      failureReason: string,
    ): Promise<BookingRow | undefined> {
      const [row] = await moving(
        ['cancelling'],
        'cancelled',
        { cancelledAt: now, failureReason, updatedAt: now },
        and(eq(bookings.id, id), lt(bookings.updatedAt, staleBefore)),
      );
      return row;
    },
    /**
     * Marks the travel voucher its booking's user signed in with as used by this booking, once:
     * the update is conditioned on the voucher being unused (or already this booking's), so of
     * two purchases with one voucher only one claims it. 'none' when the user is no voucher user.
     */
    async claimVoucher(booking: Pick<BookingRow, 'id' | 'userId'>): Promise<VoucherClaim> {
      // One round trip: the claim, and the user's kind read beside it (the claim never changes it).
      const result = await db.execute(sql`
        with claimed as (
          update ${users} set voucher_used = true, voucher_booking_id = ${booking.id}
          where ${users.id} = ${booking.userId} and ${users.kind} = 'voucher'
            and (${users.voucherUsed} = false or ${users.voucherBookingId} = ${booking.id})
          returning ${users.id}
        )
        select exists (select 1 from claimed) as claimed, ${users.kind} as kind
        from ${users} where ${users.id} = ${booking.userId}`);
      const [row] = (result as unknown as { rows: Array<{ claimed: boolean; kind: string }> }).rows;
      if (row?.claimed) return 'claimed';
      return row?.kind === 'voucher' ? 'used' : 'none';
    },
    /** Gives back the travel voucher this booking claimed, if it did (its purchase did not issue). */
    async releaseVoucher(bookingId: string): Promise<void> {
      await db
        .update(users)
        .set({ voucherUsed: false, voucherBookingId: null })
        .where(eq(users.voucherBookingId, bookingId));
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
