import type { FastifyInstance } from 'fastify';
import { GatewaySignatureError } from './gateway';
import type { PaymentsService } from './service';

/**
 * The gateway's notifications: `POST /api/payments/stripe/webhook`. The signature is computed
 * over the exact bytes sent, so this route (in its own scope) reads the body raw; a request
 * whose signature does not verify is answered 400 and changes nothing.
 */
export async function paymentWebhookRoutes(
  app: FastifyInstance,
  options: { payments: PaymentsService },
) {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  app.post('/api/payments/stripe/webhook', { schema: { hide: true } }, async (request, reply) => {
    const body = request.body;
    if (!Buffer.isBuffer(body)) return reply.code(400).send({ error: 'Corpo inválido.' });
    const signature = request.headers['stripe-signature'];
    let event;
    try {
      event = options.payments.parseEvent(
        body,
        typeof signature === 'string' ? signature : undefined,
      );
    } catch (error) {
      if (error instanceof GatewaySignatureError)
        return reply.code(400).send({ error: 'Assinatura inválida.' });
      throw error;
    }
    const handled = await options.payments.handleEvent(event);
    request.log.info({ eventId: event.id, type: event.type, handled }, 'payment webhook');
    return reply.code(200).send({ received: true });
  });
}
