import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingDetailSchema,
  bookingSearchSchema,
  cancellationResolutionSchema,
  cancelPreviewSchema,
  consoleBookingSchema,
  consoleRefundSchema,
  errorResponseSchema,
} from '@portal/domain';
import { currentOperator } from '../../plugins/operatorGuard';
import type { BookingsConsoleService } from './consoleService';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  504: errorResponseSchema,
};
const locatorParams = z.object({ locator: z.string().trim().min(1).max(40) });

export async function bookingConsoleRoutes(
  app: FastifyInstance,
  options: { bookings: BookingsConsoleService },
) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['console'];
  const { bookings: service } = options;
  route.get(
    '/api/console/bookings',
    {
      onRequest: [app.requireOperator],
      schema: {
        tags,
        querystring: bookingSearchSchema,
        response: { 200: z.array(consoleBookingSchema), ...errors },
      },
    },
    async (request) => service.search(request.query),
  );
  route.get(
    '/api/console/bookings/:locator',
    {
      onRequest: [app.requireOperator],
      schema: { tags, params: locatorParams, response: { 200: bookingDetailSchema, ...errors } },
    },
    async (request) => service.detail(request.params.locator),
  );
  route.get(
    '/api/console/bookings/:locator/refund-preview',
    {
      onRequest: [app.requireOperator],
      schema: { tags, params: locatorParams, response: { 200: cancelPreviewSchema, ...errors } },
    },
    async (request) => service.refundPreview(request.params.locator),
  );
  route.post(
    '/api/console/bookings/:locator/refund',
    {
      onRequest: [app.requireOperator],
      schema: {
        tags,
        params: locatorParams,
        body: consoleRefundSchema,
        response: { 200: bookingDetailSchema, ...errors },
      },
    },
    async (request) =>
      service.refund(currentOperator(request), request.params.locator, request.body),
  );
  route.post(
    '/api/console/bookings/:locator/retry-cancellation',
    {
      onRequest: [app.requireAdmin],
      schema: { tags, params: locatorParams, response: { 200: bookingDetailSchema, ...errors } },
    },
    async (request) => service.retryCancellation(currentOperator(request), request.params.locator),
  );
  route.post(
    '/api/console/bookings/:locator/resolve-cancellation',
    {
      onRequest: [app.requireAdmin],
      schema: {
        tags,
        params: locatorParams,
        body: cancellationResolutionSchema,
        response: { 200: bookingDetailSchema, ...errors },
      },
    },
    async (request) =>
      service.resolveCancellation(currentOperator(request), request.params.locator, request.body),
  );
}
