import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  campaignSsoInputSchema,
  campaignSsoSchema,
  errorResponseSchema,
  positiveInt4IdTextSchema,
} from '@portal/domain';
import { currentOperator } from '../../plugins/operatorGuard';
import type { CampaignSsoService } from './sso';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const params = z.object({ campaignId: positiveInt4IdTextSchema });

export async function campaignSsoRoutes(
  app: FastifyInstance,
  options: { sso: CampaignSsoService },
) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['console'];
  const response = { 200: campaignSsoSchema, ...errors };
  const path = '/api/console/campaigns/:campaignId/sso';
  route.get(
    path,
    { onRequest: [app.requireAdmin], schema: { tags, params, response } },
    async (request) => options.sso.get(request.params.campaignId),
  );
  route.put(
    path,
    {
      onRequest: [app.requireAdmin],
      schema: { tags, params, body: campaignSsoInputSchema, response },
    },
    async (request) =>
      options.sso.save(currentOperator(request), request.params.campaignId, request.body),
  );
  route.delete(
    path,
    { onRequest: [app.requireAdmin], schema: { tags, params, response } },
    async (request) => options.sso.disable(currentOperator(request), request.params.campaignId),
  );
}
