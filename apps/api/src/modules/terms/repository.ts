import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { campaignTerms } from '../../db/consoleSchema';
import { terms } from '../../db/schema';

export type NewCampaignTerm = typeof campaignTerms.$inferInsert;

export function termsRepository(db: Db | Tx) {
  return {
    /** A campaign's own text of a term, if it wrote one. */
    async campaignText(campaignId: number, code: string) {
      const [own] = await db
        .select()
        .from(campaignTerms)
        .where(and(eq(campaignTerms.campaignId, campaignId), eq(campaignTerms.code, code)));
      return own;
    },
    /** The portal's default text of a term. */
    async defaultText(code: string) {
      const [row] = await db.select().from(terms).where(eq(terms.code, code));
      return row;
    },
    async saveCampaignText(values: NewCampaignTerm): Promise<void> {
      await db
        .insert(campaignTerms)
        .values(values)
        .onConflictDoUpdate({
          target: [campaignTerms.campaignId, campaignTerms.code],
          set: values,
        });
    },
  };
}
