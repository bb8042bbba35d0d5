import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  consoleCouponInputSchema,
  consoleCouponSchema,
  couponUsageSchema,
} from '@portal/domain/operators';
import { int4IdTextSchema } from '@portal/domain/lib';
import { consoleAccess, currentOperator } from '../../plugins/operatorGuard';
import type { CouponsConsoleService } from './consoleService';

const campaignParams = z.object({ campaignId: int4IdTextSchema });
const couponParams = campaignParams.extend({ couponId: z.uuid() });

export async function couponConsoleRoutes(
  app: FastifyInstance,
  options: { coupons: CouponsConsoleService },
) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const access = consoleAccess(app);
  route.get(
    '/api/console/campaigns/:campaignId/coupons',
    access.operator({
      params: campaignParams,
      response: { 200: z.array(consoleCouponSchema) },
    }),
    async (request) => options.coupons.list(request.params.campaignId),
  );
  route.post(
    '/api/console/campaigns/:campaignId/coupons',
    access.admin({
      params: campaignParams,
      body: consoleCouponInputSchema,
      response: { 201: consoleCouponSchema },
    }),
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
    access.operator({
      params: couponParams,
      response: { 200: z.array(couponUsageSchema) },
    }),
    async (request) => options.coupons.usages(request.params.campaignId, request.params.couponId),
  );
  route.put(
    '/api/console/campaigns/:campaignId/coupons/:couponId',
    access.admin({
      params: couponParams,
      body: consoleCouponInputSchema,
      response: { 200: consoleCouponSchema },
    }),
    async (request) =>
      options.coupons.update(
        currentOperator(request),
        request.params.campaignId,
        request.params.couponId,
        request.body,
      ),
  );
}
