import Stripe from 'stripe';
import type { CardBrand } from '@portal/domain/payments';
import {
  GatewayDeclinedError,
  GatewayError,
  GatewaySignatureError,
  GatewayTimeoutError,
  type AuthorizeRequest,
  type AuthorizeResult,
  type GatewayEvent,
  type GatewayPayment,
  type GatewayPaymentState,
  type PaymentGateway,
  type PixCharge,
  type PixRequest,
  type VaultedCard,
} from './gateway';

/**
 * The Stripe API version this adapter is written against, pinned so that an upgrade of the
 * `stripe` package or of the account's default version never changes a payload under us.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const;

export interface StripeGatewayOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where the Stripe API is reached; unset is api.stripe.com (tests give a local server). */
  apiUrl?: URL;
  /** Deadline of one call; past it the outcome is unknown and left to the reconciliation. */
  timeoutMs?: number;
  /** Retries of a call that did not get an answer (safe: every write carries an idempotency key). */
  maxNetworkRetries?: number;
}

/**
 * What the checkout's Stripe.js needs the content security policy to allow: its script, its
 * frames (the Payment Element, 3-D Secure), its API, and the Pix QR images Stripe serves.
 */
export const stripeOrigins = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  img: ['https://*.stripe.com'],
};

/** The metadata key of our transaction id on every PaymentIntent we create. */
export const TRANSACTION_METADATA_KEY = 'transaction_id';

const brands: Record<string, CardBrand> = {
  visa: 'visa',
  mastercard: 'master',
  amex: 'amex',
  diners: 'diners',
  discover: 'discover',
  jcb: 'jcb',
  elo: 'elo',
  hipercard: 'hipercard',
};

/** The PaymentIntent of a manual-capture card payment, in the words of the port. */
function authorizeResult(intent: Stripe.PaymentIntent): AuthorizeResult {
  switch (intent.status) {
    case 'requires_capture':
      return { status: 'authorized', gatewayReference: intent.id };
    case 'requires_action': {
      const url = intent.next_action?.redirect_to_url?.url;
      if (!url) throw new GatewayError(`unsupported next action ${intent.next_action?.type}`);
      return { status: 'requires_redirect', gatewayReference: intent.id, redirectUrl: url };
    }
    case 'requires_payment_method':
    case 'canceled':
      return {
        status: 'declined',
        gatewayReference: intent.id,
        reason: declineReason(intent.last_payment_error),
      };
    default:
      throw new GatewayError(`unexpected payment state ${intent.status}`);
  }
}

function declineReason(error: Stripe.PaymentIntent.LastPaymentError | null | undefined): string {
  return error?.decline_code ?? error?.code ?? 'card_declined';
}

/** What a PaymentIntent is now, for the state machine of the payments service. */
export function paymentState(intent: Stripe.PaymentIntent): GatewayPaymentState {
  switch (intent.status) {
    case 'requires_capture':
      return { status: 'authorized' };
    case 'succeeded':
      return { status: 'succeeded', amountCents: intent.amount_received };
    case 'canceled':
      return { status: 'canceled' };
    case 'requires_payment_method':
      return intent.last_payment_error
        ? { status: 'declined', reason: declineReason(intent.last_payment_error) }
        : { status: 'awaiting_payer' };
    default:
      return { status: 'awaiting_payer' };
  }
}

const idOf = (value: string | { id: string } | null): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * The Stripe adapter of the payment port, over the official `stripe` client. Cards come as
 * PaymentMethod ids from Stripe's Payment Element (the card never reaches us); a card payment
 * is a PaymentIntent in BRL centavos with manual capture, created and confirmed at once with our
 * transaction id as idempotency key and metadata; Pix is a PaymentIntent confirmed with a Pix
 * payment method, paid by the member's bank app.
 */
export function stripeGateway(options: StripeGatewayOptions): PaymentGateway {
  const api = options.apiUrl;
  const stripe = new Stripe(options.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    timeout: options.timeoutMs ?? 20_000,
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    telemetry: false,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });

  /** A call to Stripe with its failures in the port's words. */
  async function call<T>(operation: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeConnectionError)
        throw new GatewayTimeoutError(operation);
      if (error instanceof Stripe.errors.StripeError)
        throw new GatewayError(`${operation}: ${error.code ?? error.type} ${error.message}`);
      throw error;
    }
  }

  return {
    name: 'stripe',
    // Stripe's card installments for a Brazilian account serve cards issued in Brazil only.
    installmentsCountry: 'BR',

    async tokenize(): Promise<VaultedCard> {
      // Card numbers reach Stripe only from its own Payment Element, never through our API.
      throw new GatewayError('card numbers are not accepted: the Payment Element collects them');
    },

    async vaultPaymentMethod(paymentMethodId: string): Promise<VaultedCard> {
      const method = await call('vault', () => stripe.paymentMethods.retrieve(paymentMethodId));
      const card = method.card;
      const brand = card ? brands[card.brand] : undefined;
      if (!card || !brand) throw new GatewayError('card brand not accepted');
      return {
        vaultToken: method.id,
        brand,
        last4: card.last4,
        expiryMonth: card.exp_month,
        expiryYear: card.exp_year,
        holder: method.billing_details.name ?? undefined,
        country: card.country ?? undefined,
      };
    },

    async authorize(request: AuthorizeRequest): Promise<AuthorizeResult> {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: 'brl',
            capture_method: 'manual',
            payment_method: request.vaultToken,
            confirm: true,
            // 3-D Secure as a redirect to the issuer's page, returning to our return address.
            use_stripe_sdk: false,
            return_url: request.returnUrl,
            metadata: { [TRANSACTION_METADATA_KEY]: request.transactionId },
            ...(request.installments > 1
              ? {
                  payment_method_options: {
                    card: {
                      installments: {
                        plan: {
                          type: 'fixed_count',
                          interval: 'month',
                          count: request.installments,
                        },
                      },
                    },
                  },
                }
              : {}),
          },
          { idempotencyKey: `authorize:${request.transactionId}` },
        );
        return authorizeResult(intent);
      } catch (error) {
        // A declined card is answered as an error carrying the PaymentIntent.
        if (error instanceof Stripe.errors.StripeCardError) {
          const intent = (error.raw as { payment_intent?: Stripe.PaymentIntent }).payment_intent;
          return {
            status: 'declined',
            gatewayReference: intent?.id ?? `declined:${request.transactionId}`,
            reason: error.decline_code ?? error.code ?? 'card_declined',
          };
        }
        return call('authorize', () => Promise.reject(error));
      }
    },

    async completeChallenge(gatewayReference: string): Promise<void> {
      const intent = await call('challenge', () =>
        stripe.paymentIntents.retrieve(gatewayReference),
      );
      if (intent.status === 'requires_capture' || intent.status === 'succeeded') return;
      if (intent.status === 'requires_action' || intent.status === 'processing')
        throw new GatewayError('the payment still awaits its confirmation');
      throw new GatewayDeclinedError(declineReason(intent.last_payment_error));
    },

    async capture(gatewayReference: string, amountCents: number): Promise<void> {
      await call('capture', () =>
        stripe.paymentIntents.capture(
          gatewayReference,
          { amount_to_capture: amountCents },
          { idempotencyKey: `capture:${gatewayReference}` },
        ),
      );
    },

    async void(gatewayReference: string): Promise<void> {
      await call('void', () =>
        stripe.paymentIntents.cancel(
          gatewayReference,
          { cancellation_reason: 'abandoned' },
          { idempotencyKey: `cancel:${gatewayReference}` },
        ),
      );
    },

    async refund(gatewayReference: string, amountCents: number, idempotencyKey: string) {
      await call('refund', () =>
        stripe.refunds.create(
          { payment_intent: gatewayReference, amount: amountCents },
          { idempotencyKey },
        ),
      );
    },

    async createPix(request: PixRequest): Promise<PixCharge> {
      const intent = await call('pix', () =>
        stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: 'brl',
            payment_method_data: { type: 'pix' },
            payment_method_options: {
              pix: { expires_at: Math.floor(request.expiresAt.getTime() / 1000) },
            },
            confirm: true,
            metadata: { [TRANSACTION_METADATA_KEY]: request.transactionId },
          },
          { idempotencyKey: `pix:${request.transactionId}` },
        ),
      );
      const qr = intent.next_action?.pix_display_qr_code;
      if (!qr?.data) throw new GatewayError(`Pix without a QR code (${intent.status})`);
      return {
        gatewayReference: intent.id,
        code: qr.data,
        imageUrl: qr.image_url_svg ?? qr.image_url_png ?? null,
        expiresAt: qr.expires_at ? new Date(qr.expires_at * 1000) : request.expiresAt,
      };
    },

    async lookup(transactionId: string): Promise<GatewayPayment | null> {
      const found = await call('lookup', () =>
        stripe.paymentIntents.search({
          query: `metadata['${TRANSACTION_METADATA_KEY}']:'${transactionId.replace(/[^0-9a-f-]/gi, '')}'`,
          limit: 1,
        }),
      );
      const intent = found.data[0];
      return intent ? { gatewayReference: intent.id, state: paymentState(intent) } : null;
    },

    parseEvent(rawBody: Buffer, signature: string | undefined): GatewayEvent {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', options.webhookSecret);
      } catch {
        throw new GatewaySignatureError();
      }
      const base = { id: event.id, type: event.type };
      switch (event.type) {
        case 'payment_intent.succeeded':
        case 'payment_intent.payment_failed':
        case 'payment_intent.canceled':
        case 'payment_intent.amount_capturable_updated': {
          const intent = event.data.object;
          return {
            ...base,
            kind: 'payment',
            gatewayReference: intent.id,
            transactionId: intent.metadata?.[TRANSACTION_METADATA_KEY] ?? null,
            state: paymentState(intent),
          };
        }
        case 'charge.refunded': {
          const charge = event.data.object;
          const reference = idOf(charge.payment_intent);
          return reference
            ? {
                ...base,
                kind: 'refunded',
                gatewayReference: reference,
                refundedCents: charge.amount_refunded,
              }
            : { ...base, kind: 'ignored' };
        }
        case 'charge.dispute.created': {
          const dispute = event.data.object;
          const reference = idOf(dispute.payment_intent);
          return reference
            ? { ...base, kind: 'disputed', gatewayReference: reference, reason: dispute.reason }
            : { ...base, kind: 'ignored' };
        }
        default:
          return { ...base, kind: 'ignored' };
      }
    },
  };
}
