import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  campaignImageResultSchema,
  campaignImageSchema,
  campaignInputSchema,
  campaignLifecycleSchema,
  consoleCampaignSchema,
  errorResponseSchema,
  int4IdTextSchema,
  newCampaignSchema,
} from '@portal/domain';
import { currentOperator } from '../../plugins/operatorGuard';
import type { CampaignsConsoleService } from './consoleService';

const params = z.object({ campaignId: int4IdTextSchema });
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const tags = ['console'];

/** Campaign management: any operator reads; admins create, edit, publish or deactivate, delete drafts and upload images. */
export async function campaignConsoleRoutes(
  app: FastifyInstance,
  options: { campaigns: CampaignsConsoleService },
) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { campaigns } = options;
  route.get(
    '/api/console/campaigns',
    {
      onRequest: [app.requireOperator],
      schema: { tags, response: { 200: z.array(consoleCampaignSchema), ...errors } },
    },
    async () => campaigns.list(),
  );
  route.get(
    '/api/console/campaigns/next-id',
    {
      onRequest: [app.requireOperator],
      schema: { tags, response: { 200: z.object({ id: z.number().int() }), ...errors } },
    },
    async () => campaigns.nextId(),
  );
  route.get(
    '/api/console/campaigns/:campaignId',
    {
      onRequest: [app.requireOperator],
      schema: { tags, params, response: { 200: consoleCampaignSchema, ...errors } },
    },
    async (request) => campaigns.get(request.params.campaignId),
  );
  route.post(
    '/api/console/campaigns',
    {
      onRequest: [app.requireAdmin],
      schema: {
        tags,
        body: newCampaignSchema,
        response: { 201: consoleCampaignSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await campaigns.create(currentOperator(request), request.body)),
  );
  route.put(
    '/api/console/campaigns/:campaignId',
    {
      onRequest: [app.requireAdmin],
      schema: {
        tags,
        params,
        body: campaignInputSchema,
        response: { 200: consoleCampaignSchema, ...errors },
      },
    },
    async (request) =>
      campaigns.update(currentOperator(request), request.params.campaignId, request.body),
  );
  route.put(
    '/api/console/campaigns/:campaignId/lifecycle',
    {
      onRequest: [app.requireAdmin],
      schema: {
        tags,
        params,
        body: campaignLifecycleSchema,
        response: { 200: consoleCampaignSchema, ...errors },
      },
    },
    async (request) =>
      campaigns.setLifecycle(currentOperator(request), request.params.campaignId, request.body),
  );
  route.delete(
    '/api/console/campaigns/:campaignId',
    {
      onRequest: [app.requireAdmin],
      schema: { tags, params, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await campaigns.remove(currentOperator(request), request.params.campaignId);
      return reply.code(204).send(null);
    },
  );
  route.post(
    '/api/console/campaigns/:campaignId/images',
    {
      onRequest: [app.requireAdmin],
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        tags,
        params,
        body: campaignImageSchema,
        response: { 201: campaignImageResultSchema, ...errors },
      },
    },
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
