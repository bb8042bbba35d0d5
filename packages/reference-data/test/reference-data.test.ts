import { describe, expect, it } from 'vitest';
import {
  airlineByCode,
  airlines,
  airportByIata,
  airports,
  brazilianStates,
  busStations,
  countryNamePt,
  destinationByCode,
  municipalities,
  municipalityByIbge,
  normalizeText,
  PlaceIndex,
  searchAirports,
  searchBusStations,
  searchDestinations,
} from '../src';

describe('datasets built from the npm data packages', () => {
  it('has every OpenFlights airport with an IATA code, once, with coordinates and time zone', () => {
    const list = airports();
    expect(list.length).toBeGreaterThan(5000);
    expect(new Set(list.map((a) => a.iata)).size).toBe(list.length);
    expect(airportByIata('gru')).toMatchObject({
      icao: 'SBGR',
      cityName: 'São Paulo',
      stateCode: 'SP',
      countryIso: 'BR',
      timezone: 'America/Sao_Paulo',
    });
    expect(airportByIata('SSA')).toMatchObject({ cityName: 'Salvador', stateName: 'Bahia' });
    expect(airportByIata('CDG')).toMatchObject({ countryIso: 'FR', countryName: 'França' });
  });

  it('has airlines with two-letter codes', () => {
    expect(airlines().length).toBeGreaterThanOrEqual(250);
    expect(airlineByCode('G3')?.name).toMatch(/Gol/);
    expect(airlineByCode('AD')?.countryIso).toBe('BR');
  });

  it('has the 27 states and every IBGE municipality, nearly all with GeoNames coordinates', () => {
    expect(brazilianStates()).toHaveLength(27);
    const all = municipalities();
    expect(all.length).toBeGreaterThanOrEqual(5570);
    expect(all.filter((m) => !m.coordinatesApproximate).length / all.length).toBeGreaterThan(0.98);
    const sp = municipalityByIbge('3550308')!;
    expect(sp).toMatchObject({ name: 'São Paulo', stateCode: 'SP' });
    expect(sp.latitude).toBeCloseTo(-23.55, 1);
    expect(sp.population).toBeGreaterThan(9_000_000);
  });

  it('has a bus station for every municipality above 100,000 inhabitants', () => {
    const big = municipalities().filter((m) => (m.population ?? 0) > 100_000);
    const ids = new Set(busStations().map((s) => s.id));
    expect(big.length).toBeGreaterThan(200);
    expect(big.every((m) => ids.has(m.ibgeCode))).toBe(true);
    expect(busStations()).toHaveLength(big.length);
  });

  it('names Brazilian airports in Portuguese, in the autocomplete text too', () => {
    expect(airportByIata('GRU')).toMatchObject({
      name: 'Aeroporto Internacional de São Paulo/Guarulhos – Governador André Franco Montoro',
      description:
        'Aeroporto Internacional de São Paulo/Guarulhos – Governador André Franco Montoro (GRU) - São Paulo, SP, Brasil',
    });
    expect(airportByIata('CWB')?.name).toBe('Aeroporto Afonso Pena');
    expect(airportByIata('JPA')?.name).toBe('Aeroporto Internacional Presidente Castro Pinto');
    const english = airports().filter(
      (a) => a.countryIso === 'BR' && /Airport|Airfield/.test(a.name),
    );
    expect(english.map((a) => a.name)).toEqual([]);
    // abroad the database's name stays
    expect(airportByIata('JFK')?.name).toBe('John F Kennedy International Airport');
  });

  it('names countries in Portuguese', () => {
    expect(countryNamePt('US')).toBe('Estados Unidos');
    expect(countryNamePt('DE')).toBe('Alemanha');
  });
});

describe('autocomplete ranking', () => {
  it('ranks exact code, then city starts-with, then name starts-with, then contains', () => {
    const index = new PlaceIndex([
      { item: 'contains', code: 'AAA', city: 'Vila Nova', name: 'Aeroporto Nova Rio' },
      { item: 'name', code: 'BBB', city: 'Outra', name: 'Rio Claro Airport' },
      { item: 'city', code: 'CCC', city: 'Rio Branco', name: 'Plácido de Castro' },
      { item: 'code', code: 'RIO', city: 'Nowhere', name: 'Somewhere' },
    ]);
    expect(index.search('rio')).toEqual(['code', 'city', 'name', 'contains']);
  });

  it('is accent- and case-insensitive', () => {
    expect(normalizeText('  São  PAULO ')).toBe('sao paulo');
    expect(searchAirports('GOIÂNIA')).toEqual(searchAirports('goiania'));
    expect(searchAirports('goiania')[0]?.iata).toBe('GYN');
  });

  it('answers nothing below 3 characters and at most 20 rows', () => {
    expect(searchAirports('sa')).toEqual([]);
    expect(searchDestinations('  a ')).toEqual([]);
    expect(searchDestinations('santa')).toHaveLength(20);
  });

  it('puts bigger cities first among equal matches', () => {
    expect(searchDestinations('campinas')[0]).toMatchObject({
      code: '3509502',
      parentName: 'São Paulo',
    });
    expect(searchBusStations('rio')[0]?.cityName).toBe('Rio de Janeiro');
    expect(destinationByCode('G2988507')?.cityName).toBe('Paris');
  });
});
