import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvUploadSchema, importReportSchema } from '@portal/domain/operators';
import { positiveInt4IdTextSchema } from '@portal/domain/lib';
import { consoleAccess, currentOperator } from '../../../plugins/operatorGuard';
import type { ImportsService } from './service';

const params = z.object({ campaignId: positiveInt4IdTextSchema });

/** CSV files of members and of points credits: checked (dry run) or imported, once per file. */
export async function importRoutes(app: FastifyInstance, options: { imports: ImportsService }) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const access = consoleAccess(app);
  const { imports } = options;
  const upload = access.operator(
    { params, body: csvUploadSchema, response: { 200: importReportSchema } },
    { bodyLimit: 6 * 1024 * 1024 },
  );
  route.post('/api/console/campaigns/:campaignId/members/import', upload, async (request) =>
    imports.members(currentOperator(request), request.params.campaignId, request.body),
  );
  route.post('/api/console/campaigns/:campaignId/points/import', upload, async (request) =>
    imports.credits(currentOperator(request), request.params.campaignId, request.body),
  );
}
