import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, pointsApprovalSchema, pointsApprovalStatuses } from '@portal/domain';
import { currentOperator } from '../../../plugins/operatorGuard';
import type { PointsApprovalsService } from './service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const params = z.object({ approvalId: z.uuid() });

/** Credits waiting for a second admin: any operator sees them, another admin decides. */
export async function pointsApprovalRoutes(
  app: FastifyInstance,
  options: { approvals: PointsApprovalsService },
) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['console'];
  const { approvals } = options;
  route.get(
    '/api/console/points-approvals',
    {
      onRequest: [app.requireOperator],
      schema: {
        tags,
        querystring: z.object({
          status: z.enum(pointsApprovalStatuses).optional(),
          memberId: z.uuid().optional(),
        }),
        response: { 200: z.array(pointsApprovalSchema), ...errors },
      },
    },
    async (request) => approvals.list(request.query),
  );
  route.post(
    '/api/console/points-approvals/:approvalId/approve',
    {
      onRequest: [app.requireAdmin],
      schema: { tags, params, response: { 200: pointsApprovalSchema, ...errors } },
    },
    async (request) => approvals.approve(currentOperator(request), request.params.approvalId),
  );
  route.post(
    '/api/console/points-approvals/:approvalId/reject',
    {
      onRequest: [app.requireAdmin],
      schema: { tags, params, response: { 200: pointsApprovalSchema, ...errors } },
    },
    async (request) => approvals.reject(currentOperator(request), request.params.approvalId),
  );
}
