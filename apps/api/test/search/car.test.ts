import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carSearchResponseSchema } from '@portal/domain/cars';
import { buildApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildApp();
});
afterAll(async () => {
  await t.app.close();
});

const body = {
  country: 'BR',
  pickupAirport: 'CNF',
  pickupLocationCode: 'CNF-LZ-A',
  dropoffAirport: 'CNF',
  dropoffLocationCode: 'CNF-LZ-A',
  pickupDate: '2027-01-10',
  pickupTime: '10:00',
  dropoffDate: '2027-01-14',
  dropoffTime: '12:00',
  page: 0,
  pageItems: 100,
};

describe('POST /api/car', () => {
  it('lists ACRISS cars of the chosen store sorted by total for the rental days', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/car', payload: body });
    expect(res.statusCode).toBe(200);
    const cars = carSearchResponseSchema.parse(res.json());
    expect(cars.length).toBeGreaterThan(3);
    expect(
      cars.every((c) => c.companyName === 'Localiza' && /^[MECIPSFL][A-Z]{3}$/.test(c.category)),
    ).toBe(true);
    const totals = cars.map((c) => c.totalAmount);
    expect([...totals].sort((a, b) => a - b)).toEqual(totals);
    // 4 days + 2 h beyond the 1 h tolerance = 5 days; total = (daily + protection R$ 39) × days
    for (const c of cars) {
      expect(c.rentalDays).toBe(5);
      expect(Math.round(c.totalAmount * 100)).toBe(Math.round((c.dailyAmount + 39) * 100) * 5);
    }
  });

  it('lists every counter of an airport abroad, some offers with loyalty discount numbers', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/car',
      payload: {
        ...body,
        country: 'US',
        pickupAirport: 'MIA',
        pickupLocationCode: 'MIA',
        dropoffAirport: 'MIA',
        dropoffLocationCode: 'MIA',
      },
    });
    const cars = carSearchResponseSchema.parse(res.json());
    expect(new Set(cars.map((c) => c.companyName)).size).toBeGreaterThan(3);
    expect(cars.some((c) => c.loyaltyNumbersList.discountNumbers.length > 0)).toBe(true);
    expect(cars.some((c) => c.loyaltyNumbersList.discountNumbers.length === 0)).toBe(true);
  });

  it('reaches the failure paths and validates the period', async () => {
    const at = (code: string) => ({ ...body, pickupLocationCode: code, dropoffLocationCode: code });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/car', payload: at('ZZE') })).statusCode,
    ).toBe(204);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/car', payload: at('ZZC') })).statusCode,
    ).toBe(409);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/car', payload: at('ZZT') })).statusCode,
    ).toBe(504);
    const backwards = await t.app.inject({
      method: 'POST',
      url: '/api/car',
      payload: { ...body, dropoffDate: '2027-01-09' },
    });
    expect(backwards.statusCode).toBe(422);
    const badTime = await t.app.inject({
      method: 'POST',
      url: '/api/car',
      payload: { ...body, pickupTime: '25:00' },
    });
    expect(badTime.statusCode).toBe(400);
  });
});
