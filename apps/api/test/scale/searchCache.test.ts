import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRedis } from '../../src/lib/redis';
import { MemoryLruCache } from '../../src/suppliers';
import { RedisSearchCache, TieredSearchCache } from '../../src/suppliers/sharedCache';

// The shared level is Redis itself: REDIS_URL (CI's PostgreSQL pass sets it).
describe.runIf(!!process.env.REDIS_URL)('search cache shared through Redis', () => {
  const { redis, outage, connected } = openRedis(process.env.REDIS_URL ?? '', console);
  beforeAll(async () => {
    expect(await connected).toBe(true);
  });
  const prefix = `portal-test-${randomUUID()}:search:`;
  /** One process's cache: its own first level over the shared Redis. */
  const processCache = () =>
    new TieredSearchCache(
      new MemoryLruCache(10),
      new RedisSearchCache(redis, prefix, outage),
      60_000,
    );
  afterAll(async () => {
    await new RedisSearchCache(redis, prefix, outage).clear();
    await redis.quit();
  });

  it('answers one process from what another stored, and keeps it in its own first level', async () => {
    const first = processCache();
    const second = processCache();
    expect(await second.get('flight:GRU-GIG')).toBeUndefined();
    await first.set('flight:GRU-GIG', { json: '[1,2]' }, 60_000);
    const hit = await second.get<{ json: string }>('flight:GRU-GIG');
    expect(hit).toEqual({ json: '[1,2]' });
    // the second hit is the same object from the first level, not another Redis read
    expect(await second.get('flight:GRU-GIG')).toBe(hit);
    expect(second.stats).toEqual({ hits: 2, misses: 1 });
  });

  it('lets entries expire in Redis after their lifetime', async () => {
    await processCache().set('hotel:SAO', { json: null }, 50);
    await new Promise((r) => setTimeout(r, 120));
    expect(await processCache().get('hotel:SAO')).toBeUndefined();
  });
});
