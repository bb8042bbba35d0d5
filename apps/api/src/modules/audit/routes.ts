import type { FastifyInstance } from 'fastify';
import { consoleAccess } from '../../plugins/operatorGuard';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActorSchema, auditFilterSchema, auditPageSchema } from '@portal/domain/operators';
import type { AuditService } from './service';

/** The audit trail, newest first, filtered by actor, action, target, campaign and time. */
export async function auditRoutes(app: FastifyInstance, options: { audit: AuditService }) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const access = consoleAccess(app);
  route.get(
    '/api/console/audit/actors',
    access.operator({
      response: { 200: z.array(auditActorSchema) },
    }),
    async () => options.audit.actors(),
  );
  route.get(
    '/api/console/audit',
    access.operator({
      querystring: auditFilterSchema,
      response: { 200: auditPageSchema },
    }),
    async (request) => options.audit.list(request.query),
  );
}
