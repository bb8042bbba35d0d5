import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { topDestinationSchema, type TopDestination } from '@portal/domain/showcases';
import type { CampaignsService } from '../campaigns/service';
import { headerValue } from '../campaigns/routes';
import type { DestinationsService } from './service';

export async function destinationRoutes(
  app: FastifyInstance,
  options: { destinations: DestinationsService; campaigns: CampaignsService },
) {
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
      if (request.headers.authorization) await app.authenticate(request).catch(() => undefined);
      return options.destinations.top(campaign.id, request.session?.userId ?? null);
    },
  );
}
