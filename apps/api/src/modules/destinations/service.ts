import type { TopDestination } from '@portal/domain/showcases';
import type { Db } from '../../db/client';
import { searchesRepository } from './repository';

const WINDOW_MS = 6 * 24 * 60 * 60 * 1000;
const TOP = 4;

/** The home's most searched destinations of the last days, with the member's usual origin. */
export function destinationsService(db: Db) {
  const repository = searchesRepository(db);
  return {
    async top(campaignId: number, userId: string | null): Promise<TopDestination[]> {
      const since = new Date(Date.now() - WINDOW_MS);
      const rows = await repository.topDestinations(campaignId, since, TOP);
      const origin = userId ? await repository.favouriteOrigin(userId, since) : null;
      return rows.map((row) => ({
        destinationIata: row.destinationIata,
        count: row.count,
        imageUrl: `/files/destination-images/${row.destinationIata}`,
        destination: row.destination,
        origin,
      }));
    },
  };
}
export type DestinationsService = ReturnType<typeof destinationsService>;
