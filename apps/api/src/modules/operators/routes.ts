import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createdOperatorSchema,
  errorResponseSchema,
  newOperatorSchema,
  operatorChallengeSchema,
  operatorLoginSchema,
  operatorPasswordResetSchema,
  operatorRoleChangeSchema,
  operatorSchema,
  operatorSessionSchema,
  operatorTwoFactorSchema,
} from '@portal/domain';
import { currentOperator } from '../../plugins/operatorGuard';
import { toOperator, type OperatorsService } from './service';

const strictLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

const operatorParams = z.object({ operatorId: z.uuid() });

/** Console sign-in (password, then authenticator code) and operator accounts. */
export async function operatorRoutes(
  app: FastifyInstance,
  options: { operators: OperatorsService },
) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { operators } = options;

  route.post(
    '/api/console/auth/login',
    {
      config: strictLimit,
      schema: {
        tags: ['console'],
        body: operatorLoginSchema,
        response: { 200: operatorChallengeSchema, ...errors },
      },
    },
    async (request) => operators.startLogin(request.body.email, request.body.password),
  );
  route.post(
    '/api/console/auth/two-factor',
    {
      config: strictLimit,
      schema: {
        tags: ['console'],
        body: operatorTwoFactorSchema,
        response: { 200: operatorSessionSchema, ...errors },
      },
    },
    async (request) => operators.finishLogin(request.body.challengeToken, request.body.code),
  );
  route.get(
    '/api/console/me',
    {
      onRequest: [app.requireOperator],
      schema: { tags: ['console'], response: { 200: operatorSchema, ...errors } },
    },
    async (request) => toOperator(currentOperator(request)),
  );
  route.get(
    '/api/console/operators',
    {
      onRequest: [app.requireAdmin],
      schema: { tags: ['console'], response: { 200: z.array(operatorSchema), ...errors } },
    },
    async () => operators.list(),
  );
  route.post(
    '/api/console/operators',
    {
      onRequest: [app.requireAdmin],
      schema: {
        tags: ['console'],
        body: newOperatorSchema,
        response: { 201: createdOperatorSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await operators.create(currentOperator(request), request.body)),
  );
  route.post(
    '/api/console/operators/:operatorId/disable',
    {
      onRequest: [app.requireAdmin],
      schema: {
        tags: ['console'],
        params: operatorParams,
        response: { 200: operatorSchema, ...errors },
      },
    },
    async (request) => operators.disable(currentOperator(request), request.params.operatorId),
  );
  route.post(
    '/api/console/operators/:operatorId/enable',
    {
      onRequest: [app.requireAdmin],
      schema: {
        tags: ['console'],
        params: operatorParams,
        response: { 200: operatorSchema, ...errors },
      },
    },
    async (request) => operators.enable(currentOperator(request), request.params.operatorId),
  );
  route.put(
    '/api/console/operators/:operatorId/role',
    {
      onRequest: [app.requireAdmin],
      schema: {
        tags: ['console'],
        params: operatorParams,
        body: operatorRoleChangeSchema,
        response: { 200: operatorSchema, ...errors },
      },
    },
    async (request) =>
      operators.changeRole(currentOperator(request), request.params.operatorId, request.body.role),
  );
  route.post(
    '/api/console/operators/:operatorId/password',
    {
      onRequest: [app.requireAdmin],
      schema: {
        tags: ['console'],
        params: operatorParams,
        body: operatorPasswordResetSchema,
        response: { 200: operatorSchema, ...errors },
      },
    },
    async (request) =>
      operators.resetPassword(
        currentOperator(request),
        request.params.operatorId,
        request.body.password,
      ),
  );
  route.post(
    '/api/console/operators/:operatorId/authenticator',
    {
      onRequest: [app.requireAdmin],
      schema: {
        tags: ['console'],
        params: operatorParams,
        response: { 200: createdOperatorSchema, ...errors },
      },
    },
    async (request) => operators.reenrolTotp(currentOperator(request), request.params.operatorId),
  );
}
