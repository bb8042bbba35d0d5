import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { showcaseSchema, type Showcase } from '@portal/domain/showcases';
import { requireSession } from '../../plugins/session';
import type { ShowcasesService } from './service';

export async function showcaseRoutes(
  app: FastifyInstance,
  options: { showcases: ShowcasesService },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/showcase',
    {
      onRequest: [app.authenticate],
      schema: { tags: ['home'], response: { 200: z.array(showcaseSchema) } },
    },
    async (request): Promise<Showcase[]> =>
      options.showcases.forCampaign(requireSession(request).campaignId),
  );
}
