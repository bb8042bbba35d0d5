import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { operatorMessages } from '@portal/domain';
import { unauthorized } from '../../lib/errors';
import type { OperatorRow } from './repository';
import { adminOnly, type OperatorsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: a signed-in console operator, any role. */
    requireOperator: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook: a signed-in console operator with the admin role. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    operator: OperatorRow | null;
  }
}

/** Guards of the console's routes, for every module that serves the console. */
export const operatorGuard = fp<{ operators: OperatorsService }>(
  async (app: FastifyInstance, { operators }) => {
    app.decorateRequest('operator', null);
    const requireOperator = async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const row = header?.startsWith('Bearer ')
        ? await operators.authenticate(header.slice(7))
        : null;
      if (!row) throw unauthorized(operatorMessages.unauthorized, 'OPERATOR_UNAUTHORIZED');
      request.operator = row;
    };
    app.decorate('requireOperator', requireOperator);
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      await requireOperator(request);
      if (request.operator?.role !== 'admin') throw adminOnly();
    });
  },
);

/** The operator of a route guarded by requireOperator or requireAdmin. */
export function currentOperator(request: FastifyRequest): OperatorRow {
  if (!request.operator) throw unauthorized(operatorMessages.unauthorized, 'OPERATOR_UNAUTHORIZED');
  return request.operator;
}
