import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, termSchema } from '@portal/domain';
import type { Db } from '../../db/client';
import { terms } from '../../db/schema';
import { notFound } from '../../lib/errors';

export async function termRoutes(app: FastifyInstance, options: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/term/:code',
    {
      schema: {
        tags: ['terms'],
        params: z.object({ code: z.string().regex(/^[A-Z_]{1,60}$/) }),
        response: { 200: termSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const [row] = await options.db
        .select()
        .from(terms)
        .where(eq(terms.code, request.params.code));
      if (!row) throw notFound('Termo não encontrado.');
      return row;
    },
  );
}
