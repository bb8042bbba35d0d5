import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { showcases } from '../../db/schema';

export function showcasesRepository(db: Db) {
  return {
    forCampaign: (campaignId: number) =>
      db
        .select()
        .from(showcases)
        .where(eq(showcases.campaignId, campaignId))
        .orderBy(asc(showcases.position)),
  };
}
