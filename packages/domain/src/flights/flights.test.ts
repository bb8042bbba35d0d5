import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cashToPoints } from '../money/points';
import {
  applyFlightFilters,
  checkFlightSearch,
  checkFlightSelection,
  defaultFlightFilters,
  flightBreakdown,
  flightCouponDiscount,
  flightDateWindow,
  flightDayOffset,
  flightFacets,
  flightResultsRoundTrip,
  flightMessages,
  flightPassengerOptions,
  flightPriceInMode,
  flightStepToTime,
  flightStopsText,
  airportQueryText,
  lowestPriceTable,
  sortFlightsByTotal,
  FLIGHT_TIME_STEPS,
  type FlightFilters,
  type FlightSearchInput,
} from '.';
import {
  flightsOnlyCoupon,
  generateRecommendations,
  makeOption,
  makeRecommendation,
} from '../../test';
import { groupWarning } from '../search/messages';

const day = (y: number, m: number, d: number) => new Date(y, m - 1, d);

describe('flight date window', () => {
  it('round trip uses advanceDaysCar, default range to today + 19, max 11 months', () => {
    const w = flightDateWindow(day(2026, 1, 31), true, 3);
    expect(w.min).toEqual(day(2026, 2, 3));
    expect(w.defaultStart).toEqual(day(2026, 2, 3));
    expect(w.defaultEnd).toEqual(day(2026, 2, 19));
    expect(w.max).toEqual(day(2026, 12, 31));
  });
  it('one way always 7 days ahead and no end', () => {
    const w = flightDateWindow(day(2026, 3, 31), false, 2);
    expect(w.min).toEqual(day(2026, 4, 7));
    expect(w.defaultEnd).toBeNull();
    expect(w.max).toEqual(day(2027, 2, 28));
  });
  it('the default range always ends after it starts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.date({ min: new Date(2020, 0, 1), max: new Date(2035, 0, 1), noInvalidDate: true }),
        (advance, today) => {
          const w = flightDateWindow(today, true, advance);
          expect(w.defaultEnd!.getTime()).toBeGreaterThan(w.defaultStart.getTime());
          expect(w.min.getTime()).toBeLessThanOrEqual(w.max.getTime());
        },
      ),
    );
  });
});

describe('flight search validation', () => {
  const valid: FlightSearchInput = {
    origin: 'GRU',
    destination: 'SSA',
    roundTrip: true,
    start: day(2030, 1, 1),
    end: day(2030, 1, 8),
    adults: 1,
    children: 0,
    infants: 0,
  };
  it('gives every field message and the fill-all alert', () => {
    const check = checkFlightSearch({
      ...valid,
      origin: null,
      destination: null,
      end: null,
      adults: 0,
    });
    expect(check).toEqual({
      kind: 'invalid',
      alert: 'Por favor, preencha todos os campos',
      errors: {
        origin: 'Origem não pode ser vazio',
        destination: 'Destino não pode ser vazio',
        dates: 'Data não pode ser vazia',
        passengers: 'Selecione pelo menos um tipo de passageiro',
      },
    });
  });
  it('one way needs no return date; more than 9 is a group', () => {
    expect(checkFlightSearch({ ...valid, roundTrip: false, end: null })).toEqual({ kind: 'ok' });
    expect(checkFlightSearch({ ...valid, adults: 5, children: 5 })).toEqual({ kind: 'group' });
    expect(groupWarning).toContain('grupos acima de 9 pessoas');
  });
  it('passenger selects: adults 1-9, children 0-9, infants up to the adults', () => {
    expect(flightPassengerOptions('adults', 1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(flightPassengerOptions('children', 1)).toHaveLength(10);
    expect(flightPassengerOptions('infants', 2)).toEqual([0, 1, 2]);
  });
  it('autocomplete text is lowercased without accents', () => {
    expect(airportQueryText(' São Paulo ')).toBe('sao paulo');
  });
});

const ida = (id: string, opts: Partial<Parameters<typeof makeOption>[0]> = {}) =>
  makeOption({
    id,
    direction: 'IDA',
    from: 'GRU',
    to: 'SSA',
    date: '2030-03-10',
    carrier: 'G3',
    departureMinutes: 8 * 60,
    stops: 0,
    cabin: 'Y',
    number: 1000,
    ...opts,
  });
const volta = (id: string, opts: Partial<Parameters<typeof makeOption>[0]> = {}) =>
  makeOption({
    id,
    direction: 'VOLTA',
    from: 'SSA',
    to: 'GRU',
    date: '2030-03-17',
    carrier: 'G3',
    departureMinutes: 18 * 60,
    stops: 0,
    cabin: 'Y',
    number: 2000,
    ...opts,
  });

describe('flight filters', () => {
  const recs = [
    makeRecommendation(
      'A',
      'G3',
      'GOL',
      1000,
      [ida('A1'), ida('A2', { stops: 1, connections: ['GIG'], departureMinutes: 22 * 60 })],
      [volta('A3')],
    ),
    makeRecommendation(
      'B',
      'AD',
      'Azul',
      900,
      [
        ida('B1', {
          carrier: 'AD',
          stops: 2,
          connections: ['VCP', 'CNF'],
          cabin: 'C',
          number: 4400,
        }),
      ],
      [volta('B2', { carrier: 'AD', to: 'CGH' })],
    ),
  ];
  const f = (patch: Partial<FlightFilters>) => ({ ...defaultFlightFilters(), ...patch });
  const ids = (filters: FlightFilters) =>
    applyFlightFilters(recs, filters).map((r) => [
      r.recommendation.recommendationid,
      r.ida.map((o) => o.segmentid),
      r.volta.map((o) => o.segmentid),
    ]);

  it('default filters keep everything', () => {
    expect(ids(defaultFlightFilters())).toEqual([
      ['A', ['A1', 'A2'], ['A3']],
      ['B', ['B1'], ['B2']],
    ]);
  });
  it('stops: Direto, 1 parada, +1 parada', () => {
    expect(ids(f({ stops: [0] }))).toEqual([['A', ['A1'], ['A3']]]);
    expect(ids(f({ stops: [1] }))).toEqual([]);
    expect(ids(f({ stops: [1, 2], departure: [0, 48] }))).toEqual([]); // returns are direct
    expect(ids(f({ stops: [0, 1] }))).toEqual([['A', ['A1', 'A2'], ['A3']]]);
  });
  it('flight number, cabin, airline, connections', () => {
    expect(ids(f({ flightNumber: ' g3 1000' }))).toEqual([['A', ['A1', 'A2'], ['A3']]]);
    expect(ids(f({ flightNumber: '4401' }))).toEqual([['B', ['B1'], ['B2']]]); // IDA matches, VOLTA kept whole
    expect(ids(f({ flightNumber: 'g3 2000' }))).toEqual([['A', ['A1', 'A2'], ['A3']]]);
    expect(ids(f({ flightNumber: '1001' }))).toEqual([['A', ['A2'], ['A3']]]);
    expect(ids(f({ flightNumber: 'ZZ9' }))).toEqual([]);
    expect(ids(f({ cabins: ['C'] }))).toEqual([]);
    expect(ids(f({ airlines: ['AD'] }))).toEqual([['B', ['B1'], ['B2']]]);
    expect(ids(f({ connections: ['GIG'] }))).toEqual([]);
  });
  it('departure and return time of day, duration', () => {
    expect(ids(f({ departure: [40, 48] }))).toEqual([['A', ['A2'], ['A3']]]);
    expect(ids(f({ return: [0, 20] }))).toEqual([]);
    expect(ids(f({ duration: [0, 2] }))).toEqual([['A', ['A1'], ['A3']]]);
  });
  it('same airport drops a return to another airport', () => {
    expect(ids(f({ sameAirport: true }))).toEqual([['A', ['A1', 'A2'], ['A3']]]);
  });
  it('time slider labels', () => {
    expect(flightStepToTime(0)).toBe('00:00');
    expect(flightStepToTime(19)).toBe('09:30');
    expect(flightStepToTime(FLIGHT_TIME_STEPS)).toBe('24:00');
  });
  it('facets list airlines, cabins, connections, stops', () => {
    expect(flightFacets({ recommendations: recs })).toEqual({
      airlines: [
        { code: 'AD', name: 'Azul' },
        { code: 'G3', name: 'GOL' },
      ],
      cabins: ['Y', 'C'],
      connections: ['CNF', 'GIG', 'VCP'],
      stops: [0, 1, 2],
      roundTrip: true,
    });
  });
  it('results are a round trip when a recommendation has a VOLTA leg', () => {
    expect(flightResultsRoundTrip({ recommendations: recs })).toBe(true);
    const oneWay = recs.map((rec) => ({
      ...rec,
      journeys: rec.journeys.filter((journey) => journey.direction === 'IDA'),
    }));
    expect(flightResultsRoundTrip({ recommendations: oneWay })).toBe(false);
    expect(flightResultsRoundTrip({ recommendations: [] })).toBe(false);
  });

  const filtersArb: fc.Arbitrary<FlightFilters> = fc.record({
    flightNumber: fc.constantFrom('', 'G3', '10', 'X'),
    stops: fc.subarray([0, 1, 2] as const).map((v) => [...v]),
    cabins: fc.subarray(['Y', 'W', 'C'] as const).map((v) => [...v]),
    departure: fc
      .tuple(fc.integer({ min: 0, max: 48 }), fc.integer({ min: 0, max: 48 }))
      .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as [number, number]),
    return: fc
      .tuple(fc.integer({ min: 0, max: 48 }), fc.integer({ min: 0, max: 48 }))
      .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as [number, number]),
    duration: fc
      .tuple(fc.integer({ min: 0, max: 250 }), fc.integer({ min: 0, max: 250 }))
      .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as [number, number]),
    sameAirport: fc.boolean(),
    connections: fc.subarray(['GIG', 'BSB', 'CNF']),
    airlines: fc.subarray(['G3', 'AD', 'JJ', 'TP']),
  });
  const generated = generateRecommendations(150, 7);

  it('property: results are a subset, every kept option passes alone, adding a filter never adds results', () => {
    fc.assert(
      fc.property(
        filtersArb,
        fc.constantFrom<(keyof FlightFilters)[]>(['stops'], ['airlines'], ['sameAirport']),
        (filters, _k) => {
          const out = applyFlightFilters(generated, filters);
          expect(out.length).toBeLessThanOrEqual(generated.length);
          for (const kept of out) {
            const original = kept.recommendation.journeys.flatMap((j) => j.segments);
            for (const option of [...kept.ida, ...kept.volta]) expect(original).toContain(option);
            if (filters.airlines.length)
              expect(filters.airlines).toContain(kept.recommendation.validatingcarrier);
            if (filters.stops.length)
              for (const o of kept.ida) expect(filters.stops).toContain(Math.min(o.stops, 2));
            expect(kept.ida.length).toBeGreaterThan(0);
            expect(kept.volta.length).toBeGreaterThan(0);
          }
          const narrower = applyFlightFilters(generated, {
            ...filters,
            sameAirport: true,
            stops:
              filters.stops.length > 1
                ? filters.stops.slice(1)
                : filters.stops.length === 1
                  ? filters.stops
                  : [0],
          });
          const keptIds = new Set(out.map((r) => r.recommendation.recommendationid));
          for (const r of narrower)
            expect(keptIds.has(r.recommendation.recommendationid)).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  });
  it('property: default filters are the identity and order is kept', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), (seed) => {
        const list = generateRecommendations(20, seed);
        expect(
          applyFlightFilters(list, defaultFlightFilters()).map((r) => r.recommendation),
        ).toEqual(list);
      }),
      { numRuns: 30 },
    );
  });
  it('sorts by total ascending', () => {
    const sorted = sortFlightsByTotal(generated);
    for (let i = 1; i < sorted.length; i++)
      expect(sorted[i]!.totalfare.total).toBeGreaterThanOrEqual(sorted[i - 1]!.totalfare.total);
  });
});

describe('flight prices', () => {
  const rec = makeRecommendation('P', 'G3', 'GOL', 2000, [ida('P1')], [volta('P2')], {
    adults: 2,
    children: 1,
    infants: 1,
  });
  it('breakdown: Adulto(s), Criança(s), Bebê(s), Taxas sum to the total', () => {
    const b = flightBreakdown(rec);
    expect(b.lines.map((l) => l.label)).toEqual(['Adulto(s)', 'Criança(s)', 'Bebê(s)', 'Taxas']);
    expect(b.lines.reduce((s, l) => s + l.cents, 0)).toBe(b.totalCents);
    expect(b.lines[0]!.quantity).toBe(2);
  });
  it('points for members round up; cash stays centavos', () => {
    expect(flightPriceInMode(12345, { kind: 'cash' })).toBe(12345);
    expect(flightPriceInMode(12345, { kind: 'points', conversionRate: 50, markupPercent: 0 })).toBe(
      cashToPoints(12345, 50),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 30 }),
        (cents, markup) => {
          const points = flightPriceInMode(cents, {
            kind: 'points',
            conversionRate: 50,
            markupPercent: markup,
          });
          expect(points).toBeGreaterThanOrEqual((cents / 100) * 50 * (1 + markup / 100) - 1e-6);
          expect(Number.isInteger(points)).toBe(true);
        },
      ),
    );
  });
  it('coupon discount line for flight coupons only', () => {
    const base = flightsOnlyCoupon;
    expect(flightCouponDiscount({ ...base, discountType: 1, value: 5000 }, true)).toEqual({
      kind: 'points',
      value: 5000,
    });
    expect(flightCouponDiscount({ ...base, discountType: 2, value: 10 }, true)).toEqual({
      kind: 'percent',
      value: 10,
    });
    expect(
      flightCouponDiscount({ ...base, air: false, discountType: 2, value: 10 }, true),
    ).toBeNull();
    expect(flightCouponDiscount({ ...base, discountType: 2, value: 10 }, false)).toBeNull();
  });
  it('stops text and day offset', () => {
    expect(flightStopsText(0)).toBe('DIRETO');
    expect(flightStopsText(2)).toBe('2 parada(s)');
    expect(flightDayOffset(ida('late', { departureMinutes: 23 * 60, durationMinutes: 180 }))).toBe(
      1,
    );
    expect(flightDayOffset(ida('early'))).toBe(0);
  });
  it('lowest price table per airline and stops', () => {
    const table = lowestPriceTable({
      recommendations: [rec],
      availabilitysummary: [
        {
          validatingcarrier: 'G3',
          availabilitysummarycarrier: 'G3',
          availabilitysummarydetail: [{ stopsnumber: 1, minimumtotalfare: { total: 900.5 } }],
        },
        {
          validatingcarrier: 'AD',
          availabilitysummarycarrier: 'AD',
          availabilitysummarydetail: [
            { stopsnumber: 0, minimumtotalfare: { total: 800 } },
            { stopsnumber: 2, minimumtotalfare: { total: 700 } },
          ],
        },
      ],
    });
    expect(table).toEqual([
      { carrier: 'AD', name: 'AD', byStops: [80000, null, 70000] },
      { carrier: 'G3', name: 'GOL', byStops: [null, 90050, null] },
    ]);
  });
});

describe('flight selection', () => {
  const a = (rec: string, seg = 's') => ({ recommendationId: rec, segmentId: seg });
  it('gives its three verbatim messages', () => {
    expect(checkFlightSelection({ ida: null, volta: null }, 'R1', true)).toEqual({
      ok: false,
      message: flightMessages.selectAny,
    });
    expect(checkFlightSelection({ ida: a('R1'), volta: null }, 'R1', true)).toEqual({
      ok: false,
      message: 'Por favor selecione a ida e volta',
    });
    expect(checkFlightSelection({ ida: a('R1'), volta: a('R2') }, 'R1', true)).toEqual({
      ok: false,
      message: 'Por favor selecione a ida e volta',
    });
    expect(checkFlightSelection({ ida: a('R2'), volta: a('R2') }, 'R1', true)).toEqual({
      ok: false,
      message: 'Por favor selecione um voo neste segmento',
    });
    expect(checkFlightSelection({ ida: a('R1'), volta: a('R1') }, 'R1', true)).toEqual({
      ok: true,
    });
    expect(checkFlightSelection({ ida: null, volta: null }, 'R1', false)).toEqual({
      ok: false,
      message: 'Por favor, selecione algum voo!',
    });
    expect(checkFlightSelection({ ida: a('R1'), volta: null }, 'R1', false)).toEqual({ ok: true });
  });
});
