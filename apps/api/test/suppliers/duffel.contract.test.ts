import type { CreateOfferRequest, CreateOrder } from '@duffel/api/types';
import type { FlightSearchRequest } from '@portal/domain/flights';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  SupplierConflictError,
  SupplierInputError,
  SupplierNotFoundError,
  SupplierPriceChangedError,
  SupplierTimeoutError,
  SupplierUnavailableError,
  withTimeout,
  type FlightTraveller,
} from '../../src/suppliers';
import { DUFFEL_API_VERSION, rateLimitWaitMs } from '../../src/suppliers/duffel/client';
import { DuffelFlightSupplier, HOLD_METADATA_KEY } from '../../src/suppliers/duffel/supplier';
import { startDuffelStandIn, type DuffelStandIn } from '../helpers/duffelStandIn';
import { economySearch } from '../helpers/flightSearch';

const usdRate = 5.25;
const rates = { brlPer: async (currency: string) => (currency === 'USD' ? usdRate : null) };
const signal = () => AbortSignal.timeout(10_000);

function search(overrides: Partial<FlightSearchRequest> = {}): FlightSearchRequest {
  return {
    ...economySearch([
      { departureAirport: 'GRU', arrivelAirport: 'LIS', departureDate: '2030-03-10' },
    ]),
    ...overrides,
  };
}
const roundTrip = (overrides: Partial<FlightSearchRequest> = {}) =>
  search({
    flightSegments: [
      { departureAirport: 'GRU', arrivelAirport: 'LIS', departureDate: '2030-03-10' },
      { departureAirport: 'LIS', arrivelAirport: 'GRU', departureDate: '2030-03-20' },
    ],
    ...overrides,
  });

const adult: FlightTraveller = {
  paxType: 'ADT',
  givenName: 'Ana',
  familyName: 'Souza',
  gender: 'FEMALE',
  bornOn: '1990-05-01',
  email: 'ana@example.com',
  phone: '+5511987654321',
};

describe('Duffel flight adapter against a local Duffel', () => {
  let duffel: DuffelStandIn;
  let supplier: DuffelFlightSupplier;
  const make = () =>
    new DuffelFlightSupplier({
      accessToken: 'duffel_test_contract',
      apiUrl: duffel.url,
      rates,
      searchTimeoutMs: 5000,
    });

  beforeEach(async () => {
    duffel = await startDuffelStandIn();
    supplier = make();
  });
  afterEach(async () => duffel.close());

  const lastBody = <T>(path: string): T => {
    const request = duffel.requests.filter((r) => r.path === path).at(-1);
    return (request?.body as { data: T }).data;
  };

  it('searches one way: one offer request, offers in reais at the operator rate, pinned API version', async () => {
    const offers = await supplier.search(search(), signal());
    expect(offers).toHaveLength(2);
    const request = lastBody<CreateOfferRequest>('/air/offer_requests');
    expect(request).toMatchObject({
      slices: [{ origin: 'GRU', destination: 'LIS', departure_date: '2030-03-10' }],
      passengers: [{ type: 'adult' }],
      cabin_class: 'economy',
      max_connections: 1,
    });
    expect(duffel.requests[0]).toMatchObject({
      duffelVersion: DUFFEL_API_VERSION,
      authorization: 'Bearer duffel_test_contract',
    });
    const cheapest = offers[0]!;
    // 225.00 USD (200 fare + 25 tax) at 5.25 reais
    expect(cheapest.totalCents).toBe(118_125);
    expect(cheapest.taxesCents).toBe(13_125);
    expect(cheapest.supplierPrice).toEqual({ amount: '225.00', currency: 'USD', brlRate: usdRate });
    expect(cheapest).toMatchObject({
      carrier: 'ZZ',
      carrierName: 'Duffel Airways',
      fareFamily: 'Basic',
      stops: 1,
      fares: [{ paxtype: 'ADT', quantity: 1, fareCents: 105_000, taxCents: 13_125 }],
    });
    const direct = offers[1]!;
    expect(direct.journeys).toEqual([
      {
        direction: 'IDA',
        departuredate: '2030-03-10',
        segments: [
          {
            segmentid: expect.stringMatching(/^sli_/),
            stops: 0,
            totalDuration: '02:00',
            totalDurationMinutes: 120,
            baggageAllowance: '1P',
            flights: [
              {
                flightnumber: 'ZZ100',
                carrier: 'ZZ',
                departuredatetime: '2030-03-10T08:00',
                arrivaldatetime: '2030-03-10T10:00',
                departurestation: 'GRU',
                arrivalstation: 'LIS',
                duration: 120,
                fareoption: { cabin: 'Y' },
                classofservices: [
                  { farefamily: 'Comfort', fareBaseCode: 'Y20CMFT', bookingClass: 'Y' },
                ],
              },
            ],
          },
        ],
      },
    ]);
    // The fare dialog answers from the offers just seen: a refund less a 50 USD penalty.
    expect(await supplier.fareDetails('ZZ', 'Y20LGTN2')).toMatchObject({
      airlineCode: 'ZZ',
      fareBaseName: 'Basic',
      allowChange: true,
      percentageRefund: 78,
      weitghtLuggageIncluded: 0,
    });
    expect(await supplier.fareDetails('ZZ', 'Y20CMFT')).toMatchObject({
      fareBaseName: 'Comfort',
      percentageRefund: 82,
      weitghtLuggageIncluded: 23,
    });
  });

  it('searches a round trip with one stop: IDA and VOLTA from the slices, two flights each', async () => {
    const offers = await supplier.search(roundTrip(), signal());
    const withStop = offers.find((o) => o.stops === 1)!;
    expect(withStop.journeys.map((j) => j.direction)).toEqual(['IDA', 'VOLTA']);
    for (const journey of withStop.journeys) {
      expect(journey.segments[0]!.stops).toBe(1);
      expect(journey.segments[0]!.flights.map((f) => f.arrivalstation)).toEqual(
        journey.direction === 'IDA' ? ['BSB', 'LIS'] : ['BSB', 'GRU'],
      );
      expect(journey.segments[0]!.totalDurationMinutes).toBe(300);
      expect(journey.segments[0]!.baggageAllowance).toBe('0P');
    }
    // The luggage filter keeps only fares with a checked bag, direct asks for no connection.
    expect(
      (await supplier.search(roundTrip({ luggage: true }), signal())).every((o) => o.stops === 0),
    ).toBe(true);
    await supplier.search(roundTrip({ directFlight: true }), signal());
    expect(lastBody<CreateOfferRequest>('/air/offer_requests').max_connections).toBe(0);
  });

  it('asks for a child and an infant by age and prices each passenger type', async () => {
    const offers = await supplier.search(search({ qtChild: 1, qtBaby: 1 }), signal());
    expect(lastBody<CreateOfferRequest>('/air/offer_requests').passengers).toEqual([
      { type: 'adult' },
      { age: 8 },
      { age: 1 },
    ]);
    expect(offers[0]!.fares.map((f) => [f.paxtype, f.quantity])).toEqual([
      ['ADT', 1],
      ['CHD', 1],
      ['INF', 1],
    ]);
    const { totalCents, fares } = offers[0]!;
    expect(totalCents).toBe(fares.reduce((s, f) => s + (f.fareCents + f.taxCents) * f.quantity, 0));
    // 225 + 175 + 20 USD = 420 USD, each passenger an equal share rounded up to the centavo.
    expect(totalCents).toBeGreaterThanOrEqual(220_500);
    expect(totalCents).toBeLessThan(220_510);
  });

  it('answers no offers with an empty list, and leaves out offers in a currency without a rate', async () => {
    await duffel.close();
    duffel = await startDuffelStandIn({ noOffers: true });
    expect(await make().search(search(), signal())).toEqual([]);
    await duffel.close();
    duffel = await startDuffelStandIn({ currency: 'JPY' });
    expect(await make().search(search(), signal())).toEqual([]);
  });

  it('turns a 422 into an input error naming the field', async () => {
    duffel.script('POST /air/offer_requests', {
      status: 422,
      errors: [
        {
          type: 'validation_error',
          code: 'invalid_date',
          source: { field: 'departure_date', pointer: '/slices/0/departure_date' },
        },
      ],
    });
    const error = await supplier.search(search(), signal()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SupplierInputError);
    expect((error as SupplierInputError).field).toBe('data da viagem');
  });

  it('retries a 429 once the rate-limit window resets', async () => {
    duffel.script('POST /air/offer_requests', {
      status: 429,
      errors: [{ type: 'rate_limit_error', code: 'rate_limit_exceeded' }],
      headers: { 'ratelimit-reset': String(Math.ceil((Date.now() + 500) / 1000)) },
    });
    const started = Date.now();
    const offers = await supplier.search(search(), signal());
    expect(offers).toHaveLength(2);
    expect(duffel.requests.filter((r) => r.path === '/air/offer_requests')).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(
      rateLimitWaitMs('Tue, 13 Apr 2021 14:09:43 GMT', Date.parse('2021-04-13T14:09:40Z')),
    ).toBe(3000);
    expect(rateLimitWaitMs('1618322983', 1618322980_000)).toBe(3000);
    expect(rateLimitWaitMs('2', 0)).toBe(2000);
  });

  it('gives up at the deadline when the rate-limit window resets after it', async () => {
    duffel.script('POST /air/offer_requests', {
      status: 429,
      errors: [{ type: 'rate_limit_error', code: 'rate_limit_exceeded' }],
      headers: { 'ratelimit-reset': String(Math.floor(Date.now() / 1000) + 60) },
    });
    await expect(
      withTimeout('flight', 300, (s) => supplier.search(search(), s)),
    ).rejects.toBeInstanceOf(SupplierTimeoutError);
    expect(duffel.requests.filter((r) => r.path === '/air/offer_requests')).toHaveLength(1);
  });

  it('times out on a slow Duffel and reports a 5xx as unavailable', async () => {
    duffel.script('POST /air/offer_requests', { status: 200, delayMs: 1000 });
    await expect(
      withTimeout('flight', 200, (s) => supplier.search(search(), s)),
    ).rejects.toBeInstanceOf(SupplierTimeoutError);
    duffel.script('POST /air/offer_requests', { status: 503 });
    await expect(supplier.search(search(), signal())).rejects.toBeInstanceOf(
      SupplierUnavailableError,
    );
  });

  it("ends each call at the caller's deadline (its signal), without the caller racing it", async () => {
    duffel.script('POST /air/offer_requests', { status: 200, delayMs: 1000 });
    const started = Date.now();
    await expect(supplier.search(search(), AbortSignal.timeout(200))).rejects.toBeInstanceOf(
      SupplierTimeoutError,
    );
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('cancels an order Duffel makes after the deadline ended its creation: the cancel waits for it', async () => {
    const [offer] = await supplier.search(search(), signal());
    duffel.script('POST /air/orders', { status: 200, delayMs: 600 });
    await expect(
      supplier.hold(
        { holdId: 'hold-late', ref: offer!.recommendationid, quantity: 1, travellers: [adult] },
        AbortSignal.timeout(100),
      ),
    ).rejects.toBeInstanceOf(SupplierTimeoutError);
    expect(duffel.orders.size).toBe(0);
    await supplier.cancel('hold-late', signal());
    expect(duffel.orders.size).toBe(1);
    expect([...duffel.orders.values()][0]!.cancelled_at).not.toBeNull();
    // Known from the late answer: no scan of the order list.
    expect(duffel.requests.some((r) => r.method === 'GET' && r.path === '/air/orders')).toBe(false);
  });

  it('answers an offer that expired by booking time as gone, at recheck and at hold', async () => {
    const [offer] = await supplier.search(search(), signal());
    const stored = duffel.offers.get(offer!.recommendationid)!;
    duffel.offers.set(stored.id, { ...stored, expires_at: '2020-01-01T00:00:00Z' });
    expect(await supplier.offer(stored.id, search(), signal())).toBeNull();
    await expect(
      supplier.hold({ ref: stored.id, quantity: 1, travellers: [adult] }, signal()),
    ).rejects.toBeInstanceOf(SupplierNotFoundError);
    expect(await supplier.offer('off_unknown', search(), signal())).toBeNull();
  });

  it('refuses to book at a price other than the one the member pays', async () => {
    const [offer] = await supplier.search(search(), signal());
    const stored = duffel.offers.get(offer!.recommendationid)!;
    duffel.offers.set(stored.id, { ...stored, total_amount: '260.00' });
    const rechecked = await supplier.offer(stored.id, search(), signal());
    expect(rechecked!.totalCents).toBe(136_500);
    await expect(
      supplier.hold(
        { ref: stored.id, quantity: 1, travellers: [adult], priceCents: offer!.totalCents },
        signal(),
      ),
    ).rejects.toBeInstanceOf(SupplierPriceChangedError);
    expect(duffel.orders.size).toBe(0);
  });

  it('creates an instant order paid from the balance, with our hold id in its metadata', async () => {
    const [offer] = await supplier.search(search({ qtBaby: 1 }), signal());
    const infant: FlightTraveller = {
      ...adult,
      paxType: 'INF',
      givenName: 'Bia',
      bornOn: '2029-06-01',
    };
    const hold = await supplier.hold(
      {
        holdId: 'hold-1',
        ref: offer!.recommendationid,
        quantity: 1,
        travellers: [adult, infant],
        priceCents: offer!.totalCents,
      },
      signal(),
    );
    expect(hold).toMatchObject({ holdId: 'hold-1', status: 'ISSUED', reference: 'DUF002' });
    const order = lastBody<CreateOrder>('/air/orders');
    expect(order).toMatchObject({
      type: 'instant',
      selected_offers: [offer!.recommendationid],
      payments: [{ type: 'balance', amount: '245.00', currency: 'USD' }],
      metadata: { [HOLD_METADATA_KEY]: 'hold-1' },
      passengers: [
        {
          id: 'pas_0',
          title: 'ms',
          gender: 'f',
          given_name: 'Ana',
          family_name: 'Souza',
          born_on: '1990-05-01',
          email: 'ana@example.com',
          phone_number: '+5511987654321',
          infant_passenger_id: 'pas_1',
        },
        { id: 'pas_1', title: 'miss', given_name: 'Bia', born_on: '2029-06-01' },
      ],
    });
    expect(await supplier.issue('hold-1', signal())).toMatchObject({
      status: 'ISSUED',
      reference: 'DUF002',
    });
  });

  it('sends identity documents when the offer requires them, and refuses a booking without', async () => {
    await duffel.close();
    duffel = await startDuffelStandIn({ identityDocumentsRequired: true });
    supplier = make();
    const [offer] = await supplier.search(search(), signal());
    expect(offer!.identityDocumentsRequired).toBe(true);
    await expect(
      supplier.hold({ ref: offer!.recommendationid, quantity: 1, travellers: [adult] }, signal()),
    ).rejects.toBeInstanceOf(SupplierInputError);
    const document = { number: 'FZ123456', issuingCountry: 'BR', expiresOn: '2035-01-01' };
    await supplier.hold(
      { ref: offer!.recommendationid, quantity: 1, travellers: [{ ...adult, document }] },
      signal(),
    );
    expect(lastBody<CreateOrder>('/air/orders').passengers[0]!.identity_documents).toEqual([
      {
        type: 'passport',
        unique_identifier: 'FZ123456',
        issuing_country_code: 'BR',
        expires_on: '2035-01-01',
      },
    ]);
  });

  it('answers an order Duffel refuses: a field named by its 422, an airline error as a conflict', async () => {
    const [offer] = await supplier.search(search(), signal());
    const badPhone = await supplier
      .hold(
        {
          ref: offer!.recommendationid,
          quantity: 1,
          travellers: [{ ...adult, phone: '11987654321' }],
        },
        signal(),
      )
      .catch((e: unknown) => e);
    expect(badPhone).toBeInstanceOf(SupplierInputError);
    expect((badPhone as SupplierInputError).message).toContain('telefone');
    duffel.script('POST /air/orders', {
      status: 400,
      errors: [{ type: 'airline_error', code: 'airline_unknown', message: 'Airline rejected' }],
    });
    await expect(
      supplier.hold({ ref: offer!.recommendationid, quantity: 1, travellers: [adult] }, signal()),
    ).rejects.toBeInstanceOf(SupplierConflictError);
    expect(duffel.orders.size).toBe(0);
  });

  it("quotes a cancellation, then cancels with Duffel's quote confirmed", async () => {
    const [offer] = await supplier.search(search(), signal());
    await supplier.hold(
      { holdId: 'hold-c', ref: offer!.recommendationid, quantity: 1, travellers: [adult] },
      signal(),
    );
    // 225 USD less the 50 USD refund penalty
    expect(await supplier.cancellationQuote('hold-c', signal())).toEqual({
      refund: { amount: '175.00', currency: 'USD' },
    });
    expect(await supplier.cancel('hold-c', signal())).toMatchObject({ status: 'CANCELLED' });
    const [order] = [...duffel.orders.values()];
    expect(order!.cancelled_at).not.toBeNull();
    expect(
      duffel.requests.filter((r) => /order_cancellations\/ore_\d+\/actions\/confirm$/.test(r.path)),
    ).toHaveLength(1);
    // Cancelling again is a no-op; a hold without an order was never taken.
    expect(await supplier.cancel('hold-c', signal())).toMatchObject({ status: 'CANCELLED' });
    await expect(supplier.cancel('hold-never', signal())).rejects.toBeInstanceOf(
      SupplierNotFoundError,
    );
  });

  it('finds the order of a process that crashed after creating it, by the metadata, and buys nothing twice', async () => {
    const [offer] = await supplier.search(search(), signal());
    await supplier.hold(
      { holdId: 'hold-crash', ref: offer!.recommendationid, quantity: 1, travellers: [adult] },
      signal(),
    );
    const afterRestart = make();
    expect(await afterRestart.issue('hold-crash', signal())).toMatchObject({
      holdId: 'hold-crash',
      reference: 'DUF002',
    });
    expect(duffel.requests.some((r) => r.method === 'GET' && r.path === '/air/orders')).toBe(true);
    await afterRestart.cancel('hold-crash', signal());
    expect(duffel.orders.size).toBe(1);
    expect([...duffel.orders.values()][0]!.cancelled_at).not.toBeNull();
  });
});
