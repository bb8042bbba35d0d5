import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { bookingSearchSchema } from '@portal/domain/operators';
import type { Db } from '../../db/client';
import { bookings, ledgerHolds, paymentTransactions, users } from '../../db/schema';
import type { BookingRow } from './repository';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function anyCode(q: string): SQL | undefined {
  const code = q.toUpperCase();
  const digits = q.replace(/\D/g, '');
  return or(
    eq(bookings.locator, code),
    eq(sql`upper(${bookings.bookingCode})`, code),
    sql`exists (select 1 from unnest(${bookings.supplierHoldIds} || ${bookings.supplierRefs}) as ref where upper(ref) = ${code})`,
    eq(sql`lower(${users.email})`, q.toLowerCase()),
    digits.length === 11
      ? eq(sql`regexp_replace(coalesce(${users.cpf}, ''), '\D', '', 'g')`, digits)
      : undefined,
  );
}

/** SQL of booking care in the console: bookings with their member, points hold and payment. */
export function bookingsConsoleRepository(db: Db) {
  const withMember = () =>
    db
      .select({ row: bookings, email: users.email })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.userId));
  return {
    /** A booking by its locator, with what it took: its member's e-mail, points hold and payment. */
    async byLocator(locator: string) {
      const [found] = await db
        .select({
          row: bookings,
          email: users.email,
          hold: ledgerHolds,
          payment: paymentTransactions,
        })
        .from(bookings)
        .innerJoin(users, eq(users.id, bookings.userId))
        .leftJoin(ledgerHolds, eq(ledgerHolds.id, bookings.ledgerHoldId))
        .leftJoin(paymentTransactions, eq(paymentTransactions.id, bookings.paymentTransactionId))
        .where(eq(bookings.locator, locator.toUpperCase()));
      return found;
    },
    /**
     * Bookings matching every filter given, newest first; a member is their id, e-mail or CPF.
     * `q` is any code people quote: the locator, the booking code of the confirmation, a
     * supplier's locator (PNR or hold id), the member's e-mail or CPF (with or without dots).
     */
    async search(
      filter: z.infer<typeof bookingSearchSchema>,
    ): Promise<Array<{ row: BookingRow; email: string | null }>> {
      const where: (SQL | undefined)[] = [];
      if (filter.campaignId !== undefined) where.push(eq(bookings.campaignId, filter.campaignId));
      if (filter.q) where.push(anyCode(filter.q));
      if (filter.locator) where.push(eq(bookings.locator, filter.locator.toUpperCase()));
      if (filter.state) where.push(eq(bookings.state, filter.state as BookingRow['state']));
      if (filter.member) {
        where.push(
          uuidPattern.test(filter.member)
            ? eq(bookings.userId, filter.member)
            : or(ilike(users.email, filter.member), ilike(users.cpf, filter.member)),
        );
      }
      return withMember()
        .where(and(...where))
        .orderBy(desc(bookings.createdAt))
        .limit(filter.limit);
    },
  };
}
