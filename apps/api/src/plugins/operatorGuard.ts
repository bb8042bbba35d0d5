import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyRequest,
  FastifySchema,
  RouteShorthandOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import type { ZodType } from 'zod';
import { operatorMessages } from '@portal/domain/operators';
import { errorResponses } from '../lib/errorResponses';
import { AppError, unauthorized } from '../lib/errors';
import type { OperatorRow } from '../modules/operators/repository';

/** The signed-in console operator of a guarded request: their account as stored. */
export type ConsoleOperator = OperatorRow;

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: a signed-in console operator, any role. */
    requireOperator: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook: a signed-in console operator with the admin role. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    operator: ConsoleOperator | null;
  }
}

const OPERATOR_GUARD = 'operator-guard';

export const adminOnly = () => new AppError(403, operatorMessages.adminOnly, 'ADMIN_ONLY');

/**
 * Guards of the console's routes (`requireOperator`, `requireAdmin`), over the operators
 * module's check of a console token, for every module that serves the console.
 */
export const operatorGuard = fp<{
  authenticate: (token: string) => Promise<ConsoleOperator | null>;
}>(
  async (app: FastifyInstance, { authenticate }) => {
    app.decorateRequest('operator', null);
    const requireOperator = async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const row = header?.startsWith('Bearer ') ? await authenticate(header.slice(7)) : null;
      if (!row) throw unauthorized(operatorMessages.unauthorized, 'OPERATOR_UNAUTHORIZED');
      request.operator = row;
    };
    app.decorate('requireOperator', requireOperator);
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      await requireOperator(request);
      if (request.operator?.role !== 'admin') throw adminOnly();
    });
  },
  { name: OPERATOR_GUARD },
);

/** The operator of a route guarded by requireOperator or requireAdmin. */
export function currentOperator(request: FastifyRequest): ConsoleOperator {
  if (!request.operator) throw unauthorized(operatorMessages.unauthorized, 'OPERATOR_UNAUTHORIZED');
  return request.operator;
}

/**
 * A module's console routes as a plugin of its own, which Fastify refuses to register before
 * the operator guard (its routes' hooks are the guard's decorators).
 */
export const consoleModule = <Options extends Record<string, unknown>>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
) => fp(plugin, { name, dependencies: [OPERATOR_GUARD], encapsulate: true });

/** What a console route may answer besides its success: bad input, no operator, not an admin, no such target, a conflict. */
export const consoleErrors = errorResponses(400, 401, 403, 404, 409);

type ConsoleSchema = Omit<FastifySchema, 'response' | 'tags'> & {
  response: Record<number, ZodType>;
};

/**
 * The options of a module's console routes: `operator(schema)` for any signed-in operator,
 * `admin(schema)` for admins; each tags the route 'console' and adds the console's error answers
 * to its own (`more` holds other route options, such as a body limit).
 */
export function consoleAccess(app: FastifyInstance) {
  const guarded =
    (guard: typeof app.requireOperator) =>
    <S extends ConsoleSchema>(schema: S, more: Omit<RouteShorthandOptions, 'schema'> = {}) => ({
      ...more,
      onRequest: [guard],
      schema: {
        ...schema,
        tags: ['console'],
        response: { ...consoleErrors, ...schema.response },
      },
    });
  return { operator: guarded(app.requireOperator), admin: guarded(app.requireAdmin) };
}
