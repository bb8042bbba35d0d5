import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { CreateOrder } from '@duffel/api/types';
import { bookingMessages } from '@portal/domain/bookings';
import { type FlightRecommendation, type FlightSearchResponse } from '@portal/domain/flights';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeRates, flightMarkups } from '../../src/db/consoleSchema';
import { ledgerService, type LedgerService } from '../../src/modules/ledger/service';
import { startDuffelStandIn, type DuffelStandIn } from '../helpers/duffelStandIn';
import { bearer, createTestApp, demo, login, type TestApp } from '../helpers/testApp';
import { expectLedgerInvariants } from '../ledger/invariants';
import { CARDS, holdsOf, issueTicket, lastCode, paymentsOf, rows } from './challengeHelpers';
import { economySearch } from '../helpers/flightSearch';
import { daysAhead, paidAt, prices } from './helpers';

let searches = 0;
/** A round trip on dates no earlier test searched (a search's reply is cached). */
const roundTrip = () => {
  searches++;
  return economySearch([
    { departureAirport: 'GRU', arrivelAirport: 'LIS', departureDate: daysAhead(40 + searches) },
    { departureAirport: 'LIS', arrivelAirport: 'GRU', departureDate: daysAhead(60 + searches) },
  ]);
};
type Search = ReturnType<typeof roundTrip>;

const traveller = {
  name: 'Maria',
  lastName: 'Souza',
  birthdate: '1990-05-04',
  gender: 'FEMALE' as const,
  documentType: 'CPF' as const,
  documentId: '52998224725',
  email: 'maria@example.com',
  phone: '(11) 98765-4321',
};

describe('buying a Duffel flight through the purchase saga', { timeout: 120_000 }, () => {
  let duffel: DuffelStandIn;
  let t: TestApp;
  let token: string;
  let userId: string;
  let ledger: LedgerService;

  beforeAll(async () => {
    duffel = await startDuffelStandIn();
    t = await createTestApp({
      config: {
        flightSupplier: { name: 'duffel', accessToken: 'duffel_test_saga', apiUrl: duffel.url },
      },
    });
    await t.database.db.insert(exchangeRates).values({ currency: 'USD', brlRate: 5 });
    // 10 % and R$ 20,00 per passenger on campaign 77's flights.
    await t.database.db
      .insert(flightMarkups)
      .values({ campaignId: 77, percent: 10, fixedPerPassengerCents: 2000 });
    const session = await login(t.app, demo.member);
    token = session.idToken;
    userId = session.localId;
    ledger = ledgerService(t.database.db);
  });
  afterAll(async () => {
    await expectLedgerInvariants(t.database.db);
    await t.close();
    await duffel.close();
  });

  async function searchFlights(
    search: Search = roundTrip(),
  ): Promise<{ search: Search; offers: FlightRecommendation[] }> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/flight',
      headers: bearer(token),
      payload: search,
    });
    expect(response.statusCode, response.body).toBe(200);
    return { search, offers: (response.json() as FlightSearchResponse).recommendations };
  }

  function booking(
    { search, offers: [offer] }: { search: Search; offers: FlightRecommendation[] },
    cardNumber: string | null,
  ) {
    if (!offer) throw new Error('no Duffel offer');
    const p = prices(Math.round(offer.totalfare.total * 100));
    return {
      type: 'FLIGHT' as const,
      search,
      recommendationid: offer.recommendationid,
      goingSegmentId: offer.journeys[0]!.segments[0]!.segmentid,
      returnSegmentId: offer.journeys[1]!.segments[0]!.segmentid,
      passengers: [traveller],
      ...paidAt(p, cardNumber),
    };
  }

  const post = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: { ...bearer(token), 'idempotency-key': randomUUID() },
      payload,
    });

  it('names Duffel as the flight supplier in the health check', async () => {
    const health = (await t.app.inject('/api/health')).json();
    expect(health.suppliers).toMatchObject({ flight: 'duffel', hotel: 'sandbox' });
  });

  it("shows the airline's logo from the offer's owner, its host allowed in the page's img-src", async () => {
    const { offers } = await searchFlights();
    expect(offers[0]!.validatingcarrierLogoUrl).toBe(
      'https://assets.duffel.com/img/airlines/for-light-background/full-color-logo/ZZ.svg',
    );
    const policy = String((await t.app.inject('/api/health')).headers['content-security-policy']);
    expect(/img-src ([^;]+)/.exec(policy)?.[1]).toContain('https://assets.duffel.com');
  });

  it('shows offers in reais with the campaign markup, and buys one: PNR as booking code, rate kept', async () => {
    const found = await searchFlights();
    const cheapest = found.offers[0];
    // 450 USD (2 slices × 225) at R$ 5 = R$ 2.250,00; 10 % and R$ 20 → R$ 2.495,00
    expect(cheapest!.totalfare.total).toBe(2495);
    expect(cheapest!.journeys.map((j) => j.direction)).toEqual(['IDA', 'VOLTA']);
    const before = await ledger.balance(77, userId);
    const payload = booking(found, '4111111111111111');
    const response = await post(payload);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.bookingResponse.bookingCode).toMatch(/^DUF\d{3}$/);
    const order = (
      duffel.requests.find((r) => r.path === '/air/orders')!.body as { data: CreateOrder }
    ).data;
    expect(order).toMatchObject({
      type: 'instant',
      payments: [{ type: 'balance', amount: '450.00', currency: 'USD' }],
      passengers: [{ phone_number: '+5511987654321', gender: 'f', born_on: '1990-05-04' }],
    });
    const [row] = (
      (await t.database.db.execute(
        sql`select supplier_price, supplier_hold_ids from bookings where locator = ${body.booking.locator}`,
      )) as unknown as {
        rows: Array<{ supplier_price: unknown; supplier_hold_ids: string[] }>;
      }
    ).rows;
    expect(row!.supplier_price).toEqual({ amount: '450.00', currency: 'USD', brlRate: 5 });
    expect(order.metadata).toEqual({ portal_hold_id: row!.supplier_hold_ids[0] });
    expect(await ledger.balance(77, userId)).toBe(before - payload.pointsPrice);

    const locator = body.booking.locator as string;
    const preview = await t.app.inject({
      url: `/api/booking/cancel-preview?locator=${locator}`,
      headers: bearer(token),
    });
    expect(preview.statusCode, preview.body).toBe(200);
    // The stand-in's penalty is 50 USD = R$ 250,00 of the R$ 2.495,00 paid: about 10 % kept.
    const quoted = preview.json();
    expect(quoted.cancellable).toBe(true);
    expect(quoted.penaltyCash).toBeCloseTo(payload.cashPrice * (25_000 / 249_500), 1);
    expect(quoted.penaltyPoints).toBe(Math.round(payload.pointsPrice * (25_000 / 249_500)));
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/booking/cancel?locator=${locator}`,
      headers: bearer(token),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect([...duffel.orders.values()].at(-1)!.cancelled_at).not.toBeNull();
    expect(await ledger.balance(77, userId)).toBe(before - quoted.penaltyPoints);
  });

  it('answers a price moved at Duffel since the search with PRICE_CHANGED, buying nothing', async () => {
    const found = await searchFlights();
    const cheapest = found.offers[0];
    const stored = duffel.offers.get(cheapest!.recommendationid)!;
    duffel.offers.set(stored.id, { ...stored, total_amount: '480.00' });
    const orders = duffel.orders.size;
    const response = await post(booking(found, '4111111111111111'));
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().code).toBe('PRICE_CHANGED');
    expect(duffel.orders.size).toBe(orders);
  });

  it('answers an offer expired since the search as gone: refazer a pesquisa', async () => {
    const found = await searchFlights();
    const cheapest = found.offers[0];
    const stored = duffel.offers.get(cheapest!.recommendationid)!;
    duffel.offers.set(stored.id, { ...stored, expires_at: '2020-01-01T00:00:00Z' });
    const response = await post(booking(found, '4111111111111111'));
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({ code: 'OFFER_UNAVAILABLE' });
  });

  it('fails the booking on an airline error: nothing charged, points released', async () => {
    const found = await searchFlights();
    const before = await ledger.balance(77, userId);
    duffel.script('POST /air/orders', {
      status: 400,
      errors: [{ type: 'airline_error', code: 'airline_unknown', message: 'Rejected' }],
    });
    const response = await post(booking(found, '4111111111111111'));
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().error).toContain('Nada foi cobrado');
    expect(await ledger.balance(77, userId)).toBe(before);
  });

  const paymentCount = async () =>
    (await rows<{ n: number }>(t, sql`select count(*)::int as n from payment_transactions`))[0]!.n;
  const ordersMade = () => duffel.requests.filter((r) => r.path === '/air/orders').length;

  it('orders nothing for a declined card: the order waits for the payment', async () => {
    const found = await searchFlights();
    const before = await ledger.balance(77, userId);
    const made = ordersMade();
    const response = await post(booking(found, CARDS.decline));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().success).toBe(false);
    expect(ordersMade()).toBe(made);
    expect(await ledger.balance(77, userId)).toBe(before);
  });

  it('orders once the two-factor code confirms the card, with the travellers kept meanwhile', async () => {
    const found = await searchFlights();
    const made = ordersMade();
    const response = await post(booking(found, CARDS.twoFactor));
    expect(response.statusCode, response.body).toBe(201);
    const locator = response.json().booking.locator as string;
    expect(ordersMade()).toBe(made);
    const { code } = await lastCode(t, locator);
    const issued = await issueTicket(t, token, locator, { token2fa: code });
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json().bookingResponse.bookingCode).toMatch(/^DUF\d{3}$/);
    expect(ordersMade()).toBe(made + 1);
    const [row] = (
      (await t.database.db.execute(
        sql`select pending_holds from bookings where locator = ${locator}`,
      )) as unknown as { rows: Array<{ pending_holds: unknown }> }
    ).rows;
    // The travellers' details are kept only until the order is made.
    expect(row!.pending_holds).toBeNull();
  });

  it('cancels the order first when a step after it fails, then gives back points and card', async () => {
    const found = await searchFlights();
    const before = await ledger.balance(77, userId);
    const cancelled = duffel.cancellations.size;
    // The issue step reads the order back: Duffel failing there comes after the order exists.
    duffel.script('GET /air/orders/:id', { status: 500 });
    const response = await post(booking(found, CARDS.approve));
    expect(response.statusCode, response.body).toBe(504);
    const order = [...duffel.orders.values()].at(-1)!;
    expect(order.cancelled_at).not.toBeNull();
    expect(duffel.cancellations.size).toBe(cancelled + 1);
    const locator = await locatorOfHold(order.metadata?.portal_hold_id);
    expect(await holdsOf(t, locator)).toEqual([expect.objectContaining({ status: 'released' })]);
    expect(await paymentsOf(t, locator)).toEqual([expect.objectContaining({ status: 'voided' })]);
    expect(await ledger.balance(77, userId)).toBe(before);
    // Undone in the reverse order of taking: the order (taken last) before the points and card.
    const [undone] = await rows<{ released: string; voided: string }>(
      t,
      sql`select h.updated_at as released, p.updated_at as voided
          from ledger_holds h, payment_transactions p
          where h.reference = ${locator} and p.reference = ${locator}`,
    );
    expect(Date.parse(order.cancelled_at!)).toBeLessThanOrEqual(
      new Date(undone!.released).getTime(),
    );
    expect(Date.parse(order.cancelled_at!)).toBeLessThanOrEqual(new Date(undone!.voided).getTime());
  });

  async function locatorOfHold(holdId: string | undefined): Promise<string> {
    const [row] = (
      (await t.database.db.execute(
        sql`select locator from bookings where ${holdId ?? ''} = any(supplier_hold_ids)`,
      )) as unknown as { rows: Array<{ locator: string }> }
    ).rows;
    return row!.locator;
  }

  it('sells an offer requiring identity documents only with each passport, sent as the order’s identity_documents', async () => {
    duffel.options.identityDocumentsRequired = true;
    try {
      const found = await searchFlights();
      expect(found.offers[0]!.identityDocumentsRequired).toBe(true);
      const made = ordersMade();
      const payments = await paymentCount();
      const missing = await post(booking(found, CARDS.approve));
      expect(missing.statusCode, missing.body).toBe(400);
      expect(missing.json()).toMatchObject({
        code: 'PASSPORT_REQUIRED',
        error: bookingMessages.passportRequired,
      });
      const passport = {
        documentType: 'PASSPORT' as const,
        documentId: 'FZ123456',
        documentIssuingCountry: 'BR',
      };
      const lastFlight = found.search.flightSegments[1]!.departureDate;
      const expired = await post({
        ...booking(found, CARDS.approve),
        passengers: [{ ...traveller, ...passport, documentExpiresOn: lastFlight }],
      });
      expect(expired.statusCode, expired.body).toBe(400);
      expect(expired.json().code).toBe('PASSPORT_EXPIRED');
      expect(ordersMade()).toBe(made);
      expect(await paymentCount()).toBe(payments);

      const bought = await post({
        ...booking(found, CARDS.approve),
        passengers: [{ ...traveller, ...passport, documentExpiresOn: '2035-12-31' }],
      });
      expect(bought.statusCode, bought.body).toBe(200);
      const order = (
        duffel.requests.filter((r) => r.path === '/air/orders').at(-1)!.body as {
          data: CreateOrder;
        }
      ).data;
      expect(order.passengers[0]!.identity_documents).toEqual([
        {
          type: 'passport',
          unique_identifier: 'FZ123456',
          issuing_country_code: 'BR',
          expires_on: '2035-12-31',
        },
      ]);
    } finally {
      duffel.options.identityDocumentsRequired = false;
    }
  });

  it('names the field Duffel refuses in the travellers', async () => {
    const found = await searchFlights();
    const response = await post({
      ...booking(found, '4111111111111111'),
      passengers: [{ ...traveller, phone: '123' }],
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().error).toContain('telefone');
  });
});
