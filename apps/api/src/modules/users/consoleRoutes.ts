import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingMailPreviewSchema,
  consoleMemberSchema,
  errorResponseSchema,
  memberBlockSchema,
  memberDetailSchema,
  memberInviteSchema,
  memberMailPreviewParamsSchema,
  memberSearchSchema,
  newConsoleMemberSchema,
  pointsAdjustmentSchema,
  positiveInt4IdTextSchema,
} from '@portal/domain';
import { currentOperator } from '../../plugins/operatorGuard';
import type { MembersConsoleService } from './consoleService';
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const memberParams = z.object({ memberId: z.uuid() });

export async function memberConsoleRoutes(
  app: FastifyInstance,
  options: { members: MembersConsoleService },
) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['console'];
  const { members } = options;
  route.get(
    '/api/console/members',
    {
      onRequest: [app.requireOperator],
      schema: {
        tags,
        querystring: memberSearchSchema,
        response: { 200: z.array(consoleMemberSchema), ...errors },
      },
    },
    async (request) => members.search(request.query),
  );
  route.get(
    '/api/console/members/:memberId',
    {
      onRequest: [app.requireOperator],
      schema: { tags, params: memberParams, response: { 200: memberDetailSchema, ...errors } },
    },
    async (request) => members.detail(request.params.memberId),
  );
  route.post(
    '/api/console/campaigns/:campaignId/members',
    {
      onRequest: [app.requireOperator],
      schema: {
        tags,
        params: z.object({ campaignId: positiveInt4IdTextSchema }),
        body: newConsoleMemberSchema,
        response: { 201: consoleMemberSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await members.create(currentOperator(request), request.params.campaignId, request.body),
        ),
  );
  route.post(
    '/api/console/campaigns/:campaignId/members/invite',
    {
      onRequest: [app.requireOperator],
      schema: {
        tags,
        params: z.object({ campaignId: positiveInt4IdTextSchema }),
        body: memberInviteSchema,
        response: { 201: consoleMemberSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await members.invite(currentOperator(request), request.params.campaignId, request.body),
        ),
  );
  route.put(
    '/api/console/members/:memberId/block',
    {
      onRequest: [app.requireOperator],
      schema: {
        tags,
        params: memberParams,
        body: memberBlockSchema,
        response: { 200: consoleMemberSchema, ...errors },
      },
    },
    async (request) =>
      members.block(currentOperator(request), request.params.memberId, request.body.blocked),
  );
  route.get(
    '/api/console/members/:memberId/mails/:template',
    {
      onRequest: [app.requireAdmin],
      schema: {
        tags,
        params: memberMailPreviewParamsSchema,
        response: { 200: bookingMailPreviewSchema, ...errors },
      },
    },
    async (request) => members.previewMail(request.params.memberId, request.params.template),
  );
  route.post(
    '/api/console/members/:memberId/password-reset',
    {
      onRequest: [app.requireOperator],
      schema: { tags, params: memberParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await members.sendPasswordReset(currentOperator(request), request.params.memberId);
      return reply.code(204).send(null);
    },
  );
  route.post(
    '/api/console/members/:memberId/adjustments',
    {
      onRequest: [app.requireOperator],
      schema: {
        tags,
        params: memberParams,
        headers: z.object({ 'idempotency-key': z.string().trim().min(1).max(200) }),
        body: pointsAdjustmentSchema,
        response: { 200: memberDetailSchema, 202: memberDetailSchema, ...errors },
      },
    },
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
