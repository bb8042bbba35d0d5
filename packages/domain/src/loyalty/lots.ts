/**
 * How points move between a member's lots: spends take the first-expiring lots first, and a
 * refund gives points back as portions keeping the expiry of the lots they were taken from.
 * Pure rules; the ledger service reads and writes the lots around them.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** A lot as far as the allocation cares: its expiry (null: never) and the points left in it. */
export interface LotBalance {
  expiresAt: Date | null;
  remaining: number;
}

/** Points moved from (or back to) lots expiring at `expiresAt`. */
export interface LotPortion {
  expiresAt: Date | null;
  points: number;
}

export function isLotExpired(lot: Pick<LotBalance, 'expiresAt'>, now: Date): boolean {
  return lot.expiresAt !== null && lot.expiresAt <= now;
}

/** First-expiring first, lots that never expire last; lots expiring together keep their order. */
export function byExpiry<L extends Pick<LotBalance, 'expiresAt'>>(lots: readonly L[]): L[] {
  const at = (lot: L) =>
    lot.expiresAt === null ? Number.POSITIVE_INFINITY : lot.expiresAt.getTime();
  return [...lots].sort((a, b) => at(a) - at(b));
}

export interface Spend<L> {
  /** The lots drawn on, first-expiring first, with the points each gives. */
  taken: { lot: L; points: number }[];
  /** Points the lots could not cover (0 when the spend is whole). */
  missing: number;
}

/** Takes `points` from the lots, first-expiring first, each lot giving at most what it has left. */
export function spendFirstExpiring<L extends LotBalance>(
  lots: readonly L[],
  points: number,
): Spend<L> {
  const taken: { lot: L; points: number }[] = [];
  let needed = points;
  for (const lot of byExpiry(lots)) {
    if (needed === 0) break;
    const amount = Math.min(lot.remaining, needed);
    if (amount <= 0) continue;
    taken.push({ lot, points: amount });
    needed -= amount;
  }
  return { taken, missing: needed };
}

export interface RefundRequest {
  /** What the spend took, in the order it took it (first-expiring first). */
  taken: readonly LotPortion[];
  /** Points of this spend refunded before. */
  alreadyRefunded: number;
  points: number;
  now: Date;
  /** A refunded point stays valid at least this many days, whatever its lot's expiry. */
  minValidityDays: number;
}

/**
 * The new lots of a refund. Points come back latest-expiring first, as the portions they were
 * taken from, each keeping its expiry but never expiring before `minValidityDays` from now.
 * Earlier refunds of the same spend used the first `alreadyRefunded` points of that order, so
 * partial refunds add up to what one refund of their sum gives.
 */
export function refundPortions({
  taken,
  alreadyRefunded,
  points,
  now,
  minValidityDays,
}: RefundRequest): LotPortion[] {
  const floor = new Date(now.getTime() + minValidityDays * DAY_MS);
  const credits: LotPortion[] = [];
  let skip = alreadyRefunded;
  let left = points;
  for (const portion of [...taken].reverse()) {
    let available = portion.points;
    const skipped = Math.min(skip, available);
    skip -= skipped;
    available -= skipped;
    if (available === 0 || left === 0) continue;
    const amount = Math.min(available, left);
    left -= amount;
    const expiresAt =
      portion.expiresAt === null ? null : portion.expiresAt < floor ? floor : portion.expiresAt;
    credits.push({ expiresAt, points: amount });
  }
  return credits;
}
