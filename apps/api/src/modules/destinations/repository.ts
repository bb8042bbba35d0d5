import { and, count, desc, eq, gt, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { searches } from '../../db/schema';

export function searchesRepository(db: Db) {
  return {
    async record(values: typeof searches.$inferInsert) {
      await db.insert(searches).values(values);
    },
    since: (date: Date) =>
      db
        .select()
        .from(searches)
        .where(gt(searches.date, date))
        .orderBy(desc(searches.date))
        .limit(1000),
    /** The most searched destinations of a campaign since a date, with a representative record. */
    async topDestinations(campaignId: number, since: Date, limit: number) {
      return db
        .select({
          destinationIata: searches.destinationIata,
          count: count(),
          destination: sql<
            (typeof searches.$inferSelect)['destination']
          >`(array_agg(${searches.destination} order by ${searches.date} desc))[1]`,
          lastSearched: max(searches.date),
        })
        .from(searches)
        .where(and(eq(searches.campaignId, campaignId), gt(searches.date, since)))
        .groupBy(searches.destinationIata)
        .orderBy(desc(count()), desc(max(searches.date)))
        .limit(limit);
    },
    /** The user's most frequent origin in the window, to prefill destination cards. */
    async favouriteOrigin(userId: string, since: Date) {
      const [row] = await db
        .select({
          origin: sql<
            (typeof searches.$inferSelect)['origin']
          >`(array_agg(${searches.origin} order by ${searches.date} desc))[1]`,
          n: count(),
        })
        .from(searches)
        .where(and(eq(searches.userId, userId), gt(searches.date, since)))
        .groupBy(searches.originIata)
        .orderBy(desc(count()))
        .limit(1);
      return row?.origin ?? null;
    },
  };
}
