import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { showcases } from '../../db/schema';

export function showcasesRepository(db: Db) {
  return {
    /** The showcases a member of the campaign sees: hidden ones stay out. */
    forCampaign: (campaignId: number) =>
      db
        .select()
        .from(showcases)
        .where(and(eq(showcases.campaignId, campaignId), eq(showcases.hidden, false)))
        .orderBy(asc(showcases.position)),
  };
}
