import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { showcases } from '../../db/schema';

export type ShowcaseRow = typeof showcases.$inferSelect;
export type ShowcaseValues = Omit<typeof showcases.$inferInsert, 'id' | 'campaignId'>;

/** The console's SQL of showcases: every one of a campaign, hidden ones included. */
export function showcasesConsoleRepository(db: Db | Tx) {
  return {
    ofCampaign: (campaignId: number): Promise<ShowcaseRow[]> =>
      db
        .select()
        .from(showcases)
        .where(eq(showcases.campaignId, campaignId))
        .orderBy(asc(showcases.position))
        .execute(),
    async byIdForUpdate(showcaseId: string): Promise<ShowcaseRow | undefined> {
      const [row] = await db
        .select()
        .from(showcases)
        .where(eq(showcases.id, showcaseId))
        .for('update');
      return row;
    },
    async insert(
      campaignId: number,
      showcaseId: string,
      values: ShowcaseValues,
    ): Promise<ShowcaseRow | undefined> {
      const [row] = await db
        .insert(showcases)
        .values({ id: showcaseId, campaignId, ...values })
        .returning();
      return row;
    },
    async update(
      campaignId: number,
      showcaseId: string,
      values: Partial<ShowcaseValues>,
    ): Promise<ShowcaseRow | undefined> {
      const [row] = await db
        .update(showcases)
        .set(values)
        .where(and(eq(showcases.id, showcaseId), eq(showcases.campaignId, campaignId)))
        .returning();
      return row;
    },
    async setHidden(showcaseId: string, hidden: boolean): Promise<ShowcaseRow | undefined> {
      const [row] = await db
        .update(showcases)
        .set({ hidden })
        .where(eq(showcases.id, showcaseId))
        .returning();
      return row;
    },
    async delete(showcaseId: string): Promise<void> {
      await db.delete(showcases).where(eq(showcases.id, showcaseId));
    },
  };
}
