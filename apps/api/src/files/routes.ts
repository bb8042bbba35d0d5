import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { FileStorage } from './storage';

/**
 * Images under /files. Campaign images fall back to campaign 0's; keys may omit
 * the extension (`/files/campaign/77/logo`), as the campaign settings name them.
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
    const campaignImage = /^campaign\/\d+\/(.+)$/.exec(key);
    if (!found && campaignImage)
      found = await options.storage.locate(`campaign/0/${campaignImage[1]}`);
    if (!found) return reply.code(404).send({ error: 'Arquivo não encontrado.' });
    return reply.header('cache-control', 'public, max-age=3600').sendFile(found);
  });
}
