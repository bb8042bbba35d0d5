import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  airlineFareSchema,
  flightSearchResponseSchema,
  type FlightSearchResponse,
} from '@portal/domain/flights';
import { airportByIata } from '@portal/reference-data';
import { createSandboxSuppliers } from '../../src/suppliers';
import { economySearch } from '../helpers/flightSearch';
import { buildApp, flightBody, NOW, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildApp();
});
afterAll(async () => {
  await t.app.close();
});

async function search(body: unknown, app = t.app) {
  const res = await app.inject({ method: 'POST', url: '/api/flight', payload: body as object });
  return res;
}

function parse(body: unknown): FlightSearchResponse {
  return flightSearchResponseSchema.parse(body);
}

describe('POST /api/flight', () => {
  it.each([
    ['GRU', 'GIG'],
    ['GRU', 'SSA'],
    ['CGH', 'SDU'],
  ])('returns at least 300 recommendations on the busy route %s–%s', async (o, d) => {
    const res = await search(flightBody(o, d, '2027-01-15'));
    expect(res.statusCode).toBe(200);
    const body = parse(res.json());
    expect(body.recommendations.length).toBeGreaterThanOrEqual(300);
    const carriers = new Set(body.recommendations.map((r) => r.validatingcarrier));
    expect([...carriers].sort()).toEqual(['AD', 'G3', 'JJ']);
  });

  it('is deterministic across restarts', async () => {
    const other = await buildApp();
    const body = flightBody('GRU', 'REC', '2027-02-03', '2027-02-10', { qtAdult: 2, qtChild: 1 });
    const a = (await search(body)).json();
    const b = (await search(body, other.app)).json();
    expect(b).toEqual(a);
    await other.app.close();
  });

  it('answers round trips with IDA and VOLTA journeys and per-passenger fares', async () => {
    const body = parse(
      (
        await search(
          flightBody('GRU', 'SSA', '2027-01-15', '2027-01-22', {
            qtAdult: 2,
            qtChild: 1,
            qtBaby: 1,
          }),
        )
      ).json(),
    );
    for (const r of body.recommendations.slice(0, 50)) {
      expect(r.journeys.map((j) => j.direction)).toEqual(['IDA', 'VOLTA']);
      expect(r.journeys[1]!.segments[0]!.flights[0]!.departurestation).toBe('SSA');
      expect(r.fares.map((f) => f.paxtype)).toEqual(['ADT', 'CHD', 'INF']);
      const total = r.fares.reduce((s, f) => s + (f.fareamount + f.taxamount) * f.quantity, 0);
      expect(Math.round(total * 100)).toBe(Math.round(r.totalfare.total * 100));
      expect(r.fares.find((f) => f.paxtype === 'INF')!.fareamount).toBeLessThan(
        r.fares[0]!.fareamount,
      );
    }
  });

  it('summarises the lowest price per carrier and number of stops', async () => {
    const body = parse((await search(flightBody('POA', 'FOR', '2027-01-20'))).json());
    for (const s of body.availabilitysummary) {
      for (const d of s.availabilitysummarydetail) {
        const prices = body.recommendations
          .filter(
            (r) =>
              r.validatingcarrier === s.validatingcarrier &&
              Math.min(2, r.journeys[0]!.segments[0]!.stops) === d.stopsnumber,
          )
          .map((r) => r.totalfare.total);
        expect(d.minimumtotalfare.total).toBe(Math.min(...prices));
      }
    }
  });

  it('honours direct-only and baggage options', async () => {
    const direct = parse(
      (
        await search(flightBody('GRU', 'SSA', '2027-01-15', undefined, { directFlight: true }))
      ).json(),
    );
    expect(
      direct.recommendations.every((r) =>
        r.journeys.every((j) => j.segments.every((s) => s.stops === 0)),
      ),
    ).toBe(true);
    const bags = parse(
      (await search(flightBody('GRU', 'SSA', '2027-01-15', undefined, { luggage: true }))).json(),
    );
    expect(
      bags.recommendations.every((r) => r.journeys[0]!.segments[0]!.baggageAllowance !== '0P'),
    ).toBe(true);
  });

  it('serves international routes with real carriers of the region', async () => {
    const body = parse((await search(flightBody('GRU', 'LIS', '2027-03-10'))).json());
    const carriers = new Set(body.recommendations.map((r) => r.validatingcarrier));
    expect(carriers.has('TP')).toBe(true);
    expect(body.recommendations.some((r) => r.journeys[0]!.segments[0]!.stops === 0)).toBe(true);
  });

  it('gives fare details for a fare code of the results, 404 for an unknown one', async () => {
    const body = parse((await search(flightBody('GRU', 'GIG', '2027-01-15'))).json());
    const cos = body.recommendations[0]!.journeys[0]!.segments[0]!.flights[0]!.classofservices[0]!;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/flight/airline-fare/${body.recommendations[0]!.validatingcarrier}/${cos.fareBaseCode}`,
    });
    expect(res.statusCode).toBe(200);
    expect(airlineFareSchema.parse(res.json()).fareBaseName).toBe(cos.farefamily);
    const missing = await t.app.inject({ method: 'GET', url: '/api/flight/airline-fare/G3/NOPE' });
    expect(missing.statusCode).toBe(404);
  });

  it('reaches the documented failure paths', async () => {
    const conflict = await search(flightBody('GRU', 'ZZC', '2027-01-15'));
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error).toMatch(/fornecedor/);
    const timeout = await search(flightBody('GRU', 'ZZT', '2027-01-15'));
    expect(timeout.statusCode).toBe(504);
    expect(timeout.json()).toEqual({
      error: 'Tempo expirou, tente novamente!',
      code: 'SUPPLIER_TIMEOUT',
    });
    const empty = await search(flightBody('GRU', 'ZZE', '2027-01-15'));
    expect(empty.statusCode).toBe(204);
    expect(empty.body).toBe('');
  });

  it('refuses bad input with a clear message and no stack', async () => {
    const tooMany = await search(
      flightBody('GRU', 'GIG', '2027-01-15', undefined, { qtAdult: 8, qtChild: 2 }),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toMatch(/grupos acima de 9/);
    const past = await search(flightBody('GRU', 'GIG', '2026-11-30'));
    expect(past.statusCode).toBe(422);
    expect(past.json().error).toBe('Data de ida não pode estar no passado');
    const impossible = await search(flightBody('GRU', 'GIG', '2027-02-30'));
    expect(impossible.statusCode).toBe(400);
    const unknown = await search(flightBody('GRU', 'QQQ', '2027-01-15'));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error).toBe('Aeroporto desconhecido: QQQ');
    // The app's one error handler answers a search's refused input with its fields.
    expect(unknown.json()).toEqual({
      error: 'Aeroporto desconhecido: QQQ',
      code: 'INVALID_SEARCH',
      fields: { 'flightSegments.0.arrivelAirport': 'Aeroporto desconhecido' },
    });
    const backwards = await search(flightBody('GRU', 'GIG', '2027-01-15', '2027-01-10'));
    expect(backwards.statusCode).toBe(422);
    for (const r of [tooMany, past, impossible, unknown, backwards])
      expect(r.body).not.toMatch(/at .*\.ts/);
  });

  it('answers a repeated, differently written query from the cache', async () => {
    await t.deps.cache.clear();
    const before = { ...t.deps.cache.stats };
    await search(flightBody('GRU', 'BSB', '2027-01-18'));
    await search(flightBody('gru', 'bsb', '2027-01-18'));
    expect(t.deps.cache.stats.misses - before.misses).toBe(1);
    expect(t.deps.cache.stats.hits - before.hits).toBe(1);
  });

  it('records each search for the most-searched destinations', async () => {
    await search(flightBody('CNF', 'REC', '2027-01-18'));
    const rows = await t.deps.recorder.recent(NOW - 1000);
    expect(rows[0]).toMatchObject({
      originIata: 'CNF',
      destinationIata: 'REC',
      origin: { city: 'Belo Horizonte', country: 'BR' },
    });
  });
});

describe('sandbox flight properties', () => {
  const suppliers = createSandboxSuppliers({ now: () => NOW });
  const signal = new AbortController().signal;
  const codes = [
    'GRU',
    'CGH',
    'GIG',
    'SDU',
    'BSB',
    'CNF',
    'SSA',
    'REC',
    'FOR',
    'POA',
    'CWB',
    'MAO',
    'BEL',
    'FLN',
    'VCP',
    'NAT',
    'MCZ',
    'GYN',
    'CGB',
    'LIS',
    'MIA',
    'EZE',
  ];

  it('names each offer of a search by its own recommendation id (a booking re-prices by it)', async () => {
    for (const to of ['SSA', 'GIG', 'REC', 'POA']) {
      for (let day = 20; day < 170; day += 7) {
        const departureDate = new Date(NOW + day * 86_400_000).toISOString().slice(0, 10);
        const offers = await suppliers.flight.search(
          economySearch([{ departureAirport: 'GRU', arrivelAirport: to, departureDate }]),
          signal,
        );
        const ids = offers.map((offer) => offer.recommendationid);
        expect(new Set(ids).size, `GRU-${to} ${departureDate}`).toBe(ids.length);
      }
    }
  });

  it('prices in positive integer centavos and durations consistent with the times', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...codes),
        fc.constantFrom(...codes),
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 3 }),
        async (o, d, offset, adults, children) => {
          fc.pre(o !== d);
          const date = new Date(NOW + offset * 86_400_000).toISOString().slice(0, 10);
          const offers = await suppliers.flight.search(
            {
              qtAdult: adults,
              qtChild: children,
              qtBaby: 0,
              directFlight: false,
              luggage: false,
              cabin: 'Y',
              flightSegments: [{ departureAirport: o, arrivelAirport: d, departureDate: date }],
            },
            signal,
          );
          for (const offer of offers.slice(0, 40)) {
            expect(Number.isSafeInteger(offer.totalCents) && offer.totalCents > 0).toBe(true);
            for (const f of offer.fares) {
              expect(Number.isInteger(f.fareCents) && f.fareCents > 0).toBe(true);
              expect(Number.isInteger(f.taxCents) && f.taxCents >= 0).toBe(true);
            }
            for (const seg of offer.journeys[0]!.segments) {
              const first = seg.flights[0]!;
              const last = seg.flights.at(-1)!;
              const tz = (iata: string) => airportByIata(iata)!.timezone;
              const utc = (local: string, zone: string) => {
                const naive = Date.parse(`${local}:00Z`);
                const probe = new Date(naive)
                  .toLocaleString('sv-SE', { timeZone: zone })
                  .replace(' ', 'T');
                return naive - (Date.parse(`${probe}Z`) - naive);
              };
              const minutes =
                (utc(last.arrivaldatetime, tz(last.arrivalstation)) -
                  utc(first.departuredatetime, tz(first.departurestation))) /
                60_000;
              expect(Math.abs(minutes - seg.totalDurationMinutes)).toBeLessThanOrEqual(60);
              expect(seg.totalDurationMinutes).toBeGreaterThanOrEqual(
                seg.flights.reduce((s, f) => s + f.duration, 0),
              );
              expect(seg.stops).toBe(seg.flights.length - 1);
            }
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('reply encoding', () => {
  const body = flightBody('GRU', 'GIG', '2027-01-16');
  const search = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/flight',
      payload: body,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends brotli to a browser (which lists gzip first), with the same JSON inside', async () => {
    const { brotliDecompressSync, gzipSync } = await import('node:zlib');
    const plain = await search();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const compressed = await search('gzip, deflate, br, zstd');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    // smaller than gzip would make it, which is why brotli is preferred
    expect(compressed.rawPayload.length).toBeLessThan(gzipSync(plain.rawPayload).length * 0.75);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString('utf8'))).toEqual(
      plain.json(),
    );
  });

  it('gzips for clients without brotli, and honours a refused encoding', async () => {
    const { gunzipSync } = await import('node:zlib');
    const plain = await search();
    for (const accepted of ['gzip', 'gzip, br;q=0']) {
      const zipped = await search(accepted);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
      expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
    expect((await search('identity')).headers['content-encoding']).toBeUndefined();
  });
});
