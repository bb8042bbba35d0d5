import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { z } from 'zod';
import type { FlightMarkup } from '@portal/domain/pricing';
import {
  cacheKey,
  MemoryLruCache,
  withTimeout,
  type ExperienceSupplier,
  type FlightSupplier,
  type SearchCache,
  type SupplierProduct,
  type Suppliers,
} from '../../suppliers';
import {
  createSandboxSuppliers,
  type SandboxInventory,
  type SandboxSuppliers,
} from '../../suppliers';

/** Who searched: the signed user and their campaign. */
export interface Searcher {
  userId: string;
  campaignId: number;
}

/** A stored search, for the home's most-searched destinations. */
export interface SearchRecord {
  date: number;
  originIata: string;
  destinationIata: string;
  userId: string | null;
  campaignId: number | null;
  origin: SearchRecordPlace;
  destination: SearchRecordPlace;
}
export interface SearchRecordPlace {
  omnCountryName: string;
  country: string;
  city: string;
  omnStateName: string | null;
  iata: string;
  name: string;
}

/**
 * Where search records go. The 'searches' table belongs to the database module; until it is
 * wired, records are kept in memory (bounded) and readable with recent().
 */
export interface SearchRecorder {
  record(entry: SearchRecord): Promise<void>;
  recent(sinceMs: number): Promise<SearchRecord[]>;
}

export class MemorySearchRecorder implements SearchRecorder {
  private readonly rows: SearchRecord[] = [];
  constructor(private readonly max = 10_000) {}
  async record(entry: SearchRecord): Promise<void> {
    this.rows.push(entry);
    if (this.rows.length > this.max) this.rows.shift();
  }
  async recent(sinceMs: number): Promise<SearchRecord[]> {
    return this.rows
      .filter((r) => r.date >= sinceMs)
      .reverse()
      .sort((a, b) => b.date - a.date);
  }
}

export interface SearchDeps {
  suppliers: Suppliers;
  cache: SearchCache;
  cacheTtlMs: number;
  /** Deadline of one supplier call. */
  timeoutMs: number;
  now: () => number;
  /** Changes whenever holds change availability, so cached searches are not stale. */
  cacheVersion: () => Promise<number>;
  recorder: SearchRecorder;
  /** The searching campaign's markup on flights; none when unset or for an anonymous search. */
  flightMarkup?: (campaignId: number) => Promise<FlightMarkup>;
}

/** An experience supplier whose changes of availability are counted (see cacheVersion). */
export interface VersionedExperienceSupplier extends ExperienceSupplier {
  readonly version: number;
}

export interface SearchDepsOptions {
  suppliers?: SandboxSuppliers;
  /** Flights from a real supplier (FLIGHT_SUPPLIER=duffel) instead of the sandbox's. */
  flight?: FlightSupplier;
  /** Experiences: the operator's own inventory (DatabaseExperienceSupplier in the app). */
  experience: VersionedExperienceSupplier;
  cache?: SearchCache;
  cacheTtlMs?: number;
  /** Size of the in-memory cache made when no cache is given. */
  cacheMaxEntries?: number;
  timeoutMs?: number;
  now?: () => number;
  recorder?: SearchRecorder;
  /** Where a single process keeps its sandbox holds; unset or null keeps them in memory. */
  inventoryFile?: string | null;
  /** The shared store of sandbox holds (the database), instead of the file. */
  inventory?: SandboxInventory;
  flightMarkup?: SearchDeps['flightMarkup'];
}

/** The defaults of SEARCH_CACHE_MAX_ENTRIES, SEARCH_CACHE_TTL_MS and SUPPLIER_TIMEOUT_MS (see config). */
const defaults = { cacheMaxEntries: 500, cacheTtlMs: 120_000, timeoutMs: 8_000 };

export function createSearchDeps(options: SearchDepsOptions): SearchDeps {
  const now = options.now ?? Date.now;
  const { experience } = options;
  const sandbox =
    options.suppliers ??
    createSandboxSuppliers({
      inventoryFile: options.inventoryFile ?? null,
      inventory: options.inventory,
      now,
    });
  const suppliers = { ...sandbox, flight: options.flight ?? sandbox.flight, experience };
  return {
    suppliers,
    cache:
      options.cache ?? new MemoryLruCache(options.cacheMaxEntries ?? defaults.cacheMaxEntries, now),
    cacheTtlMs: options.cacheTtlMs ?? defaults.cacheTtlMs,
    timeoutMs: options.timeoutMs ?? defaults.timeoutMs,
    now,
    // both counters only grow, so their sum changes whenever either does
    cacheVersion: async () => (await sandbox.inventory.version()) + experience.version,
    recorder: options.recorder ?? new MemorySearchRecorder(),
    flightMarkup: options.flightMarkup,
  };
}

/** One supplier call under the deadline. */
export function callSupplier<T>(
  deps: SearchDeps,
  product: SupplierProduct,
  call: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  return withTimeout(product, deps.timeoutMs, call);
}

/** Cached search: the same normalised query within the lifetime answers from the cache. */
export async function cachedSearch<T>(
  deps: SearchDeps,
  product: SupplierProduct,
  query: unknown,
  run: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const key = cacheKey(product, { v: await deps.cacheVersion(), q: query });
  const hit = await deps.cache.get<T>(key);
  if (hit !== undefined) return hit;
  const value = await callSupplier(deps, product, run);
  await deps.cache.set(key, value, deps.cacheTtlMs);
  return value;
}

/**
 * How a search reply is compressed in each encoding it is sent in, the smallest first (the order of
 * preference). Brotli at quality 6 makes a 1.4 MB flight reply 15 KB (gzip: 41 KB) in about the
 * same few milliseconds; the higher qualities cost several times more for a few hundred bytes.
 */
const compressors = {
  br: (json: string) =>
    brotliCompressSync(json, {
      params: {
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_QUALITY]: 6,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(json),
      },
    }),
  gzip: (json: string) => gzipSync(json, { level: 6 }),
};
export type ReplyEncoding = keyof typeof compressors;
export const replyEncodings = Object.keys(compressors) as ReplyEncoding[];

/** A reply validated against its schema and serialised once, compressed on first demand. */
export class JsonReply {
  private readonly encoded = new Map<ReplyEncoding, Buffer>();
  constructor(readonly json: string) {}
  encodedAs(encoding: ReplyEncoding): Buffer {
    let body = this.encoded.get(encoding);
    if (!body) {
      body = compressors[encoding](this.json);
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

/** null when there are no results. */
export type SerializedReply = JsonReply | null;

/** What the cache holds of a reply: plain JSON text, so a shared (Redis) level can store it too. */
interface CachedReply {
  json: string | null;
}

/** One JsonReply per cached entry, so repeated hits in the in-memory level reuse its compression. */
const repliesOfEntries = new WeakMap<CachedReply, JsonReply>();

function replyOf(entry: CachedReply): SerializedReply {
  if (entry.json === null) return null;
  let reply = repliesOfEntries.get(entry);
  if (!reply) {
    reply = new JsonReply(entry.json);
    repliesOfEntries.set(entry, reply);
  }
  return reply;
}

/**
 * Cached search whose cache holds the validated, serialised reply: a hit costs a map look-up
 * and a socket write, not a re-validation and re-serialisation of a reply that can weigh
 * megabytes (a round-trip flight search on a busy route is about 1.4 MB of JSON).
 */
export async function cachedReply<S extends z.ZodType>(
  deps: SearchDeps,
  product: SupplierProduct,
  query: unknown,
  schema: S,
  run: (signal: AbortSignal) => Promise<z.input<S> | null>,
): Promise<SerializedReply> {
  const key = cacheKey(product, { v: await deps.cacheVersion(), q: query });
  const hit = await deps.cache.get<CachedReply>(key);
  if (hit !== undefined) return replyOf(hit);
  const value = await callSupplier(deps, product, run);
  const entry: CachedReply = { json: value === null ? null : JSON.stringify(schema.parse(value)) };
  await deps.cache.set(key, entry, deps.cacheTtlMs);
  return replyOf(entry);
}
