import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../src/db/schema';
import { bookingsRepository } from '../../src/modules/bookings/repository';
import { campaignsRepository } from '../../src/modules/campaigns/repository';
import { couponsService } from '../../src/modules/coupons/service';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { newMember } from '../ledger/invariants';

// Row locks mean nothing on PGlite (one connection): this runs on the PostgreSQL of DATABASE_URL.
describe.runIf(!!process.env.DATABASE_URL)(
  'coupon usage limit under concurrency (PostgreSQL)',
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    }, 300_000);
    afterAll(async () => t?.close());

    it('20 concurrent bookings on a coupon limited to 3 record exactly 3 usages', async () => {
      const { db } = t.database;
      const campaign = await campaignsRepository(db).byId(77);
      if (!campaign) throw new Error('campaign 77 not seeded');
      await db.insert(coupons).values({
        campaignId: 77,
        code: 'TRES',
        discountType: 2,
        value: 10,
        air: true,
        usageLimit: 3,
      });
      const service = couponsService({ db });
      const coupon = await service.validate(campaign, 'tres', 'flight');
      const userId = await newMember(db);
      const bookings = bookingsRepository(db);
      const rows = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          bookings.insert({
            locator: `PBTRES${i}${randomUUID().slice(0, 6)}`,
            campaignId: 77,
            userId,
            type: 'FLIGHT',
            supplierRefs: ['ref'],
            pointsTotal: 1000,
            cashTotalCents: 2000,
            pointsPaid: 900,
            cashPaidCents: 0,
            travelDate: '2030-01-01',
            description: 'Voo',
            passengers: [],
            idempotencyKey: randomUUID(),
            requestHash: 'h',
          }),
        ),
      );
      const discount = {
        discountPoints: 100,
        discountCash: 200,
        total: { points: 900, cash: 1800 },
      };
      const results = await Promise.allSettled(
        rows.map((row) => service.recordUsage({ coupon, bookingId: row.id, userId, discount })),
      );
      const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
      expect(
        refused.every((r) => (r.reason as { code?: string }).code === 'COUPON_EXHAUSTED'),
      ).toBe(true);
    });
  },
);
