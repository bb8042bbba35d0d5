import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema, reportQuerySchema, reportSchema } from '@portal/domain';
import type { ReportsService } from './service';

/** Reports for any operator: read-only aggregates of the bookings. */
export async function reportRoutes(app: FastifyInstance, options: { reports: ReportsService }) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  route.get(
    '/api/console/reports',
    {
      onRequest: [app.requireOperator],
      schema: {
        tags: ['console'],
        querystring: reportQuerySchema,
        response: {
          200: reportSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => options.reports.report(request.query),
  );
}
