/**
 * Money is integer centavos, points are integers. The conversion rate is held
 * in thousandths of a point so that every step is exact integer arithmetic.
 */
const RATE_SCALE = 1000n;

function ceilDiv(numerator: bigint, denominator: bigint): bigint {
  return (numerator + denominator - 1n) / denominator;
}

function rateInThousandths(conversionRate: number): bigint {
  if (!Number.isFinite(conversionRate) || conversionRate < 0) {
    throw new RangeError(`invalid conversion rate ${conversionRate}`);
  }
  return BigInt(Math.round(conversionRate * Number(RATE_SCALE)));
}

/** Points price = ceil(cash × conversionRate × (1 + markup/100)); markup in whole percent. */
export function cashToPoints(cents: number, conversionRate: number, markupPercent = 0): number {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`invalid cents ${cents}`);
  const markup = BigInt(Math.trunc(markupPercent));
  const numerator = BigInt(cents) * rateInThousandths(conversionRate) * (100n + markup);
  return Number(ceilDiv(numerator, 100n * RATE_SCALE * 100n));
}

/** Showcase prices: the campaign's product fee (truncated to an integer percent) is added first. */
export function showcasePoints(
  cents: number,
  conversionRate: number,
  feePercent: number,
  markupPercent = 0,
): number {
  const withFee = Number(ceilDiv(BigInt(cents) * (100n + BigInt(Math.trunc(feePercent))), 100n));
  return cashToPoints(withFee, conversionRate, markupPercent);
}
