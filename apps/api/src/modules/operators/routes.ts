import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createdOperatorSchema,
  newOperatorSchema,
  operatorChallengeSchema,
  operatorLoginSchema,
  operatorPasswordResetSchema,
  operatorRoleChangeSchema,
  operatorSchema,
  operatorSessionSchema,
  operatorTwoFactorSchema,
} from '@portal/domain/operators';
import { consoleAccess, consoleErrors, currentOperator } from '../../plugins/operatorGuard';
import { toOperator, type OperatorsService } from './service';

const strictLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };

const operatorParams = z.object({ operatorId: z.uuid() });

/** Console sign-in (password, then authenticator code) and operator accounts. */
export async function operatorRoutes(
  app: FastifyInstance,
  options: { operators: OperatorsService },
) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const access = consoleAccess(app);
  const { operators } = options;

  route.post(
    '/api/console/auth/login',
    {
      config: strictLimit,
      schema: {
        tags: ['console'],
        body: operatorLoginSchema,
        response: { 200: operatorChallengeSchema, ...consoleErrors },
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
        response: { 200: operatorSessionSchema, ...consoleErrors },
      },
    },
    async (request) => operators.finishLogin(request.body.challengeToken, request.body.code),
  );
  route.get(
    '/api/console/me',
    access.operator({ response: { 200: operatorSchema } }),
    async (request) => toOperator(currentOperator(request)),
  );
  route.get(
    '/api/console/operators',
    access.admin({ response: { 200: z.array(operatorSchema) } }),
    async () => operators.list(),
  );
  route.post(
    '/api/console/operators',
    access.admin({
      body: newOperatorSchema,
      response: { 201: createdOperatorSchema },
    }),
    async (request, reply) =>
      reply.code(201).send(await operators.create(currentOperator(request), request.body)),
  );
  route.post(
    '/api/console/operators/:operatorId/disable',
    access.admin({
      params: operatorParams,
      response: { 200: operatorSchema },
    }),
    async (request) => operators.disable(currentOperator(request), request.params.operatorId),
  );
  route.post(
    '/api/console/operators/:operatorId/enable',
    access.admin({
      params: operatorParams,
      response: { 200: operatorSchema },
    }),
    async (request) => operators.enable(currentOperator(request), request.params.operatorId),
  );
  route.put(
    '/api/console/operators/:operatorId/role',
    access.admin({
      params: operatorParams,
      body: operatorRoleChangeSchema,
      response: { 200: operatorSchema },
    }),
    async (request) =>
      operators.changeRole(currentOperator(request), request.params.operatorId, request.body.role),
  );
  route.post(
    '/api/console/operators/:operatorId/password',
    access.admin({
      params: operatorParams,
      body: operatorPasswordResetSchema,
      response: { 200: operatorSchema },
    }),
    async (request) =>
      operators.resetPassword(
        currentOperator(request),
        request.params.operatorId,
        request.body.password,
      ),
  );
  route.post(
    '/api/console/operators/:operatorId/authenticator',
    access.admin({
      params: operatorParams,
      response: { 200: createdOperatorSchema },
    }),
    async (request) => operators.reenrolTotp(currentOperator(request), request.params.operatorId),
  );
}
