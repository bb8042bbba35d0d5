import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pointsApprovalSchema, pointsApprovalStatuses } from '@portal/domain/operators';
import { consoleAccess, currentOperator } from '../../../plugins/operatorGuard';
import type { PointsApprovalsService } from './service';

const params = z.object({ approvalId: z.uuid() });

/** Credits waiting for a second admin: any operator sees them, another admin decides. */
export async function pointsApprovalRoutes(
  app: FastifyInstance,
  options: { approvals: PointsApprovalsService },
) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const access = consoleAccess(app);
  const { approvals } = options;
  route.get(
    '/api/console/points-approvals',
    access.operator({
      querystring: z.object({
        status: z.enum(pointsApprovalStatuses).optional(),
        memberId: z.uuid().optional(),
      }),
      response: { 200: z.array(pointsApprovalSchema) },
    }),
    async (request) => approvals.list(request.query),
  );
  route.post(
    '/api/console/points-approvals/:approvalId/approve',
    access.admin({ params, response: { 200: pointsApprovalSchema } }),
    async (request) => approvals.approve(currentOperator(request), request.params.approvalId),
  );
  route.post(
    '/api/console/points-approvals/:approvalId/reject',
    access.admin({ params, response: { 200: pointsApprovalSchema } }),
    async (request) => approvals.reject(currentOperator(request), request.params.approvalId),
  );
}
