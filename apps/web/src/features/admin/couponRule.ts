/** A new coupon's rule, a campaign's or a single coupon's: 10 % off, no product yet. */
export const newCouponRule = {
  discountType: 2 as const,
  value: 10,
  air: false,
  hotel: false,
  car: false,
  bus: false,
  experience: false,
  entertainment: false,
};
