import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bookingMessages,
  bookingSubmitResponseSchema,
  busBookingRequestSchema,
  entertainmentBookingRequestSchema,
  type BookingRequest,
} from '@portal/domain/bookings';
import { errorResponseSchema } from '@portal/domain/auth';
import { badRequest } from '../../lib/errors';
import { requireSession } from '../../plugins/session';
import { idempotencyKeySchema } from './routes';
import type { BookingsService } from './service';

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
  const errors = {
    400: errorResponseSchema,
    401: errorResponseSchema,
    403: errorResponseSchema,
    409: errorResponseSchema,
    422: errorResponseSchema,
    504: errorResponseSchema,
  };
  const submit = async (request: Parameters<typeof requireSession>[0], body: BookingRequest) => {
    const key = idempotencyKeySchema.safeParse(request.headers['idempotency-key']);
    if (!key.success)
      throw badRequest(bookingMessages.idempotencyKeyRequired, 'IDEMPOTENCY_KEY_REQUIRED');
    return bookings.submit(requireSession(request), key.data, body);
  };
  const config = { rateLimit: { max: 60, timeWindow: '1 minute' } };

  route.post(
    '/api/services/bus/booking',
    {
      onRequest: [app.authenticate],
      config,
      schema: {
        tags: ['bookings', 'bus'],
        summary: 'Books a bus trip (the payload of POST /api/booking with type BUS)',
        body: busBookingRequestSchema,
        response: {
          200: bookingSubmitResponseSchema,
          201: bookingSubmitResponseSchema,
          ...errors,
          500: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const outcome = await submit(request, request.body);
      return reply.code(outcome.status).send(outcome.body);
    },
  );

  route.post(
    '/api/services/entertainment/booking',
    {
      onRequest: [app.authenticate],
      config,
      schema: {
        tags: ['bookings', 'entertainment'],
        summary:
          'Books an entertainment activity (the payload of POST /api/booking with type ENTERTAINMENT)',
        body: entertainmentBookingRequestSchema,
        response: {
          200: bookingSubmitResponseSchema,
          201: bookingSubmitResponseSchema,
          ...errors,
          500: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const outcome = await submit(request, request.body);
      return reply.code(outcome.status).send(outcome.body);
    },
  );
}
