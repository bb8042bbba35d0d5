import type { Redis } from 'ioredis';
import type { RedisOutage } from '../lib/redis';
import type { SearchCache } from './cache';
import type { ExperienceSupplier, Hold, HoldRequest } from './ports';

/**
 * The search cache every process shares, in Redis: values are stored as JSON with the lifetime
 * as Redis's own expiry. Redis being away is a miss, never a failed search: the shared level is
 * skipped (each failed command fails at once, see `openRedis`) and the outage counted.
 */
export class RedisSearchCache implements SearchCache {
  readonly stats = { hits: 0, misses: 0 };

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly outage: RedisOutage,
  ) {}

  private skipped<T>(fallback: T) {
    return (error: unknown): T => {
      this.outage.fellBack('search cache', error);
      return fallback;
    };
  }

  async get<T>(key: string): Promise<T | undefined> {
    const text = await this.redis.get(this.prefix + key).catch(this.skipped(null));
    if (text === null) {
      this.stats.misses++;
      return undefined;
    }
    this.stats.hits++;
    return JSON.parse(text) as T;
  }

  async set<T>(key: string, value: T, ttlMs: number): Promise<void> {
    await this.redis
      .set(this.prefix + key, JSON.stringify(value), 'PX', ttlMs)
      .catch(this.skipped(undefined));
  }

  async clear(): Promise<void> {
    const keys = await this.redis.keys(`${this.prefix}*`).catch(this.skipped([]));
    if (keys.length) await this.redis.del(...keys).catch(this.skipped(0));
  }
}

/**
 * A small per-process level in front of a shared one: a hit in the shared level is kept in the
 * first for a short while, so a hot query costs no round trip to Redis.
 */
export class TieredSearchCache implements SearchCache {
  readonly stats = { hits: 0, misses: 0 };

  constructor(
    private readonly first: SearchCache,
    private readonly shared: SearchCache,
    private readonly firstTtlMs: number,
  ) {}

  async get<T>(key: string): Promise<T | undefined> {
    const local = await this.first.get<T>(key);
    const value = local ?? (await this.shared.get<T>(key));
    if (value === undefined) {
      this.stats.misses++;
      return undefined;
    }
    if (local === undefined) await this.first.set(key, value, this.firstTtlMs);
    this.stats.hits++;
    return value;
  }

  async set<T>(key: string, value: T, ttlMs: number): Promise<void> {
    await this.first.set(key, value, Math.min(ttlMs, this.firstTtlMs));
    await this.shared.set(key, value, ttlMs);
  }

  async clear(): Promise<void> {
    await this.first.clear();
    await this.shared.clear();
  }
}

/**
 * An experience supplier whose changes of availability also move a version every process reads
 * (the shared inventory's), so a search cached by one process is not served stale by another.
 */
export class AnnouncedExperienceSupplier<
  S extends ExperienceSupplier & { readonly version: number },
> implements ExperienceSupplier {
  constructor(
    private readonly inner: S,
    private readonly announce: () => Promise<void>,
  ) {}

  get version(): number {
    return this.inner.version;
  }

  answersUnlistedPlace(code: string): boolean {
    return this.inner.answersUnlistedPlace(code);
  }

  search(...args: Parameters<ExperienceSupplier['search']>) {
    return this.inner.search(...args);
  }

  hold(request: HoldRequest, signal: AbortSignal): Promise<Hold> {
    return this.inner.hold(request, signal).finally(() => this.announce());
  }

  issue(holdId: string, signal: AbortSignal): Promise<Hold> {
    return this.inner.issue(holdId, signal).finally(() => this.announce());
  }

  cancel(holdId: string, signal: AbortSignal): Promise<Hold> {
    return this.inner.cancel(holdId, signal).finally(() => this.announce());
  }
}
