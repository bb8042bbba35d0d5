import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { campaigns } from '../../db/schema';
import type { CampaignRow } from './repository';

export function campaignsConsoleRepository(db: Db | Tx) {
  return {
    list: (): Promise<CampaignRow[]> => db.select().from(campaigns).orderBy(asc(campaigns.id)),
    /** The number after the highest campaign's: what a new campaign is offered. */
    async nextId(): Promise<number> {
      const [row] = await db
        .select({ next: sql<number>`coalesce(max(${campaigns.id}), 0)::int + 1` })
        .from(campaigns);
      return row?.next ?? 1;
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
