import {
  applyCoupon,
  couponAppliesTo,
  type CouponDiscount,
  type CouponRule,
} from '@portal/domain/pricing';
import type { Product } from '@portal/domain/products';
import { brlToCents, cashToPoints, centsToBrl } from '@portal/domain/money';
import { type CouponCheckResponse, couponMessages } from '@portal/domain/coupons';
import type { Db } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import type { CampaignRow } from '../campaigns/repository';
import { couponsRepository, type CouponRow, type CouponsRepository } from './repository';

/** A coupon that passed every check for one campaign and product. */
export interface ValidCoupon {
  id: string;
  code: string;
  rule: CouponRule;
}

/** The discount and product flags of a stored coupon, as the checkout and the console read them. */
export const couponRule = (row: CouponRow): CouponRule => ({
  discountType: row.discountType,
  value: row.value,
  air: row.air,
  car: row.car,
  hotel: row.hotel,
  experience: row.experience,
  bus: row.bus,
  entertainment: row.entertainment,
});

/**
 * Coupons: the check behind the checkout's 'Aplicar' and the
 * validation and usage record of a booking that carries a code. The discount itself is the
 * domain's `applyCoupon`, the same function the booking prices with.
 */
export function couponsService(deps: { db: Db; now?: () => Date }) {
  const repo = couponsRepository(deps.db);
  const now = deps.now ?? (() => new Date());

  /** Every rule but the usage limit, in the order a member can act on the message. */
  function checkRow(
    row: CouponRow | undefined,
    category: Product,
  ): ValidCoupon & { row: CouponRow } {
    if (!row) throw notFound(couponMessages.notFound, 'COUPON_NOT_FOUND');
    if (!row.active) throw conflict(couponMessages.inactive, 'COUPON_INACTIVE');
    const at = now();
    if (row.validFrom && at < row.validFrom)
      throw conflict(couponMessages.notYetValid, 'COUPON_NOT_YET_VALID');
    if (row.validUntil && at >= row.validUntil)
      throw conflict(couponMessages.expired, 'COUPON_EXPIRED');
    const rule = couponRule(row);
    if (!couponAppliesTo(rule, category))
      throw conflict(couponMessages.categoryNotAllowed(category), 'COUPON_CATEGORY');
    return { id: row.id, code: row.code.toUpperCase(), rule, row };
  }

  async function checkLimit(repository: CouponsRepository, row: CouponRow): Promise<void> {
    if (row.usageLimit !== null && (await repository.liveUsages(row.id)) >= row.usageLimit) {
      throw conflict(couponMessages.exhausted, 'COUPON_EXHAUSTED');
    }
  }

  /** The campaign's coupon of this code, valid now for this product; throws the member-facing reason otherwise. */
  async function validate(
    campaign: CampaignRow,
    code: string,
    category: Product,
  ): Promise<ValidCoupon> {
    if (!campaign.settings.couponEnabled)
      throw conflict(couponMessages.disabled, 'COUPON_DISABLED');
    const normalized = code.trim().toUpperCase();
    if (!normalized) throw badRequest(couponMessages.codeRequired, 'COUPON_REQUIRED');
    const { row, ...coupon } = checkRow(await repo.byCode(campaign.id, normalized), category);
    await checkLimit(repo, row);
    return coupon;
  }

  return {
    validate,

    /**
     * `validate` for a booking submission, whose error catalogue shows the server's
     * text only for a 409: every refusal of the coupon is answered as one.
     */
    async validateForBooking(
      campaign: CampaignRow,
      code: string,
      category: Product,
    ): Promise<ValidCoupon> {
      try {
        return await validate(campaign, code, category);
      } catch (error) {
        if (error instanceof AppError && error.statusCode !== 409)
          throw conflict(error.message, error.code);
        throw error;
      }
    },

    /**
     * The discount preview of the checkout, on the totals it shows (before any discount). A
     * missing points total is derived from the cash one as the catalogue prices it.
     */
    async preview(
      campaign: CampaignRow,
      input: {
        category: Product;
        code: string;
        pointsTotalValue: number | undefined;
        cashTotalValue: number;
      },
    ): Promise<CouponCheckResponse> {
      const coupon = await validate(campaign, input.code, input.category);
      const cash = brlToCents(input.cashTotalValue);
      const points =
        input.pointsTotalValue ??
        cashToPoints(cash, campaign.conversionRate, campaign.settings.pointsMarkup[input.category]);
      const discount = applyCoupon({ points, cash }, coupon.rule, input.category);
      return {
        success: true,
        couponCode: coupon.code,
        coupon: { discountType: coupon.rule.discountType, value: coupon.rule.value },
        discountPoints: discount?.discountPoints ?? 0,
        discountCash: centsToBrl(discount?.discountCash ?? 0),
      };
    },

    /**
     * Records that a booking used the coupon. The coupon row is locked while its live usages are
     * counted, so concurrent bookings never exceed the limit; a usage whose booking later fails
     * or expires stops counting (see `liveUsages`), so it is never consumed by a failed purchase.
     */
    async recordUsage(input: {
      coupon: ValidCoupon;
      bookingId: string;
      userId: string;
      discount: CouponDiscount;
    }): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const locked = couponsRepository(tx);
        const row = await locked.lockById(input.coupon.id);
        if (!row?.active) throw conflict(couponMessages.inactive, 'COUPON_INACTIVE');
        await checkLimit(locked, row);
        await locked.insertUsage({
          couponId: row.id,
          bookingId: input.bookingId,
          userId: input.userId,
          discountPoints: input.discount.discountPoints,
          discountCashCents: input.discount.discountCash,
        });
      });
    },
  };
}
export type CouponsService = ReturnType<typeof couponsService>;
