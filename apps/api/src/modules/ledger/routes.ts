import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@portal/domain/auth';
import { int4IdSchema } from '@portal/domain/lib';
import { AppError, notFound } from '../../lib/errors';
import type { AccrualResult, LedgerService } from './service';

/** Body of `POST /api/admin/points/accruals` (the loyalty programme crediting points). */
export const accrualRequestSchema = z
  .object({
    campaignId: int4IdSchema.min(1),
    userId: z.uuid().optional(),
    email: z.email().max(254).optional(),
    points: z.number().int().positive().max(1_000_000_000),
    description: z.string().trim().min(1).max(200),
    expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
    idempotencyKey: z.string().trim().min(1).max(200),
  })
  .refine((body) => (body.userId === undefined) !== (body.email === undefined), {
    message: 'Informe userId ou email.',
    path: ['userId'],
  });

export const accrualResponseSchema = z.object({
  postingId: z.string(),
  lotId: z.string(),
  campaignId: z.number().int(),
  userId: z.string(),
  points: z.number().int(),
  description: z.string(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time comparison of the bearer token with the operator token. */
export function operatorTokenMatches(header: string | undefined, token: string): boolean {
  const presented = header?.startsWith('Bearer ') ? header.slice(7) : '';
  return timingSafeEqual(digest(presented), digest(token)) && presented.length > 0;
}

const toResponse = (result: AccrualResult) => ({
  postingId: result.postingId,
  lotId: result.lotId,
  campaignId: result.campaignId,
  userId: result.userId,
  points: result.points,
  description: result.description,
  expiresAt: result.expiresAt ? result.expiresAt.toISOString() : null,
  createdAt: result.createdAt.toISOString(),
});

/**
 * Operator API of the ledger. Guarded by `OPERATOR_TOKEN`; without it the routes do not exist
 * (404), so a deployment that forgot the token exposes nothing.
 */
export async function ledgerAdminRoutes(
  app: FastifyInstance,
  options: { ledger: LedgerService; operatorToken: string | undefined },
) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { ledger } = options;
  const operatorToken = options.operatorToken?.trim() || undefined;
  const operatorOnly = async (request: FastifyRequest) => {
    if (!operatorToken) throw notFound('Não encontrado.');
    if (!operatorTokenMatches(request.headers.authorization, operatorToken)) {
      throw new AppError(401, 'Token de operador inválido.', 'INVALID_OPERATOR_TOKEN');
    }
  };

  route.post(
    '/api/admin/points/accruals',
    {
      onRequest: [operatorOnly],
      schema: {
        tags: ['ledger'],
        body: accrualRequestSchema,
        response: {
          200: accrualResponseSchema,
          201: accrualResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const userId = await ledger.findMember(
        body.campaignId,
        body.userId ? { userId: body.userId } : { email: body.email ?? '' },
      );
      if (!userId) throw notFound('Membro não encontrado nesta campanha.', 'MEMBER_NOT_FOUND');
      const result = await ledger.accrue({
        campaignId: body.campaignId,
        userId,
        points: body.points,
        description: body.description,
        expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
        idempotencyKey: body.idempotencyKey,
      });
      return reply.code(result.replayed ? 200 : 201).send(toResponse(result));
    },
  );
}
