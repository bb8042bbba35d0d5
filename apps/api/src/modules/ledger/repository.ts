import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerPostings, pointLots } from '../../db/schema';

type AccountKind = (typeof ledgerAccounts.$inferInsert)['kind'];

export function ledgerRepository(db: Db | Tx) {
  return {
    async account(campaignId: number, kind: AccountKind, userId: string | null): Promise<string> {
      const owner = and(
        eq(ledgerAccounts.campaignId, campaignId),
        eq(ledgerAccounts.kind, kind),
        userId === null ? isNull(ledgerAccounts.userId) : eq(ledgerAccounts.userId, userId),
      );
      const [existing] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(owner);
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
    async postingByKey(key: string) {
      const [row] = await db.select().from(ledgerPostings).where(eq(ledgerPostings.idempotencyKey, key));
      return row;
    },
    async insertPosting(values: typeof ledgerPostings.$inferInsert) {
      const [row] = await db.insert(ledgerPostings).values(values).returning();
      if (!row) throw new Error('posting not created');
      return row;
    },
    async insertEntries(values: (typeof ledgerEntries.$inferInsert)[]) {
      const total = values.reduce((sum, v) => sum + v.points, 0);
      // A posting that does not sum to zero would create or destroy points.
      if (total !== 0) throw new Error(`unbalanced posting: ${total}`);
      await db.insert(ledgerEntries).values(values);
    },
    async insertLot(values: typeof pointLots.$inferInsert) {
      const [row] = await db.insert(pointLots).values(values).returning();
      if (!row) throw new Error('lot not created');
      return row;
    },
    async balance(accountId: string): Promise<number> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${ledgerEntries.points}), 0)` })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.accountId, accountId));
      return Number(row?.total ?? 0);
    },
    async statement(accountId: string, limit: number) {
      return db
        .select({
          date: ledgerEntries.createdAt,
          description: ledgerPostings.description,
          action: ledgerPostings.action,
          points: ledgerEntries.points,
          expiresAt: pointLots.expiresAt,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
        .leftJoin(pointLots, eq(pointLots.id, ledgerEntries.lotId))
        .where(eq(ledgerEntries.accountId, accountId))
        .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
        .limit(limit);
    },
  };
}
