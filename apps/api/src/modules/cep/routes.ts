import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cepMessages, cepParamsSchema, cepResponseSchema, normalizeCep } from '@portal/domain/cep';
import { errorResponseSchema } from '@portal/domain/auth';
import { badRequest } from '../../lib/errors';
import { embeddedCepLookup, viaCepLookup, type CepLookup } from './service';

/** Deadline of one call to the CEP service: the checkout waits on it while the member types. */
export const CEP_TIMEOUT_MS = 5000;

/** `GET /api/ws/{cep}/json`, answered like ViaCEP. */
export async function cepRoutes(
  app: FastifyInstance,
  options: { cepApiUrl: string | undefined; timeoutMs?: number },
) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const lookup: CepLookup = options.cepApiUrl
    ? viaCepLookup({
        baseUrl: options.cepApiUrl,
        timeoutMs: options.timeoutMs ?? CEP_TIMEOUT_MS,
        log: app.log,
      })
    : embeddedCepLookup();

  route.get(
    '/api/ws/:cep/json',
    {
      onRequest: [app.authenticate],
      // A proxy to a public service: keep one client from spending its quota.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['cep'],
        params: cepParamsSchema,
        response: {
          200: cepResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          502: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const digits = normalizeCep(request.params.cep);
      if (!digits) throw badRequest(cepMessages.invalid, 'CEP_INVALID');
      return lookup.lookup(digits);
    },
  );
}
