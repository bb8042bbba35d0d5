import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cardInputSchema,
  cardMessages,
  paymentSettingsSchema,
  savedCardSchema,
  validateCreditCardRequestSchema,
  validateCreditCardResponseSchema,
} from '@portal/domain/payments';
import { errorResponseSchema } from '@portal/domain/auth';
import { formatBRL } from '@portal/domain/money';
import { badRequest } from '../lib/errors';
import { requireSession } from '../plugins/session';
import { toSavedCard, type PaymentsService } from './service';
import { escapeHtml } from '../lib/html';

export const tokenizeCardRequestSchema = z.object({
  card: cardInputSchema,
  save: z.boolean().optional(),
});

/** Card validation, the card vault of the signed user, and the sandbox gateway's confirmation page. */
export async function paymentRoutes(
  app: FastifyInstance,
  options: { payments: PaymentsService; publishableKey?: string },
) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { payments } = options;

  route.get(
    '/api/payments/settings',
    { schema: { tags: ['payments'], response: { 200: paymentSettingsSchema } } },
    async () => ({
      mode: payments.gatewayName === 'stripe' ? ('stripe' as const) : ('sandbox' as const),
      publishableKey: options.publishableKey ?? null,
    }),
  );
  // Fresh objects per route: @fastify/rate-limit appends its hook to the route's onRequest
  // array, and a shared array would carry one route's limit to every other route.
  const guarded = () => ({ onRequest: [app.authenticate] });
  // Card endpoints are the classic target of card testing: per-IP limits.
  const cardLimit = () => ({ rateLimit: { max: 30, timeWindow: '1 minute' } });

  // Also `api/services/bus/validate-credit-card`: the check is the same for every product.
  route.post(
    '/api/services/:service/validate-credit-card',
    {
      ...guarded(),
      config: cardLimit(),
      schema: {
        tags: ['payments'],
        params: z.object({
          service: z.enum(['bus', 'entertainment', 'flight', 'hotel', 'car', 'experience']),
        }),
        body: z.looseObject({}),
        response: { 200: validateCreditCardResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      // Parsed here rather than by the route schema so that a missing field answers with its
      // own message ('Número do cartão não pode ser vazio', …): the union of the two accepted
      // shapes would answer a generic one.
      const parsed = validateCreditCardRequestSchema.safeParse(request.body);
      if (!parsed.success) {
        const fields =
          (request.body as { data?: unknown }).data !== undefined
            ? z.object({ data: cardInputSchema })
            : cardInputSchema;
        const issue = fields.safeParse(request.body).error?.issues[0];
        throw badRequest(
          issue?.message && !issue.message.startsWith('Invalid')
            ? issue.message
            : cardMessages.validationFailed,
          'VALIDATION',
        );
      }
      const card = 'data' in parsed.data ? parsed.data.data : parsed.data;
      return { data: { valid: payments.validateCard(card) } };
    },
  );

  route.post(
    '/api/payments/cards',
    {
      ...guarded(),
      config: cardLimit(),
      schema: {
        tags: ['payments'],
        body: tokenizeCardRequestSchema,
        response: {
          201: savedCardSchema,
          400: errorResponseSchema,
          422: errorResponseSchema,
          504: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      const card = await payments.tokenizeCard({
        payer: { campaignId: session.campaignId, userId: session.userId, kind: session.kind },
        card: request.body.card,
        save: request.body.save ?? false,
      });
      return reply.code(201).send(toSavedCard(card));
    },
  );

  route.get(
    '/api/payments/cards',
    { ...guarded(), schema: { tags: ['payments'], response: { 200: z.array(savedCardSchema) } } },
    async (request) => {
      const session = requireSession(request);
      return payments.savedCards({
        campaignId: session.campaignId,
        userId: session.userId,
        kind: session.kind,
      });
    },
  );

  route.delete(
    '/api/payments/cards/:id',
    {
      ...guarded(),
      schema: {
        tags: ['payments'],
        params: z.object({ id: z.uuid() }),
        response: { 204: z.null(), 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      await payments.forgetSavedCard(
        { campaignId: session.campaignId, userId: session.userId, kind: session.kind },
        request.params.id,
      );
      return reply.code(204).send(null);
    },
  );

  // The issuer's 3-D Secure page of a real gateway sends the browser back here: the payment is
  // confirmed with the gateway, then the member goes on to the booking's page (signed in there).
  route.get(
    '/api/payments/return/:id',
    { schema: { hide: true, params: z.object({ id: z.uuid() }) } },
    async (request, reply) => {
      const transaction = await payments.transaction(request.params.id);
      if (!transaction) return reply.redirect('/busca/finalizado', 303);
      try {
        await payments.completeChallenge(transaction.id, 'redirect');
      } catch (error) {
        // Not confirmed (still awaiting, or refused): the booking's page shows where it is.
        request.log.warn({ err: error, transactionId: transaction.id }, 'payment return');
      }
      return reply.redirect(transaction.returnUrl ?? '/busca/finalizado', 303);
    },
  );

  if (payments.gatewayName !== 'sandbox') return;

  // The confirmation form posts an empty url-encoded body; nothing in it is read.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  );

  // The sandbox gateway's own confirmation page (the 3-D Secure step of a real acquirer).
  const confirmParams = z.object({ id: z.uuid() });
  route.get(
    '/api/payments/sandbox/confirm/:id',
    { schema: { hide: true, params: confirmParams } },
    async (request, reply) => {
      const transaction = await payments.transaction(request.params.id);
      const pending = transaction?.status === 'requires_redirect';
      const amount = transaction ? formatBRL(transaction.amountCents) : '';
      const body = pending
        ? `<p>Confirme o pagamento de <strong>${escapeHtml(amount)}</strong> em ${transaction.installments}x.</p>
<form method="post" action="/api/payments/sandbox/confirm/${escapeHtml(request.params.id)}"><button type="submit">Confirmar pagamento</button></form>`
        : '<p>Este pagamento não está aguardando confirmação.</p>';
      return reply
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Sandbox: confirmação de pagamento</title></head><body><main><h1>Gateway de pagamento (sandbox)</h1>${body}</main></body></html>`,
        );
    },
  );

  // The sandbox's Pix is paid here, as a bank app would ('Simular pagamento' on the checkout).
  route.post(
    '/api/payments/sandbox/pix/:reference/pay',
    {
      ...guarded(),
      schema: {
        tags: ['payments'],
        params: z.object({ reference: z.string().min(1).max(40) }),
        response: { 204: z.null(), 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      await payments.simulatePixPaid(
        { campaignId: session.campaignId, userId: session.userId, kind: session.kind },
        request.params.reference,
      );
      return reply.code(204).send(null);
    },
  );

  route.post(
    '/api/payments/sandbox/confirm/:id',
    { schema: { hide: true, params: confirmParams } },
    async (request, reply) => {
      const transaction = await payments.completeChallenge(request.params.id, 'redirect');
      return reply.redirect(transaction.returnUrl ?? '/busca/finalizado', 303);
    },
  );
}
