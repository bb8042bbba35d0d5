import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { campaigns } from '../../db/schema';
import type { OidcClientSettings } from './settings';

export type CampaignRow = typeof campaigns.$inferSelect;

export function campaignsRepository(db: Db | Tx) {
  return {
    async byId(id: number): Promise<CampaignRow | undefined> {
      const [row] = await prepared(db, 'campaigns.byId', (db) =>
        db
          .select()
          .from(campaigns)
          .where(eq(campaigns.id, sql.placeholder('id'))),
      ).execute({ id });
      return row;
    },
    async exists(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(eq(campaigns.id, id));
      return !!row;
    },
    async byGuestCode(code: string): Promise<CampaignRow | undefined> {
      const [row] = await db
        .select()
        .from(campaigns)
        .where(sql`upper(${campaigns.guestCode}) = upper(${code})`);
      return row;
    },
    async setOidc(id: number, oidc: OidcClientSettings): Promise<void> {
      await db.update(campaigns).set({ oidc }).where(eq(campaigns.id, id));
    },
    async byHost(host: string): Promise<CampaignRow | undefined> {
      const [row] = await db
        .select()
        .from(campaigns)
        .where(sql`${host} = any(${campaigns.hosts})`);
      return row;
    },
  };
}
export type CampaignsRepository = ReturnType<typeof campaignsRepository>;
