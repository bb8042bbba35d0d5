import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';

/** Sent e-mails for tests and the local demo: registered only with DEV_ROUTES=true, never in production. */
export async function devRoutes(app: FastifyInstance, options: { db: Db }) {
  app.get('/api/dev/outbox', { schema: { tags: ['dev'] } }, async () =>
    options.db.select().from(outbox).orderBy(desc(outbox.id)).limit(200),
  );
}
