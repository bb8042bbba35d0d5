import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMetricsServer, registryMetrics } from '../../src/metrics/http';
import { observedJobLog } from '../../src/metrics/instrument';
import { metricsRegistry, portalMetrics } from '../../src/metrics/registry';
import { quietWhenIdle, scheduleJob, type JobLogger } from '../../src/jobs/scheduler';
import { startWebhookDeliveryJob } from '../../src/jobs/webhookDelivery';
import { startBookingMailJob } from '../../src/jobs/bookingMailDelivery';
import {
  closeChecked,
  flightBooking,
  flightOffer,
  flightSearch,
  postBooking,
} from '../bookings/helpers';
import { cardPayment, CARDS, issueTicket, lastCode } from '../bookings/challengeHelpers';
import { freePort } from '../helpers/serverProcess';
import { metricKey, moved, parseMetrics, scrapeMetrics } from '../helpers/metricsScrape';
import { bearer, createTestApp, demo, login, type TestApp } from '../helpers/testApp';

const TOKEN = 'metrics-token-for-the-test';
const APPROVED = '4111111111111111';
const DECLINED = '4000000000000002';
const GATEWAY_TIMEOUT = '4000000000000119';

describe('GET /metrics', () => {
  let t: TestApp;
  let token: string;

  const scrape = () => scrapeMetrics(t, TOKEN);

  beforeAll(async () => {
    t = await createTestApp({ config: { metricsToken: TOKEN } });
    token = (await login(t.app, demo.member)).idToken;
  });
  afterAll(() => closeChecked(t));

  it('counts exactly what purchases, a cancellation and searches did', async () => {
    const offer = await flightOffer();
    const before = await scrape();

    const issued = flightBooking(offer, APPROVED);
    const bought = await postBooking(t, token, issued);
    expect(bought.statusCode).toBe(200);
    expect((await postBooking(t, token, flightBooking(offer, DECLINED))).statusCode).toBe(201);
    expect((await postBooking(t, token, flightBooking(offer, GATEWAY_TIMEOUT))).statusCode).toBe(
      504,
    );
    const stale = { ...issued, cashPrice: issued.cashPrice - 10 };
    expect((await postBooking(t, token, stale)).statusCode).toBe(409);
    const locator: string = bought.json().booking.locator;
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/booking/cancel?locator=${locator}`,
      headers: bearer(token),
    });
    expect(cancel.statusCode).toBe(200);
    const { refund } = cancel.json() as { refund: { points: number; cash: number } };
    for (let i = 0; i < 2; i++) {
      const search = await t.app.inject({
        method: 'POST',
        url: '/api/flight',
        headers: bearer(token),
        payload: flightSearch,
      });
      expect(search.statusCode).toBe(200);
    }

    const after = await scrape();
    const delta = moved(before, after);
    for (const [outcome, count] of Object.entries({ issued: 1, pending: 1, failed: 1, refused: 1 }))
      expect(
        delta('portal_purchases_total', { product: 'FLIGHT', outcome, step: 'submission' }),
        outcome,
      ).toBe(count);

    expect(delta('portal_points_total', { operation: 'held' })).toBe(issued.pointsPrice);
    expect(delta('portal_points_total', { operation: 'captured' })).toBe(issued.pointsPrice);
    expect(delta('portal_points_total', { operation: 'released' })).toBe(0);
    expect(delta('portal_points_total', { operation: 'refunded' })).toBe(refund.points);

    const cashCents = Math.round(issued.cashPrice * 100);
    expect(delta('portal_cash_cents_total', { operation: 'authorised' })).toBe(cashCents);
    expect(delta('portal_cash_cents_total', { operation: 'captured' })).toBe(cashCents);
    expect(delta('portal_cash_cents_total', { operation: 'refunded' })).toBe(
      Math.round(refund.cash * 100),
    );
    expect(delta('portal_cash_cents_total', { operation: 'voided' })).toBe(0);

    // Held for the issued, the declined and the timed-out purchase; cancelled for the timed-out
    // one (undone) and the cancellation; issued once.
    const flight = (operation: string) =>
      delta('portal_supplier_calls_total', { supplier: 'flight', operation, outcome: 'ok' });
    expect(flight('hold')).toBe(3);
    expect(flight('issue')).toBe(1);
    expect(flight('cancel')).toBe(2);
    expect(
      delta('portal_supplier_call_duration_seconds_count', {
        supplier: 'flight',
        operation: 'hold',
      }),
    ).toBe(3);

    expect(delta('portal_search_cache_requests_total', { product: 'flight', result: 'miss' })).toBe(
      1,
    );
    expect(delta('portal_search_cache_requests_total', { product: 'flight', result: 'hit' })).toBe(
      1,
    );

    for (const status of [200, 201, 504, 409])
      expect(
        delta('http_requests_total', { method: 'POST', route: '/api/booking', status }),
        String(status),
      ).toBe(1);
    expect(
      delta('http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/booking',
        status_class: '5xx',
      }),
    ).toBe(1);
    // The route pattern, never the raw URL with its locator.
    expect(
      delta('http_requests_total', { method: 'POST', route: '/api/booking/cancel', status: 200 }),
    ).toBe(1);
    expect([...after.keys()].some((k) => k.includes(locator))).toBe(false);

    // Owed and not yet sent: the confirmation, the pending-payment notice and the receipt.
    expect(
      after.get(metricKey('portal_outbox_messages', { outbox: 'booking_mail', state: 'pending' })),
    ).toBe(3);
    expect(
      after.get(metricKey('portal_bookings_transient', { state: 'processing', measure: 'count' })),
    ).toBe(0);
    expect(after.has(metricKey('nodejs_eventloop_lag_seconds'))).toBe(true);
    if (t.database.kind === 'postgres')
      expect(
        after.get(metricKey('portal_db_pool_connections', { state: 'total' })),
      ).toBeGreaterThan(0);
  });

  it('counts the purchases a later step completes and the money the gateway reports (Pix)', async () => {
    const offer = await flightOffer();
    const before = await scrape();
    const pendingBy = async (cardNumber: string | null, payment?: object) => {
      const booking = flightBooking(offer, cardNumber);
      const response = await postBooking(t, token, payment ? { ...booking, payment } : booking);
      expect(response.statusCode, response.body).toBe(201);
      return {
        locator: response.json().booking.locator as string,
        redirect: response.json().redirectAuth2fa as string | null,
        cashCents: Math.round(booking.cashPrice * 100),
      };
    };

    const byCode = await pendingBy(CARDS.twoFactor);
    const code = (await lastCode(t, byCode.locator)).code;
    expect((await issueTicket(t, token, byCode.locator, { token2fa: code })).statusCode).toBe(200);

    const byBank = await pendingBy(CARDS.redirect);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: new URL(byBank.redirect!).pathname,
    });
    expect(confirmed.statusCode).toBe(303);

    const declined = await pendingBy(CARDS.decline);
    const reprocessed = await issueTicket(t, token, declined.locator, {
      body: cardPayment(CARDS.approve),
    });
    expect(reprocessed.statusCode).toBe(200);

    const byPix = await pendingBy(null, { method: 'pix' });
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/pix/${byPix.locator}/pay`,
      headers: bearer(token),
    });
    expect(paid.statusCode).toBe(204);

    const delta = moved(before, await scrape());
    for (const [step, product] of [
      ['two_factor', 'FLIGHT'],
      ['redirect', 'FLIGHT'],
      ['reprocess', 'FLIGHT'],
      ['pix', 'FLIGHT'],
    ] as const)
      expect(delta('portal_purchases_total', { product, outcome: 'issued', step }), step).toBe(1);
    expect(
      delta('portal_purchases_total', {
        product: 'FLIGHT',
        outcome: 'pending',
        step: 'submission',
      }),
    ).toBe(4);
    // Cards: authorised and captured once each; the Pix, paid in the bank app, captured only.
    const cards = byCode.cashCents + byBank.cashCents + declined.cashCents;
    expect(delta('portal_cash_cents_total', { operation: 'authorised' })).toBe(cards);
    expect(delta('portal_cash_cents_total', { operation: 'captured' })).toBe(
      cards + byPix.cashCents,
    );
  });

  it.each([
    {
      job: 'webhook-delivery',
      start: (log: JobLogger) =>
        startWebhookDeliveryJob(
          { deliverDue: async () => ({ delivered: 0, failed: 0 }) },
          log,
          60_000,
        ),
      counts: ['delivered', 'failed'],
    },
    {
      job: 'booking-mail',
      start: (log: JobLogger) =>
        startBookingMailJob({ deliverDue: async () => ({ sent: 0, failed: 0 }) }, log, 60_000),
      counts: ['sent', 'failed'],
    },
  ])(
    'counts every pass of the $job job, those that found nothing due too, logging none of those',
    async ({ job: name, start, counts }) => {
      const lines: object[] = [];
      const log = observedJobLog(
        quietWhenIdle({ info: (line) => lines.push(line), error: () => {} }, ...counts),
        portalMetrics(),
      );
      const before = parseMetrics(await metricsRegistry.metrics());
      const job = start(log);
      await job.runNow();
      await job.runNow();
      job.stop();
      const delta = moved(before, parseMetrics(await metricsRegistry.metrics()));
      expect(delta('portal_job_runs_total', { job: name, outcome: 'ok' })).toBe(2);
      expect(delta('portal_job_duration_seconds_count', { job: name })).toBe(2);
      expect(lines).toEqual([]);
    },
  );

  it('counts job passes, their duration, and the passes skipped for another process’s lock', async () => {
    const metrics = portalMetrics();
    const log = observedJobLog({ info: () => {}, error: () => {} }, metrics);
    const before = parseMetrics(await metricsRegistry.metrics());
    let locked = false;
    const job = scheduleJob(
      'metrics-test',
      60_000,
      async () => ({}),
      log,
      async (_name, pass) => (locked ? { skipped: 'running in another process' } : pass()),
    );
    await job.runNow();
    locked = true;
    await job.runNow();
    job.stop();
    const delta = moved(before, parseMetrics(await metricsRegistry.metrics()));
    expect(delta('portal_job_runs_total', { job: 'metrics-test', outcome: 'ok' })).toBe(1);
    expect(delta('portal_job_runs_total', { job: 'metrics-test', outcome: 'skipped' })).toBe(1);
    expect(delta('portal_job_duration_seconds_count', { job: 'metrics-test' })).toBe(1);
  });

  it('is refused without its token, and off the app’s port when no token is set', async () => {
    expect((await t.app.inject('/metrics')).statusCode).toBe(401);
    const wrong = await t.app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('http_requests_total');

    const untokened = await createTestApp();
    try {
      const response = await untokened.app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('http_requests_total');
    } finally {
      await untokened.close();
    }
  });

  it('serves the metrics on a port of its own, with the token when one is set', async () => {
    const port = await freePort();
    const server = await startMetricsServer({
      port,
      host: '127.0.0.1',
      token: TOKEN,
      metrics: registryMetrics(metricsRegistry),
    });
    try {
      const url = `http://127.0.0.1:${port}/metrics`;
      expect((await fetch(url)).status).toBe(401);
      const served = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(served.status).toBe(200);
      expect(await served.text()).toContain('portal_purchases_total');
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});
