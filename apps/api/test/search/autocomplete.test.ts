import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  airportOptionsSchema,
  busStationOptionsSchema,
  carCityOptionsSchema,
  carLocationsSchema,
  entertainmentAutocompleteResponseSchema,
  experienceCityOptionsSchema,
  hotelLocationsSchema,
} from '@portal/domain/search';
import { buildApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildApp();
});
afterAll(async () => {
  await t.app.close();
});

async function get(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as unknown };
}

describe('GET /api/flight/airports', () => {
  it('ranks the exact IATA code first', async () => {
    const { status, body } = await get('/api/flight/airports?name=gig');
    expect(status).toBe(200);
    const rows = airportOptionsSchema.parse(body);
    expect(rows[0]?.iata).toBe('GIG');
    expect(rows[0]?.cityName).toBe('Rio de Janeiro');
  });

  it('is accent- and case-insensitive and puts city matches before name matches', async () => {
    const a = airportOptionsSchema.parse(
      (await get('/api/flight/airports?name=S%C3%83O%20PAULO')).body,
    );
    const b = airportOptionsSchema.parse((await get('/api/flight/airports?name=sao%20paulo')).body);
    expect(a).toEqual(b);
    expect(
      a
        .slice(0, 2)
        .map((r) => r.iata)
        .sort(),
    ).toEqual(['CGH', 'GRU']);
    expect(a[0]?.countryName).toBe('Brasil');
  });

  it('finds airports by a word inside the name', async () => {
    const rows = airportOptionsSchema.parse((await get('/api/flight/airports?name=jobim')).body);
    expect(rows.map((r) => r.iata)).toContain('GIG');
  });

  it('answers an empty list below 3 characters and at most 20 rows', async () => {
    expect(await get('/api/flight/airports?name=gr')).toEqual({ status: 200, body: [] });
    expect(await get('/api/flight/airports')).toEqual({ status: 200, body: [] });
    const many = airportOptionsSchema.parse((await get('/api/flight/airports?name=san')).body);
    expect(many).toHaveLength(20);
  });

  it('names foreign countries in Portuguese', async () => {
    const rows = airportOptionsSchema.parse((await get('/api/flight/airports?name=JFK')).body);
    expect(rows[0]).toMatchObject({ iata: 'JFK', countryIso: 'US', countryName: 'Estados Unidos' });
  });
});

describe('car cities and locations', () => {
  it('lists cities with their main airport code', async () => {
    const rows = carCityOptionsSchema.parse((await get('/api/car/cities?name=sao%20paulo')).body);
    expect(rows[0]).toMatchObject({ cityName: 'São Paulo', countryIso: 'BR' });
    expect(['GRU', 'CGH']).toContain(rows[0]?.iata);
  });

  it('lists airport and city stores of real rental brands', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/car/locations/GRU?country=BR' });
    const rows = carLocationsSchema.parse(res.json());
    expect(rows.some((l) => l.type === 'AIRPORT' && l.iata === 'CGH')).toBe(true);
    expect(rows.some((l) => l.type === 'CITY')).toBe(true);
    expect(new Set(rows.map((l) => l.rental.name))).toEqual(
      new Set(['Localiza', 'Movida', 'Unidas', 'Foco Aluguel de Carros', 'Hertz']),
    );
  });

  it('rejects a malformed IATA code with 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/car/locations/GRUU' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION' });
  });
});

describe('hotel and experience cities', () => {
  it('groups hotel destinations by country, best match first', async () => {
    const rows = hotelLocationsSchema.parse((await get('/api/hotel/locations?name=paris')).body);
    expect(rows[0]).toMatchObject({ isoCode: 'FR', country: 'França' });
    expect(rows[0]?.destinations[0]?.cityName).toBe('Paris');
  });

  it('lists Brazilian municipalities with their state for experiences', async () => {
    const rows = experienceCityOptionsSchema.parse(
      (await get('/api/experience/hotel-cities?name=florianopolis')).body,
    );
    expect(rows[0]).toEqual({
      id: '4205407',
      cityName: 'Florianópolis',
      stateName: 'Santa Catarina',
    });
  });
});

describe('bus and entertainment autocomplete', () => {
  it('finds bus stations by city, accent-insensitive', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/services/bus/auto-complete',
      payload: { filter: { name: 'goiania' } },
    });
    const rows = busStationOptionsSchema.parse(res.json());
    expect(rows[0]).toMatchObject({ cityName: 'Goiânia', stateCode: 'GO' });
  });

  it('answers empty lists under 3 characters', async () => {
    const bus = await t.app.inject({
      method: 'POST',
      url: '/api/services/bus/auto-complete',
      payload: { filter: { name: 'go' } },
    });
    expect(bus.json()).toEqual([]);
    const ent = await t.app.inject({
      method: 'POST',
      url: '/api/services/entertainment/auto-complete',
      payload: { filter: { name: 'sa' } },
    });
    expect(ent.json()).toEqual({ locations: [], activities: [] });
  });

  it('returns locations and their activities', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/services/entertainment/auto-complete',
      payload: { filter: { name: 'salvador' } },
    });
    const body = entertainmentAutocompleteResponseSchema.parse(res.json());
    expect(body.locations[0]).toMatchObject({ id: '2927408', name: 'Salvador' });
    expect(body.activities.length).toBeGreaterThan(0);
    expect(body.activities.every((a) => /^[456]/.test(a.activityId))).toBe(true);
  });

  it('answers empty lists when the supplier fails', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/services/entertainment/auto-complete',
      payload: { filter: { name: 'ZZC' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ locations: [], activities: [] });
  });
});
