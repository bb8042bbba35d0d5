import { and, asc, count, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bookings, couponUsages, coupons, users } from '../../db/schema';

export type CouponRow = typeof coupons.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;
export type CouponUsageRow = typeof couponUsages.$inferSelect;

/** Booking states that give a coupon usage back: the purchase never happened. */
export const releasedStates: Array<(typeof bookings.$inferSelect)['state']> = ['failed', 'expired'];

/** SQL of coupons and their usages. */
export function couponsRepository(db: Db | Tx) {
  return {
    /** The campaign's coupon of this code, whatever its case. */
    async byCode(campaignId: number, code: string, lock = false): Promise<CouponRow | undefined> {
      const query = db
        .select()
        .from(coupons)
        .where(
          and(
            eq(coupons.campaignId, campaignId),
            eq(sql`upper(${coupons.code})`, code.toUpperCase()),
          ),
        );
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },
    /** Locks the coupon row: claims of one coupon run one at a time, so its limit holds. */
    async lockById(id: string): Promise<CouponRow | undefined> {
      const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).for('update');
      return row;
    },
    /** Usages whose booking still lives (processing, issued or pendente). */
    async liveUsages(couponId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(couponUsages)
        .innerJoin(bookings, eq(bookings.id, couponUsages.bookingId))
        .where(
          and(eq(couponUsages.couponId, couponId), notInArray(bookings.state, releasedStates)),
        );
      return row?.n ?? 0;
    },
    async insertUsage(values: typeof couponUsages.$inferInsert): Promise<CouponUsageRow> {
      const [row] = await db.insert(couponUsages).values(values).returning();
      if (!row) throw new Error('coupon usage not stored');
      return row;
    },
    ofCampaign(campaignId: number): Promise<CouponRow[]> {
      return db
        .select()
        .from(coupons)
        .where(eq(coupons.campaignId, campaignId))
        .orderBy(asc(coupons.code))
        .execute();
    },
    async campaignOf(couponId: string): Promise<number | undefined> {
      const [row] = await db
        .select({ campaignId: coupons.campaignId })
        .from(coupons)
        .where(eq(coupons.id, couponId));
      return row?.campaignId;
    },
    async insert(values: NewCoupon): Promise<CouponRow | undefined> {
      const [row] = await db.insert(coupons).values(values).returning();
      return row;
    },
    async update(
      campaignId: number,
      couponId: string,
      values: Partial<NewCoupon>,
    ): Promise<CouponRow | undefined> {
      const [row] = await db
        .update(coupons)
        .set(values)
        .where(and(eq(coupons.id, couponId), eq(coupons.campaignId, campaignId)))
        .returning();
      return row;
    },
    /** The coupon's latest usages (at most 500), newest first, with their booking and member's e-mail. */
    usagesWithBookings(couponId: string) {
      return db
        .select({ usage: couponUsages, booking: bookings, email: users.email })
        .from(couponUsages)
        .innerJoin(bookings, eq(bookings.id, couponUsages.bookingId))
        .innerJoin(users, eq(users.id, couponUsages.userId))
        .where(eq(couponUsages.couponId, couponId))
        .orderBy(desc(couponUsages.createdAt))
        .limit(500)
        .execute();
    },
    /** Inserts the coupon unless the campaign already has one of that code (idempotent seeds). */
    async insertIfAbsent(values: NewCoupon): Promise<void> {
      await db.insert(coupons).values(values).onConflictDoNothing();
    },
  };
}
export type CouponsRepository = ReturnType<typeof couponsRepository>;
