import { and, asc, desc, eq, getTableColumns, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { prepared } from '../../db/prepared';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerHolds,
  ledgerPostings,
  pointLots,
  users,
} from '../../db/schema';

export type AccountKind = (typeof ledgerAccounts.$inferInsert)['kind'];
export type Posting = typeof ledgerPostings.$inferSelect;
export type Lot = typeof pointLots.$inferSelect;
export type Hold = typeof ledgerHolds.$inferSelect;
export type EntryValues = typeof ledgerEntries.$inferInsert;

/** A hold as a raw statement returns it (snake_case, driver types), read the way Drizzle reads the table. */
function holdFromRow(row: Record<string, unknown>): Hold {
  const columns = Object.entries(getTableColumns(ledgerHolds));
  return Object.fromEntries(
    columns.map(([key, column]) => [
      key,
      row[column.name] === null ? null : column.mapFromDriverValue(row[column.name]),
    ]),
  ) as Hold;
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** SQL of the points ledger. Every write is meant to run inside one transaction of the service. */
export function ledgerRepository(db: Db | Tx) {
  return {
    async account(campaignId: number, kind: AccountKind, userId: string | null): Promise<string> {
      const owner = and(
        eq(ledgerAccounts.campaignId, campaignId),
        eq(ledgerAccounts.kind, kind),
        userId === null ? isNull(ledgerAccounts.userId) : eq(ledgerAccounts.userId, userId),
      );
      const [existing] = await db
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(owner);
      if (existing) return existing.id;
      const [created] = await db
        .insert(ledgerAccounts)
        .values({ campaignId, kind, userId })
        .onConflictDoNothing()
        .returning({ id: ledgerAccounts.id });
      if (created) return created.id;
      const [raced] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(owner);
      if (!raced) throw new Error('ledger account could not be created');
      return raced.id;
    },
    /**
     * Row lock on a member's account: every change to a member's lots runs under it, so
     * concurrent holds, releases, refunds and expiries of one member are serialised.
     */
    async lockAccount(accountId: string): Promise<void> {
      await db
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.id, accountId))
        .for('update');
    },
    async postingByKey(key: string): Promise<Posting | undefined> {
      const [row] = await db
        .select()
        .from(ledgerPostings)
        .where(eq(ledgerPostings.idempotencyKey, key));
      return row;
    },
    async insertPosting(values: typeof ledgerPostings.$inferInsert): Promise<Posting> {
      const [row] = await db.insert(ledgerPostings).values(values).returning();
      if (!row) throw new Error('posting not created');
      return row;
    },
    async insertEntries(values: EntryValues[]): Promise<void> {
      assertBalanced(values);
      await db.insert(ledgerEntries).values(values);
    },
    async insertLot(values: typeof pointLots.$inferInsert): Promise<Lot> {
      const [row] = await db.insert(pointLots).values(values).returning();
      if (!row) throw new Error('lot not created');
      return row;
    },
    async lotByPosting(postingId: string): Promise<Lot | undefined> {
      const [row] = await db.select().from(pointLots).where(eq(pointLots.postingId, postingId));
      return row;
    },
    /**
     * The member's lots with points left, first-expiring first (no expiry last), locked, read
     * under the row lock on the member's account (see lockAccount) taken by the same statement.
     */
    async lockAccountAndLots(accountId: string): Promise<Lot[]> {
      const lockedAccount = sql`(select ${ledgerAccounts.id} from ${ledgerAccounts} where ${ledgerAccounts.id} = ${accountId} for update)`;
      return db
        .select()
        .from(pointLots)
        .where(and(eq(pointLots.accountId, lockedAccount), gt(pointLots.remaining, 0)))
        .orderBy(
          sql`${pointLots.expiresAt} asc nulls last`,
          asc(pointLots.createdAt),
          asc(pointLots.id),
        )
        .for('update');
    },
    async expiredLots(accountId: string, now: Date): Promise<Lot[]> {
      return db
        .select()
        .from(pointLots)
        .where(
          and(
            eq(pointLots.accountId, accountId),
            gt(pointLots.remaining, 0),
            lte(pointLots.expiresAt, now),
          ),
        )
        .orderBy(asc(pointLots.expiresAt), asc(pointLots.id))
        .for('update');
    },
    async accountsWithExpiredLots(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .selectDistinct({ accountId: pointLots.accountId })
        .from(pointLots)
        .where(and(gt(pointLots.remaining, 0), lte(pointLots.expiresAt, now)))
        .limit(limit);
      return rows.map((r) => r.accountId);
    },
    async adjustLot(lotId: string, delta: number): Promise<void> {
      await db
        .update(pointLots)
        .set({ remaining: sql`${pointLots.remaining} + ${delta}` })
        .where(eq(pointLots.id, lotId));
    },
    async lotsByIds(ids: string[]): Promise<Lot[]> {
      if (ids.length === 0) return [];
      return db.select().from(pointLots).where(inArray(pointLots.id, ids));
    },
    /** The member-side entries of a posting, in insertion order (each names the lot it moved). */
    async memberEntries(postingId: string, accountId: string) {
      return db
        .select({ lotId: ledgerEntries.lotId, points: ledgerEntries.points })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.postingId, postingId), eq(ledgerEntries.accountId, accountId)))
        .orderBy(asc(ledgerEntries.id));
    },
    /**
     * Writes a hold in one statement: its posting, the entries taking the points from the lots
     * into the holds account, the lots' new remaining points, and the hold itself.
     */
    async insertHold(
      posting: typeof ledgerPostings.$inferInsert & { id: string },
      entries: EntryValues[],
      hold: Omit<typeof ledgerHolds.$inferInsert, 'holdPostingId'>,
    ): Promise<Hold> {
      assertBalanced(entries);
      const taken = entries
        .filter((e) => e.lotId)
        .map((e) => ({ lot_id: e.lotId, points: -e.points }));
      const rows = entries.map((e) => ({
        account_id: e.accountId,
        lot_id: e.lotId ?? null,
        points: e.points,
      }));
      const result = await db.execute(sql`
        with posting as (
          insert into ${ledgerPostings} (id, campaign_id, action, description, idempotency_key, request_hash)
          values (${posting.id}::uuid, ${posting.campaignId}, ${posting.action}, ${posting.description}, ${posting.idempotencyKey ?? null}, ${posting.requestHash ?? null})
        ), entries as (
          insert into ${ledgerEntries} (posting_id, account_id, lot_id, points)
          select ${posting.id}::uuid, e.account_id, e.lot_id, e.points
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as e(account_id uuid, lot_id uuid, points bigint)
        ), lots as (
          update ${pointLots} set remaining = ${pointLots.remaining} - t.points
          from jsonb_to_recordset(${JSON.stringify(taken)}::jsonb) as t(lot_id uuid, points bigint)
          where ${pointLots.id} = t.lot_id
        )
        insert into ${ledgerHolds} (campaign_id, user_id, member_account_id, points, status, reference, hold_posting_id)
        values (${hold.campaignId}, ${hold.userId}::uuid, ${hold.memberAccountId}::uuid, ${hold.points}, ${hold.status}, ${hold.reference}, ${posting.id}::uuid)
        returning *`);
      const [row] = rowsOf(result);
      if (!row) throw new Error('hold not created');
      return holdFromRow(row);
    },
    /**
     * A purchase's points hold in one statement (migration 0030's `ledger_hold`): the member's
     * account locked, their lots taken first-expiring first, the posting, entries, lot changes
     * and hold written. Undefined, with nothing written, when a lot is past expiry at `now` or
     * the lots do not cover the points.
     */
    async holdAtOnce(
      accounts: { member: string; holds: string },
      posting: Required<
        Pick<
          typeof ledgerPostings.$inferInsert,
          'id' | 'campaignId' | 'action' | 'description' | 'idempotencyKey' | 'requestHash'
        >
      >,
      hold: Pick<typeof ledgerHolds.$inferInsert, 'userId' | 'points' | 'reference'>,
      now: Date,
    ): Promise<Hold | undefined> {
      const result = await db.execute(sql`
        select * from ledger_hold(${accounts.member}::uuid, ${accounts.holds}::uuid, ${posting.id}::uuid,
          ${posting.campaignId}::integer, ${hold.userId}::uuid, ${hold.points}::bigint, ${posting.action},
          ${posting.description}, ${posting.idempotencyKey}, ${posting.requestHash}, ${hold.reference},
          ${now.toISOString()}::timestamptz)`);
      const [row] = rowsOf(result);
      return row ? holdFromRow(row) : undefined;
    },
    /**
     * Captures a held hold in one statement: it becomes captured and its points move from the
     * campaign's holds account to redemptions. Nothing when the hold is not held (any more).
     */
    async captureHeld(
      holdId: string,
      posting: { id: string; action: string; description: string },
    ): Promise<Hold | undefined> {
      const systemAccount = (kind: AccountKind) =>
        sql`(select a.id from ${ledgerAccounts} a where a.campaign_id = hold.campaign_id and a.kind = ${kind} and a.user_id is null)`;
      const result = await db.execute(sql`
        with hold as (
          update ${ledgerHolds} set status = 'captured', capture_posting_id = ${posting.id}::uuid, updated_at = now()
          where ${ledgerHolds.id} = ${holdId}::uuid and ${ledgerHolds.status} = 'held'
          returning *
        ), posting as (
          insert into ${ledgerPostings} (id, campaign_id, action, description, idempotency_key)
          select ${posting.id}::uuid, hold.campaign_id, ${posting.action}, ${posting.description}, 'hold:' || hold.id || ':capture' from hold
        ), entries as (
          insert into ${ledgerEntries} (posting_id, account_id, points)
          select ${posting.id}::uuid, ${systemAccount('holds')}, -hold.points from hold
          union all
          select ${posting.id}::uuid, ${systemAccount('redemptions')}, hold.points from hold
        )
        select * from hold`);
      const [row] = rowsOf(result);
      return row ? holdFromRow(row) : undefined;
    },
    async holdById(id: string, lock = false): Promise<Hold | undefined> {
      const query = db.select().from(ledgerHolds).where(eq(ledgerHolds.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },
    async holdByPosting(postingId: string): Promise<Hold | undefined> {
      const [row] = await db
        .select()
        .from(ledgerHolds)
        .where(eq(ledgerHolds.holdPostingId, postingId));
      return row;
    },
    async updateHold(id: string, values: Partial<typeof ledgerHolds.$inferInsert>): Promise<Hold> {
      const [row] = await db
        .update(ledgerHolds)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(ledgerHolds.id, id))
        .returning();
      if (!row) throw new Error('hold not found');
      return row;
    },
    async balance(accountId: string): Promise<number> {
      const [row] = await prepared(db, 'ledger.balance', (db) =>
        db
          .select({ total: sql<string>`coalesce(sum(${ledgerEntries.points}), 0)` })
          .from(ledgerEntries)
          .where(eq(ledgerEntries.accountId, sql.placeholder('accountId'))),
      ).execute({ accountId });
      return Number(row?.total ?? 0);
    },
    /** One row per posting that touched the account, newest first. */
    async statement(accountId: string, limit: number) {
      return db
        .select({
          date: ledgerPostings.createdAt,
          description: ledgerPostings.description,
          action: ledgerPostings.action,
          points: sql<string>`sum(${ledgerEntries.points})`.mapWith(Number),
          // A credit shows the expiry of the lot it created; a debit shows none.
          expiresAt:
            sql`min(${pointLots.expiresAt}) filter (where ${ledgerEntries.points} > 0)`.mapWith(
              pointLots.expiresAt,
            ),
        })
        .from(ledgerEntries)
        .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
        .leftJoin(pointLots, eq(pointLots.id, ledgerEntries.lotId))
        .where(eq(ledgerEntries.accountId, accountId))
        .groupBy(ledgerPostings.id)
        .orderBy(desc(ledgerPostings.createdAt), desc(sql`max(${ledgerEntries.id})`))
        .limit(limit);
    },
    async memberOfCampaign(campaignId: number, by: { userId: string } | { email: string }) {
      const where =
        'userId' in by
          ? and(eq(users.id, by.userId), eq(users.campaignId, campaignId))
          : and(sql`lower(${users.email}) = lower(${by.email})`, eq(users.campaignId, campaignId));
      const [row] = await db.select({ id: users.id, kind: users.kind }).from(users).where(where);
      return row;
    },
  };
}
export type LedgerRepository = ReturnType<typeof ledgerRepository>;

/** A posting that does not sum to zero would create or destroy points. */
export function assertBalanced(entries: Pick<EntryValues, 'points'>[]): void {
  if (entries.length < 2) throw new Error('a posting needs at least two entries');
  let total = 0;
  for (const entry of entries) {
    if (!Number.isSafeInteger(entry.points) || entry.points === 0)
      throw new Error(`invalid entry amount ${entry.points}`);
    total += entry.points;
  }
  if (total !== 0) throw new Error(`unbalanced posting: ${total}`);
}
