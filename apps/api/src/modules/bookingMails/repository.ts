import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dueBy } from '../../db/due';
import { bookingMails, bookings } from '../../db/schema';

export type BookingMailRow = typeof bookingMails.$inferSelect;
export type { BookingMailKind } from '../../db/schema';

/** SQL of the booking e-mail outbox (its rows are written by the bookings trigger). */
export function bookingMailsRepository(db: Db) {
  return {
    /**
     * Claims due e-mails by pushing their next attempt past a lease: another instance (or the
     * next run) skips them meanwhile, and a crash mid-send only delays the retry.
     */
    async claimDue(now: Date, leaseMs: number, limit: number): Promise<BookingMailRow[]> {
      const due = db
        .select({ id: bookingMails.id })
        .from(bookingMails)
        .where(
          and(
            isNull(bookingMails.sentAt),
            isNull(bookingMails.failedAt),
            dueBy(bookingMails.nextAttemptAt, now),
          ),
        )
        .orderBy(bookingMails.id)
        .limit(limit)
        .for('update', { skipLocked: true });
      const claimed = await db
        .update(bookingMails)
        .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
        .where(inArray(bookingMails.id, due))
        .returning();
      return claimed.sort((a, b) => a.id - b.id);
    },
    async sent(id: number, at: Date): Promise<void> {
      await db
        .update(bookingMails)
        .set({ sentAt: at, lastError: null, attempts: sql`${bookingMails.attempts} + 1` })
        .where(eq(bookingMails.id, id));
    },
    async attemptFailed(
      id: number,
      failure: { error: string; nextAttemptAt: Date | null; at: Date },
    ): Promise<void> {
      await db
        .update(bookingMails)
        .set({
          lastError: failure.error.slice(0, 500),
          attempts: sql`${bookingMails.attempts} + 1`,
          ...(failure.nextAttemptAt
            ? { nextAttemptAt: failure.nextAttemptAt }
            : { failedAt: failure.at }),
        })
        .where(eq(bookingMails.id, id));
    },
    /** The id of the booking with this locator (any case). */
    async bookingId(locator: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(eq(bookings.locator, locator.toUpperCase()));
      return row?.id;
    },
    /** The e-mails a booking owes or was sent, newest first. */
    async ofBooking(locator: string): Promise<BookingMailRow[]> {
      const rows = await db
        .select({ mail: bookingMails })
        .from(bookingMails)
        .innerJoin(bookings, eq(bookings.id, bookingMails.bookingId))
        .where(eq(bookings.locator, locator.toUpperCase()))
        .orderBy(desc(bookingMails.id));
      return rows.map((r) => r.mail);
    },
    /** How many e-mails wait to be sent and how many were given up. */
    async backlog(): Promise<{ pending: number; failed: number }> {
      const [pending] = await db
        .select({ n: count() })
        .from(bookingMails)
        .where(and(isNull(bookingMails.sentAt), isNull(bookingMails.failedAt)));
      const [failed] = await db
        .select({ n: count() })
        .from(bookingMails)
        .where(isNotNull(bookingMails.failedAt));
      return { pending: pending?.n ?? 0, failed: failed?.n ?? 0 };
    },
  };
}
export type BookingMailsRepository = ReturnType<typeof bookingMailsRepository>;
