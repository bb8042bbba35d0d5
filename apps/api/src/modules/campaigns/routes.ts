import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { campaignSchema } from '@portal/domain/campaigns';
import { int4IdTextSchema } from '@portal/domain/lib';
import { toPublicCampaign, type CampaignsService } from './service';

export const headerValue = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export async function campaignRoutes(
  app: FastifyInstance,
  options: { campaigns: CampaignsService },
) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  route.get(
    '/api/campaign/current',
    { schema: { tags: ['campaigns'], response: { 200: campaignSchema } } },
    async (request) =>
      toPublicCampaign(
        await options.campaigns.resolve(headerValue(request, 'campaign'), request.headers.host),
      ),
  );
  route.get(
    '/api/campaign/:id',
    {
      schema: {
        tags: ['campaigns'],
        params: z.object({ id: int4IdTextSchema }),
        response: { 200: campaignSchema },
      },
    },
    async (request) => toPublicCampaign(await options.campaigns.get(request.params.id)),
  );
}
