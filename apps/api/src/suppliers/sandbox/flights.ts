import type {
  AirlineFare,
  Cabin,
  FlightLeg,
  FlightSearchRequest,
  FlightSegmentOption,
} from '@portal/domain';
import {
  airlineByCode,
  airportByIata,
  distanceKm,
  municipalityByIbge,
  type Airport,
} from '@portal/reference-data';
import { SupplierConflictError, SupplierNotFoundError } from '../errors';
import type { FlightFare, FlightOffer, FlightSupplier, Hold, HoldRequest } from '../ports';
import { applyTriggers, charmPrice, type SandboxContext } from './context';
import { hash32, Rng } from './prng';
import { daysBetween, hhmm, localToUtc, todayInBrazil, utcToLocal, weekday } from './time';

/**
 * Sandbox flights. Real airports (OpenFlights) and real carriers of the region; which carrier
 * flies where is this file's network model: Brazilian carriers between served Brazilian
 * airports through their hubs, foreign carriers through their hubs. Durations come from the
 * great-circle distance, fares from distance, cabin, fare family, advance purchase, weekday
 * and time of day.
 */
const DOMESTIC_HUBS: Record<string, string[]> = {
  G3: ['GRU', 'CGH', 'GIG', 'BSB', 'CNF', 'SSA', 'FOR', 'REC', 'POA', 'CWB'],
  AD: ['VCP', 'CNF', 'REC', 'BEL', 'CWB', 'POA', 'SDU', 'GRU'],
  JJ: ['GRU', 'CGH', 'BSB', 'GIG', 'FOR', 'REC', 'POA', 'CWB'],
};
/** Airports a Brazilian carrier flies abroad from, and where to. */
const BR_INTERNATIONAL: Record<string, { gateways: string[]; destinations: string[] }> = {
  JJ: {
    gateways: ['GRU', 'GIG'],
    destinations: [
      'MIA',
      'JFK',
      'MCO',
      'BOS',
      'LIS',
      'MAD',
      'BCN',
      'FRA',
      'MXP',
      'EZE',
      'SCL',
      'LIM',
      'BOG',
      'MVD',
      'ASU',
      'CUN',
    ],
  },
  G3: {
    gateways: ['GRU', 'BSB', 'GIG'],
    destinations: ['MIA', 'MCO', 'EZE', 'MVD', 'ASU', 'CUN', 'PUJ', 'SCL', 'AEP'],
  },
  AD: { gateways: ['VCP', 'CNF', 'REC'], destinations: ['FLL', 'MCO', 'LIS', 'OPO', 'MVD', 'EZE'] },
};
const FOREIGN_HUBS: Record<string, string[]> = {
  AA: ['MIA', 'DFW', 'JFK'],
  UA: ['IAH', 'EWR'],
  DL: ['ATL', 'JFK'],
  AC: ['YYZ'],
  AM: ['MEX'],
  TP: ['LIS'],
  AF: ['CDG'],
  KL: ['AMS'],
  LH: ['FRA', 'MUC'],
  IB: ['MAD'],
  UX: ['MAD'],
  BA: ['LHR'],
  TK: ['IST'],
  EK: ['DXB'],
  QR: ['DOH'],
  AR: ['EZE', 'AEP'],
  LA: ['SCL', 'LIM'],
  AV: ['BOG'],
  CM: ['PTY'],
  H2: ['SCL'],
};

interface Family {
  code: string;
  name: string;
  bagKg: number;
  comfortSeat: boolean;
  allowChange: boolean;
  refund: number;
  multiplier: number;
}
const fam = (
  code: string,
  name: string,
  bagKg: number,
  comfortSeat: boolean,
  allowChange: boolean,
  refund: number,
  multiplier: number,
): Family => ({
  code,
  name,
  bagKg,
  comfortSeat,
  allowChange,
  refund,
  multiplier,
});
const FAMILIES: Record<string, Family[]> = {
  G3: [
    fam('LT', 'LIGHT', 0, false, false, 0, 1),
    fam('CL', 'CLASSIC', 23, false, true, 0, 1.25),
    fam('EX', 'EXCLUSIVE', 23, true, true, 50, 1.6),
    fam('PR', 'PREMIUM', 32, true, true, 100, 2.2),
  ],
  AD: [
    fam('BS', 'BASIC', 0, false, false, 0, 1),
    fam('AZ', 'AZUL', 23, false, true, 0, 1.22),
    fam('MA', 'MAIS AZUL', 23, true, true, 50, 1.55),
    fam('SP', 'AZUL SUPER', 32, true, true, 100, 2.1),
  ],
  JJ: [
    fam('LT', 'LIGHT', 0, false, false, 0, 1),
    fam('ST', 'STANDARD', 23, false, true, 0, 1.2),
    fam('FL', 'FULL', 23, true, true, 100, 1.7),
    fam('PE', 'PREMIUM ECONOMY', 32, true, true, 100, 2.4),
  ],
};
const DEFAULT_FAMILIES = [
  fam('BA', 'BASIC', 0, false, false, 0, 1),
  fam('CL', 'CLASSIC', 23, false, true, 0, 1.3),
  fam('FX', 'FLEX', 46, true, true, 75, 1.75),
];
/** Booking classes: fare ladder step and its letter. */
const CLASSES = [
  { letter: 'Q', factor: 0.85 },
  { letter: 'N', factor: 1 },
  { letter: 'M', factor: 1.2 },
  { letter: 'H', factor: 1.45 },
  { letter: 'Y', factor: 1.8 },
];
const CABIN_FACTOR: Record<Cabin, number> = { Y: 1, W: 1.7, C: 3.6 };

function familiesOf(carrier: string): Family[] {
  return FAMILIES[carrier] ?? DEFAULT_FAMILIES;
}

function population(a: Airport): number {
  return a.ibgeCode ? (municipalityByIbge(a.ibgeCode)?.population ?? 0) : 0;
}
const isInternational = (a: Airport) => /international|internacional/i.test(a.name);

/** A Brazilian airport has scheduled service when its city is big enough or it is international. */
function servedDomestic(a: Airport, carrier: string): boolean {
  if (a.countryIso !== 'BR') return false;
  if (DOMESTIC_HUBS[carrier]?.includes(a.iata)) return true;
  const minPop = carrier === 'AD' ? 60_000 : 150_000;
  return population(a) >= minPop || isInternational(a);
}

function legMinutes(km: number): number {
  return Math.round((30 + km / 13.5) / 5) * 5;
}

interface Leg {
  from: Airport;
  to: Airport;
  flightnumber: string;
  depUtc: number;
  arrUtc: number;
  minutes: number;
  km: number;
}
interface Itinerary {
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

/** Every itinerary of one direction (origin → destination on one date). */
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

function advanceFactor(days: number): number {
  if (days < 7) return 1.6;
  if (days < 14) return 1.3;
  if (days < 21) return 1.15;
  if (days < 45) return 1;
  return 0.9;
}
const WEEKDAY_FACTOR = [1.15, 1.05, 0.92, 0.9, 1, 1.15, 0.95];

interface PricedLeg {
  fareCents: number;
  taxCents: number;
}

/** Adult fare and taxes of one itinerary in one family (centavos, per passenger). */
function adultPrice(
  it: Itinerary,
  family: Family,
  cabin: Cabin,
  date: string,
  today: string,
): PricedLeg {
  const factor =
    family.multiplier *
    CLASSES[it.classIndex]!.factor *
    CABIN_FACTOR[cabin] *
    advanceFactor(daysBetween(today, date)) *
    WEEKDAY_FACTOR[weekday(date)]!;
  const domestic = it.legs.every((l) => l.from.countryIso === 'BR' && l.to.countryIso === 'BR');
  const taxCents = it.legs.reduce(
    (s, l) =>
      s +
      (domestic
        ? 3_000 + (hash32(l.from.iata) % 25) * 100
        : 18_000 + (hash32(l.from.iata) % 40) * 500),
    0,
  );
  return { fareCents: charmPrice(it.baseCents * factor), taxCents };
}

function toSegment(
  it: Itinerary,
  family: Family,
  cabin: Cabin,
  direction: string,
  date: string,
): FlightSegmentOption {
  const domestic = it.legs.every((l) => l.from.countryIso === 'BR' && l.to.countryIso === 'BR');
  const fareBaseCode = `${CLASSES[it.classIndex]!.letter}${family.code}${domestic ? 'BR' : 'IN'}`;
  const flights: FlightLeg[] = it.legs.map((l) => ({
    flightnumber: l.flightnumber,
    carrier: it.carrier,
    departuredatetime: utcToLocal(l.depUtc, l.from.timezone),
    arrivaldatetime: utcToLocal(l.arrUtc, l.to.timezone),
    departurestation: l.from.iata,
    arrivalstation: l.to.iata,
    duration: l.minutes,
    fareoption: { cabin },
    classofservices: [
      { farefamily: family.name, fareBaseCode, bookingClass: CLASSES[it.classIndex]!.letter },
    ],
  }));
  const total = Math.round((it.legs.at(-1)!.arrUtc - it.legs[0]!.depUtc) / 60_000);
  return {
    segmentid: `${direction}-${date}-${it.id}`,
    stops: it.legs.length - 1,
    flights,
    totalDuration: hhmm(total),
    totalDurationMinutes: total,
    baggageAllowance: family.bagKg === 0 ? '0P' : family.bagKg <= 23 ? '1P' : '2P',
  };
}

/** Seats of one fare (recommendation) in the sandbox. */
const FLIGHT_SEATS = 9;

/** Offers kept per (search, day): the same search asked again, as every booking's recheck does. */
const OFFER_MEMO_ENTRIES = 256;

export class SandboxFlightSupplier implements FlightSupplier {
  // Offers are a pure function of the search and the day, so remembering them changes no answer.
  private readonly offerMemo = new Map<string, FlightOffer[]>();

  constructor(private readonly ctx: SandboxContext) {}

  async search(q: FlightSearchRequest, signal: AbortSignal): Promise<FlightOffer[]> {
    const first = q.flightSegments[0]!;
    if (await applyTriggers('flight', signal, first.departureAirport, first.arrivelAirport))
      return [];
    const key = `${todayInBrazil(this.ctx.now())}|${JSON.stringify(q)}`;
    let offers = this.offerMemo.get(key);
    if (offers) this.offerMemo.delete(key);
    else offers = this.generate(q);
    this.offerMemo.set(key, offers);
    if (this.offerMemo.size > OFFER_MEMO_ENTRIES) {
      const oldest = this.offerMemo.keys().next().value;
      if (oldest !== undefined) this.offerMemo.delete(oldest);
    }
    // A fare without seats for the whole party is sold out: it is not offered.
    const seats = Math.max(1, q.qtAdult + q.qtChild);
    const usage = await this.ctx.inventory.usage(offers.map((o) => `flight|${o.recommendationid}`));
    return offers.filter((o) => FLIGHT_SEATS - usage.used(`flight|${o.recommendationid}`) >= seats);
  }

  private generate(q: FlightSearchRequest): FlightOffer[] {
    const first = q.flightSegments[0]!;
    const o = airportByIata(first.departureAirport);
    const d = airportByIata(first.arrivelAirport);
    if (!o || !d) return [];
    const today = todayInBrazil(this.ctx.now());
    const back = q.flightSegments[1];
    const ida = itineraries(o, d, first.departureDate).filter(
      (it) => !q.directFlight || it.legs.length === 1,
    );
    const volta = back
      ? itineraries(d, o, back.departureDate).filter(
          (it) => !q.directFlight || it.legs.length === 1,
        )
      : null;
    const paxCounts: Array<[FlightFare['paxtype'], number]> = [
      ['ADT', q.qtAdult],
      ['CHD', q.qtChild],
      ['INF', q.qtBaby],
    ];
    const offers: FlightOffer[] = [];
    for (const it of ida) {
      const carrierName = airlineByCode(it.carrier)?.name ?? it.carrier;
      const returnGroups = volta
        ? groupByClass(volta.filter((v) => v.carrier === it.carrier))
        : null;
      if (returnGroups && returnGroups.size === 0) continue;
      for (const family of familiesOf(it.carrier)) {
        if (q.luggage && family.bagKg === 0) continue;
        const out = adultPrice(it, family, q.cabin, first.departureDate, today);
        let backOptions: Itinerary[] = [];
        let backPrice: PricedLeg = { fareCents: 0, taxCents: 0 };
        if (returnGroups && back) {
          backOptions = nearestGroup(returnGroups, it.classIndex);
          backPrice = adultPrice(backOptions[0]!, family, q.cabin, back.departureDate, today);
        }
        const adultFare = out.fareCents + backPrice.fareCents;
        const adultTax = out.taxCents + backPrice.taxCents;
        const domestic = it.legs.every(
          (l) => l.to.countryIso === 'BR' && l.from.countryIso === 'BR',
        );
        const fares: FlightFare[] = paxCounts
          .filter(([, n]) => n > 0)
          .map(([paxtype, quantity]) => ({
            paxtype,
            quantity,
            fareCents:
              paxtype === 'ADT'
                ? adultFare
                : paxtype === 'CHD'
                  ? charmPrice(adultFare * (domestic ? 0.9 : 0.75))
                  : charmPrice(adultFare * 0.1),
            taxCents: paxtype === 'INF' ? 0 : adultTax,
          }));
        const taxesCents = fares.reduce((s, f) => s + f.taxCents * f.quantity, 0);
        const totalCents = fares.reduce((s, f) => s + (f.fareCents + f.taxCents) * f.quantity, 0);
        const journeys: FlightOffer['journeys'] = [
          {
            direction: 'IDA',
            departuredate: first.departureDate,
            segments: [toSegment(it, family, q.cabin, 'IDA', first.departureDate)],
          },
        ];
        if (back) {
          journeys.push({
            direction: 'VOLTA',
            departuredate: back.departureDate,
            segments: backOptions.map((v) =>
              toSegment(v, family, q.cabin, 'VOLTA', back.departureDate),
            ),
          });
        }
        offers.push({
          recommendationid: `${it.carrier}${family.code}-${(hash32(`${it.id}|${family.code}|${back?.departureDate ?? ''}|${first.departureDate}`) >>> 0).toString(36)}`,
          carrier: it.carrier,
          carrierName,
          fareFamily: family.name,
          fares,
          totalCents,
          taxesCents,
          duCents: 0,
          stops: it.legs.length - 1,
          journeys,
        });
      }
    }
    return offers.sort(
      (a, b) => a.totalCents - b.totalCents || a.recommendationid.localeCompare(b.recommendationid),
    );
  }

  async fareDetails(carrier: string, fareBaseCode: string): Promise<AirlineFare | null> {
    const m = /^([A-Z])([A-Z]{2})(BR|IN)$/.exec(fareBaseCode.toUpperCase());
    const code = carrier.toUpperCase();
    if (!m || !airlineByCode(code)) return null;
    const family = familiesOf(code).find((f) => f.code === m[2]);
    if (!family || !CLASSES.some((c) => c.letter === m[1])) return null;
    return {
      airlineCode: code,
      fareBaseCode: fareBaseCode.toUpperCase(),
      fareBaseName: family.name,
      weitghtLuggageIncluded: family.bagKg,
      comfortSeat: family.comfortSeat,
      allowChange: family.allowChange,
      percentageRefund: family.refund,
    };
  }

  async hold(req: HoldRequest): Promise<Hold> {
    if (!/^[A-Z0-9]{2}[A-Z]{2}-/.test(req.ref))
      throw new SupplierNotFoundError('flight', 'Recomendação não encontrada.');
    if (req.quantity > FLIGHT_SEATS)
      throw new SupplierConflictError('flight', 'Não há assentos suficientes.');
    return this.ctx.inventory.hold(
      'flight',
      req.ref,
      `flight|${req.ref}`,
      req.quantity,
      FLIGHT_SEATS,
      [],
      req.holdId,
    );
  }

  async issue(holdId: string): Promise<Hold> {
    return this.ctx.inventory.issue(holdId, 'flight');
  }

  async cancel(holdId: string): Promise<Hold> {
    return this.ctx.inventory.cancel(holdId, 'flight');
  }
}

function groupByClass(list: Itinerary[]): Map<number, Itinerary[]> {
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

function nearestGroup(groups: Map<number, Itinerary[]>, classIndex: number): Itinerary[] {
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
