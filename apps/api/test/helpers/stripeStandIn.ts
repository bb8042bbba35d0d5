import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in of the Stripe API for the adapter's contract tests and the journeys: it
 * answers the endpoints the adapter uses with payloads typed by the `stripe` package itself,
 * keeps the PaymentIntents it created, and records every request (path, form body, idempotency
 * key). Payment methods named as Stripe's own test ones behave as they do in test mode.
 */

/** Stripe's test PaymentMethods and what each does here (as in Stripe's test mode). */
export const testPaymentMethods = {
  approved: 'pm_card_visa',
  threeDSecure: 'pm_card_authenticationRequired',
  declined: 'pm_card_visa_chargeDeclinedInsufficientFunds',
  /** Not Stripe's: the stand-in never answers its authorisation (a timeout). */
  timeout: 'pm_card_standIn_timeout',
  /** Not Stripe's: authorised, but its capture is refused. */
  captureFails: 'pm_card_standIn_captureFails',
  /** Not Stripe's: an American card, no installments. */
  mastercard: 'pm_card_mastercard',
} as const;

export interface RecordedRequest {
  method: string;
  path: string;
  body: Record<string, string>;
  idempotencyKey: string | undefined;
  raw: string;
}

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export function paymentIntentPayload(fields: {
  id: string;
  amount: number;
  status: Stripe.PaymentIntent.Status;
  captureMethod: Stripe.PaymentIntent.CaptureMethod;
  paymentMethod: string | null;
  metadata: Record<string, string>;
  nextAction?: Stripe.PaymentIntent.NextAction | null;
  lastPaymentError?: Stripe.PaymentIntent.LastPaymentError | null;
  amountReceived?: number;
}): Stripe.PaymentIntent {
  return {
    id: fields.id,
    object: 'payment_intent',
    allowed_payment_method_types: null,
    amount: fields.amount,
    amount_capturable: fields.status === 'requires_capture' ? fields.amount : 0,
    amount_received: fields.amountReceived ?? (fields.status === 'succeeded' ? fields.amount : 0),
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: fields.status === 'canceled' ? now() : null,
    cancellation_reason: fields.status === 'canceled' ? 'abandoned' : null,
    capture_method: fields.captureMethod,
    client_secret: `${fields.id}_secret_standin`,
    confirmation_method: 'automatic',
    created: now(),
    currency: 'brl',
    customer: null,
    customer_account: null,
    description: null,
    excluded_payment_method_types: null,
    last_payment_error: fields.lastPaymentError ?? null,
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata: fields.metadata,
    next_action: fields.nextAction ?? null,
    on_behalf_of: null,
    payment_method: fields.paymentMethod,
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: [fields.paymentMethod?.startsWith('pm_pix') ? 'pix' : 'card'],
    payment_record: null,
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: fields.status,
    transfer_group: null,
  } satisfies Stripe.PaymentIntent;
}

function cardPaymentMethod(id: string): Stripe.PaymentMethod {
  const mastercard = id === testPaymentMethods.mastercard;
  return {
    id,
    object: 'payment_method',
    billing_details: {
      address: null,
      email: null,
      name: 'MARIA DA SILVA',
      phone: null,
      tax_id: null,
    },
    card: {
      brand: mastercard ? 'mastercard' : 'visa',
      checks: null,
      country: mastercard ? 'US' : 'BR',
      display_brand: null,
      exp_month: 12,
      exp_year: 2034,
      funding: 'credit',
      generated_from: null,
      last4: mastercard ? '4444' : id === testPaymentMethods.declined ? '9995' : '4242',
      networks: null,
      regulated_status: null,
      three_d_secure_usage: null,
      wallet: null,
    },
    created: now(),
    customer: null,
    customer_account: null,
    livemode: false,
    metadata: {},
    type: 'card',
  } satisfies Stripe.PaymentMethod;
}

function refundPayload(fields: { amount: number; paymentIntent: string }): Stripe.Refund {
  return {
    id: newId('re'),
    object: 'refund',
    amount: fields.amount,
    balance_transaction: null,
    charge: null,
    created: now(),
    currency: 'brl',
    customer: null,
    customer_account: null,
    metadata: {},
    payment_intent: fields.paymentIntent,
    payment_method: null,
    reason: null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  } satisfies Stripe.Refund;
}

/** A charge of a PaymentIntent, as `charge.refunded` carries it. */
export function chargePayload(fields: {
  paymentIntent: string;
  amount: number;
  amountRefunded: number;
}): Stripe.Charge {
  return {
    id: newId('ch'),
    object: 'charge',
    amount: fields.amount,
    amount_captured: fields.amount,
    amount_refunded: fields.amountRefunded,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: null,
    billing_details: { address: null, email: null, name: null, phone: null, tax_id: null },
    calculated_statement_descriptor: null,
    captured: true,
    created: now(),
    currency: 'brl',
    customer: null,
    description: null,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: null,
    failure_message: null,
    fraud_details: null,
    livemode: false,
    metadata: {},
    on_behalf_of: null,
    outcome: null,
    paid: true,
    payment_intent: fields.paymentIntent,
    payment_method: null,
    payment_method_details: null,
    receipt_email: null,
    receipt_number: null,
    receipt_url: null,
    refunded: fields.amountRefunded >= fields.amount,
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'succeeded',
    transfer_data: null,
    transfer_group: null,
  } satisfies Stripe.Charge;
}

/** A dispute (chargeback) opened on a PaymentIntent's charge. */
export function disputePayload(fields: {
  paymentIntent: string;
  amount: number;
  reason: string;
}): Stripe.Dispute {
  return {
    id: newId('dp'),
    object: 'dispute',
    amount: fields.amount,
    balance_transactions: [],
    charge: newId('ch'),
    created: now(),
    currency: 'brl',
    enhanced_eligibility_types: [],
    evidence: {
      access_activity_log: null,
      billing_address: null,
      cancellation_policy: null,
      cancellation_policy_disclosure: null,
      cancellation_rebuttal: null,
      customer_communication: null,
      customer_email_address: null,
      customer_name: null,
      customer_purchase_ip: null,
      customer_signature: null,
      duplicate_charge_documentation: null,
      duplicate_charge_explanation: null,
      duplicate_charge_id: null,
      enhanced_evidence: {},
      product_description: null,
      receipt: null,
      refund_policy: null,
      refund_policy_disclosure: null,
      refund_refusal_explanation: null,
      service_date: null,
      service_documentation: null,
      shipping_address: null,
      shipping_carrier: null,
      shipping_date: null,
      shipping_documentation: null,
      shipping_tracking_number: null,
      uncategorized_file: null,
      uncategorized_text: null,
    },
    evidence_details: {
      due_by: now() + 7 * 86_400,
      enhanced_eligibility: {},
      has_evidence: false,
      past_due: false,
      submission_count: 0,
      submission_method: 'not_submitted',
    },
    intended_submission_method: null,
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: fields.paymentIntent,
    reason: fields.reason,
    status: 'needs_response',
  } satisfies Stripe.Dispute;
}

type EventOf<T extends Stripe.Event['type']> = Extract<Stripe.Event, { type: T }>;

/** A webhook event of `type` carrying `object`, as Stripe sends it. */
export function eventPayload<T extends Stripe.Event['type']>(
  type: T,
  object: EventOf<T>['data']['object'],
  id = newId('evt'),
): EventOf<T> {
  return {
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: now(),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  } as EventOf<T>;
}

/** The body and Stripe-Signature header of a webhook request, signed as Stripe signs them. */
export function signedWebhook(event: Stripe.Event, secret: string) {
  const payload = JSON.stringify(event);
  const header = new Stripe('sk_test_standin').webhooks.generateTestHeaderString({
    payload,
    secret,
  });
  return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': header } };
}

export interface StripeStandIn {
  url: URL;
  requests: RecordedRequest[];
  intents: Map<string, Stripe.PaymentIntent>;
  /** The PaymentIntent created for our transaction id. */
  intentOf(transactionId: string): Stripe.PaymentIntent | undefined;
  /** Changes a PaymentIntent as Stripe would after something outside (the payer, the bank). */
  update(id: string, change: Partial<Stripe.PaymentIntent>): Stripe.PaymentIntent;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
  response.end(JSON.stringify(body));
}

/** Starts the stand-in on 127.0.0.1 (`port` 0: an ephemeral one). */
export async function startStripeStandIn(port = 0): Promise<StripeStandIn> {
  const requests: RecordedRequest[] = [];
  const intents = new Map<string, Stripe.PaymentIntent>();
  const byKey = new Map<string, Stripe.PaymentIntent>();
  const hanging = new Set<ServerResponse>();
  let base = '';

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const raw = await readBody(request);
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const body = Object.fromEntries(new URLSearchParams(raw));
    const key = request.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' ? key : undefined;
    requests.push({ method: request.method ?? '', path: url.pathname, body, idempotencyKey, raw });
    const parts = url.pathname.split('/').filter(Boolean);
    const notFound = () =>
      send(response, 404, {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: 'No such object',
        },
      });

    // The issuer's 3-D Secure page: confirming authorises the payment and goes back to the
    // PaymentIntent's return_url, as the bank's page does in test mode.
    if (parts[0] === '3ds' && parts[1]) {
      const intent = intents.get(parts[1]);
      const returnUrl = intent?.next_action?.redirect_to_url?.return_url;
      if (!intent || intent.status !== 'requires_action' || !returnUrl) return notFound();
      if (request.method === 'GET') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return response.end(
          `<!doctype html><html lang="en"><head><title>3D Secure test page</title></head><body><main><h1>3D Secure test page</h1><form method="post"><button type="submit">Complete authentication</button></form></main></body></html>`,
        );
      }
      intents.set(intent.id, {
        ...intent,
        status: 'requires_capture',
        amount_capturable: intent.amount,
        next_action: null,
      });
      const back = new URL(returnUrl);
      back.searchParams.set('payment_intent', intent.id);
      response.writeHead(303, { location: back.toString() });
      return response.end();
    }
    if (request.method === 'GET' && parts[1] === 'payment_methods' && parts[2]) {
      if (!parts[2].startsWith('pm_card_')) return notFound();
      return send(response, 200, cardPaymentMethod(parts[2]));
    }
    if (request.method === 'GET' && url.pathname === '/v1/payment_intents/search') {
      const match = /metadata\['transaction_id'\]:'([^']+)'/.exec(
        url.searchParams.get('query') ?? '',
      );
      const found = [...intents.values()].filter(
        (intent) => intent.metadata.transaction_id === match?.[1],
      );
      return send(response, 200, {
        object: 'search_result',
        data: found,
        has_more: false,
        next_page: null,
        url: '/v1/payment_intents/search',
      });
    }
    if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const paymentMethod = body.payment_method ?? null;
      const earlier = idempotencyKey ? byKey.get(idempotencyKey) : undefined;
      if (earlier && paymentMethod !== testPaymentMethods.timeout)
        return send(response, 200, intents.get(earlier.id));
      const pix = body['payment_method_data[type]'] === 'pix';
      const id = newId('pi');
      const common = {
        id,
        amount: Number(body.amount),
        captureMethod:
          body.capture_method === 'manual' ? ('manual' as const) : ('automatic' as const),
        paymentMethod: pix ? newId('pm_pix') : paymentMethod,
        metadata: { transaction_id: body['metadata[transaction_id]'] ?? '' },
      };
      let intent: Stripe.PaymentIntent;
      if (pix) {
        const expiresAt = Number(body['payment_method_options[pix][expires_at]']);
        intent = paymentIntentPayload({
          ...common,
          status: 'requires_action',
          nextAction: {
            type: 'pix_display_qr_code',
            pix_display_qr_code: {
              data: `00020101021226850014br.gov.bcb.pix2563standin.stripe.test/${id}5204000053039865802BR6304ABCD`,
              expires_at: expiresAt,
              hosted_instructions_url: `${base}/pix/${id}`,
              image_url_png: `${base}/pix/${id}.png`,
              image_url_svg: `${base}/pix/${id}.svg`,
            },
          },
        });
      } else if (paymentMethod === testPaymentMethods.declined) {
        intent = paymentIntentPayload({
          ...common,
          status: 'requires_payment_method',
          lastPaymentError: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'insufficient_funds',
            message: 'Your card has insufficient funds.',
          },
        });
        intents.set(id, intent);
        if (idempotencyKey) byKey.set(idempotencyKey, intent);
        return send(response, 402, {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'insufficient_funds',
            message: 'Your card has insufficient funds.',
            payment_intent: intent,
          },
        });
      } else if (paymentMethod === testPaymentMethods.threeDSecure) {
        intent = paymentIntentPayload({
          ...common,
          status: 'requires_action',
          nextAction: {
            type: 'redirect_to_url',
            redirect_to_url: { url: `${base}/3ds/${id}`, return_url: body.return_url ?? null },
          },
        });
      } else {
        intent = paymentIntentPayload({ ...common, status: 'requires_capture' });
      }
      if (!earlier) intents.set(id, intent);
      if (idempotencyKey && !earlier) byKey.set(idempotencyKey, intent);
      // The authorisation is made (once), but no answer ever leaves: the adapter times out.
      if (paymentMethod === testPaymentMethods.timeout) {
        hanging.add(response);
        return;
      }
      return send(response, 200, intent);
    }
    if (parts[1] === 'payment_intents' && parts[2]) {
      const intent = intents.get(parts[2]);
      if (!intent) return notFound();
      const action = parts[3];
      if (request.method === 'GET' && !action) return send(response, 200, intent);
      if (request.method === 'POST' && action === 'capture') {
        if (
          intent.payment_method === testPaymentMethods.captureFails ||
          intent.status !== 'requires_capture'
        )
          return send(response, 400, {
            error: {
              type: 'invalid_request_error',
              code: 'charge_expired_for_capture',
              message: 'This PaymentIntent could not be captured.',
            },
          });
        const amount = Number(body.amount_to_capture ?? intent.amount);
        const captured = {
          ...intent,
          status: 'succeeded' as const,
          amount_received: amount,
          amount_capturable: 0,
        };
        intents.set(intent.id, captured);
        return send(response, 200, captured);
      }
      if (request.method === 'POST' && action === 'cancel') {
        if (intent.status === 'succeeded' || intent.status === 'canceled')
          return send(response, 400, {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: `This PaymentIntent's status is ${intent.status}.`,
            },
          });
        const canceled = {
          ...intent,
          status: 'canceled' as const,
          canceled_at: now(),
          next_action: null,
        };
        intents.set(intent.id, canceled);
        return send(response, 200, canceled);
      }
    }
    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      const intent = intents.get(body.payment_intent ?? '');
      if (!intent || intent.status !== 'succeeded') return notFound();
      return send(
        response,
        200,
        refundPayload({ amount: Number(body.amount), paymentIntent: intent.id }),
      );
    }
    return notFound();
  };

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) =>
      send(response, 500, { error: String(error) }),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  base = `http://127.0.0.1:${address.port}`;
  return {
    url: new URL(base),
    requests,
    intents,
    intentOf: (transactionId) =>
      [...intents.values()].find((intent) => intent.metadata.transaction_id === transactionId),
    update(id, change) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no PaymentIntent ${id}`);
      const updated = { ...intent, ...change };
      intents.set(id, updated);
      return updated;
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
