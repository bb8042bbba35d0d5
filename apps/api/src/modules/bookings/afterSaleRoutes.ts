import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingLocatorQuerySchema,
  cancelPreviewSchema,
  cancelResponseSchema,
  sendVoucherResponseSchema,
} from '@portal/domain/bookings';
import { errorResponseSchema } from '@portal/domain/auth';
import { requireSession } from '../../plugins/session';
import type { AfterSaleService } from './afterSale';

/** The PDF bytes; Fastify sends a Buffer as it is, without serialising it. */
const voucherPdfSchema = z.instanceof(Buffer).meta({ description: 'application/pdf' });

/** Voucher e-mails per booking and address in the window: enough to retry, not to spam. */
const SEND_VOUCHER_LIMIT = { max: 5, timeWindow: '10 minutes' };

/** Cancel (with its preview), voucher download and voucher e-mail of the caller's own booking. */
export async function afterSaleRoutes(
  app: FastifyInstance,
  options: { afterSale: AfterSaleService },
) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { afterSale } = options;
  const errors = {
    400: errorResponseSchema,
    401: errorResponseSchema,
    404: errorResponseSchema,
    409: errorResponseSchema,
  };

  route.get(
    '/api/booking/cancel-preview',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['bookings'],
        querystring: bookingLocatorQuerySchema,
        response: { 200: cancelPreviewSchema, ...errors },
      },
    },
    async (request) => afterSale.cancelPreview(requireSession(request), request.query.locator),
  );

  route.post(
    '/api/booking/cancel',
    {
      onRequest: [app.authenticate],
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['bookings'],
        querystring: bookingLocatorQuerySchema,
        response: { 200: cancelResponseSchema, ...errors, 504: errorResponseSchema },
      },
    },
    async (request) => afterSale.cancel(requireSession(request), request.query.locator),
  );

  route.get(
    '/api/booking/voucher',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['bookings'],
        querystring: bookingLocatorQuerySchema,
        response: { 200: voucherPdfSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await afterSale.voucher(
        requireSession(request),
        request.query.locator,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(pdf);
    },
  );

  route.post(
    '/api/booking/send-voucher',
    {
      onRequest: [app.authenticate],
      config: {
        rateLimit: {
          ...SEND_VOUCHER_LIMIT,
          keyGenerator: (request: FastifyRequest) =>
            `${request.ip}:send-voucher:${String((request.query as { locator?: unknown }).locator ?? '')}`,
        },
      },
      schema: {
        tags: ['bookings'],
        querystring: bookingLocatorQuerySchema,
        response: { 200: sendVoucherResponseSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request) => afterSale.sendVoucher(requireSession(request), request.query.locator),
  );
}
