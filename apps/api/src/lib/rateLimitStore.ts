import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { RedisOutage } from './redis';

type Counted = { current: number; ttl: number };
type Done = (error: Error | null, result?: Counted) => void;

/** Counts a key's hits in a fixed window in Redis; the window starts with the first hit. */
const countScript = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {current, redis.call('PTTL', KEYS[1])}`;

/** Fixed windows in this process's memory: the limits while Redis is away. */
class ProcessWindows {
  private readonly windows = new LRUCache<string, { current: number; endsAt: number }>({
    max: 10_000,
  });

  count(key: string, timeWindow: number): Counted {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { current: 0, endsAt: now + timeWindow };
      this.windows.set(key, window);
    }
    window.current++;
    return { current: window.current, ttl: window.endsAt - now };
  }
}

/**
 * The rate limits' store: counted in Redis, shared by every process; when a Redis command fails
 * (Redis away, or too slow), counted in this process instead, so a limit still holds (per
 * process) and the request is not failed for a counter.
 */
export function fallbackRateLimitStore(
  redis: Redis,
  prefix: string,
  outage: RedisOutage,
): FastifyRateLimitStoreCtor {
  const local = new ProcessWindows();
  const storeFor = (routeKey: string): FastifyRateLimitStore => ({
    incr(key: string, done: Done, timeWindow: number) {
      const fullKey = `${prefix}${routeKey}${key}`;
      redis.eval(countScript, 1, fullKey, timeWindow).then(
        (result) => {
          const [current, ttl] = result as [number, number];
          done(null, { current, ttl });
        },
        (error: unknown) => {
          outage.fellBack('rate limit', error);
          done(null, local.count(fullKey, timeWindow));
        },
      );
    },
    child(routeOptions) {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: string } }).routeInfo;
      return storeFor(`${String(route?.method ?? '')}${route?.url ?? ''}-`);
    },
  });
  return class {
    constructor() {
      return storeFor('');
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
