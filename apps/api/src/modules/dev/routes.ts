import type { FastifyInstance } from 'fastify';
import type { DevService } from './service';

/** Sent e-mails for tests and the local demo: registered only with DEV_ROUTES=true, never in production. */
export async function devRoutes(app: FastifyInstance, options: { dev: DevService }) {
  app.get('/api/dev/outbox', { schema: { tags: ['dev'] } }, async () => options.dev.sentMails());
}
