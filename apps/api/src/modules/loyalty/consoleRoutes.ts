import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createdLoyaltyClientSchema,
  errorResponseSchema,
  loyaltyClientSchema,
  newLoyaltyClientSchema,
  positiveInt4IdTextSchema,
  webhookDeliverySchema,
} from '@portal/domain';
import { currentOperator } from '../operators/guard';
import type { WebhookDispatcher } from '../webhooks/dispatcher';
import type { LoyaltyClientsService } from './clients';

const campaignParams = z.object({ campaignId: positiveInt4IdTextSchema });
const webhookFilter = z.object({
  campaignId: positiveInt4IdTextSchema.optional(),
  clientId: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** The console's side of the programme API: API clients per campaign (admins issue them) and the webhook deliveries. */
export async function loyaltyConsoleRoutes(
  app: FastifyInstance,
  options: { clients: LoyaltyClientsService; webhooks: WebhookDispatcher },
) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['console'];

  route.get(
    '/api/console/campaigns/:campaignId/loyalty-clients',
    {
      onRequest: [app.requireOperator],
      schema: {
        tags,
        params: campaignParams,
        response: { 200: z.array(loyaltyClientSchema), ...errors },
      },
    },
    async (request) => options.clients.list(request.params.campaignId),
  );
  route.post(
    '/api/console/campaigns/:campaignId/loyalty-clients',
    {
      onRequest: [app.requireAdmin],
      schema: {
        tags,
        params: campaignParams,
        body: newLoyaltyClientSchema,
        response: { 201: createdLoyaltyClientSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await options.clients.create(
            currentOperator(request),
            request.params.campaignId,
            request.body,
          ),
        ),
  );
  route.get(
    '/api/console/webhooks',
    {
      onRequest: [app.requireOperator],
      schema: {
        tags,
        querystring: webhookFilter,
        response: { 200: z.array(webhookDeliverySchema), ...errors },
      },
    },
    async (request) => options.webhooks.list(request.query),
  );
}
