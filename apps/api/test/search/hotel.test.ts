import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defaultHotelFilters,
  filterHotels,
  hotelDetailsResponseSchema,
  type BreakfastChoice,
  hotelSearchResponseSchema,
  type HotelSearchResponse,
} from '@portal/domain/hotels';
import { distanceKm, municipalityByIbge } from '@portal/reference-data';
import { buildApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildApp();
});
afterAll(async () => {
  await t.app.close();
});

const SAO_PAULO = '3550308';
const base = {
  checkinDate: '2027-01-10',
  checkoutDate: '2027-01-13',
  qtAdult: 2,
  qtChild: 0,
  qtRooms: 1,
  childAge: [],
  addressCode: SAO_PAULO,
};

async function search(body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/hotel/available', payload: body });
}

describe('POST /api/hotel/available', () => {
  let result: HotelSearchResponse;
  beforeAll(async () => {
    const res = await search(base);
    expect(res.statusCode).toBe(200);
    result = hotelSearchResponseSchema.parse(res.json());
  });

  it('returns at least 100 properties in a big city, around its real coordinates', () => {
    expect(result.hotelStays.length).toBeGreaterThanOrEqual(100);
    const sp = municipalityByIbge(SAO_PAULO)!;
    for (const h of result.hotelStays) {
      const p = h.basicPropertyInfo.position;
      expect(distanceKm(sp.latitude, sp.longitude, p.latitude, p.longitude)).toBeLessThan(20);
      expect(h.basicPropertyInfo.award.rating * 2).toBe(
        Math.round(h.basicPropertyInfo.award.rating * 2),
      );
    }
    expect(result.addressCode).toBe(SAO_PAULO);
    expect(result.session.sessionId.length).toBeGreaterThan(10);
  });

  it("gives the results' breakfast choice something to filter: some hotels always serve breakfast, some never", () => {
    const count = (choice: BreakfastChoice) =>
      filterHotels(result.hotelStays, { ...defaultHotelFilters(), breakfast: choice }, () => 0)
        .length;
    const all = result.hotelStays.length;
    expect(count('with')).toBeGreaterThan(0);
    expect(count('with')).toBeLessThan(all);
    expect(count('without')).toBeGreaterThan(0);
    expect(count('without')).toBeLessThan(all);
  });

  it('sorts by price and prices a stay as the cheapest rate of each room', () => {
    const prices = result.hotelStays.map((h) => h.price.amountAfterTax);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    for (const h of result.hotelStays.slice(0, 20)) {
      const rates = h.roomStays.roomTypes.flatMap((r) => r.roomRates);
      expect(h.price.amountAfterTax).toBe(
        Math.min(...rates.map((r) => r.origTotal.amountAfterTax)),
      );
      expect(rates.every((r) => r.cancelPenalties.length > 0)).toBe(true);
    }
  });

  it('says the free-cancellation date as members read it (dd/MM/yyyy), never yyyy-MM-dd', () => {
    const descriptions = result.hotelStays
      .flatMap((h) => h.roomStays.roomTypes.flatMap((r) => r.roomRates))
      .flatMap((r) => r.cancelPenalties.map((p) => p.description));
    // Free until three days before the check-in of 2027-01-10.
    expect(descriptions).toContain(
      'Cancelamento gratuito até 07/01/2027; depois, cobrança de 1 diária.',
    );
    expect(descriptions.filter((d) => /\d{4}-\d{2}-\d{2}/.test(d))).toEqual([]);
  });

  it('prices multi-room stays per room', async () => {
    const res = await search({ ...base, qtAdult: 3, qtChild: 1, childAge: [7], qtRooms: 2 });
    const body = hotelSearchResponseSchema.parse(res.json());
    for (const h of body.hotelStays.slice(0, 10)) {
      const rates = h.roomStays.roomTypes.flatMap((r) => r.roomRates);
      const cheapest = [0, 1].map((rph) =>
        Math.min(
          ...rates
            .filter((r) => r.roomStayCandidateRph === rph)
            .map((r) => r.origTotal.amountAfterTax),
        ),
      );
      expect(h.price.amountAfterTax).toBeCloseTo(cheapest[0]! + cheapest[1]!, 2);
    }
  });

  it('sells abroad in dollars with the BRL total in origTotal', async () => {
    const res = await search({ ...base, addressCode: 'G2988507', country: 'FR' });
    const body = hotelSearchResponseSchema.parse(res.json());
    const rate = body.hotelStays[0]!.roomStays.roomTypes[0]!.roomRates[0]!;
    expect(rate.total.currencyCode).toBe('USD');
    expect(rate.origTotal.currencyCode).toBe('BRL');
    expect(rate.origTotal.amountAfterTax).toBeGreaterThan(rate.total.amountAfterTax);
  });

  it('drops availability after a hold', async () => {
    const h = result.hotelStays[0]!;
    const rate = h.roomStays.roomTypes[0]!.roomRates[0]!;
    const hold = await t.deps.suppliers.hotel.hold(
      { ref: rate.rateKey, quantity: 1, date: base.checkinDate },
      new AbortController().signal,
    );
    expect(hold.status).toBe('HELD');
    const again = hotelSearchResponseSchema.parse((await search(base)).json());
    const same = again.hotelStays.find(
      (x) => x.basicPropertyInfo.hotelRef.hotelCode === h.basicPropertyInfo.hotelRef.hotelCode,
    );
    const after =
      same?.roomStays.roomTypes.find(
        (r) => r.roomTypeCode === h.roomStays.roomTypes[0]!.roomTypeCode,
      )?.roomRates[0]?.availableRooms ?? 0;
    expect(after).toBe(rate.availableRooms - 1);
    await t.deps.suppliers.hotel.cancel(hold.holdId, new AbortController().signal);
  });

  it('reaches the failure paths and validates dates', async () => {
    expect((await search({ ...base, addressCode: 'ZZE' })).statusCode).toBe(204);
    expect((await search({ ...base, addressCode: 'ZZC' })).statusCode).toBe(409);
    expect((await search({ ...base, addressCode: 'ZZT' })).statusCode).toBe(504);
    const past = await search({ ...base, checkinDate: '2026-01-01', checkoutDate: '2026-01-03' });
    expect(past.statusCode).toBe(422);
    const backwards = await search({ ...base, checkoutDate: '2027-01-09' });
    expect(backwards.json()).toMatchObject({ error: 'A saída deve ser depois da entrada' });
    const unknown = await search({ ...base, addressCode: '9999999' });
    expect(unknown.statusCode).toBe(422);
    const group = await search({ ...base, qtAdult: 9, qtChild: 1, childAge: [5] });
    expect(group.statusCode).toBe(400);
  });
});

describe('GET /api/hotel/details/:hotelCode', () => {
  it('describes a property of the search and 404s an unknown one', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/hotel/details/${SAO_PAULO}-007` });
    const body = hotelDetailsResponseSchema.parse(res.json());
    expect(body.hotelInfo.cityName).toBe('São Paulo');
    expect(body.guestRooms.length).toBeGreaterThan(0);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/hotel/details/${SAO_PAULO}-999` }))
        .statusCode,
    ).toBe(404);
  });
});
