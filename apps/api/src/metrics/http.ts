import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Registry } from 'prom-client';
import { metricsRegistry, type Metrics } from './registry';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** True when the Authorization header carries the metrics token (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  return timingSafeEqual(digest(header ?? ''), digest(`Bearer ${token}`));
}

/**
 * Request rate, errors and latency per route pattern (never the raw URL: `/api/booking/:id`, not
 * one series per locator), and `GET /metrics` on the app's port behind METRICS_TOKEN: 404 when
 * no token is configured (the metrics then live on METRICS_PORT only), 401 without it.
 */
export const httpMetrics = fp<{ metrics: Metrics; token: string | undefined }>(
  async (app: FastifyInstance, { metrics, token }) => {
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const status = reply.statusCode;
      metrics.httpRequests.inc({ method: request.method, route, status });
      metrics.httpDuration.observe(
        { method: request.method, route, status_class: `${String(status).charAt(0)}xx` },
        reply.elapsedTime / 1000,
      );
    });
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!token) return reply.code(404).send({ error: 'Not Found' });
      if (!bearerMatches(request.headers.authorization, token))
        return reply.code(401).send({ error: 'Unauthorized' });
      return reply.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
    });
  },
);

/**
 * `GET /metrics` on a port of its own (METRICS_PORT), for a network only the scraper reaches;
 * with METRICS_TOKEN set, it asks for the token there too. `registry` is the process's own, or a
 * cluster primary's aggregation of its workers.
 */
export function startMetricsServer(options: {
  port: number;
  host: string;
  token: string | undefined;
  metrics: () => Promise<{ contentType: string; body: string }>;
}): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    if (options.token && !bearerMatches(request.headers.authorization, options.token)) {
      response.writeHead(401).end();
      return;
    }
    options.metrics().then(
      ({ contentType, body }) => response.writeHead(200, { 'content-type': contentType }).end(body),
      () => response.writeHead(500).end(),
    );
  });
  return new Promise((resolve) => server.listen(options.port, options.host, () => resolve(server)));
}

/** The metrics of one registry, for startMetricsServer. */
export const registryMetrics = (registry: Registry) => async () => ({
  contentType: registry.contentType,
  body: await registry.metrics(),
});
