import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { topDestinationSchema, type TopDestination } from '@portal/domain';
import type { Db } from '../../db/client';
import type { CampaignsService } from '../campaigns/service';
import { headerValue } from '../campaigns/routes';
import { searchesRepository } from './repository';

const WINDOW_MS = 6 * 24 * 60 * 60 * 1000;
const TOP = 4;

export async function destinationRoutes(
  app: FastifyInstance,
  options: { db: Db; campaigns: CampaignsService },
) {
  const repository = searchesRepository(options.db);
  const route = app.withTypeProvider<ZodTypeProvider>();

  // Destinations work without a user: the campaign comes from the header or host.
  route.get(
    '/api/destinations/top',
    { schema: { tags: ['home'], response: { 200: z.array(topDestinationSchema) } } },
    async (request): Promise<TopDestination[]> => {
      const campaign = await options.campaigns.resolve(
        headerValue(request, 'campaign'),
        request.headers.host,
      );
      const since = new Date(Date.now() - WINDOW_MS);
      const rows = await repository.topDestinations(campaign.id, since, TOP);
      let origin = null;
      if (request.headers.authorization) {
        await app.authenticate(request).catch(() => undefined);
        if (request.session)
          origin = await repository.favouriteOrigin(request.session.userId, since);
      }
      return rows.map((row) => ({
        destinationIata: row.destinationIata,
        count: row.count,
        imageUrl: `/files/destination-images/${row.destinationIata}`,
        destination: row.destination,
        origin,
      }));
    },
  );
}
