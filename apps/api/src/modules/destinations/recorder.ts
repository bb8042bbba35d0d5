import type { Db } from '../../db/client';
import type { SearchRecorder } from '../search';
import { searchesRepository } from './repository';

/** Flight searches of signed users feed 'Destinos mais procurados' from the searches table. */
export function databaseSearchRecorder(db: Db): SearchRecorder {
  const repository = searchesRepository(db);
  return {
    async record(entry) {
      if (entry.campaignId === null) return;
      const place = (p: typeof entry.origin) => ({ ...p, omnStateName: p.omnStateName ?? '' });
      await repository.record({
        campaignId: entry.campaignId,
        userId: entry.userId,
        originIata: entry.originIata,
        destinationIata: entry.destinationIata,
        origin: place(entry.origin),
        destination: place(entry.destination),
        date: new Date(entry.date),
      });
    },
    async recent(sinceMs) {
      const rows = await repository.since(new Date(sinceMs));
      return rows.map((row) => ({
        date: row.date.getTime(),
        originIata: row.originIata,
        destinationIata: row.destinationIata,
        userId: row.userId,
        campaignId: row.campaignId,
        origin: row.origin,
        destination: row.destination,
      }));
    },
  };
}
