import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createdLoyaltyClientSchema,
  loyaltyClientSchema,
  loyaltyClientWebhookSchema,
  newLoyaltyClientSchema,
  rotatedLoyaltySecretSchema,
  rotatedWebhookSecretSchema,
  webhookDeliverySchema,
  webhookPingResultSchema,
} from '@portal/domain/loyalty';
import { positiveInt4IdTextSchema } from '@portal/domain/lib';
import { consoleAccess, currentOperator } from '../../plugins/operatorGuard';
import type { WebhooksConsoleService } from '../webhooks/console';
import type { WebhookDispatcher } from '../webhooks/dispatcher';
import type { LoyaltyClientsService } from './clients';

const campaignParams = z.object({ campaignId: positiveInt4IdTextSchema });
const clientParams = z.object({ clientId: z.string().min(1).max(100) });
const deliveryParams = z.object({ deliveryId: z.coerce.number().int().positive() });
const webhookFilter = z.object({
  campaignId: positiveInt4IdTextSchema.optional(),
  clientId: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/**
 * The console's side of the programme API: API clients per campaign (admins issue, disable,
 * rotate and point them elsewhere) and the webhook deliveries: any operator may send a
 * failed one again, as they may refund a booking.
 */
export async function loyaltyConsoleRoutes(
  app: FastifyInstance,
  options: {
    clients: LoyaltyClientsService;
    webhooks: WebhookDispatcher;
    webhooksConsole: WebhooksConsoleService;
  },
) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const access = consoleAccess(app);

  route.get(
    '/api/console/campaigns/:campaignId/loyalty-clients',
    access.operator({
      params: campaignParams,
      response: { 200: z.array(loyaltyClientSchema) },
    }),
    async (request) => options.clients.list(request.params.campaignId),
  );
  route.post(
    '/api/console/campaigns/:campaignId/loyalty-clients',
    access.admin({
      params: campaignParams,
      body: newLoyaltyClientSchema,
      response: { 201: createdLoyaltyClientSchema },
    }),
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
  for (const [path, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const)
    route.post(
      `/api/console/loyalty-clients/:clientId/${path}`,
      access.admin({ params: clientParams, response: { 200: loyaltyClientSchema } }),
      async (request) =>
        options.clients.setDisabled(currentOperator(request), request.params.clientId, disabled),
    );
  route.put(
    '/api/console/loyalty-clients/:clientId/webhook',
    access.admin({
      params: clientParams,
      body: loyaltyClientWebhookSchema,
      response: { 200: loyaltyClientSchema },
    }),
    async (request) =>
      options.clients.setWebhookUrl(
        currentOperator(request),
        request.params.clientId,
        request.body.webhookUrl,
      ),
  );
  route.post(
    '/api/console/loyalty-clients/:clientId/rotate-secret',
    access.admin({
      params: clientParams,
      response: { 200: rotatedLoyaltySecretSchema },
    }),
    async (request) =>
      options.clients.rotateSecret(currentOperator(request), request.params.clientId),
  );
  route.post(
    '/api/console/loyalty-clients/:clientId/rotate-webhook-secret',
    access.admin({
      params: clientParams,
      response: { 200: rotatedWebhookSecretSchema },
    }),
    async (request) =>
      options.clients.rotateWebhookSecret(currentOperator(request), request.params.clientId),
  );
  route.post(
    '/api/console/loyalty-clients/:clientId/webhook-ping',
    access.admin({
      params: clientParams,
      response: { 200: webhookPingResultSchema },
    }),
    async (request) =>
      options.webhooksConsole.ping(currentOperator(request), request.params.clientId),
  );
  route.post(
    '/api/console/webhooks/:deliveryId/resend',
    access.operator({
      params: deliveryParams,
      response: { 200: webhookDeliverySchema },
    }),
    async (request) =>
      options.webhooksConsole.resend(currentOperator(request), request.params.deliveryId),
  );
  route.get(
    '/api/console/webhooks',
    access.operator({
      querystring: webhookFilter,
      response: { 200: z.array(webhookDeliverySchema) },
    }),
    async (request) => options.webhooks.list(request.query),
  );
}
