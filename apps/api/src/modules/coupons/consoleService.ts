import {
  consoleMessages,
  type ConsoleCoupon,
  type ConsoleCouponInput,
  type CouponUsage,
} from '@portal/domain/operators';
import type { Db, Tx } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { campaignsRepository } from '../campaigns/repository';
import { campaignNotFound } from '../campaigns/service';
import { isUniqueViolation } from '../../lib/pgErrors';
import { operatorActor, type AuditService } from '../audit/service';
import type { ConsoleOperator } from '../../plugins/operatorGuard';
import { couponsRepository, releasedStates, type CouponRow } from './repository';
import { couponRule } from './service';

const toValues = (input: ConsoleCouponInput) => ({
  ...input,
  code: input.code.toUpperCase(),
  validFrom: input.validFrom ? new Date(input.validFrom) : null,
  validUntil: input.validUntil ? new Date(input.validUntil) : null,
});

const couponNotFound = () => notFound(consoleMessages.couponNotFound, 'COUPON_NOT_FOUND');

async function assertCampaign(db: Db | Tx, campaignId: number): Promise<void> {
  if (!(await campaignsRepository(db).exists(campaignId)))
    throw notFound(campaignNotFound, 'CAMPAIGN_NOT_FOUND');
}

/** Coupons as the console manages them: create, edit (value, limits, validity, products, active) and see which bookings used them. */
export function couponsConsoleService(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;
  const toConsole = async (row: CouponRow): Promise<ConsoleCoupon> => ({
    id: row.id,
    campaignId: row.campaignId,
    code: row.code,
    ...couponRule(row),
    active: row.active,
    validFrom: row.validFrom ? row.validFrom.toISOString() : null,
    validUntil: row.validUntil ? row.validUntil.toISOString() : null,
    usageLimit: row.usageLimit,
    usages: await couponsRepository(db).liveUsages(row.id),
    createdAt: row.createdAt.toISOString(),
  });
  const refuseDuplicate = (error: unknown): never => {
    if (isUniqueViolation(error)) throw conflict(consoleMessages.couponExists, 'COUPON_EXISTS');
    throw error;
  };

  return {
    async list(campaignId: number): Promise<ConsoleCoupon[]> {
      await assertCampaign(db, campaignId);
      const rows = await couponsRepository(db).ofCampaign(campaignId);
      return Promise.all(rows.map(toConsole));
    },
    async create(
      operator: ConsoleOperator,
      campaignId: number,
      input: ConsoleCouponInput,
    ): Promise<ConsoleCoupon> {
      const row = await db
        .transaction(async (tx) => {
          await assertCampaign(tx, campaignId);
          const created = await couponsRepository(tx).insert({ campaignId, ...toValues(input) });
          if (!created) throw new Error('coupon not created');
          await audit.record(tx, operatorActor(operator), {
            action: 'coupon.created',
            targetType: 'coupon',
            targetId: created.id,
            campaignId,
            after: created,
          });
          return created;
        })
        .catch(refuseDuplicate);
      return toConsole(row);
    },
    async update(
      operator: ConsoleOperator,
      campaignId: number,
      couponId: string,
      input: ConsoleCouponInput,
    ): Promise<ConsoleCoupon> {
      const row = await db
        .transaction(async (tx) => {
          const stored = couponsRepository(tx);
          const before = await stored.lockById(couponId);
          if (!before || before.campaignId !== campaignId) throw couponNotFound();
          const after = await stored.update(campaignId, couponId, toValues(input));
          if (!after) throw new Error('coupon vanished');
          await audit.record(tx, operatorActor(operator), {
            action: 'coupon.updated',
            targetType: 'coupon',
            targetId: couponId,
            campaignId,
            before,
            after,
          });
          return after;
        })
        .catch(refuseDuplicate);
      return toConsole(row);
    },
    /** The bookings that used the coupon, newest first, with the discount each got. */
    async usages(campaignId: number, couponId: string): Promise<CouponUsage[]> {
      const stored = couponsRepository(db);
      if ((await stored.campaignOf(couponId)) !== campaignId) throw couponNotFound();
      const rows = await stored.usagesWithBookings(couponId);
      return rows.map(({ usage, booking, email }) => ({
        bookingId: booking.id,
        locator: booking.locator,
        memberEmail: email,
        bookingState: booking.state,
        discountPoints: usage.discountPoints,
        discountCashCents: usage.discountCashCents,
        live: !releasedStates.includes(booking.state),
        createdAt: usage.createdAt.toISOString(),
      }));
    },
  };
}
export type CouponsConsoleService = ReturnType<typeof couponsConsoleService>;
