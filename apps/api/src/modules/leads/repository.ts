import type { Db } from '../../db/client';
import { leads } from '../../db/schema';

export type NewLead = typeof leads.$inferInsert;

export function leadsRepository(db: Db) {
  return {
    async add(lead: NewLead): Promise<void> {
      await db.insert(leads).values(lead);
    },
  };
}
