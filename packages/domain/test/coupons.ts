// portal-test-fixture: test-only module; the production bundle test fails if a build contains it.
import type { CouponRule } from '../src/pricing/split';

/** A coupon of 5,000 points off flights and nothing else. */
export const flightsOnlyCoupon: CouponRule = {
  discountType: 1,
  value: 5000,
  air: true,
  car: false,
  hotel: false,
  experience: false,
  bus: false,
  entertainment: false,
};
