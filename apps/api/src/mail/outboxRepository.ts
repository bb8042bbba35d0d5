import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export type NewOutboxRow = typeof outbox.$inferInsert;

/** The record of every e-mail the portal sent or meant to send. */
export function outboxRepository(db: Db) {
  return {
    async add(values: NewOutboxRow): Promise<number> {
      const [row] = await db.insert(outbox).values(values).returning({ id: outbox.id });
      if (!row) throw new Error('outbox row not stored');
      return row.id;
    },
    async markSent(id: number): Promise<void> {
      await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, id));
    },
    async markFailed(id: number, error: string): Promise<void> {
      await db.update(outbox).set({ error }).where(eq(outbox.id, id));
    },
    /** The newest messages first. */
    latest: (limit: number) => db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit),
  };
}
