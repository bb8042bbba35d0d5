import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingTwoFactorCodes, users } from '../../db/schema';

export type TwoFactorCode = typeof bookingTwoFactorCodes.$inferSelect;

/** SQL of the bookings' two-factor codes. Tries and use are counted by conditional updates, safe under concurrency. */
export function twoFactorRepository(db: Db) {
  return {
    async byBooking(bookingId: string): Promise<TwoFactorCode | undefined> {
      const [row] = await db
        .select()
        .from(bookingTwoFactorCodes)
        .where(eq(bookingTwoFactorCodes.bookingId, bookingId));
      return row;
    },
    /** Stores the booking's new code, replacing the previous one and its tries. */
    async replace(values: Omit<TwoFactorCode, 'attempts' | 'usedAt'>): Promise<void> {
      await db
        .insert(bookingTwoFactorCodes)
        .values({ ...values, attempts: 0, usedAt: null })
        .onConflictDoUpdate({
          target: bookingTwoFactorCodes.bookingId,
          set: {
            codeHash: values.codeHash,
            salt: values.salt,
            sentTo: values.sentTo,
            expiresAt: values.expiresAt,
            createdAt: values.createdAt,
            attempts: 0,
            usedAt: null,
          },
        });
    },
    /** Counts a wrong try on this code (by its salt) unless it is locked already; the tries so far, or null. */
    async countWrongTry(
      bookingId: string,
      salt: string,
      maxAttempts: number,
    ): Promise<number | null> {
      const [row] = await db
        .update(bookingTwoFactorCodes)
        .set({ attempts: sql`${bookingTwoFactorCodes.attempts} + 1` })
        .where(
          and(
            eq(bookingTwoFactorCodes.bookingId, bookingId),
            eq(bookingTwoFactorCodes.salt, salt),
            lt(bookingTwoFactorCodes.attempts, maxAttempts),
          ),
        )
        .returning({ attempts: bookingTwoFactorCodes.attempts });
      return row?.attempts ?? null;
    },
    /** Uses the code up, once: false when it was used, locked or replaced in the meantime. */
    async markUsed(
      bookingId: string,
      salt: string,
      maxAttempts: number,
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(bookingTwoFactorCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(bookingTwoFactorCodes.bookingId, bookingId),
            eq(bookingTwoFactorCodes.salt, salt),
            isNull(bookingTwoFactorCodes.usedAt),
            lt(bookingTwoFactorCodes.attempts, maxAttempts),
          ),
        )
        .returning({ bookingId: bookingTwoFactorCodes.bookingId });
      return rows.length === 1;
    },
    async recipient(userId: string): Promise<{ email: string | null; name: string } | undefined> {
      const [row] = await db
        .select({ email: users.email, name: users.name })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },
  };
}
