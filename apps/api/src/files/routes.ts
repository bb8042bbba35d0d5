import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { DEFAULT_DESTINATION_IMAGE, type FileStorage } from './storage';

/** The file served where a key has none of its own: campaign images fall back to campaign 0's,
 * a destination without its photo to the generic destination photo (the home lists the most
 * searched destinations, whichever they are). */
function fallbackKey(key: string): string | null {
  const campaignImage = /^campaign\/\d+\/(.+)$/.exec(key);
  if (campaignImage) return `campaign/0/${campaignImage[1]}`;
  if (/^destination-images\/[^/]+$/.test(key)) return DEFAULT_DESTINATION_IMAGE;
  return null;
}

/**
 * Images under /files. Keys may omit the extension (`/files/campaign/77/logo`), as the campaign
 * settings name them.
 */
export async function fileRoutes(app: FastifyInstance, options: { storage: FileStorage }) {
  await app.register(fastifyStatic, {
    root: options.storage.root,
    prefix: '/files-raw/',
    serve: false,
    decorateReply: true,
  });
  app.get<{ Params: { '*': string } }>('/files/*', async (request, reply) => {
    const key = request.params['*'];
    if (!/^[\w\-./]+$/.test(key) || key.includes('..'))
      return reply.code(400).send({ error: 'Caminho inválido.' });
    let found = await options.storage.locate(key);
    const fallback = fallbackKey(key);
    if (!found && fallback) found = await options.storage.locate(fallback);
    if (!found) return reply.code(404).send({ error: 'Arquivo não encontrado.' });
    return reply.header('cache-control', 'public, max-age=3600').sendFile(found);
  });
}
