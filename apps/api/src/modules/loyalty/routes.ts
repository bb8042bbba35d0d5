import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@portal/domain/auth';
import {
  loyaltyAccrualRequestSchema,
  loyaltyAccrualSchema,
  loyaltyBalanceSchema,
  loyaltyMemberLookupSchema,
  loyaltyMemberParamsSchema,
  loyaltyMemberSchema,
  loyaltyRedeemRequestSchema,
  loyaltyRedemptionParamsSchema,
  loyaltyRedemptionSchema,
  loyaltyRefundRequestSchema,
  loyaltyStatementSchema,
  loyaltyTokenRequestSchema,
  loyaltyTokenSchema,
} from '@portal/domain/loyalty';
import { errorResponses } from '../../lib/errorResponses';
import type { LoyaltyClientsService } from './clients';
import type { LoyaltyClientRow } from './clients';
import type { LoyaltyIdempotencyStore } from './idempotency';
import type { LoyaltyService } from './service';

export const LOYALTY_PREFIX = '/api/loyalty/v1';

const idempotencyHeaders = z.object({
  'idempotency-key': z.string().trim().min(1).max(200).meta({
    description:
      'A unique key per intended write: the same key with the same request returns the first answer; with another request, 422.',
  }),
});
const errors = errorResponses(400, 401, 404, 409, 422);
const tags = ['loyalty programme API'];
const bearer =
  'Requires `Authorization: Bearer <access_token>` from POST /api/loyalty/v1/oauth/token.';

/**
 * The loyalty programme API: a programme's systems credit, redeem, reverse and refund points of
 * its campaign's members, and read balances and statements. Writes are idempotent by key.
 */
export async function loyaltyRoutes(
  app: FastifyInstance,
  options: {
    clients: LoyaltyClientsService;
    loyalty: LoyaltyService;
    idempotency: LoyaltyIdempotencyStore;
  },
) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { clients, loyalty, idempotency } = options;
  const clientOf = new WeakMap<FastifyRequest, LoyaltyClientRow>();
  const authenticated = async (request: FastifyRequest) => {
    clientOf.set(request, await clients.authenticate(request.headers.authorization));
  };
  const client = (request: FastifyRequest): LoyaltyClientRow => {
    const found = clientOf.get(request);
    if (!found) throw new Error('loyalty route without its authentication hook');
    return found;
  };

  /** Runs a write once per Idempotency-Key and answers with the first answer. */
  async function idempotentWrite(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    statusCode: number,
    work: (client: LoyaltyClientRow, key: string) => Promise<unknown>,
  ) {
    const caller = client(request);
    const fingerprint = {
      route: request.routeOptions.url,
      params: request.params,
      // A body the route does not read (capture, reverse) is no part of what the key stands for.
      body: request.routeOptions.schema?.body ? (request.body ?? null) : null,
    };
    const answer = await idempotency.run(caller.id, key, fingerprint, async () => ({
      statusCode,
      body: await work(caller, key),
    }));
    return reply
      .header('idempotent-replayed', String(answer.replayed))
      .code(answer.statusCode)
      .send(answer.body);
  }

  route.post(
    `${LOYALTY_PREFIX}/oauth/token`,
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Client-credentials token',
        description:
          'Exchanges the client id and secret issued in the console for a bearer token (one hour).',
        body: loyaltyTokenRequestSchema,
        response: { 200: loyaltyTokenSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => clients.issueToken(request.body.client_id, request.body.client_secret),
  );

  route.get(
    `${LOYALTY_PREFIX}/members`,
    {
      onRequest: [authenticated],
      schema: {
        tags,
        summary: 'Find a member by e-mail',
        description: bearer,
        querystring: loyaltyMemberLookupSchema,
        response: { 200: loyaltyMemberSchema, ...errors },
      },
    },
    async (request) => loyalty.findMember(client(request), request.query.email),
  );

  route.get(
    `${LOYALTY_PREFIX}/members/:memberId/balance`,
    {
      onRequest: [authenticated],
      schema: {
        tags,
        summary: 'Balance',
        description: bearer,
        params: loyaltyMemberParamsSchema,
        response: { 200: loyaltyBalanceSchema, ...errors },
      },
    },
    async (request) => loyalty.balance(client(request), request.params.memberId),
  );

  route.get(
    `${LOYALTY_PREFIX}/members/:memberId/statement`,
    {
      onRequest: [authenticated],
      schema: {
        tags,
        summary: 'Statement (newest first)',
        description: bearer,
        params: loyaltyMemberParamsSchema,
        response: { 200: loyaltyStatementSchema, ...errors },
      },
    },
    async (request) => loyalty.statement(client(request), request.params.memberId),
  );

  route.post(
    `${LOYALTY_PREFIX}/members/:memberId/accruals`,
    {
      onRequest: [authenticated],
      schema: {
        tags,
        summary: 'Accrual: credit points',
        description: `${bearer} Credits a lot of points, expiring at expiresAt (never when null).`,
        params: loyaltyMemberParamsSchema,
        headers: idempotencyHeaders,
        body: loyaltyAccrualRequestSchema,
        response: { 201: loyaltyAccrualSchema, ...errors },
      },
    },
    async (request, reply) =>
      idempotentWrite(request, reply, request.headers['idempotency-key'], 201, (caller, key) =>
        loyalty.accrue(caller, request.params.memberId, request.body, key),
      ),
  );

  route.post(
    `${LOYALTY_PREFIX}/members/:memberId/redemptions`,
    {
      onRequest: [authenticated],
      schema: {
        tags,
        summary: 'Redeem: hold points',
        description: `${bearer} Sets the points aside (status held), first-expiring lots first; capture debits them, reverse gives them back. 409 INSUFFICIENT_POINTS when the balance does not cover them.`,
        params: loyaltyMemberParamsSchema,
        headers: idempotencyHeaders,
        body: loyaltyRedeemRequestSchema,
        response: { 201: loyaltyRedemptionSchema, ...errors },
      },
    },
    async (request, reply) =>
      idempotentWrite(request, reply, request.headers['idempotency-key'], 201, (caller, key) =>
        loyalty.redeem(caller, request.params.memberId, request.body, key),
      ),
  );

  route.get(
    `${LOYALTY_PREFIX}/redemptions/:redemptionId`,
    {
      onRequest: [authenticated],
      schema: {
        tags,
        summary: 'A redemption',
        description: bearer,
        params: loyaltyRedemptionParamsSchema,
        response: { 200: loyaltyRedemptionSchema, ...errors },
      },
    },
    async (request) => loyalty.get(client(request), request.params.redemptionId),
  );

  route.post(
    `${LOYALTY_PREFIX}/redemptions/:redemptionId/capture`,
    {
      onRequest: [authenticated],
      schema: {
        tags,
        summary: 'Capture a held redemption',
        description: `${bearer} Debits the held points (status captured). Sends the points.redeemed webhook.`,
        params: loyaltyRedemptionParamsSchema,
        headers: idempotencyHeaders,
        response: { 200: loyaltyRedemptionSchema, ...errors },
      },
    },
    async (request, reply) =>
      idempotentWrite(request, reply, request.headers['idempotency-key'], 200, (caller) =>
        loyalty.capture(caller, request.params.redemptionId),
      ),
  );

  route.post(
    `${LOYALTY_PREFIX}/redemptions/:redemptionId/reverse`,
    {
      onRequest: [authenticated],
      schema: {
        tags,
        summary: 'Reverse a held redemption',
        description: `${bearer} Gives held points back to the very lots they came from (status released). A captured redemption is refunded instead.`,
        params: loyaltyRedemptionParamsSchema,
        headers: idempotencyHeaders,
        response: { 200: loyaltyRedemptionSchema, ...errors },
      },
    },
    async (request, reply) =>
      idempotentWrite(request, reply, request.headers['idempotency-key'], 200, (caller) =>
        loyalty.reverse(caller, request.params.redemptionId),
      ),
  );

  route.post(
    `${LOYALTY_PREFIX}/redemptions/:redemptionId/refunds`,
    {
      onRequest: [authenticated],
      schema: {
        tags,
        summary: 'Refund captured points, in full or in part',
        description: `${bearer} Credits the points back as new lots; refunds of a redemption add up to at most its points. Sends the points.refunded webhook.`,
        params: loyaltyRedemptionParamsSchema,
        headers: idempotencyHeaders,
        body: loyaltyRefundRequestSchema,
        response: { 201: loyaltyRedemptionSchema, ...errors },
      },
    },
    async (request, reply) =>
      idempotentWrite(request, reply, request.headers['idempotency-key'], 201, (caller, key) =>
        loyalty.refund(caller, request.params.redemptionId, request.body, key),
      ),
  );
}
