import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Stops taking new work (503, readiness fails so the proxy stops routing here) and resolves
     * once the requests in flight have finished, or after `timeoutMs` whatever is left.
     */
    drain(timeoutMs: number): Promise<void>;
    readonly draining: boolean;
  }
}

/** Still answered while draining: the proxy's probes. */
const probes = new Set(['/api/health', '/api/ready']);

const drainingReply = {
  error: 'O portal está sendo reiniciado. Tente novamente em instantes.',
  code: 'SHUTTING_DOWN',
};

/** Graceful shutdown: a purchase already running completes; a new one is refused with 503. */
export const drainingPlugin = fp(async (app: FastifyInstance) => {
  let draining = false;
  let inFlight = 0;
  let idle: (() => void) | null = null;

  app.decorate('draining', {
    getter: () => draining,
  });
  // Closing without a drain first (a test, a failed start) refuses new work the same way.
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (draining && !probes.has(request.url.split('?')[0] ?? '')) {
      return reply
        .code(503)
        .header('retry-after', '5')
        .header('connection', 'close')
        .send(drainingReply);
    }
    inFlight++;
    // Counted until the socket has the whole reply (or the client went away).
    reply.raw.once('close', () => {
      inFlight--;
      if (inFlight === 0) idle?.();
    });
  });
  app.decorate('drain', async (timeoutMs: number) => {
    draining = true;
    if (inFlight === 0) return;
    await new Promise<void>((done) => {
      const timer = setTimeout(done, timeoutMs);
      idle = () => {
        clearTimeout(timer);
        done();
      };
    });
  });
});
