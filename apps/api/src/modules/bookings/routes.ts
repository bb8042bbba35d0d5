import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingLocatorQuerySchema,
  bookingLocatorSchema,
  bookingRequestSchema,
  bookingsListQuerySchema,
  bookingListItemSchema,
  bookingViewSchema,
  issueTicketQuerySchema,
  issueTicketRequestSchema,
  twoFactorResendResponseSchema,
} from '@portal/domain/bookings';
import { errorResponseSchema } from '@portal/domain/auth';
import { requireSession } from '../../plugins/session';
import type { BookingsService } from './service';
import { idempotencyKeyOf, submissionResponses } from './submissionHttp';

/**
 * POST /api/booking (FLIGHT and HOTEL), the signed user's bookings list and one booking, and
 * the payment calls on a pendente booking (issue-ticket, auth2fa/resend).
 */
export async function bookingRoutes(app: FastifyInstance, options: { bookings: BookingsService }) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { bookings } = options;

  route.post(
    '/api/booking',
    {
      onRequest: [app.authenticate],
      // Per member: many members may share one address (offices, carrier NAT).
      config: {
        rateLimit: {
          max: 60,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => request.session?.userId ?? request.ip,
        },
      },
      schema: {
        tags: ['bookings'],
        body: bookingRequestSchema,
        response: { ...submissionResponses },
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      const outcome = await bookings.submit(
        { ...session, site: { protocol: request.protocol, host: request.host } },
        idempotencyKeyOf(request),
        request.body,
      );
      return reply.code(outcome.status).send(outcome.body);
    },
  );

  route.get(
    '/api/bookings',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['bookings'],
        querystring: bookingsListQuerySchema,
        response: { 200: z.array(bookingListItemSchema), 400: errorResponseSchema },
      },
    },
    async (request) => bookings.list(requireSession(request), request.query),
  );

  route.get(
    '/api/bookings/:locator',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['bookings'],
        params: z.object({ locator: bookingLocatorSchema }),
        response: { 200: bookingViewSchema, 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => bookings.booking(requireSession(request), request.params.locator),
  );

  // Per member rather than per address: a code has 5 tries, and resends must not flood the mailbox.
  const perMember = (max: number) => ({
    rateLimit: {
      max,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => request.session?.userId ?? request.ip,
    },
  });

  route.post(
    '/api/booking/issue-ticket',
    {
      onRequest: [app.authenticate],
      config: perMember(20),
      schema: {
        tags: ['bookings'],
        querystring: issueTicketQuerySchema,
        // The body may be absent (no payment to send): Fastify then hands over null.
        body: issueTicketRequestSchema.nullish(),
        response: {
          ...submissionResponses,
          404: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      const { locator, token2fa } = request.query;
      const outcome =
        token2fa === undefined
          ? await bookings.reprocess(
              { ...session, site: { protocol: request.protocol, host: request.host } },
              locator,
              request.body?.payment,
            )
          : await bookings.confirmTwoFactor(session, locator, token2fa);
      return reply.code(outcome.status).send(outcome.body);
    },
  );

  route.post(
    '/api/booking/auth2fa/resend',
    {
      onRequest: [app.authenticate],
      config: perMember(5),
      schema: {
        tags: ['bookings'],
        querystring: bookingLocatorQuerySchema,
        response: {
          200: twoFactorResendResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => bookings.resendTwoFactor(requireSession(request), request.query.locator),
  );
}
