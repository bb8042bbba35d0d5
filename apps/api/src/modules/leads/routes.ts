import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@portal/domain/auth';
import { leadSchema } from '@portal/domain/leads';
import { requireSession } from '../../plugins/session';
import type { LeadsService } from './service';

/** Trip requests ('Programe sua viagem') and no-result leads are stored for the operator. */
export async function leadRoutes(app: FastifyInstance, options: { leads: LeadsService }) {
  const route = app.withTypeProvider<ZodTypeProvider>();
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
        await options.leads.add(requireSession(request), kind, request.body);
        return reply.code(201).send(null);
      },
    );
  }
}
