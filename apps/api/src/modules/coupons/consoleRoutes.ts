import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  consoleCouponInputSchema,
  consoleCouponSchema,
  couponUsageSchema,
  errorResponseSchema,
  int4IdTextSchema,
} from '@portal/domain';
import { currentOperator } from '../../plugins/operatorGuard';
import type { CouponsConsoleService } from './consoleService';

const campaignParams = z.object({ campaignId: int4IdTextSchema });
const couponParams = campaignParams.extend({ couponId: z.uuid() });
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

export async function couponConsoleRoutes(
  app: FastifyInstance,
  options: { coupons: CouponsConsoleService },
) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['console'];
  route.get(
    '/api/console/campaigns/:campaignId/coupons',
    {
      onRequest: [app.requireOperator],
      schema: {
        tags,
        params: campaignParams,
        response: { 200: z.array(consoleCouponSchema), ...errors },
      },
    },
    async (request) => options.coupons.list(request.params.campaignId),
  );
  route.post(
    '/api/console/campaigns/:campaignId/coupons',
    {
      onRequest: [app.requireAdmin],
      schema: {
        tags,
        params: campaignParams,
        body: consoleCouponInputSchema,
        response: { 201: consoleCouponSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await options.coupons.create(
            currentOperator(request),
            request.params.campaignId,
            request.body,
          ),
        ),
  );
  route.get(
    '/api/console/campaigns/:campaignId/coupons/:couponId/usages',
    {
      onRequest: [app.requireOperator],
      schema: {
        tags,
        params: couponParams,
        response: { 200: z.array(couponUsageSchema), ...errors },
      },
    },
    async (request) => options.coupons.usages(request.params.campaignId, request.params.couponId),
  );
  route.put(
    '/api/console/campaigns/:campaignId/coupons/:couponId',
    {
      onRequest: [app.requireAdmin],
      schema: {
        tags,
        params: couponParams,
        body: consoleCouponInputSchema,
        response: { 200: consoleCouponSchema, ...errors },
      },
    },
    async (request) =>
      options.coupons.update(
        currentOperator(request),
        request.params.campaignId,
        request.params.couponId,
        request.body,
      ),
  );
}
