import { Redis } from 'ioredis';

/** How Redis's absence is told: one warning per outage, and a count of what was done without it. */
export interface RedisOutage {
  /** Work done without Redis since start (rate limits counted in this process, cache skipped). */
  readonly fallbacks: number;
  /** One piece of work done without Redis: counted, and logged once per outage. */
  fellBack(what: string, error: unknown): void;
}

/**
 * The Redis shared by every server process. It holds only what may be lost (rate-limit counters,
 * the search cache), so its absence must cost nothing but sharing: while it is away a command
 * fails at once (no offline queue, a short command deadline) and its users fall back, each in its
 * own way; the client keeps reconnecting, and the readiness check reports the outage.
 */
export function openRedis(
  url: string,
  log: { warn(message: string): void; info(message: string): void },
): { redis: Redis; outage: RedisOutage; connected: Promise<boolean> } {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 500,
    connectTimeout: 2_000,
  });
  let fallbacks = 0;
  let away = false;
  const reportAway = (reason: string) => {
    if (away) return;
    away = true;
    log.warn(`redis unavailable (${reason}): rate limits per process, search cache skipped`);
  };
  redis.on('error', (error: Error) => reportAway(error.message));
  redis.on('ready', () => {
    if (away) log.info(`redis back after ${fallbacks} fallbacks so far`);
    away = false;
  });
  // Commands are not queued, so a start waits for the first connection (briefly: a start
  // without Redis goes on without it).
  const connected = new Promise<boolean>((done) => {
    const timer = setTimeout(() => done(false), 2_000);
    timer.unref();
    redis.once('ready', () => {
      clearTimeout(timer);
      done(true);
    });
  });
  return {
    redis,
    connected,
    outage: {
      get fallbacks() {
        return fallbacks;
      },
      fellBack(what, error) {
        fallbacks++;
        reportAway(`${what}: ${error instanceof Error ? error.message : String(error)}`);
      },
    },
  };
}
