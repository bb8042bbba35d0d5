import { randomUUID } from 'node:crypto';
import { isLotExpired, refundPortions, spendFirstExpiring } from '@portal/domain/loyalty';
import { type BalanceHistoryRow } from '@portal/domain/users';
import { LRUCache } from 'lru-cache';
import type { Db, Tx } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pgErrors';
import { requestHash } from '../../lib/requestHash';
import {
  ledgerRepository,
  type AccountKind,
  type EntryValues,
  type Hold,
  type LedgerRepository,
  type Lot,
} from './repository';

export interface Accrual {
  campaignId: number;
  userId: string;
  points: number;
  description: string;
  expiresAt: Date | null;
  idempotencyKey: string;
}

export interface AccrualResult {
  postingId: string;
  lotId: string;
  campaignId: number;
  userId: string;
  points: number;
  description: string;
  expiresAt: Date | null;
  createdAt: Date;
  replayed: boolean;
}

export interface HoldRequest {
  campaignId: number;
  userId: string;
  points: number;
  description: string;
  /** What the points pay for, e.g. a booking locator. */
  reference: string;
  idempotencyKey: string;
}

export interface HoldResult {
  hold: Hold;
  replayed: boolean;
}

/** Work that commits with a ledger write, or not at all. */
export type Alongside = (tx: Tx) => Promise<void>;

/** Resolves a ledger account's id within the transaction it is given. */
type AccountOf = (campaignId: number, kind: AccountKind, userId: string | null) => Promise<string>;

const STATEMENT_LIMIT = 1000;
/** Account ids remembered per process: system accounts and the members who used the ledger lately. */
const ACCOUNT_CACHE_SIZE = 50_000;
const EXPIRY_BATCH = 500;
/**
 * Refunded points come back as new lots keeping the expiry of the lots they were taken from,
 * but never expiring sooner than this many days after the refund (docs/decisions.md).
 */
export const REFUND_MIN_VALIDITY_DAYS = 30;

export const ledgerActions = {
  credit: 'Crédito',
  redemption: 'Resgate',
  capture: 'Resgate confirmado',
  release: 'Estorno',
  refund: 'Estorno',
  expiry: 'Expiração',
} as const;

export const ledgerMessages = {
  invalidPoints: 'A quantidade de pontos deve ser um inteiro positivo.',
  insufficientPoints: 'Saldo de pontos insuficiente para esta operação.',
  idempotencyMismatch: 'Esta chave de idempotência já foi usada com outros dados.',
  holdNotFound: 'Reserva de pontos não encontrada.',
  holdNotHeld: 'Esta reserva de pontos não está mais pendente.',
  holdNotCaptured: 'Somente pontos já debitados podem ser estornados.',
  refundTooLarge: 'O estorno é maior que o valor debitado.',
} as const;

const assertPoints = (points: number) => {
  if (!Number.isSafeInteger(points) || points <= 0)
    throw conflict(ledgerMessages.invalidPoints, 'INVALID_POINTS');
};

/**
 * The points ledger. Members' points are lots with an expiry, held first-expiring
 * first into the campaign's holds account; a capture moves them to redemptions, a release puts
 * them back into the same lots, a refund credits new lots. Every posting is balanced (checked
 * here and by a deferred constraint trigger), every member change runs under a row lock on
 * the member's account, and every posting has an idempotency key.
 */
export function ledgerService(db: Db) {
  /**
   * An account's id never changes once created, and accounts are never deleted, so each one
   * costs a query once per process. An id is remembered only after the transaction that saw it
   * committed: one created by a transaction that rolled back does not exist.
   */
  const accountIds = new LRUCache<string, string>({ max: ACCOUNT_CACHE_SIZE });
  const accountKey = (campaignId: number, kind: AccountKind, userId: string | null) =>
    `${campaignId}:${kind}:${userId ?? ''}`;

  /** Runs `work` in one transaction; the account ids it resolved are remembered once it commits. */
  async function inTransaction<T>(work: (tx: Tx, accountOf: AccountOf) => Promise<T>): Promise<T> {
    const resolved = new Map<string, string>();
    const result = await db.transaction((tx) =>
      work(tx, async (campaignId, kind, userId) => {
        const key = accountKey(campaignId, kind, userId);
        const known = accountIds.get(key) ?? resolved.get(key);
        if (known) return known;
        const id = await ledgerRepository(tx).account(campaignId, kind, userId);
        resolved.set(key, id);
        return id;
      }),
    );
    for (const [key, id] of resolved) accountIds.set(key, id);
    return result;
  }

  /** Outside a transaction the lookup (or creation) commits at once. */
  async function accountOutside(
    campaignId: number,
    kind: AccountKind,
    userId: string | null,
  ): Promise<string> {
    const key = accountKey(campaignId, kind, userId);
    const known = accountIds.get(key);
    if (known) return known;
    const id = await ledgerRepository(db).account(campaignId, kind, userId);
    accountIds.set(key, id);
    return id;
  }

  /**
   * Runs an idempotent write. A concurrent twin that won the race on the key shows up as a
   * unique violation: the replay is then answered from what it wrote.
   */
  async function idempotent<T>(
    key: string,
    hash: string,
    write: () => Promise<T>,
    replay: (postingId: string) => Promise<T>,
  ): Promise<T> {
    const check = async (): Promise<T | undefined> => {
      const existing = await ledgerRepository(db).postingByKey(key);
      if (!existing) return undefined;
      if (existing.requestHash !== null && existing.requestHash !== hash)
        throw conflict(ledgerMessages.idempotencyMismatch, 'IDEMPOTENCY_MISMATCH');
      return replay(existing.id);
    };
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const replayed = await check();
      if (replayed === undefined) throw error;
      return replayed;
    }
  }

  async function replayKey(
    ledger: LedgerRepository,
    key: string,
    hash: string,
  ): Promise<string | null> {
    const existing = await ledger.postingByKey(key);
    if (!existing) return null;
    if (existing.requestHash !== null && existing.requestHash !== hash)
      throw conflict(ledgerMessages.idempotencyMismatch, 'IDEMPOTENCY_MISMATCH');
    return existing.id;
  }

  /** Reads with `executor`: inside a transaction that must be the transaction (PGlite has one connection). */
  async function accrualResult(
    executor: Db | Tx,
    postingId: string,
    replayed: boolean,
  ): Promise<AccrualResult> {
    const posting = await executor.query.ledgerPostings.findFirst({
      where: (p, { eq }) => eq(p.id, postingId),
    });
    const lot = await ledgerRepository(executor).lotByPosting(postingId);
    const account = lot
      ? await executor.query.ledgerAccounts.findFirst({
          where: (a, { eq }) => eq(a.id, lot.accountId),
        })
      : undefined;
    if (!posting || !lot || !account?.userId)
      throw conflict(ledgerMessages.idempotencyMismatch, 'IDEMPOTENCY_MISMATCH');
    return {
      postingId,
      lotId: lot.id,
      campaignId: posting.campaignId,
      userId: account.userId,
      points: lot.points,
      description: posting.description,
      expiresAt: lot.expiresAt,
      createdAt: posting.createdAt,
      replayed,
    };
  }

  async function holdReplay(ledger: LedgerRepository, postingId: string): Promise<HoldResult> {
    const hold = await ledger.holdByPosting(postingId);
    if (!hold) throw conflict(ledgerMessages.idempotencyMismatch, 'IDEMPOTENCY_MISMATCH');
    return { hold, replayed: true };
  }

  /** Moves the remaining points of the member's lots past expiry to the campaign's expired account. */
  async function expireAccount(
    tx: Tx,
    accountOf: AccountOf,
    accountId: string,
    campaignId: number,
    lots: Lot[],
    now: Date,
  ): Promise<number> {
    const ledger = ledgerRepository(tx);
    const total = lots.reduce((sum, lot) => sum + lot.remaining, 0);
    if (total === 0) return 0;
    const expired = await accountOf(campaignId, 'expired', null);
    const posting = await ledger.insertPosting({
      campaignId,
      action: ledgerActions.expiry,
      description: 'Pontos expirados',
      idempotencyKey:
        `expire:${accountId}:${now.toISOString()}:${lots.map((l) => `${l.id}/${l.remaining}`).join(',')}`.slice(
          0,
          2000,
        ),
    });
    const entries: EntryValues[] = lots.map((lot) => ({
      postingId: posting.id,
      accountId,
      lotId: lot.id,
      points: -lot.remaining,
    }));
    entries.push({ postingId: posting.id, accountId: expired, points: total });
    await ledger.insertEntries(entries);
    for (const lot of lots) await ledger.adjustLot(lot.id, -lot.remaining);
    return total;
  }

  /** The hold itself, in the caller's transaction; a replayed key answers what it held then. */
  async function holdWithin(
    tx: Tx,
    accountOf: AccountOf,
    request: HoldRequest,
    hash: string,
    now: Date,
  ): Promise<HoldResult> {
    const ledger = ledgerRepository(tx);
    const member = await accountOf(request.campaignId, 'member', request.userId);
    // One read of the member's lots: those past expiry are expired here, the rest are spent.
    // A key already used is found when its posting is written (see idempotent) or, when
    // the points it took leave too few now, just below.
    const lots = await ledger.lockAccountAndLots(member);
    await expireAccount(
      tx,
      accountOf,
      member,
      request.campaignId,
      lots.filter((lot) => isLotExpired(lot, now)),
      now,
    );
    const { taken, missing } = spendFirstExpiring(
      lots.filter((lot) => !isLotExpired(lot, now)),
      request.points,
    );
    if (missing > 0) {
      const replayed = await replayKey(ledger, request.idempotencyKey, hash);
      if (replayed) return holdReplay(ledger, replayed);
      throw conflict(ledgerMessages.insufficientPoints, 'INSUFFICIENT_POINTS');
    }
    const holds = await accountOf(request.campaignId, 'holds', null);
    // Captures find the redemptions account in SQL (see captureHeld): it exists before any hold.
    await accountOf(request.campaignId, 'redemptions', null);
    const postingId = randomUUID();
    const entries: EntryValues[] = taken.map(({ lot, points }) => ({
      postingId,
      accountId: member,
      lotId: lot.id,
      points: -points,
    }));
    entries.push({ postingId, accountId: holds, points: request.points });
    const hold = await ledger.insertHold(
      {
        id: postingId,
        campaignId: request.campaignId,
        action: ledgerActions.redemption,
        description: request.description,
        idempotencyKey: request.idempotencyKey,
        requestHash: hash,
      },
      entries,
      {
        campaignId: request.campaignId,
        userId: request.userId,
        memberAccountId: member,
        points: request.points,
        status: 'held',
        reference: request.reference,
      },
    );
    return { hold, replayed: false };
  }

  /**
   * The hold of `holdWithin` in one round trip, for a member whose accounts this process knows
   * already (so none is created outside a transaction): undefined when the statement wrote nothing
   * (a lot to expire, too few points, or accounts not yet known), and `holdWithin` decides.
   */
  async function holdAtOnce(
    request: HoldRequest,
    hash: string,
    now: Date,
  ): Promise<HoldResult | undefined> {
    const member = accountIds.get(accountKey(request.campaignId, 'member', request.userId));
    const holds = accountIds.get(accountKey(request.campaignId, 'holds', null));
    if (!member || !holds || !accountIds.has(accountKey(request.campaignId, 'redemptions', null)))
      return undefined;
    const hold = await ledgerRepository(db).holdAtOnce(
      { member, holds },
      {
        id: randomUUID(),
        campaignId: request.campaignId,
        action: ledgerActions.redemption,
        description: request.description,
        idempotencyKey: request.idempotencyKey,
        requestHash: hash,
      },
      { userId: request.userId, points: request.points, reference: request.reference },
      now,
    );
    return hold && { hold, replayed: false };
  }

  return {
    /** `alongside` (e.g. its audit line) runs in the accrual's transaction, unless the key is replayed. */
    async accrue(accrual: Accrual, alongside?: Alongside): Promise<AccrualResult> {
      assertPoints(accrual.points);
      const hash = requestHash({ ...accrual, op: 'accrue', idempotencyKey: undefined });
      return idempotent(
        accrual.idempotencyKey,
        hash,
        () =>
          inTransaction(async (tx, accountOf) => {
            const ledger = ledgerRepository(tx);
            const member = await accountOf(accrual.campaignId, 'member', accrual.userId);
            await ledger.lockAccount(member);
            const replayed = await replayKey(ledger, accrual.idempotencyKey, hash);
            if (replayed) return accrualResult(tx, replayed, true);
            const issuance = await accountOf(accrual.campaignId, 'issuance', null);
            const posting = await ledger.insertPosting({
              campaignId: accrual.campaignId,
              action: ledgerActions.credit,
              description: accrual.description,
              idempotencyKey: accrual.idempotencyKey,
              requestHash: hash,
            });
            const lot = await ledger.insertLot({
              accountId: member,
              postingId: posting.id,
              points: accrual.points,
              remaining: accrual.points,
              expiresAt: accrual.expiresAt,
            });
            await ledger.insertEntries([
              { postingId: posting.id, accountId: member, lotId: lot.id, points: accrual.points },
              { postingId: posting.id, accountId: issuance, points: -accrual.points },
            ]);
            await alongside?.(tx);
            return {
              postingId: posting.id,
              lotId: lot.id,
              campaignId: accrual.campaignId,
              userId: accrual.userId,
              points: lot.points,
              description: posting.description,
              expiresAt: lot.expiresAt,
              createdAt: posting.createdAt,
              replayed: false,
            };
          }),
        (postingId) => accrualResult(db, postingId, true),
      );
    },

    /**
     * Takes points from the member's lots, first-expiring first, into the campaign's holds
     * account. Lots already past expiry are expired first, in the same transaction, so a hold
     * never spends points that have expired. 409 when the balance does not cover it.
     */
    async hold(request: HoldRequest, now: Date = new Date()): Promise<HoldResult> {
      assertPoints(request.points);
      const hash = requestHash({ ...request, op: 'hold', idempotencyKey: undefined });
      return idempotent(
        request.idempotencyKey,
        hash,
        async () =>
          (await holdAtOnce(request, hash, now)) ??
          inTransaction((tx, accountOf) => holdWithin(tx, accountOf, request, hash, now)),
        (postingId) => holdReplay(ledgerRepository(db), postingId),
      );
    },

    /**
     * Takes points for good in one transaction (hold and capture), with `alongside` (e.g. its
     * audit line) in that same transaction: either fails, nothing moves. A replayed key runs nothing.
     */
    async debit(
      request: HoldRequest,
      alongside: Alongside,
      now: Date = new Date(),
    ): Promise<HoldResult> {
      assertPoints(request.points);
      const hash = requestHash({ ...request, op: 'debit', idempotencyKey: undefined });
      return idempotent(
        request.idempotencyKey,
        hash,
        () =>
          inTransaction(async (tx, accountOf) => {
            const held = await holdWithin(tx, accountOf, request, hash, now);
            if (held.replayed) return held;
            const captured = await ledgerRepository(tx).captureHeld(held.hold.id, {
              id: randomUUID(),
              action: ledgerActions.capture,
              description: request.description,
            });
            if (!captured) throw conflict(ledgerMessages.holdNotHeld, 'HOLD_NOT_HELD');
            await alongside(tx);
            return { hold: captured, replayed: false };
          }),
        (postingId) => holdReplay(ledgerRepository(db), postingId),
      );
    },

    /**
     * Converts a hold into a debit: holds → redemptions, in one statement (the hot path of every
     * purchase). Capturing a captured hold is a no-op.
     */
    async capture(holdId: string, description = 'Resgate confirmado'): Promise<HoldResult> {
      const ledger = ledgerRepository(db);
      const captured = await ledger.captureHeld(holdId, {
        id: randomUUID(),
        action: ledgerActions.capture,
        description,
      });
      if (captured) return { hold: captured, replayed: false };
      const hold = await ledger.holdById(holdId);
      if (!hold) throw notFound(ledgerMessages.holdNotFound, 'HOLD_NOT_FOUND');
      if (hold.status === 'captured') return { hold, replayed: true };
      throw conflict(ledgerMessages.holdNotHeld, 'HOLD_NOT_HELD');
    },

    /** Returns held points to the very lots they came from. Releasing a released hold is a no-op. */
    async release(
      holdId: string,
      description = 'Reserva de pontos cancelada',
    ): Promise<HoldResult> {
      return inTransaction(async (tx, accountOf) => {
        const ledger = ledgerRepository(tx);
        const hold = await ledger.holdById(holdId, true);
        if (!hold) throw notFound(ledgerMessages.holdNotFound, 'HOLD_NOT_FOUND');
        if (hold.status === 'released') return { hold, replayed: true };
        if (hold.status !== 'held') throw conflict(ledgerMessages.holdNotHeld, 'HOLD_NOT_HELD');
        await ledger.lockAccount(hold.memberAccountId);
        const taken = await ledger.memberEntries(hold.holdPostingId, hold.memberAccountId);
        const holds = await accountOf(hold.campaignId, 'holds', null);
        const posting = await ledger.insertPosting({
          campaignId: hold.campaignId,
          action: ledgerActions.release,
          description,
          idempotencyKey: `hold:${hold.id}:release`,
        });
        const entries: EntryValues[] = taken.map((e) => ({
          postingId: posting.id,
          accountId: hold.memberAccountId,
          lotId: e.lotId,
          points: -e.points,
        }));
        entries.push({ postingId: posting.id, accountId: holds, points: -hold.points });
        await ledger.insertEntries(entries);
        for (const e of taken) if (e.lotId) await ledger.adjustLot(e.lotId, -e.points);
        return {
          hold: await ledger.updateHold(hold.id, {
            status: 'released',
            releasePostingId: posting.id,
          }),
          replayed: false,
        };
      });
    },

    /**
     * Gives captured points back (a cancellation): redemptions → member, as new lots that keep
     * the expiry of the lots the points were taken from (latest-expiring first), but valid for at
     * least REFUND_MIN_VALIDITY_DAYS. Partial refunds add up to at most the captured points.
     */
    async refund(
      holdId: string,
      points: number,
      idempotencyKey: string,
      description = 'Estorno de pontos',
      now: Date = new Date(),
    ) {
      assertPoints(points);
      const hash = requestHash({ op: 'refund', holdId, points, description });
      return idempotent(
        idempotencyKey,
        hash,
        () =>
          inTransaction(async (tx, accountOf) => {
            const ledger = ledgerRepository(tx);
            const hold = await ledger.holdById(holdId, true);
            if (!hold) throw notFound(ledgerMessages.holdNotFound, 'HOLD_NOT_FOUND');
            const replayed = await replayKey(ledger, idempotencyKey, hash);
            if (replayed) return { hold, postingId: replayed, replayed: true };
            if (hold.status !== 'captured')
              throw conflict(ledgerMessages.holdNotCaptured, 'HOLD_NOT_CAPTURED');
            if (hold.refundedPoints + points > hold.points)
              throw conflict(ledgerMessages.refundTooLarge, 'REFUND_TOO_LARGE');
            await ledger.lockAccount(hold.memberAccountId);
            const taken = await ledger.memberEntries(hold.holdPostingId, hold.memberAccountId);
            const origins = await ledger.lotsByIds(
              taken.flatMap((e) => (e.lotId ? [e.lotId] : [])),
            );
            const expiryOf = new Map(origins.map((lot) => [lot.id, lot.expiresAt]));
            const credits = refundPortions({
              taken: taken.map((e) => ({
                expiresAt: e.lotId ? (expiryOf.get(e.lotId) ?? null) : null,
                points: -e.points,
              })),
              alreadyRefunded: hold.refundedPoints,
              points,
              now,
              minValidityDays: REFUND_MIN_VALIDITY_DAYS,
            });
            const redemptions = await accountOf(hold.campaignId, 'redemptions', null);
            const posting = await ledger.insertPosting({
              campaignId: hold.campaignId,
              action: ledgerActions.refund,
              description,
              idempotencyKey,
              requestHash: hash,
            });
            const entries: EntryValues[] = [];
            for (const credit of credits) {
              const lot = await ledger.insertLot({
                accountId: hold.memberAccountId,
                postingId: posting.id,
                points: credit.points,
                remaining: credit.points,
                expiresAt: credit.expiresAt,
              });
              entries.push({
                postingId: posting.id,
                accountId: hold.memberAccountId,
                lotId: lot.id,
                points: credit.points,
              });
            }
            entries.push({ postingId: posting.id, accountId: redemptions, points: -points });
            await ledger.insertEntries(entries);
            const updated = await ledger.updateHold(hold.id, {
              refundedPoints: hold.refundedPoints + points,
            });
            return { hold: updated, postingId: posting.id, replayed: false };
          }),
        async (postingId) => {
          const hold = await ledgerRepository(db).holdById(holdId);
          if (!hold) throw notFound(ledgerMessages.holdNotFound, 'HOLD_NOT_FOUND');
          return { hold, postingId, replayed: true };
        },
      );
    },

    /**
     * Expires every lot past its expiry date: its remaining points move from the member to the
     * campaign's expired account, one posting per member, each in its own transaction.
     */
    async expireLots(now: Date = new Date()): Promise<{ accounts: number; points: number }> {
      let accounts = 0;
      let points = 0;
      const seen = new Set<string>();
      for (;;) {
        const batch = (
          await ledgerRepository(db).accountsWithExpiredLots(now, EXPIRY_BATCH)
        ).filter((id) => !seen.has(id));
        if (batch.length === 0) break;
        for (const accountId of batch) {
          seen.add(accountId);
          const expired = await inTransaction(async (tx, accountOf) => {
            const ledger = ledgerRepository(tx);
            const account = await tx.query.ledgerAccounts.findFirst({
              where: (a, { eq }) => eq(a.id, accountId),
            });
            if (!account) return 0;
            await ledger.lockAccount(accountId);
            return expireAccount(
              tx,
              accountOf,
              accountId,
              account.campaignId,
              await ledger.expiredLots(accountId, now),
              now,
            );
          });
          if (expired > 0) {
            accounts++;
            points += expired;
          }
        }
      }
      return { accounts, points };
    },

    async holdById(holdId: string): Promise<Hold | undefined> {
      return ledgerRepository(db).holdById(holdId);
    },
    async balance(campaignId: number, userId: string): Promise<number> {
      return ledgerRepository(db).balance(await accountOutside(campaignId, 'member', userId));
    },
    async statement(campaignId: number, userId: string): Promise<BalanceHistoryRow[]> {
      const rows = await ledgerRepository(db).statement(
        await accountOutside(campaignId, 'member', userId),
        STATEMENT_LIMIT,
      );
      return rows.map((row) => ({
        date: row.date.toISOString(),
        description: row.description,
        action: row.action,
        pointsValue: row.points,
        expirationDate: row.expiresAt ? row.expiresAt.toISOString() : null,
      }));
    },
    /** Resolves the member an accrual is for, within the campaign. */
    async findMember(
      campaignId: number,
      by: { userId: string } | { email: string },
    ): Promise<string | null> {
      const user = await ledgerRepository(db).memberOfCampaign(campaignId, by);
      return user && user.kind === 'member' ? user.id : null;
    },
  };
}
export type LedgerService = ReturnType<typeof ledgerService>;
