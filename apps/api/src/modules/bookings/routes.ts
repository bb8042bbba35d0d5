import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingMessages,
  bookingRequestSchema,
  bookingSubmitResponseSchema,
  bookingsListQuerySchema,
  bookingViewSchema,
  errorResponseSchema,
} from '@portal/domain';
import { badRequest } from '../../lib/errors';
import { requireSession } from '../../plugins/session';
import type { BookingsService } from './service';

const idempotencyKeySchema = z.string().trim().min(8).max(200).regex(/^[\w.:-]+$/);

/** POST /api/booking (FLIGHT and HOTEL) and the signed user's bookings list. */
export async function bookingRoutes(app: FastifyInstance, options: { bookings: BookingsService }) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { bookings } = options;
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 409: errorResponseSchema, 422: errorResponseSchema, 504: errorResponseSchema };

  route.post(
    '/api/booking',
    {
      onRequest: [app.authenticate],
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['bookings'],
        body: bookingRequestSchema,
        response: { 200: bookingSubmitResponseSchema, 201: bookingSubmitResponseSchema, ...errors, 500: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      const key = idempotencyKeySchema.safeParse(request.headers['idempotency-key']);
      if (!key.success) throw badRequest(bookingMessages.idempotencyKeyRequired, 'IDEMPOTENCY_KEY_REQUIRED');
      const outcome = await bookings.submit(session, key.data, request.body);
      return reply.code(outcome.status).send(outcome.body);
    },
  );

  route.get(
    '/api/bookings',
    {
      onRequest: [app.authenticate],
      schema: { tags: ['bookings'], querystring: bookingsListQuerySchema, response: { 200: z.array(bookingViewSchema), 400: errorResponseSchema } },
    },
    async (request) => bookings.list(requireSession(request), request.query),
  );
}
