import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hotelSearchResponseSchema } from '@portal/domain/hotels';
import { BUS_COMPANIES } from '../../src/suppliers/sandbox/buses';
import { BR_RENTALS, CAR_CATEGORIES, INTL_RENTALS } from '../../src/suppliers/sandbox/cars';
import { busLogoKey, carPhotoKey, rentalLogoKey } from '../../src/suppliers/sandbox/imageKeys';
import { daysAhead, flightSearch, hotelSearch } from '../bookings/helpers';
import { bearer, createTestApp, demo, login, type TestApp } from '../helpers/testApp';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });

/** Every `/files/…` string anywhere in a reply. */
function fileUrls(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string' && value.startsWith('/files/')) into.add(value);
  else if (Array.isArray(value)) for (const item of value) fileUrls(item, into);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) fileUrls(item, into);
  return into;
}

const car = (airport: string, location: string, country: string) => ({
  country,
  pickupAirport: airport,
  pickupLocationCode: location,
  dropoffAirport: airport,
  dropoffLocationCode: location,
  pickupDate: daysAhead(40),
  pickupTime: '10:00',
  dropoffDate: daysAhead(43),
  dropoffTime: '12:00',
});
/** Departures from every region, so each region's bus companies appear. */
const busLines = [
  ['3550308', '3304557'], // São Paulo – Rio de Janeiro
  ['4314902', '4205407'], // Porto Alegre – Florianópolis
  ['2927408', '2611606'], // Salvador – Recife
  ['5208707', '5300108'], // Goiânia – Brasília
  ['1501402', '2111300'], // Belém – São Luís
];

describe('images the searches name', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await login(t.app, demo.member)).idToken;
  });
  afterAll(async () => {
    await t?.close();
  });

  const reply = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await t.app.inject({ method, url, headers: bearer(token), payload });
    expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
    return response.json() as unknown;
  };

  it('answers 200 for every image URL of every product search and hotel details', async () => {
    const urls = new Set<string>();
    const collect = (value: unknown) => fileUrls(value, urls);
    collect(await reply('POST', '/api/flight', flightSearch));
    const hotels = hotelSearchResponseSchema.parse(
      await reply('POST', '/api/hotel/available', hotelSearch),
    );
    collect(hotels);
    for (const stay of hotels.hotelStays.slice(0, 5))
      collect(
        await reply('GET', `/api/hotel/details/${stay.basicPropertyInfo.hotelRef.hotelCode}`),
      );
    collect(await reply('POST', '/api/car', car('CNF', 'CNF-LZ-A', 'BR')));
    collect(await reply('POST', '/api/car', car('MIA', 'MIA', 'US')));
    for (const [origin, destination] of busLines)
      collect(
        await reply('POST', '/api/services/bus/search', {
          filter: { start: daysAhead(30), origin, destination, occupancy: 1 },
        }),
      );
    collect(
      await reply('POST', '/api/services/entertainment/search', { filter: { route: '2927408' } }),
    );
    collect(
      await reply(
        'GET',
        `/api/experience?cityId=3550308&startDate=${daysAhead(10)}&endDate=${daysAhead(40)}`,
      ),
    );

    for (const folder of ['cars', 'rentals', 'bus', 'hotels', 'activities'])
      expect(
        [...urls].some((url) => url.startsWith(`/files/sandbox/${folder}/`)),
        folder,
      ).toBe(true);
    const missing: string[] = [];
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url });
      if (
        response.statusCode !== 200 ||
        !String(response.headers['content-type']).startsWith('image/')
      )
        missing.push(`${url} ${response.statusCode}`);
    }
    expect(missing).toEqual([]);
  });

  it('serves a picture for every car category, rental company and bus company the sandbox offers', async () => {
    const keys = [
      ...CAR_CATEGORIES.map((c) => carPhotoKey(c.acriss)),
      ...[...BR_RENTALS, ...INTL_RENTALS].map((r) => rentalLogoKey(r.code)),
      ...Object.values(BUS_COMPANIES)
        .flat()
        .map((company) => busLogoKey(company)),
    ];
    const missing: string[] = [];
    for (const key of keys) {
      const response = await t.app.inject({ method: 'GET', url: `/files/${key}` });
      if (response.statusCode !== 200) missing.push(key);
    }
    expect(missing).toEqual([]);
  });
});
