import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import { cancelResponseSchema } from '@portal/domain/bookings';
import { createSandboxSuppliers, type FlightOffer } from '../../src/suppliers';
import type { LedgerService } from '../../src/modules/ledger/service';
import { ledgerService } from '../../src/modules/ledger/service';
import { demoOperators } from '../../src/seed/operators';
import { consoleLogin, operatorBearer } from '../helpers/console';
import { moved, scrapeMetrics } from '../helpers/metricsScrape';
import {
  chargePayload,
  disputePayload,
  eventPayload,
  paymentIntentPayload,
  signedWebhook,
  startStripeStandIn,
  testPaymentMethods,
  type StripeStandIn,
} from '../helpers/stripeStandIn';
import { bearer, createTestApp, demo, login, type TestApp } from '../helpers/testApp';
import {
  flightBooking,
  flightSearch,
  hotelStay,
  hotelStayBooking,
  postBooking,
  prices,
} from '../bookings/helpers';
import { expectLedgerInvariants } from '../ledger/invariants';

const WEBHOOK_SECRET = 'whsec_contract0test0secret';
const METRICS_TOKEN = 'metrics-token-for-the-contract-test';

interface TransactionRow {
  id: string;
  status: string;
  method: string;
  gateway_reference: string | null;
  captured_cents: number;
  refunded_cents: number;
  decline_reason: string | null;
  disputed_at: string | null;
}

/**
 * The Stripe adapter against a local stand-in of the Stripe API (started here, answering with
 * payloads typed by the `stripe` package), driven through the portal's own API: card payments
 * with manual capture, 3-D Secure, declines, timeouts, refunds, Pix, and signed webhooks.
 */
describe('the Stripe adapter', { timeout: 60_000 }, () => {
  let stripe: StripeStandIn;
  let t: TestApp;
  let token: string;
  let userId: string;
  let ledger: LedgerService;
  let offers: FlightOffer[];
  let booked = 0;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    t = await createTestApp({
      config: {
        paymentMode: 'stripe',
        stripe: {
          secretKey: 'sk_test_contract',
          publishableKey: 'pk_test_contract',
          webhookSecret: WEBHOOK_SECRET,
          apiUrl: stripe.url,
        },
        paymentGatewayTimeoutMs: 300,
        metricsToken: METRICS_TOKEN,
      },
    });
    const session = await login(t.app, demo.member);
    token = session.idToken;
    userId = session.localId;
    ledger = ledgerService(t.database.db);
    offers = await createSandboxSuppliers({ inventoryFile: null }).flight.search(
      flightSearch,
      new AbortController().signal,
    );
  });
  afterAll(async () => {
    if (t) await expectLedgerInvariants(t.database.db);
    await t?.close();
    await stripe?.close();
  });

  const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
    ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const transactionOf = async (locator: string) =>
    (
      await rows<TransactionRow>(
        sql`select t.*, t.captured_cents::int as captured_cents, t.refunded_cents::int as refunded_cents from payment_transactions t join bookings b on b.payment_transaction_id = t.id where b.locator = ${locator}`,
      )
    )[0];
  const bookingOf = async (locator: string) =>
    (
      await rows<{ state: string; status_id: number; ledger_hold_id: string | null }>(
        sql`select state, status_id, ledger_hold_id from bookings where locator = ${locator}`,
      )
    )[0];
  const holdOf = async (locator: string) =>
    (
      await rows<{ status: string }>(
        sql`select status from ledger_holds where reference = ${locator}`,
      )
    )[0]?.status;
  const requestsTo = (path: string) => stripe.requests.filter((r) => r.path === path);
  const balance = () => ledger.balance(77, userId);

  /** Each booking on an offer of its own: the sandbox's flights have few seats. */
  const nextOffer = () => offers[booked++ % offers.length]!;
  /** A flight paid with the minimum points and the rest with `payment`. */
  const book = (payment: object) =>
    postBooking(t, token, { ...flightBooking(nextOffer(), null), payment });
  const byCard = (paymentMethodId: string, installments = 1) =>
    book({ installments, paymentMethodId });
  const byPix = () => book({ method: 'pix' });

  const webhook = (event: Stripe.Event, secret = WEBHOOK_SECRET) => {
    const { payload, headers } = signedWebhook(event, secret);
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers,
      payload,
    });
  };
  const paidIntent = (intent: Stripe.PaymentIntent) =>
    paymentIntentPayload({
      id: intent.id,
      amount: intent.amount,
      status: 'succeeded',
      captureMethod: intent.capture_method,
      paymentMethod: typeof intent.payment_method === 'string' ? intent.payment_method : null,
      metadata: intent.metadata,
    });

  /**
   * A payment sent to the issuer's 3-D Secure page (`redirect`): the member confirms there,
   * Stripe's PaymentIntent then awaits its capture, and the bank sends the browser back to us.
   */
  const confirmAtBank = async (locator: string, redirect: string) => {
    const transaction = await transactionOf(locator);
    expect(transaction?.status).toBe('requires_redirect');
    expect(redirect).toBe(`${stripe.url.origin}/3ds/${transaction!.gateway_reference}`);
    expect(await holdOf(locator)).toBe('held');
    stripe.update(transaction!.gateway_reference!, {
      status: 'requires_capture',
      next_action: null,
    });
    return t.app.inject({
      method: 'GET',
      url: `/api/payments/return/${transaction!.id}?payment_intent=${transaction!.gateway_reference}`,
    });
  };

  it('serves the checkout its mode and publishable key', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/payments/settings' });
    expect(response.json()).toEqual({ mode: 'stripe', publishableKey: 'pk_test_contract' });
  });

  it('approved: a manual-capture PaymentIntent in BRL centavos keyed by our transaction, captured after the issue', async () => {
    const offer = offers[booked]!;
    const p = prices(offer.totalCents);
    const response = await byCard(testPaymentMethods.approved, 3);
    expect(response.statusCode, response.body).toBe(200);
    const locator: string = response.json().booking.locator;
    const transaction = await transactionOf(locator);
    expect(transaction).toMatchObject({ status: 'captured', method: 'card' });

    const [create] = requestsTo('/v1/payment_intents').filter(
      (r) => r.body['metadata[transaction_id]'] === transaction!.id,
    );
    expect(create?.idempotencyKey).toBe(`authorize:${transaction!.id}`);
    expect(create?.body).toMatchObject({
      amount: String(p.cashCents),
      currency: 'brl',
      capture_method: 'manual',
      confirm: 'true',
      payment_method: testPaymentMethods.approved,
      'payment_method_options[card][installments][plan][count]': '3',
      'payment_method_options[card][installments][plan][type]': 'fixed_count',
      return_url: `http://localhost/api/payments/return/${transaction!.id}`,
    });
    const capture = requestsTo(`/v1/payment_intents/${transaction!.gateway_reference}/capture`);
    expect(capture.map((r) => r.body.amount_to_capture)).toEqual([String(p.cashCents)]);
    expect(stripe.intents.get(transaction!.gateway_reference!)?.status).toBe('succeeded');
    expect(await holdOf(locator)).toBe('captured');
  });

  it('3-D Secure: the member is sent to the issuer, comes back to the booking, which is then issued and captured', async () => {
    const response = await byCard(testPaymentMethods.threeDSecure);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.auth2fa).toBe(true);
    const locator: string = body.booking.locator;
    const back = await confirmAtBank(locator, body.redirectAuth2fa);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`http://localhost/busca/finalizado?locator=${locator}`);
    expect(await bookingOf(locator)).toMatchObject({ state: 'issued', status_id: 2 });
    expect((await transactionOf(locator))?.status).toBe('captured');
    expect(await holdOf(locator)).toBe('captured');
  });

  it('3-D Secure refused by the bank: the booking is declined, its points given back, for another card', async () => {
    const before = await balance();
    const response = await byCard(testPaymentMethods.threeDSecure);
    const locator: string = response.json().booking.locator;
    const transaction = await transactionOf(locator);
    stripe.update(transaction!.gateway_reference!, {
      status: 'requires_payment_method',
      next_action: null,
      last_payment_error: {
        type: 'card_error',
        code: 'payment_intent_authentication_failure',
        message: 'The provided PaymentMethod has failed authentication.',
      },
    });
    await t.app.inject({ method: 'GET', url: `/api/payments/return/${transaction!.id}` });
    expect(await bookingOf(locator)).toMatchObject({ state: 'declined', status_id: 1 });
    expect((await transactionOf(locator))?.status).toBe('declined');
    expect(await balance()).toBe(before);
  });

  it('declined: the existing declined outcome, with the bank reason in Portuguese, no points held', async () => {
    const before = await balance();
    const response = await byCard(testPaymentMethods.declined);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.booking.paymentTransaction).toMatchObject({
      status: 'declined',
      declineReason: 'Saldo ou limite insuficiente.',
    });
    expect(await bookingOf(body.booking.locator)).toMatchObject({ state: 'declined' });
    expect(await balance()).toBe(before);
  });

  it('saved cards: none is listed or paid with in Stripe mode, even one kept by the sandbox before', async () => {
    await t.database.db.execute(
      sql`insert into payment_cards (campaign_id, user_id, vault_token, brand, last4, saved) values (77, ${userId}, 'tok_sandbox_saved', 'visa', '1111', true)`,
    );
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/payments/cards',
      headers: bearer(token),
    });
    expect(listed.json()).toEqual([]);
    const created = intentCreations();
    const paid = await book({ installments: 1, vaultId: 'tok_sandbox_saved' });
    expect(paid.statusCode).toBe(400);
    expect(paid.json().code).toBe('CARD_NOT_FOUND');
    expect(intentCreations()).toBe(created);
  });

  const intentCreations = () => requestsTo('/v1/payment_intents').length;
  const installmentKeys = (body: Record<string, string>) =>
    Object.keys(body).filter((name) => name.includes('[installments]'));

  it('installments: a card not issued in Brazil gets no installment plan, and is refused one with a Portuguese reason', async () => {
    const before = await balance();
    const created = intentCreations();
    const split = await byCard(testPaymentMethods.mastercard, 3);
    expect(split.statusCode, split.body).toBe(422);
    expect(split.json()).toMatchObject({
      code: 'INSTALLMENTS_NOT_AVAILABLE',
      error:
        'Parcelamento disponível apenas para cartões emitidos no Brasil. Escolha pagamento à vista ou outro cartão.',
    });
    expect(intentCreations()).toBe(created);
    expect(await balance()).toBe(before);

    const whole = await byCard(testPaymentMethods.mastercard, 1);
    expect(whole.statusCode, whole.body).toBe(200);
    const transaction = await transactionOf(whole.json().booking.locator);
    const [create] = requestsTo('/v1/payment_intents').filter(
      (r) => r.body['metadata[transaction_id]'] === transaction!.id,
    );
    expect(create?.body.payment_method).toBe(testPaymentMethods.mastercard);
    expect(installmentKeys(create!.body)).toEqual([]);
  });

  it('installments: a Brazilian card is offered as many as the campaign allows, and no more', async () => {
    const [campaign] = await rows<{ max: number }>(
      sql`select (settings->>'maxInstallments')::int as max from campaigns where id = 77`,
    );
    const max = campaign!.max;
    expect(max).toBeGreaterThan(1);

    const created = intentCreations();
    const tooMany = await byCard(testPaymentMethods.approved, max + 1);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().code).toBe('INVALID_INSTALLMENTS');
    expect(intentCreations()).toBe(created);

    const most = await byCard(testPaymentMethods.approved, max);
    expect(most.statusCode, most.body).toBe(200);
    const transaction = await transactionOf(most.json().booking.locator);
    const [create] = requestsTo('/v1/payment_intents').filter(
      (r) => r.body['metadata[transaction_id]'] === transaction!.id,
    );
    expect(create?.body).toMatchObject({
      'payment_method_options[card][installments][plan][count]': String(max),
      'payment_method_options[card][installments][plan][type]': 'fixed_count',
      'payment_method_options[card][installments][plan][interval]': 'month',
    });
  });

  /** 'Reprocessar Pagamento' from my trips with a card of Stripe's Payment Element. */
  const reprocess = (locator: string, paymentMethodId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/booking/issue-ticket?locator=${locator}`,
      headers: bearer(token),
      payload: { payment: { installments: 1, paymentMethodId } },
    });

  it('reprocess: a declined booking paid again with a new PaymentMethod is authorised, issued and captured', async () => {
    const declined = await byCard(testPaymentMethods.declined);
    const locator: string = declined.json().booking.locator;
    const first = await transactionOf(locator);

    const response = await reprocess(locator, testPaymentMethods.approved);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().success).toBe(true);
    expect(await bookingOf(locator)).toMatchObject({ state: 'issued', status_id: 2 });
    const paid = await transactionOf(locator);
    expect(paid?.id).not.toBe(first?.id);
    expect(paid).toMatchObject({ status: 'captured', method: 'card' });
    const [create] = requestsTo('/v1/payment_intents').filter(
      (r) => r.body['metadata[transaction_id]'] === paid!.id,
    );
    expect(create?.body).toMatchObject({
      capture_method: 'manual',
      payment_method: testPaymentMethods.approved,
    });
    expect(stripe.intents.get(paid!.gateway_reference!)?.status).toBe('succeeded');
    expect(await holdOf(locator)).toBe('captured');
  });

  it('reprocess with 3-D Secure: the member is sent to the issuer, comes back, and the booking is issued', async () => {
    const before = await balance();
    const declined = await byCard(testPaymentMethods.declined);
    const locator: string = declined.json().booking.locator;

    const response = await reprocess(locator, testPaymentMethods.threeDSecure);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ success: false, auth2fa: true });
    expect(await bookingOf(locator)).toMatchObject({ state: 'awaiting_redirect' });
    const back = await confirmAtBank(locator, body.redirectAuth2fa);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`http://localhost/busca/finalizado?locator=${locator}`);
    expect(await bookingOf(locator)).toMatchObject({ state: 'issued', status_id: 2 });
    expect((await transactionOf(locator))?.status).toBe('captured');
    expect(await balance()).toBeLessThan(before);
  });

  it('reprocess refuses a card number in Stripe mode (422) and the booking stays declined, for another try', async () => {
    const declined = await byCard(testPaymentMethods.declined);
    const locator: string = declined.json().booking.locator;
    const before = stripe.requests.length;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/booking/issue-ticket?locator=${locator}`,
      headers: bearer(token),
      payload: {
        payment: {
          installments: 1,
          card: {
            cardNumber: '4242424242424242',
            holder: 'MARIA DA SILVA',
            cardExpirationDate: '12/2034',
            cardSecurityCode: '123',
          },
        },
      },
    });
    expect(response.statusCode).toBe(422);
    expect(stripe.requests.slice(before).some((r) => r.raw.includes('4242424242424242'))).toBe(
      false,
    );
    expect(await bookingOf(locator)).toMatchObject({ state: 'declined' });
    const again = await reprocess(locator, testPaymentMethods.approved);
    expect(again.statusCode, again.body).toBe(200);
  });

  it('timeout: answered 504 with nothing kept; the reconciliation finds the authorisation and cancels it', async () => {
    const before = await balance();
    const response = await byCard(testPaymentMethods.timeout);
    expect(response.statusCode).toBe(504);
    const [row] = await rows<{ locator: string }>(
      sql`select b.locator from bookings b join payment_transactions t on t.reference = b.locator where t.status = 'unknown'`,
    );
    const locator = row!.locator;
    expect(await bookingOf(locator)).toMatchObject({ state: 'failed' });
    expect(await balance()).toBe(before);
    const [unknown] = await rows<TransactionRow>(
      sql`select * from payment_transactions where reference = ${locator}`,
    );
    // Stripe did authorise it: the money is held on the card until the reconciliation asks.
    expect(stripe.intentOf(unknown!.id)?.status).toBe('requires_capture');
    expect(await t.app.payments.reconcile(new Date(Date.now() - 60_000))).toMatchObject({
      reconciled: 0,
    });
    const counted = await scrapeMetrics(t, METRICS_TOKEN);
    expect(await t.app.payments.reconcile(new Date(Date.now() + 1000))).toMatchObject({
      reconciled: 1,
    });
    // never counted as authorised (the call timed out), so its cancellation is not counted either
    const delta = moved(counted, await scrapeMetrics(t, METRICS_TOKEN));
    for (const operation of ['authorised', 'voided', 'captured'])
      expect(delta('portal_cash_cents_total', { operation }), operation).toBe(0);
    const reconciled = (
      await rows<TransactionRow>(sql`select * from payment_transactions where id = ${unknown!.id}`)
    )[0];
    expect(reconciled?.status).toBe('voided');
    expect(stripe.intentOf(unknown!.id)?.status).toBe('canceled');
  });

  it('capture failure: the booking stays issued, the authorisation is kept for reconciliation', async () => {
    const response = await byCard(testPaymentMethods.captureFails);
    expect(response.statusCode).toBe(200);
    const locator: string = response.json().booking.locator;
    expect(await bookingOf(locator)).toMatchObject({ state: 'issued' });
    const transaction = await transactionOf(locator);
    expect(transaction?.status).toBe('authorized');
    expect(
      requestsTo(`/v1/payment_intents/${transaction!.gateway_reference}/capture`),
    ).toHaveLength(1);
  });

  it('compensation: a 3-D Secure booking left to expire cancels its PaymentIntent', async () => {
    const response = await byCard(testPaymentMethods.threeDSecure);
    const locator: string = response.json().booking.locator;
    await t.database.db.execute(
      sql`update bookings set expires_at = now() - interval '1 minute' where locator = ${locator}`,
    );
    expect(await t.app.bookings.expirePending()).toBe(1);
    const transaction = await transactionOf(locator);
    expect(transaction?.status).toBe('voided');
    const [cancel] = requestsTo(`/v1/payment_intents/${transaction!.gateway_reference}/cancel`);
    expect(cancel?.idempotencyKey).toBe(`cancel:${transaction!.gateway_reference}`);
    expect(stripe.intents.get(transaction!.gateway_reference!)?.status).toBe('canceled');
  });

  it('partial refund: a hotel cancelled past its free date refunds the cash less the penalty', async () => {
    const stay = await hotelStay(2, true);
    const p = prices(stay.rate.origTotalCents);
    const response = await postBooking(t, token, {
      ...hotelStayBooking(stay, p),
      payment: { installments: 1, paymentMethodId: testPaymentMethods.approved },
    });
    expect(response.statusCode, response.body).toBe(200);
    const locator: string = response.json().booking.locator;
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/booking/cancel?locator=${locator}`,
      headers: bearer(token),
    });
    const refund = cancelResponseSchema.parse(cancelled.json()).refund;
    expect(refund.cash).toBeGreaterThan(0);
    expect(refund.cash).toBeLessThan(p.cashPrice);
    const transaction = await transactionOf(locator);
    const [refundRequest] = requestsTo('/v1/refunds').filter(
      (r) => r.body.payment_intent === transaction!.gateway_reference,
    );
    expect(refundRequest?.body.amount).toBe(String(Math.round(refund.cash * 100)));
    expect(refundRequest?.idempotencyKey).toMatch(new RegExp(`^refund:${transaction!.id}:`));
    expect(transaction).toMatchObject({
      status: 'captured',
      refunded_cents: Math.round(refund.cash * 100),
    });
  });

  it('a card number sent to the API in Stripe mode is refused, and never reaches Stripe', async () => {
    const number = '4242424242424242';
    const response = await book({
      installments: 1,
      card: {
        cardNumber: number,
        holder: 'MARIA SOUZA',
        cardExpirationDate: '12/2099',
        cardSecurityCode: '123',
      },
    });
    expect(response.statusCode).toBe(422);
    expect(stripe.requests.some((r) => r.raw.includes(number) || r.path.includes(number))).toBe(
      false,
    );
  });

  describe('Pix', () => {
    /** A Pix booking awaiting its payment, with its PaymentIntent at the stand-in. */
    async function awaitingPix() {
      const response = await byPix();
      expect(response.statusCode, response.body).toBe(201);
      const body = response.json();
      const locator: string = body.booking.locator;
      const transaction = await transactionOf(locator);
      const intent = stripe.intents.get(transaction!.gateway_reference!)!;
      return { body, locator, transaction: transaction!, intent };
    }

    it('awaits the payer with the QR code, then the succeeded webhook issues the booking', async () => {
      const before = await balance();
      const { body, locator, transaction, intent } = await awaitingPix();
      expect(body.message).toBe(
        'Pague o Pix para concluir a sua reserva: os assentos e os pontos ficam reservados até o prazo.',
      );
      expect(body.booking.paymentTransaction).toMatchObject({
        method: 'pix',
        status: 'awaiting_payment',
        pix: { code: expect.stringMatching(/^000201/), imageUrl: expect.stringMatching(/\.svg$/) },
      });
      expect(await bookingOf(locator)).toMatchObject({ state: 'awaiting_payment', status_id: 1 });
      expect(await holdOf(locator)).toBe('held');
      const [create] = requestsTo('/v1/payment_intents').filter(
        (r) => r.body['metadata[transaction_id]'] === transaction.id,
      );
      expect(create?.body).toMatchObject({
        'payment_method_data[type]': 'pix',
        currency: 'brl',
        confirm: 'true',
      });
      expect(create?.idempotencyKey).toBe(`pix:${transaction.id}`);

      const event = eventPayload('payment_intent.succeeded', paidIntent(intent));
      expect((await webhook(event)).statusCode).toBe(200);
      expect(await bookingOf(locator)).toMatchObject({ state: 'issued', status_id: 2 });
      expect((await transactionOf(locator))?.status).toBe('captured');
      expect(await holdOf(locator)).toBe('captured');
      expect(await balance()).toBeLessThan(before);
      // A Pix has no capture of its own.
      expect(requestsTo(`/v1/payment_intents/${intent.id}/capture`)).toHaveLength(0);

      // The same event again, and an older one arriving late, change nothing.
      expect((await webhook(event)).statusCode).toBe(200);
      const late = eventPayload('payment_intent.canceled', { ...intent, status: 'canceled' });
      expect((await webhook(late)).statusCode).toBe(200);
      const failed = eventPayload('payment_intent.payment_failed', {
        ...intent,
        status: 'requires_payment_method',
      });
      expect((await webhook(failed)).statusCode).toBe(200);
      expect(await bookingOf(locator)).toMatchObject({ state: 'issued' });
      expect((await transactionOf(locator))?.status).toBe('captured');
      expect(requestsTo('/v1/refunds').filter((r) => r.body.payment_intent === intent.id)).toEqual(
        [],
      );
      const [stored] = await rows<{ count: string }>(
        sql`select count(*)::text as count from payment_events where id in (${event.id}, ${late.id}, ${failed.id})`,
      );
      expect(stored?.count).toBe('3');
    });

    it('expired: the canceled webhook gives back the seats and the points, and my trips says so', async () => {
      const before = await balance();
      const { locator, intent } = await awaitingPix();
      expect(await balance()).toBeLessThan(before);
      const event = eventPayload('payment_intent.canceled', { ...intent, status: 'canceled' });
      expect((await webhook(event)).statusCode).toBe(200);
      expect(await bookingOf(locator)).toMatchObject({ state: 'expired', status_id: 3 });
      expect(await holdOf(locator)).toBe('released');
      expect(await balance()).toBe(before);
      const trips = await t.app.inject({
        method: 'GET',
        url: '/api/bookings',
        headers: bearer(token),
      });
      expect(trips.statusCode, trips.body).toBe(200);
      expect(JSON.stringify(trips.json())).toContain(locator);
      const listed = await t.app.inject({
        method: 'GET',
        url: `/api/bookings/${locator}`,
        headers: bearer(token),
      });
      expect(listed.json()).toMatchObject({ statusId: 3 });
    });

    it('paid after its booking expired: the Pix is refunded in full', async () => {
      const { locator, transaction, intent } = await awaitingPix();
      // The payer pays at the last second; our cancel then finds it paid.
      stripe.update(intent.id, paidIntent(intent));
      await t.database.db.execute(
        sql`update bookings set expires_at = now() - interval '1 minute' where locator = ${locator}`,
      );
      expect(await t.app.bookings.expirePending()).toBe(1);
      expect(await bookingOf(locator)).toMatchObject({ state: 'expired' });
      const event = eventPayload('payment_intent.succeeded', paidIntent(intent));
      expect((await webhook(event)).statusCode).toBe(200);
      const [refund] = requestsTo('/v1/refunds').filter((r) => r.body.payment_intent === intent.id);
      expect(refund?.body.amount).toBe(String(intent.amount));
      expect(await transactionOf(locator)).toMatchObject({
        id: transaction.id,
        status: 'refunded',
        refunded_cents: intent.amount,
      });
      expect(await bookingOf(locator)).toMatchObject({ state: 'expired' });
    });

    it('a lost webhook: the reconciliation asks Stripe, issues the paid booking and counts the money', async () => {
      const { locator, intent } = await awaitingPix();
      stripe.update(intent.id, paidIntent(intent));
      const before = await scrapeMetrics(t, METRICS_TOKEN);
      await t.app.payments.reconcile(new Date(Date.now() + 1000));
      expect(await bookingOf(locator)).toMatchObject({ state: 'issued' });
      const delta = moved(before, await scrapeMetrics(t, METRICS_TOKEN));
      expect(delta('portal_cash_cents_total', { operation: 'captured' })).toBe(intent.amount);
      expect(delta('portal_cash_cents_total', { operation: 'refunded' })).toBe(0);
    });

    it('a bad signature is answered 400 and changes nothing; the same event signed right is then handled', async () => {
      const { locator, intent } = await awaitingPix();
      const event = eventPayload('payment_intent.succeeded', paidIntent(intent));
      const forged = await webhook(event, 'whsec_not0the0secret');
      expect(forged.statusCode).toBe(400);
      const unsigned = await t.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(event),
      });
      expect(unsigned.statusCode).toBe(400);
      expect(await bookingOf(locator)).toMatchObject({ state: 'awaiting_payment' });
      const [stored] = await rows<{ count: string }>(
        sql`select count(*)::text as count from payment_events where id = ${event.id}`,
      );
      expect(stored?.count).toBe('0');
      expect((await webhook(event)).statusCode).toBe(200);
      expect(await bookingOf(locator)).toMatchObject({ state: 'issued' });
    });
  });

  it('charge.refunded only adds up: a late event for an earlier refund changes nothing', async () => {
    const response = await byCard(testPaymentMethods.approved);
    const locator: string = response.json().booking.locator;
    const transaction = (await transactionOf(locator))!;
    const amount = transaction.captured_cents;
    const charge = (refunded: number) =>
      eventPayload(
        'charge.refunded',
        chargePayload({
          paymentIntent: transaction.gateway_reference!,
          amount,
          amountRefunded: refunded,
        }),
      );
    expect((await webhook(charge(amount))).statusCode).toBe(200);
    expect(await transactionOf(locator)).toMatchObject({
      status: 'refunded',
      refunded_cents: amount,
    });
    expect((await webhook(charge(100))).statusCode).toBe(200);
    expect(await transactionOf(locator)).toMatchObject({
      status: 'refunded',
      refunded_cents: amount,
    });
  });

  it('dispute: the booking is flagged for the operators in the console, and audited', async () => {
    const response = await byCard(testPaymentMethods.approved);
    expect(response.statusCode, response.body).toBe(200);
    const locator: string = response.json().booking.locator;
    const transaction = (await transactionOf(locator))!;
    const event = eventPayload(
      'charge.dispute.created',
      disputePayload({
        paymentIntent: transaction.gateway_reference!,
        amount: transaction.captured_cents,
        reason: 'fraudulent',
      }),
    );
    expect((await webhook(event)).statusCode).toBe(200);
    expect((await transactionOf(locator))?.disputed_at).not.toBeNull();
    const audited = await rows<{ action: string; actor_name: string }>(
      sql`select action, actor_name from audit_log where target_id = ${transaction.id}`,
    );
    expect(audited).toEqual([{ action: 'payment.disputed', actor_name: 'stripe' }]);
    // Handled once: the same event again audits nothing more.
    await webhook(event);
    expect(
      await rows(sql`select 1 from audit_log where target_id = ${transaction.id}`),
    ).toHaveLength(1);

    const consoleToken = await consoleLogin(t.app, demoOperators.admin);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/console/bookings/${locator}`,
      headers: operatorBearer(consoleToken),
    });
    expect(detail.json().steps).toContainEqual(
      expect.objectContaining({
        step: 'dispute',
        status: 'opened',
        detail: expect.stringContaining('fraudulent'),
      }),
    );
  });

  it('an idempotency key replayed never authorises twice', async () => {
    const key = randomUUID();
    const payload = {
      ...flightBooking(nextOffer(), null),
      payment: { installments: 1, paymentMethodId: testPaymentMethods.approved },
    };
    const first = await postBooking(t, token, payload, key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await postBooking(t, token, payload, key);
    expect(again.json()).toEqual(first.json());
    const transaction = await transactionOf(first.json().booking.locator);
    expect(
      requestsTo('/v1/payment_intents').filter(
        (r) => r.body['metadata[transaction_id]'] === transaction!.id,
      ),
    ).toHaveLength(1);
  });
});
