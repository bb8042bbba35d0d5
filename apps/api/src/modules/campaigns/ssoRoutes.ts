import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { campaignSsoInputSchema, campaignSsoSchema } from '@portal/domain/operators';
import { positiveInt4IdTextSchema } from '@portal/domain/lib';
import { consoleAccess, currentOperator } from '../../plugins/operatorGuard';
import type { CampaignSsoService } from './sso';

const params = z.object({ campaignId: positiveInt4IdTextSchema });

export async function campaignSsoRoutes(
  app: FastifyInstance,
  options: { sso: CampaignSsoService },
) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const access = consoleAccess(app);
  const response = { 200: campaignSsoSchema };
  const path = '/api/console/campaigns/:campaignId/sso';
  route.get(path, access.admin({ params, response }), async (request) =>
    options.sso.get(request.params.campaignId),
  );
  route.put(
    path,
    access.admin({ params, body: campaignSsoInputSchema, response }),
    async (request) =>
      options.sso.save(currentOperator(request), request.params.campaignId, request.body),
  );
  route.delete(path, access.admin({ params, response }), async (request) =>
    options.sso.disable(currentOperator(request), request.params.campaignId),
  );
}
