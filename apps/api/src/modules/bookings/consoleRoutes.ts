import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingDetailSchema,
  bookingSearchSchema,
  cancellationResolutionSchema,
  consoleBookingSchema,
  consoleRefundSchema,
} from '@portal/domain/operators';
import { cancelPreviewSchema } from '@portal/domain/bookings';
import { errorResponses } from '../../lib/errorResponses';
import { consoleAccess, currentOperator } from '../../plugins/operatorGuard';
import type { BookingsConsoleService } from './consoleService';

/** Booking care may wait on a supplier (a refund, a cancellation), which may not answer in time. */
const supplierTimeout = errorResponses(504);
const locatorParams = z.object({ locator: z.string().trim().min(1).max(40) });

export async function bookingConsoleRoutes(
  app: FastifyInstance,
  options: { bookings: BookingsConsoleService },
) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const access = consoleAccess(app);
  const { bookings: service } = options;
  route.get(
    '/api/console/bookings',
    access.operator({
      querystring: bookingSearchSchema,
      response: { 200: z.array(consoleBookingSchema), ...supplierTimeout },
    }),
    async (request) => service.search(request.query),
  );
  route.get(
    '/api/console/bookings/:locator',
    access.operator({
      params: locatorParams,
      response: { 200: bookingDetailSchema, ...supplierTimeout },
    }),
    async (request) => service.detail(request.params.locator),
  );
  route.get(
    '/api/console/bookings/:locator/refund-preview',
    access.operator({
      params: locatorParams,
      response: { 200: cancelPreviewSchema, ...supplierTimeout },
    }),
    async (request) => service.refundPreview(request.params.locator),
  );
  route.post(
    '/api/console/bookings/:locator/refund',
    access.operator({
      params: locatorParams,
      body: consoleRefundSchema,
      response: { 200: bookingDetailSchema, ...supplierTimeout },
    }),
    async (request) =>
      service.refund(currentOperator(request), request.params.locator, request.body),
  );
  route.post(
    '/api/console/bookings/:locator/retry-cancellation',
    access.admin({
      params: locatorParams,
      response: { 200: bookingDetailSchema, ...supplierTimeout },
    }),
    async (request) => service.retryCancellation(currentOperator(request), request.params.locator),
  );
  route.post(
    '/api/console/bookings/:locator/resolve-cancellation',
    access.admin({
      params: locatorParams,
      body: cancellationResolutionSchema,
      response: { 200: bookingDetailSchema, ...supplierTimeout },
    }),
    async (request) =>
      service.resolveCancellation(currentOperator(request), request.params.locator, request.body),
  );
}
