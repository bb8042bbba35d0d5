import { CouponDiscountType } from '@portal/domain/pricing';
import type { Db } from '../db/client';
import { couponsRepository, type NewCoupon } from '../modules/coupons/repository';

/** A coupon's flags for every product. */
export const everyCategory = {
  air: true,
  car: true,
  hotel: true,
  experience: true,
  bus: true,
  entertainment: true,
};
const noCategory = {
  air: false,
  car: false,
  hotel: false,
  experience: false,
  bus: false,
  entertainment: false,
};

/** The demo coupons of campaign 77. */
export const demoCoupons: NewCoupon[] = [
  {
    campaignId: 77,
    code: 'DESCONTO10',
    discountType: CouponDiscountType.PERCENTAGE,
    value: 10,
    ...everyCategory,
  },
  {
    campaignId: 77,
    code: 'MENOS5000',
    discountType: CouponDiscountType.POINTS,
    value: 5000,
    ...noCategory,
    air: true,
  },
];

/** Idempotent: a campaign's existing code is left as it is (an operator may have changed it). */
export async function seedCoupons(db: Db): Promise<void> {
  const coupons = couponsRepository(db);
  for (const coupon of demoCoupons) await coupons.insertIfAbsent(coupon);
}
