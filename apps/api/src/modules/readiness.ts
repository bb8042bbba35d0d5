import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from '../db/client';

const withinMs = <T>(ms: number, work: Promise<T>): Promise<T> =>
  Promise.race([
    work,
    new Promise<never>((_, fail) => setTimeout(() => fail(new Error('timeout')), ms).unref()),
  ]);

/**
 * Readiness (beside /api/health, which only says the process lives): this process can take
 * traffic when its database and Redis answer and it is not shutting down. A proxy routes only
 * to ready processes.
 */
export async function readinessRoutes(
  app: FastifyInstance,
  options: { database: Database; redis: Redis | null },
) {
  app.get('/api/ready', { schema: { tags: ['ops'] } }, async (_request, reply) => {
    const check = (work: Promise<unknown>) =>
      withinMs(2_000, work).then(
        () => 'ok' as const,
        () => 'unavailable' as const,
      );
    const [database, redis] = await Promise.all([
      check(options.database.db.execute(sql`select 1`)),
      options.redis ? check(options.redis.ping()) : Promise.resolve('not configured' as const),
    ]);
    const ready = !app.draining && database === 'ok' && redis !== 'unavailable';
    return reply.code(ready ? 200 : 503).send({
      status: ready ? 'ready' : app.draining ? 'draining' : 'unavailable',
      database,
      redis,
    });
  });
}
