import type { FastifyInstance } from 'fastify';
import { consoleAccess } from '../../plugins/operatorGuard';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reportQuerySchema, reportSchema } from '@portal/domain/operators';
import type { ReportsService } from './service';

/** Reports for any operator: read-only aggregates of the bookings. */
export async function reportRoutes(app: FastifyInstance, options: { reports: ReportsService }) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const access = consoleAccess(app);
  route.get(
    '/api/console/reports',
    access.operator({
      querystring: reportQuerySchema,
      response: {
        200: reportSchema,
      },
    }),
    async (request) => options.reports.report(request.query),
  );
}
