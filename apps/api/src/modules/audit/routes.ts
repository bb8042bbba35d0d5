import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditActorSchema,
  auditFilterSchema,
  auditPageSchema,
  errorResponseSchema,
} from '@portal/domain';
import type { AuditService } from './service';

/** The audit trail, newest first, filtered by actor, action, target, campaign and time. */
export async function auditRoutes(app: FastifyInstance, options: { audit: AuditService }) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  route.get(
    '/api/console/audit/actors',
    {
      onRequest: [app.requireOperator],
      schema: {
        tags: ['console'],
        response: { 200: z.array(auditActorSchema), 401: errorResponseSchema },
      },
    },
    async () => options.audit.actors(),
  );
  route.get(
    '/api/console/audit',
    {
      onRequest: [app.requireOperator],
      schema: {
        tags: ['console'],
        querystring: auditFilterSchema,
        response: { 200: auditPageSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => options.audit.list(request.query),
  );
}
