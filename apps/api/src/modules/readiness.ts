import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { RedisOutage } from '../lib/redis';
import type { Database } from '../db/client';

const withinMs = <T>(ms: number, work: Promise<T>): Promise<T> =>
  Promise.race([
    work,
    new Promise<never>((_, fail) => setTimeout(() => fail(new Error('timeout')), ms).unref()),
  ]);

const shuttingDownMessage = 'O portal está sendo reiniciado. Tente novamente em instantes.';
const unavailableMessage = 'O portal está indisponível no momento. Tente novamente em instantes.';

/**
 * Readiness (beside /api/health, which only says the process lives): this process can take
 * traffic when its database answers and it is not shutting down. A proxy routes only to ready
 * processes. Redis is reported but does not decide: without it the processes work on their own
 * (rate limits per process, no shared cache), and every one of them would otherwise be taken
 * out of service at once; `redisFallbacks` counts the work done without it.
 */
export async function readinessRoutes(
  app: FastifyInstance,
  options: { database: Database; redis: { redis: Redis; outage: RedisOutage } | null },
) {
  app.get('/api/ready', { schema: { tags: ['ops'] } }, async (_request, reply) => {
    const check = (work: Promise<unknown>) =>
      withinMs(2_000, work).then(
        () => 'ok' as const,
        () => 'unavailable' as const,
      );
    const [database, redis] = await Promise.all([
      check(options.database.db.execute(sql`select 1`)),
      options.redis
        ? check(options.redis.redis.ping())
        : Promise.resolve('not configured' as const),
    ]);
    const ready = !app.draining && database === 'ok';
    if (!ready) reply.header('retry-after', '5');
    return reply.code(ready ? 200 : 503).send({
      status: ready ? 'ready' : app.draining ? 'draining' : 'unavailable',
      // a 503 carries the documented error body, as every other one does
      ...(ready
        ? {}
        : app.draining
          ? { error: shuttingDownMessage, code: 'SHUTTING_DOWN' }
          : { error: unavailableMessage, code: 'UNAVAILABLE' }),
      database,
      redis,
      ...(options.redis ? { redisFallbacks: options.redis.outage.fallbacks } : {}),
    });
  });
}
