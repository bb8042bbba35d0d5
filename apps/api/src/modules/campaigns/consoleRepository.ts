import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { campaigns, coupons, ledgerAccounts, showcases } from '../../db/schema';
import type { CampaignRow } from './repository';
import type { OidcClientSettings } from './settings';

/** A campaign with whether anyone used it: members (guests included) or bookings. */
export type UsedCampaignRow = CampaignRow & { used: boolean };

// Spelled out: inside the subqueries an unqualified column would name the inner table's.
const used = sql<boolean>`(exists (select 1 from "users" u where u."campaign_id" = "campaigns"."id")
  or exists (select 1 from "bookings" b where b."campaign_id" = "campaigns"."id"))`;

export function campaignsConsoleRepository(db: Db | Tx) {
  return {
    async list(): Promise<UsedCampaignRow[]> {
      const rows = await db
        .select({ campaign: campaigns, used })
        .from(campaigns)
        .orderBy(asc(campaigns.id));
      return rows.map((row) => ({ ...row.campaign, used: row.used }));
    },
    async withUse(id: number): Promise<UsedCampaignRow | undefined> {
      const [row] = await db
        .select({ campaign: campaigns, used })
        .from(campaigns)
        .where(eq(campaigns.id, id));
      return row && { ...row.campaign, used: row.used };
    },
    /**
     * Deletes a campaign and what an unused draft may already hold (showcases, coupons, its
     * system ledger accounts). Anything else that refers to it makes the delete fail.
     */
    async deleteUnused(id: number): Promise<void> {
      await db.delete(showcases).where(eq(showcases.campaignId, id));
      await db.delete(coupons).where(eq(coupons.campaignId, id));
      await db.delete(ledgerAccounts).where(eq(ledgerAccounts.campaignId, id));
      await db.delete(campaigns).where(eq(campaigns.id, id));
    },
    /** The number after the highest campaign's: what a new campaign is offered. */
    async nextId(): Promise<number> {
      const [row] = await db
        .select({ next: sql<number>`coalesce(max(${campaigns.id}), 0)::int + 1` })
        .from(campaigns);
      return row?.next ?? 1;
    },
    /** A campaign's sign-on settings; undefined when there is no such campaign. */
    async oidcOf(
      id: number,
      lock?: 'for update',
    ): Promise<{ oidc: OidcClientSettings | null } | undefined> {
      const query = db.select({ oidc: campaigns.oidc }).from(campaigns).where(eq(campaigns.id, id));
      const [row] = await (lock ? query.for('update') : query);
      return row;
    },
    async setOidc(id: number, oidc: OidcClientSettings | null): Promise<void> {
      await db.update(campaigns).set({ oidc }).where(eq(campaigns.id, id));
    },
    async byIdForUpdate(id: number): Promise<CampaignRow | undefined> {
      const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
      return row;
    },
    /** Campaigns other than `id` that answer on one of these hosts. */
    async hostOwners(hosts: string[], id: number): Promise<{ id: number; hosts: string[] }[]> {
      if (hosts.length === 0) return [];
      return db
        .select({ id: campaigns.id, hosts: campaigns.hosts })
        .from(campaigns)
        .where(
          sql`${campaigns.hosts} && ${sql`array[${sql.join(
            hosts.map((h) => sql`${h}`),
            sql`, `,
          )}]::text[]`} and ${campaigns.id} <> ${id}`,
        );
    },
    async guestCodeOwner(code: string, id: number): Promise<number | undefined> {
      const [row] = await db
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(sql`upper(${campaigns.guestCode}) = upper(${code}) and ${campaigns.id} <> ${id}`);
      return row?.id;
    },
    async insert(values: typeof campaigns.$inferInsert): Promise<CampaignRow | undefined> {
      const [row] = await db.insert(campaigns).values(values).onConflictDoNothing().returning();
      return row;
    },
    async update(id: number, values: Partial<typeof campaigns.$inferInsert>): Promise<CampaignRow> {
      const [row] = await db.update(campaigns).set(values).where(eq(campaigns.id, id)).returning();
      if (!row) throw new Error(`campaign ${id} vanished`);
      return row;
    },
  };
}
