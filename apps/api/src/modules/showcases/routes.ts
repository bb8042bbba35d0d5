import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { showcaseSchema, type Showcase } from '@portal/domain';
import type { Db } from '../../db/client';
import { requireSession } from '../../plugins/session';
import { showcasesRepository } from './repository';

export async function showcaseRoutes(app: FastifyInstance, options: { db: Db }) {
  const repository = showcasesRepository(options.db);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/showcase',
    {
      onRequest: [app.authenticate],
      schema: { tags: ['home'], response: { 200: z.array(showcaseSchema) } },
    },
    async (request): Promise<Showcase[]> => {
      const rows = await repository.forCampaign(requireSession(request).campaignId);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        description: row.description,
        images: row.images.map((image) => ({
          ...image,
          url: `/files/showcase/${row.id}/${image.imageId}`,
        })),
      }));
    },
  );
}
