import { describe, expect, it } from 'vitest';
import { toDraft } from './flySearch';
import { isFlySearch } from './storedFlySearch';
import { flySearchSchema } from './flySearch.schema';

const gru = {
  iata: 'GRU',
  airportName: 'Guarulhos',
  description: 'São Paulo, Guarulhos (GRU)',
  countryName: 'Brasil',
  countryIso: 'BR',
  cityName: 'São Paulo',
  stateName: 'SP',
};

const draft = toDraft({
  origin: gru,
  destination: { ...gru, iata: 'SSA', cityName: 'Salvador' },
  roundTrip: true,
  start: new Date(2027, 2, 10),
  end: new Date(2027, 2, 17),
  adults: 2,
  children: 1,
  infants: 0,
  baggage: false,
  directOnly: true,
});

describe('stored flight search', () => {
  it('reads back what the form stores, also without airports or a return', () => {
    expect(isFlySearch(JSON.parse(JSON.stringify(draft)))).toBe(true);
    expect(flySearchSchema.safeParse(JSON.parse(JSON.stringify(draft))).success).toBe(true);
    const oneWay = {
      ...draft,
      origem: null,
      datas: { ...draft.datas, dataVolta: null, diaSemanaVolta: null, endDate: null },
    };
    expect(isFlySearch(oneWay)).toBe(true);
    expect(flySearchSchema.safeParse(oneWay).success).toBe(true);
  });

  // The hand-written check (the home and the results read before zod loads) and the schema (the
  // checkout) keep the same rule.
  it('reads bad or foreign values as absent', () => {
    for (const value of [
      null,
      'Aéreo',
      { ...draft, adultos: 10 },
      { ...draft, bebes: 1.5 },
      { ...draft, origem: { ...gru, iata: 'GR' } },
      { ...draft, destino: { iata: 'SSA' } },
      { ...draft, datas: { ...draft.datas, startDate: 20270310 } },
      { ...draft, idavolta: 'sim' },
    ]) {
      expect(isFlySearch(value)).toBe(false);
      expect(flySearchSchema.safeParse(value).success).toBe(false);
    }
  });
});
