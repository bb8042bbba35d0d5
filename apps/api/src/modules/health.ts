import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

export async function healthRoutes(app: FastifyInstance, options: { database: Database }) {
  app.get('/api/health', { schema: { tags: ['ops'] } }, async () => {
    await options.database.db.execute(sql`select 1`);
    return { status: 'ok', database: options.database.kind };
  });
}
