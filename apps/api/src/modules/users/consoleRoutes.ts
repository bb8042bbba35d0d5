import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingMailPreviewSchema,
  consoleMemberSchema,
  memberBlockSchema,
  memberDetailSchema,
  memberInviteSchema,
  memberMailPreviewParamsSchema,
  memberSearchSchema,
  newConsoleMemberSchema,
  pointsAdjustmentSchema,
} from '@portal/domain/operators';
import { positiveInt4IdTextSchema } from '@portal/domain/lib';
import { consoleAccess, currentOperator } from '../../plugins/operatorGuard';
import type { MembersConsoleService } from './consoleService';
const memberParams = z.object({ memberId: z.uuid() });

export async function memberConsoleRoutes(
  app: FastifyInstance,
  options: { members: MembersConsoleService },
) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const access = consoleAccess(app);
  const { members } = options;
  route.get(
    '/api/console/members',
    access.operator({
      querystring: memberSearchSchema,
      response: { 200: z.array(consoleMemberSchema) },
    }),
    async (request) => members.search(request.query),
  );
  route.get(
    '/api/console/members/:memberId',
    access.operator({ params: memberParams, response: { 200: memberDetailSchema } }),
    async (request) => members.detail(request.params.memberId),
  );
  route.post(
    '/api/console/campaigns/:campaignId/members',
    access.operator({
      params: z.object({ campaignId: positiveInt4IdTextSchema }),
      body: newConsoleMemberSchema,
      response: { 201: consoleMemberSchema },
    }),
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await members.create(currentOperator(request), request.params.campaignId, request.body),
        ),
  );
  route.post(
    '/api/console/campaigns/:campaignId/members/invite',
    access.operator({
      params: z.object({ campaignId: positiveInt4IdTextSchema }),
      body: memberInviteSchema,
      response: { 201: consoleMemberSchema },
    }),
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await members.invite(currentOperator(request), request.params.campaignId, request.body),
        ),
  );
  route.put(
    '/api/console/members/:memberId/block',
    access.operator({
      params: memberParams,
      body: memberBlockSchema,
      response: { 200: consoleMemberSchema },
    }),
    async (request) =>
      members.block(currentOperator(request), request.params.memberId, request.body.blocked),
  );
  route.get(
    '/api/console/members/:memberId/mails/:template',
    access.admin({
      params: memberMailPreviewParamsSchema,
      response: { 200: bookingMailPreviewSchema },
    }),
    async (request) => members.previewMail(request.params.memberId, request.params.template),
  );
  route.post(
    '/api/console/members/:memberId/password-reset',
    access.operator({ params: memberParams, response: { 204: z.null() } }),
    async (request, reply) => {
      await members.sendPasswordReset(currentOperator(request), request.params.memberId);
      return reply.code(204).send(null);
    },
  );
  route.post(
    '/api/console/members/:memberId/adjustments',
    access.operator({
      params: memberParams,
      headers: z.object({ 'idempotency-key': z.string().trim().min(1).max(200) }),
      body: pointsAdjustmentSchema,
      response: { 200: memberDetailSchema, 202: memberDetailSchema },
    }),
    async (request, reply) => {
      const { applied, detail } = await members.adjust(
        currentOperator(request),
        request.params.memberId,
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.code(applied ? 200 : 202).send(detail);
    },
  );
}
