import { Redis } from 'ioredis';

/**
 * The Redis shared by every server process (rate limits, search cache). A command fails fast
 * while Redis is away rather than queueing for ever; the client keeps reconnecting, and the
 * readiness check reports the outage.
 */
export function openRedis(url: string, log: { warn(message: string): void }): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  let reported = false;
  redis.on('error', (error: Error) => {
    if (!reported) log.warn(`redis unavailable: ${error.message}`);
    reported = true;
  });
  redis.on('ready', () => {
    reported = false;
  });
  return redis;
}
