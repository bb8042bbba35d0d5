// portal-test-fixture: test-only module; the production bundle test fails if a build contains it.
import type { Cabin, FlightRecommendation, FlightSegmentOption } from '../src/flights/schema';

/**
 * Deterministic flight results for tests and the results benchmark (exported as
 * `@portal/domain/testing`, never from the package index). `seed` varies carriers, times, stops and prices.
 */
const carriers = [
  ['G3', 'GOL Linhas Aéreas'],
  ['AD', 'Azul Linhas Aéreas'],
  ['JJ', 'LATAM Airlines Brasil'],
  ['TP', 'TAP Air Portugal'],
] as const;
const hubs = ['GIG', 'BSB', 'CNF', 'VCP', 'REC'];
const cabins: Cabin[] = ['Y', 'W', 'C'];

const pad = (value: number) => String(value).padStart(2, '0');

function mulberry(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface OptionSpec {
  id: string;
  direction: 'IDA' | 'VOLTA';
  from: string;
  to: string;
  date: string;
  carrier: string;
  departureMinutes: number;
  stops: number;
  cabin: Cabin;
  number: number;
  connections?: string[];
  durationMinutes?: number;
}

export function makeOption(spec: OptionSpec): FlightSegmentOption {
  const connections = spec.connections ?? hubs.slice(0, spec.stops);
  const stations = [spec.from, ...connections, spec.to];
  const duration = spec.durationMinutes ?? 120 + spec.stops * 150;
  const legMinutes = Math.max(30, Math.floor(duration / stations.length));
  let clock = spec.departureMinutes;
  const base = new Date(`${spec.date}T00:00:00Z`).getTime();
  const at = (minutes: number) => {
    const d = new Date(base + minutes * 60_000);
    return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
  };
  const flights = stations.slice(0, -1).map((station, index) => {
    const departure = clock;
    const arrival =
      index === stations.length - 2 ? spec.departureMinutes + duration : clock + legMinutes;
    clock = arrival + 20;
    return {
      flightnumber: `${spec.carrier}${spec.number + index}`,
      carrier: spec.carrier,
      departuredatetime: at(departure),
      arrivaldatetime: at(arrival),
      departurestation: station,
      arrivalstation: stations[index + 1] ?? spec.to,
      duration: Math.max(1, arrival - departure),
      fareoption: { cabin: spec.cabin },
      classofservices: [{ farefamily: 'LIGHT', fareBaseCode: 'QLTBR', bookingClass: 'Q' }],
    };
  });
  return {
    segmentid: spec.id,
    stops: spec.stops,
    flights,
    totalDuration: `${pad(Math.floor(duration / 60))}:${pad(duration % 60)}`,
    totalDurationMinutes: duration,
    baggageAllowance: '0P',
  };
}

export function makeRecommendation(
  id: string,
  carrier: string,
  carrierName: string,
  totalReais: number,
  ida: FlightSegmentOption[],
  volta: FlightSegmentOption[],
  pax: { adults?: number; children?: number; infants?: number } = {},
): FlightRecommendation {
  const adults = pax.adults ?? 1;
  const children = pax.children ?? 0;
  const infants = pax.infants ?? 0;
  const tax = 50;
  const taxes = tax * (adults + children);
  const fares: FlightRecommendation['fares'] = [];
  const adultFare =
    Math.round(
      ((totalReais - taxes) / Math.max(1, adults + children * 0.9 + infants * 0.1)) * 100,
    ) / 100;
  fares.push({ paxtype: 'ADT', quantity: adults, fareamount: adultFare, taxamount: tax });
  if (children > 0)
    fares.push({
      paxtype: 'CHD',
      quantity: children,
      fareamount: Math.round(adultFare * 90) / 100,
      taxamount: tax,
    });
  if (infants > 0)
    fares.push({
      paxtype: 'INF',
      quantity: infants,
      fareamount: Math.round(adultFare * 10) / 100,
      taxamount: 0,
    });
  const total =
    fares.reduce((sum, fare) => sum + Math.round(fare.fareamount * 100) * fare.quantity, 0) / 100 +
    taxes;
  return {
    recommendationid: id,
    validatingcarrier: carrier,
    validatingcarrierName: carrierName,
    sourceid: 'TEST',
    sourcecode: carrier,
    totalfare: { total: Math.round(total * 100) / 100, totaldu: 0, totaltaxes: taxes },
    fares,
    journeys: [
      {
        direction: 'IDA',
        departuredate: ida[0]?.flights[0]?.departuredatetime.slice(0, 10) ?? '',
        segments: ida,
      },
      ...(volta.length > 0
        ? [
            {
              direction: 'VOLTA' as const,
              departuredate: volta[0]?.flights[0]?.departuredatetime.slice(0, 10) ?? '',
              segments: volta,
            },
          ]
        : []),
    ],
  };
}

/** `count` round-trip (or one-way) recommendations GRU↔SSA with 1 outbound and up to 5 return options. */
export function generateRecommendations(
  count: number,
  seed = 1,
  roundTrip = true,
): FlightRecommendation[] {
  const random = mulberry(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  return Array.from({ length: count }, (_, index) => {
    const [carrier, name] = pick(carriers);
    const cabin = pick(cabins);
    const stops = Math.floor(random() * 3);
    const ida = [
      makeOption({
        id: `IDA-${index}`,
        direction: 'IDA',
        from: 'GRU',
        to: 'SSA',
        date: '2030-03-10',
        carrier,
        departureMinutes: Math.floor(random() * 47) * 30,
        stops,
        cabin,
        number: 1000 + index * 10,
        durationMinutes: 90 + Math.floor(random() * 60 * 30),
      }),
    ];
    const volta = roundTrip
      ? Array.from({ length: 1 + Math.floor(random() * 5) }, (_, v) => {
          const back = Math.floor(random() * 3);
          return makeOption({
            id: `VOLTA-${index}-${v}`,
            direction: 'VOLTA',
            from: 'SSA',
            to: random() < 0.1 ? 'CGH' : 'GRU',
            date: '2030-03-17',
            carrier,
            departureMinutes: Math.floor(random() * 47) * 30,
            stops: back,
            cabin,
            number: 5000 + index * 10 + v,
            durationMinutes: 90 + Math.floor(random() * 60 * 30),
          });
        })
      : [];
    return makeRecommendation(
      `${carrier}-${index}`,
      carrier,
      name,
      400 + Math.floor(random() * 300000) / 100,
      ida,
      volta,
    );
  });
}
