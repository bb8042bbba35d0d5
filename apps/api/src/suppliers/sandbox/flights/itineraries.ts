import { airportByIata, distanceKm, type Airport } from '@portal/reference-data';
import { hash32, Rng } from '../../../lib/seededRandom';
import { localToUtc } from '../time';
import {
  BR_INTERNATIONAL,
  DOMESTIC_HUBS,
  FOREIGN_HUBS,
  isInternational,
  population,
  servedDomestic,
} from './network';

/** The flights of one route and day: legs timed by great-circle distance, in booking classes. */
/** Booking classes: fare ladder step and its letter. */
export const CLASSES = [
  { letter: 'Q', factor: 0.85 },
  { letter: 'N', factor: 1 },
  { letter: 'M', factor: 1.2 },
  { letter: 'H', factor: 1.45 },
  { letter: 'Y', factor: 1.8 },
];

function legMinutes(km: number): number {
  return Math.round((30 + km / 13.5) / 5) * 5;
}

export interface Leg {
  from: Airport;
  to: Airport;
  flightnumber: string;
  depUtc: number;
  arrUtc: number;
  minutes: number;
  km: number;
}
export interface Itinerary {
  id: string;
  carrier: string;
  legs: Leg[];
  /** Fare class index (CLASSES). */
  classIndex: number;
  baseCents: number;
}

function flightNumber(carrier: string, ...parts: Array<string | number>): string {
  return `${carrier}${1000 + (hash32(parts.join('|')) % 8999)}`;
}

/** Builds an itinerary through the given airports leaving at a local minute of the day. */
function buildItinerary(
  carrier: string,
  stops: Airport[],
  date: string,
  depMinute: number,
  rng: Rng,
): Itinerary | null {
  const legs: Leg[] = [];
  let depUtc = localToUtc(date, depMinute, stops[0]!.timezone);
  for (let i = 0; i < stops.length - 1; i++) {
    const from = stops[i]!;
    const to = stops[i + 1]!;
    const km = distanceKm(from.latitude, from.longitude, to.latitude, to.longitude);
    const minutes = legMinutes(km);
    const arrUtc = depUtc + minutes * 60_000;
    legs.push({
      from,
      to,
      flightnumber: flightNumber(carrier, from.iata, to.iata, date, Math.floor(depUtc / 60_000)),
      depUtc,
      arrUtc,
      minutes,
      km,
    });
    depUtc = arrUtc + (50 + rng.int(0, 20) * 5) * 60_000;
  }
  const totalKm = distanceKm(
    stops[0]!.latitude,
    stops[0]!.longitude,
    stops.at(-1)!.latitude,
    stops.at(-1)!.longitude,
  );
  const domestic = stops.every((s) => s.countryIso === 'BR');
  const perKm = domestic ? 28 : 42;
  const base = (domestic ? 9_900 : 150_000) + perKm * totalKm;
  const hour = depMinute / 60;
  const peak = (hour >= 6.5 && hour < 9.5) || (hour >= 17 && hour < 20.5);
  let classIndex = rng.int(0, 2) + (peak ? 1 : 0);
  if (stops.length > 2) classIndex = Math.max(0, classIndex - 1);
  return {
    // Flight numbers alone may repeat on a route and day: the departure minute keeps ids unique,
    // so one recommendation id never names two prices.
    id: `${legs.map((l) => l.flightnumber).join('-')}-${depMinute}`,
    carrier,
    legs,
    classIndex: Math.min(CLASSES.length - 1, classIndex),
    baseCents: base * (stops.length === 2 ? 1 : stops.length === 3 ? 0.92 : 0.85),
  };
}

function spreadMinutes(count: number, rng: Rng, first = 360, last = 1350): number[] {
  const out: number[] = [];
  const step = (last - first) / Math.max(1, count);
  for (let i = 0; i < count; i++)
    out.push(Math.round((first + i * step + rng.next() * step * 0.6) / 5) * 5);
  return out;
}

function ratioOk(o: Airport, h: Airport, d: Airport, maxRatio: number): boolean {
  const direct = distanceKm(o.latitude, o.longitude, d.latitude, d.longitude);
  const a = distanceKm(o.latitude, o.longitude, h.latitude, h.longitude);
  const b = distanceKm(h.latitude, h.longitude, d.latitude, d.longitude);
  return a >= 150 && b >= 150 && (a + b) / direct <= maxRatio;
}

export function itineraries(o: Airport, d: Airport, date: string): Itinerary[] {
  const rng = new Rng('flight', o.iata, d.iata, date);
  const km = distanceKm(o.latitude, o.longitude, d.latitude, d.longitude);
  if (km < 150) return [];
  const out: Itinerary[] = [];
  const add = (it: Itinerary | null) => {
    if (it) out.push(it);
  };
  const bothBr = o.countryIso === 'BR' && d.countryIso === 'BR';
  if (bothBr) {
    const minPop = Math.min(population(o), population(d));
    const busy = minPop >= 1_000_000;
    for (const carrier of Object.keys(DOMESTIC_HUBS)) {
      if (!servedDomestic(o, carrier) || !servedDomestic(d, carrier)) continue;
      const hubs = DOMESTIC_HUBS[carrier]!;
      const isHub = hubs.includes(o.iata) || hubs.includes(d.iata);
      let directs = 0;
      if (minPop >= 5_000_000) directs = 22;
      else if (busy) directs = 13;
      else if (isHub && minPop >= 300_000) directs = 5;
      else if (isHub) directs = rng.int(1, 2);
      for (const m of spreadMinutes(directs, rng))
        add(buildItinerary(carrier, [o, d], date, m, rng));
      const maxRatio = km < 800 ? 3.2 : 1.8;
      const waves = busy ? 5 : 3;
      let oneStop = 0;
      for (const h of hubs) {
        const hub = airportByIata(h);
        if (!hub || h === o.iata || h === d.iata || !ratioOk(o, hub, d, maxRatio)) continue;
        for (const m of spreadMinutes(waves, rng))
          add(buildItinerary(carrier, [o, hub, d], date, m, rng));
        oneStop++;
      }
      if (directs + oneStop < 3) {
        for (const h1 of hubs) {
          for (const h2 of hubs) {
            const a = airportByIata(h1);
            const b = airportByIata(h2);
            if (
              !a ||
              !b ||
              h1 === h2 ||
              [o.iata, d.iata].includes(h1) ||
              [o.iata, d.iata].includes(h2)
            )
              continue;
            if (!ratioOk(o, a, b, 3) || !ratioOk(a, b, d, 3)) continue;
            if (rng.chance(0.5))
              add(buildItinerary(carrier, [o, a, b, d], date, spreadMinutes(1, rng)[0]!, rng));
          }
        }
      }
    }
    return out;
  }
  // International: Brazilian carriers from their gateways, foreign carriers through their hubs.
  for (const [carrier, net] of Object.entries(BR_INTERNATIONAL)) {
    const abroad = o.countryIso === 'BR' ? d : o;
    const home = o.countryIso === 'BR' ? o : d;
    if (home.countryIso !== 'BR' || !net.destinations.includes(abroad.iata)) continue;
    const ordered = (a: Airport, b: Airport) => (o.countryIso === 'BR' ? [a, b] : [b, a]);
    if (net.gateways.includes(home.iata)) {
      for (const m of spreadMinutes(rng.int(1, 2), rng, 600, 1380))
        add(buildItinerary(carrier, ordered(home, abroad), date, m, rng));
    } else if (servedDomestic(home, carrier)) {
      for (const g of net.gateways) {
        const gw = airportByIata(g);
        if (!gw || gw.iata === home.iata) continue;
        const stops = o.countryIso === 'BR' ? [home, gw, abroad] : [abroad, gw, home];
        add(buildItinerary(carrier, stops, date, spreadMinutes(1, rng, 480, 1200)[0]!, rng));
      }
    }
  }
  for (const [carrier, hubs] of Object.entries(FOREIGN_HUBS)) {
    for (const h of hubs) {
      const hub = airportByIata(h);
      if (!hub) continue;
      if (h === o.iata || h === d.iata) {
        const other = h === o.iata ? d : o;
        if (isInternational(other) || population(other) >= 1_000_000) {
          for (const m of spreadMinutes(other.iata === 'GRU' ? 2 : 1, rng, 540, 1380))
            add(buildItinerary(carrier, [o, d], date, m, rng));
        }
      } else if (isInternational(o) && isInternational(d) && ratioOk(o, hub, d, 1.45)) {
        for (const m of spreadMinutes(2, rng, 480, 1380))
          add(buildItinerary(carrier, [o, hub, d], date, m, rng));
      }
    }
  }
  return out;
}

export function groupByClass(list: Itinerary[]): Map<number, Itinerary[]> {
  const map = new Map<number, Itinerary[]>();
  for (const it of list) {
    const g = map.get(it.classIndex) ?? [];
    g.push(it);
    map.set(it.classIndex, g);
  }
  return map;
}

/** Most return options offered in one round-trip recommendation, spread through the day. */
export const MAX_RETURN_OPTIONS = 5;

export function nearestGroup(groups: Map<number, Itinerary[]>, classIndex: number): Itinerary[] {
  let group: Itinerary[] = [...groups.values()][0]!;
  for (let delta = 0; delta < CLASSES.length; delta++) {
    const g = groups.get(classIndex + delta) ?? groups.get(classIndex - delta);
    if (g) {
      group = g;
      break;
    }
  }
  const sorted = [...group].sort((a, b) => a.legs[0]!.depUtc - b.legs[0]!.depUtc);
  if (sorted.length <= MAX_RETURN_OPTIONS) return sorted;
  return Array.from(
    { length: MAX_RETURN_OPTIONS },
    (_, k) => sorted[Math.floor((k * sorted.length) / MAX_RETURN_OPTIONS)]!,
  );
}
