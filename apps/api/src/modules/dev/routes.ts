import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { outboxRepository } from '../../mail/outboxRepository';

/** Sent e-mails for tests and the local demo: registered only with DEV_ROUTES=true, never in production. */
export async function devRoutes(app: FastifyInstance, options: { db: Db }) {
  const outbox = outboxRepository(options.db);
  app.get('/api/dev/outbox', { schema: { tags: ['dev'] } }, async () => outbox.latest(200));
}
