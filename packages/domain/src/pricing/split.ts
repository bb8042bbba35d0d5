/**
 * Points and cash split of a purchase. Integers only: points are whole points,
 * cash is centavos. Every function here is pure and used by both web and api, so the price a
 * member sees is the price the api charges.
 */
import { couponFlagOf, type CouponFlag, type Product } from '../products/table';

export interface Price {
  /** Whole points. */
  points: number;
  /** Integer centavos. */
  cash: number;
}

export interface CashPolicy {
  acceptCashPayment: boolean;
  /** The share of the total (0–100) that may be paid in cash when cash is accepted. */
  cashPaymentPercentage: number;
}

function assertNonNegativeInteger(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
}

/** ceil(a × b / c) on non-negative integers, exact through bigint. */
function ceilMulDiv(a: number, b: number, c: number): number {
  const numerator = BigInt(a) * BigInt(b);
  const denominator = BigInt(c);
  return Number((numerator + denominator - 1n) / denominator);
}

/** floor(a × b / c) on non-negative integers. */
function floorMulDiv(a: number, b: number, c: number): number {
  return Number((BigInt(a) * BigInt(b)) / BigInt(c));
}

/** round(a × b / c), halves up, on non-negative integers. */
function roundMulDiv(a: number, b: number, c: number): number {
  const numerator = BigInt(a) * BigInt(b) * 2n + BigInt(c);
  return Number(numerator / (2n * BigInt(c)));
}

/** The points that pay the same share of `toTotal` as `points` paid of `fromTotal`, rounded. */
export function sameShareOfTotal(points: number, fromTotal: number, toTotal: number): number {
  assertNonNegativeInteger('points', points);
  assertNonNegativeInteger('toTotal', toTotal);
  if (!Number.isSafeInteger(fromTotal) || fromTotal <= 0)
    throw new RangeError('fromTotal must be positive');
  return roundMulDiv(Math.min(points, fromTotal), toTotal, fromTotal);
}

/** The percent of a price a member of the campaign must pay in points (0 when points are off). */
export function memberPointsShare(
  campaign: CashPolicy & { disablePointActivity: boolean },
): number {
  if (campaign.disablePointActivity) return 0;
  if (!campaign.acceptCashPayment) return 100;
  return 100 - Math.min(100, Math.max(0, Math.trunc(campaign.cashPaymentPercentage)));
}

/**
 * Whether guests and travel-voucher users, who have no points, can buy in the campaign: they pay
 * the whole price in R$, which a campaign that takes only points does not accept.
 */
export function guestsMayBuy(
  campaign: Pick<CashPolicy, 'acceptCashPayment'> & { disablePointActivity: boolean },
): boolean {
  return campaign.disablePointActivity || campaign.acceptCashPayment;
}

/**
 * The fewest points a purchase may be paid with: the whole total when the campaign does not
 * accept cash, else ceil(totalPoints × (100 − cashPaymentPercentage) / 100).
 */
export function minimumPoints(totalPoints: number, policy: CashPolicy): number {
  assertNonNegativeInteger('totalPoints', totalPoints);
  if (!policy.acceptCashPayment) return totalPoints;
  const percentage = Math.min(100, Math.max(0, Math.trunc(policy.cashPaymentPercentage)));
  return ceilMulDiv(totalPoints, 100 - percentage, 100);
}

/** Cash due when P of the total points are paid: round(totalCash × (totalPoints − P) / totalPoints). */
export function cashForPoints(total: Price, points: number): number {
  assertNonNegativeInteger('totalPoints', total.points);
  assertNonNegativeInteger('totalCash', total.cash);
  assertNonNegativeInteger('points', points);
  if (points > total.points)
    throw new RangeError(`points ${points} exceed the total ${total.points}`);
  if (total.points === 0) return total.cash;
  return roundMulDiv(total.cash, total.points - points, total.points);
}

export type SplitRefusal = 'BELOW_MINIMUM' | 'ABOVE_TOTAL' | 'ABOVE_BALANCE' | 'INVALID_POINTS';

export type SplitResult =
  | { ok: true; payment: Price; minimumPoints: number }
  | { ok: false; reason: SplitRefusal; minimumPoints: number };

/**
 * Validates the member's chosen points against the campaign's cash policy and balance and
 * returns what is paid in points and in cash. A balance of `null` means no balance check
 * (a quote); guests pay cash only and do not use this.
 */
export function splitPayment(
  total: Price,
  chosenPoints: number,
  policy: CashPolicy,
  balance: number | null = null,
): SplitResult {
  const minimum = minimumPoints(total.points, policy);
  if (!Number.isSafeInteger(chosenPoints) || chosenPoints < 0)
    return { ok: false, reason: 'INVALID_POINTS', minimumPoints: minimum };
  if (chosenPoints > total.points)
    return { ok: false, reason: 'ABOVE_TOTAL', minimumPoints: minimum };
  if (chosenPoints < minimum) return { ok: false, reason: 'BELOW_MINIMUM', minimumPoints: minimum };
  if (balance !== null && chosenPoints > balance)
    return { ok: false, reason: 'ABOVE_BALANCE', minimumPoints: minimum };
  return {
    ok: true,
    payment: { points: chosenPoints, cash: cashForPoints(total, chosenPoints) },
    minimumPoints: minimum,
  };
}

// ---------------------------------------------------------------------------------------------
// Coupons (discountType POINTS = 1, PERCENTAGE = 2; per-category flags)

export const CouponDiscountType = { POINTS: 1, PERCENTAGE: 2 } as const;
export type CouponDiscountType = (typeof CouponDiscountType)[keyof typeof CouponDiscountType];

/** A coupon's discount and, per product, whether it applies (its flags, e.g. `air` for flights). */
export interface CouponRule extends Record<CouponFlag, boolean> {
  discountType: CouponDiscountType;
  /** Points off (POINTS) or whole percent off (PERCENTAGE). */
  value: number;
}

/** Whether the coupon's product flags allow it for this product. */
export function couponAppliesTo(coupon: CouponRule, category: Product): boolean {
  return coupon[couponFlagOf(category)];
}

export interface CouponDiscount {
  discountPoints: number;
  discountCash: number;
  /** The price after the discount, on which the split is then computed. */
  total: Price;
}

/**
 * Applies one coupon before the split. POINTS takes `value` points off the points total and
 * the same share off the cash total, i.e. the cash total is re-priced proportionally:
 * newCash = round(cash × newPoints / points). PERCENTAGE takes floor(value % of each total)
 * (truncated so a discount is never larger than advertised). Discounts never exceed the price.
 * Returns null when the coupon does not apply to the category.
 */
export function applyCoupon(
  total: Price,
  coupon: CouponRule,
  category: Product,
): CouponDiscount | null {
  assertNonNegativeInteger('totalPoints', total.points);
  assertNonNegativeInteger('totalCash', total.cash);
  if (!couponAppliesTo(coupon, category)) return null;
  const value = Math.trunc(coupon.value);
  if (!Number.isFinite(value) || value <= 0)
    return { discountPoints: 0, discountCash: 0, total: { ...total } };
  let discountPoints: number;
  let discountCash: number;
  if (coupon.discountType === CouponDiscountType.POINTS) {
    discountPoints = Math.min(value, total.points);
    const remainingPoints = total.points - discountPoints;
    const remainingCash =
      total.points === 0 ? total.cash : roundMulDiv(total.cash, remainingPoints, total.points);
    discountCash = total.cash - remainingCash;
  } else {
    const percent = Math.min(100, value);
    discountPoints = floorMulDiv(total.points, percent, 100);
    discountCash = floorMulDiv(total.cash, percent, 100);
  }
  return {
    discountPoints,
    discountCash,
    total: { points: total.points - discountPoints, cash: total.cash - discountCash },
  };
}

/**
 * The whole server-side price of a purchase: coupon (if any and if it applies) first, then the
 * split of the discounted total.
 */
export function priceWithSplit(input: {
  total: Price;
  category: Product;
  coupon: CouponRule | null;
  chosenPoints: number;
  policy: CashPolicy;
  balance: number | null;
}): SplitResult & { discount: CouponDiscount | null } {
  const discount = input.coupon ? applyCoupon(input.total, input.coupon, input.category) : null;
  const total = discount ? discount.total : input.total;
  return { ...splitPayment(total, input.chosenPoints, input.policy, input.balance), discount };
}
