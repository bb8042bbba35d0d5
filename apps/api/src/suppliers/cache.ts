/**
 * Search cache keyed by the normalised query, with a short lifetime. In memory (LRU) by
 * default; SEARCH_CACHE_TTL_MS sets the lifetime. A shared store (Redis when REDIS_URL is set)
 * can implement the same interface.
 */
export interface SearchCache {
  get<T>(key: string): Promise<T | undefined>;
  set<T>(key: string, value: T, ttlMs: number): Promise<void>;
  clear(): Promise<void>;
  readonly stats: { hits: number; misses: number };
}

export class MemoryLruCache implements SearchCache {
  private readonly entries = new Map<string, { value: unknown; expires: number }>();
  readonly stats = { hits: 0, misses: 0 };

  constructor(
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  async get<T>(key: string): Promise<T | undefined> {
    const e = this.entries.get(key);
    if (!e || e.expires <= this.now()) {
      if (e) this.entries.delete(key);
      this.stats.misses++;
      return undefined;
    }
    // refresh recency
    this.entries.delete(key);
    this.entries.set(key, e);
    this.stats.hits++;
    return e.value as T;
  }

  async set<T>(key: string, value: T, ttlMs: number): Promise<void> {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: this.now() + ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
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
