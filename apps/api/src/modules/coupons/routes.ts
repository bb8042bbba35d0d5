import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  couponCheckRequestSchema,
  couponCheckResponseSchema,
  couponMessages,
  requestedCouponCode,
  serviceDiscountParamsSchema,
  serviceDiscountRequestSchema,
} from '@portal/domain/coupons';
import { errorResponseSchema } from '@portal/domain/auth';
import { productOf } from '@portal/domain/products';
import { badRequest } from '../../lib/errors';
import { requireSession } from '../../plugins/session';
import type { CampaignsService } from '../campaigns/service';
import type { CouponsService } from './service';

/** `POST /api/booking/coupon/check` and `POST /api/services/{bus|entertainment}/check-discount`. */
export async function couponRoutes(
  app: FastifyInstance,
  options: { coupons: CouponsService; campaigns: CampaignsService },
) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { coupons, campaigns } = options;
  // Fresh objects per route (the rate-limit plugin appends to the route's own arrays).
  const guarded = () => ({ onRequest: [app.authenticate] });
  // Codes are short secrets: limit guessing per client.
  const guessLimit = () => ({ rateLimit: { max: 30, timeWindow: '1 minute' } });
  const responses = () => ({
    200: couponCheckResponseSchema,
    400: errorResponseSchema,
    401: errorResponseSchema,
    403: errorResponseSchema,
    404: errorResponseSchema,
    409: errorResponseSchema,
  });

  route.post(
    '/api/booking/coupon/check',
    {
      ...guarded(),
      config: guessLimit(),
      schema: { tags: ['coupons'], body: couponCheckRequestSchema, response: responses() },
    },
    async (request) => {
      const session = requireSession(request);
      const { body } = request;
      const category = body.type ? productOf(body.type) : body.category;
      if (!category) throw badRequest(couponMessages.categoryRequired, 'VALIDATION');
      const campaign = await campaigns.get(session.campaignId);
      return coupons.preview(campaign, {
        category,
        code: requestedCouponCode(body),
        pointsTotalValue: body.pointsTotalValue,
        cashTotalValue: body.cashTotalValue,
      });
    },
  );

  route.post(
    '/api/services/:service/check-discount',
    {
      ...guarded(),
      config: guessLimit(),
      schema: {
        tags: ['coupons'],
        params: serviceDiscountParamsSchema,
        body: serviceDiscountRequestSchema,
        response: responses(),
      },
    },
    async (request) => {
      const session = requireSession(request);
      const { body } = request;
      const campaign = await campaigns.get(session.campaignId);
      return coupons.preview(campaign, {
        category: request.params.service,
        code: requestedCouponCode(body),
        pointsTotalValue: body.pointsTotalValue,
        cashTotalValue: body.cashTotalValue,
      });
    },
  );
}
