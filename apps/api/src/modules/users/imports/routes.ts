import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  csvUploadSchema,
  errorResponseSchema,
  importReportSchema,
  positiveInt4IdTextSchema,
} from '@portal/domain';
import { currentOperator } from '../../../plugins/operatorGuard';
import type { ImportsService } from './service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const params = z.object({ campaignId: positiveInt4IdTextSchema });

/** CSV files of members and of points credits: checked (dry run) or imported, once per file. */
export async function importRoutes(app: FastifyInstance, options: { imports: ImportsService }) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['console'];
  const { imports } = options;
  route.post(
    '/api/console/campaigns/:campaignId/members/import',
    {
      onRequest: [app.requireOperator],
      bodyLimit: 6 * 1024 * 1024,
      schema: {
        tags,
        params,
        body: csvUploadSchema,
        response: { 200: importReportSchema, ...errors },
      },
    },
    async (request) =>
      imports.members(currentOperator(request), request.params.campaignId, request.body),
  );
  route.post(
    '/api/console/campaigns/:campaignId/points/import',
    {
      onRequest: [app.requireOperator],
      bodyLimit: 6 * 1024 * 1024,
      schema: {
        tags,
        params,
        body: csvUploadSchema,
        response: { 200: importReportSchema, ...errors },
      },
    },
    async (request) =>
      imports.credits(currentOperator(request), request.params.campaignId, request.body),
  );
}
