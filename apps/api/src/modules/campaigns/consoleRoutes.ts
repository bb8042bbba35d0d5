import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  campaignImageResultSchema,
  campaignImageSchema,
  campaignInputSchema,
  consoleCampaignSchema,
  newCampaignSchema,
} from '@portal/domain/operators';
import { campaignLifecycleSchema } from '@portal/domain/campaigns';
import { int4IdTextSchema } from '@portal/domain/lib';
import { consoleAccess, currentOperator } from '../../plugins/operatorGuard';
import type { CampaignsConsoleService } from './consoleService';

const params = z.object({ campaignId: int4IdTextSchema });

/** Campaign management: any operator reads; admins create, edit, publish or deactivate, delete drafts and upload images. */
export async function campaignConsoleRoutes(
  app: FastifyInstance,
  options: { campaigns: CampaignsConsoleService },
) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const access = consoleAccess(app);
  const { campaigns } = options;
  route.get(
    '/api/console/campaigns',
    access.operator({ response: { 200: z.array(consoleCampaignSchema) } }),
    async () => campaigns.list(),
  );
  route.get(
    '/api/console/campaigns/next-id',
    access.operator({ response: { 200: z.object({ id: z.number().int() }) } }),
    async () => campaigns.nextId(),
  );
  route.get(
    '/api/console/campaigns/:campaignId',
    access.operator({ params, response: { 200: consoleCampaignSchema } }),
    async (request) => campaigns.get(request.params.campaignId),
  );
  route.post(
    '/api/console/campaigns',
    access.admin({
      body: newCampaignSchema,
      response: { 201: consoleCampaignSchema },
    }),
    async (request, reply) =>
      reply.code(201).send(await campaigns.create(currentOperator(request), request.body)),
  );
  route.put(
    '/api/console/campaigns/:campaignId',
    access.admin({
      params,
      body: campaignInputSchema,
      response: { 200: consoleCampaignSchema },
    }),
    async (request) =>
      campaigns.update(currentOperator(request), request.params.campaignId, request.body),
  );
  route.put(
    '/api/console/campaigns/:campaignId/lifecycle',
    access.admin({
      params,
      body: campaignLifecycleSchema,
      response: { 200: consoleCampaignSchema },
    }),
    async (request) =>
      campaigns.setLifecycle(currentOperator(request), request.params.campaignId, request.body),
  );
  route.delete(
    '/api/console/campaigns/:campaignId',
    access.admin({ params, response: { 204: z.null() } }),
    async (request, reply) => {
      await campaigns.remove(currentOperator(request), request.params.campaignId);
      return reply.code(204).send(null);
    },
  );
  route.post(
    '/api/console/campaigns/:campaignId/images',
    access.admin(
      {
        params,
        body: campaignImageSchema,
        response: { 201: campaignImageResultSchema },
      },
      { bodyLimit: 2 * 1024 * 1024 },
    ),
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await campaigns.uploadImage(
            currentOperator(request),
            request.params.campaignId,
            request.body,
          ),
        ),
  );
}
