import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mapSettingsSchema } from '@portal/domain/maps';

/**
 * The hotel maps' tile server, read from MAP_TILE_URL at run time: the web and the content
 * security policy follow one variable, so a deployment never allows one host and fetches another.
 */
export async function mapRoutes(app: FastifyInstance, options: { tileUrl: string }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/map',
      { schema: { tags: ['maps'], response: { 200: mapSettingsSchema } } },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=3600');
        return { tileUrl: options.tileUrl };
      },
    );
}
