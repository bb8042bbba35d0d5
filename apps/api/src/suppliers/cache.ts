import { LRUCache } from 'lru-cache';

/**
 * Search cache keyed by the normalised query, with a short lifetime. In memory (LRU) by
 * default; SEARCH_CACHE_TTL_MS sets the lifetime. With REDIS_URL the processes share a Redis
 * level behind a small in-memory one (TieredSearchCache).
 */
export interface SearchCache {
  get<T>(key: string): Promise<T | undefined>;
  set<T>(key: string, value: T, ttlMs: number): Promise<void>;
  clear(): Promise<void>;
  readonly stats: { hits: number; misses: number };
}

export class MemoryLruCache implements SearchCache {
  private readonly entries: LRUCache<string, { value: unknown }>;
  readonly stats = { hits: 0, misses: 0 };

  constructor(maxEntries = 500, now: () => number = Date.now) {
    this.entries = new LRUCache({ max: maxEntries, perf: { now } });
  }

  async get<T>(key: string): Promise<T | undefined> {
    const e = this.entries.get(key);
    if (!e) {
      this.stats.misses++;
      return undefined;
    }
    this.stats.hits++;
    return e.value as T;
  }

  async set<T>(key: string, value: T, ttlMs: number): Promise<void> {
    this.entries.set(key, { value }, { ttl: ttlMs });
  }

  async clear(): Promise<void> {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Stable cache key: object keys sorted, strings trimmed and upper-cased. */
export function cacheKey(product: string, query: unknown): string {
  return `${product}:${JSON.stringify(normalise(query))}`;
}

function normalise(value: unknown): unknown {
  if (typeof value === 'string') return value.trim().toUpperCase();
  if (Array.isArray(value)) return value.map(normalise);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, normalise(v)]),
    );
  }
  return value;
}
