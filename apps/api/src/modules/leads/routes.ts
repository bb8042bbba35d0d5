import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, leadSchema } from '@portal/domain';
import type { Db } from '../../db/client';
import { leadsRepository } from './repository';
import { requireSession } from '../../plugins/session';

/** Trip requests ('Programe sua viagem') and no-result leads are stored for the operator. */
export async function leadRoutes(app: FastifyInstance, options: { db: Db }) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const leads = leadsRepository(options.db);
  for (const [path, kind] of [
    ['/api/trip-request', 'trip-request'],
    ['/api/lead-mgmt', 'lead'],
  ] as const) {
    route.post(
      path,
      {
        onRequest: [app.authenticate],
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: {
          tags: ['leads'],
          body: leadSchema,
          response: { 201: z.null(), 400: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const session = requireSession(request);
        await leads.add({
          ...request.body,
          kind,
          campaignId: session.campaignId,
          userId: session.userId,
        });
        return reply.code(201).send(null);
      },
    );
  }
}
