import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  busBookingRequestSchema,
  entertainmentBookingRequestSchema,
} from '@portal/domain/bookings';
import { requireSession } from '../../plugins/session';
import type { BookingsService } from './service';
import { idempotencyKeyOf, submissionResponses } from './submissionHttp';

/**
 * The services' own booking posts (bus booking, entertainment create booking), served beside their search calls under /api/services/{service}/. They take the
 * same payload as POST /api/booking for that type and run the same saga.
 */
export async function productBookingRoutes(
  app: FastifyInstance,
  options: { bookings: BookingsService },
) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { bookings } = options;
  const products = [
    {
      service: 'bus',
      summary: 'Books a bus trip (the payload of POST /api/booking with type BUS)',
      body: busBookingRequestSchema,
    },
    {
      service: 'entertainment',
      summary:
        'Books an entertainment activity (the payload of POST /api/booking with type ENTERTAINMENT)',
      body: entertainmentBookingRequestSchema,
    },
  ];

  for (const { service, summary, body } of products)
    route.post(
      `/api/services/${service}/booking`,
      {
        onRequest: [app.authenticate],
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags: ['bookings', service],
          summary,
          body,
          response: { ...submissionResponses },
        },
      },
      async (request, reply) => {
        const key = idempotencyKeyOf(request);
        const outcome = await bookings.submit(requireSession(request), key, request.body);
        return reply.code(outcome.status).send(outcome.body);
      },
    );
}
