import type {
  Cabin,
  FlightRecommendation,
  FlightSearchResponse,
  FlightSegmentOption,
} from './schema';

/** 'Horário de Ida' / 'Horário de Volta': 48 half-hour steps from 00:00 to 24:00. */
export const FLIGHT_TIME_STEPS = 48;
export const FLIGHT_MINUTES_PER_STEP = 30;
/** 'Duração de Voo' slider 0-250 h. */
export const FLIGHT_DURATION_MAX_HOURS = 250;

/** 0 'Direto', 1 '1 parada', 2 '+1 parada' (more than one stop). */
export type FlightStopsBucket = 0 | 1 | 2;
export const flightStopsBuckets: readonly FlightStopsBucket[] = [0, 1, 2];

export interface FlightFilters {
  /**
   * 'Voo#': part of a flight number, case and spaces ignored. A recommendation passes when an
   * option of either direction carries it; that direction then keeps only those options.
   */
  flightNumber: string;
  /** empty = any */
  stops: FlightStopsBucket[];
  /** empty = any */
  cabins: Cabin[];
  /** departure time of the outbound, in half-hour steps [0, 48] */
  departure: [number, number];
  /** departure time of the return, in half-hour steps [0, 48] */
  return: [number, number];
  /** total duration in hours [0, 250] */
  duration: [number, number];
  /** 'Ida e Volta no mesmo aeroporto' */
  sameAirport: boolean;
  /** 'Aeroportos de conexão', empty = any */
  connections: string[];
  /** 'Cias Aéreas' (validating carrier codes), empty = any */
  airlines: string[];
}

export function defaultFlightFilters(): FlightFilters {
  return {
    flightNumber: '',
    stops: [],
    cabins: [],
    departure: [0, FLIGHT_TIME_STEPS],
    return: [0, FLIGHT_TIME_STEPS],
    duration: [0, FLIGHT_DURATION_MAX_HOURS],
    sameAirport: false,
    connections: [],
    airlines: [],
  };
}

/** A recommendation with the outbound and return options that pass the filters. */
export interface FilteredRecommendation {
  recommendation: FlightRecommendation;
  ida: FlightSegmentOption[];
  /** empty for one-way */
  volta: FlightSegmentOption[];
}

/** 'HH:mm' of an ISO local date-time ('2026-12-11T09:45') in minutes after midnight. */
export function flightMinutesOfDay(dateTime: string): number {
  const match = /T(\d{2}):(\d{2})/.exec(dateTime);
  if (!match) return 0;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** '09:30' of a slider step. */
export function flightStepToTime(step: number): string {
  const minutes =
    Math.max(0, Math.min(FLIGHT_TIME_STEPS, Math.round(step))) * FLIGHT_MINUTES_PER_STEP;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export const flightStopsBucket = (stops: number): FlightStopsBucket =>
  stops <= 0 ? 0 : stops === 1 ? 1 : 2;

/** Airports where an option changes planes. */
export const flightConnectionAirports = (option: FlightSegmentOption): string[] =>
  option.flights.slice(0, -1).map((flight) => flight.arrivalstation);

const firstDeparture = (option: FlightSegmentOption) => option.flights[0]?.departurestation ?? '';
const lastArrival = (option: FlightSegmentOption) =>
  option.flights[option.flights.length - 1]?.arrivalstation ?? '';

const normaliseFlightNumber = (text: string) => text.replace(/\s+/g, '').toUpperCase();
const hasFlightNumber = (option: FlightSegmentOption, wanted: string) =>
  option.flights.some((flight) => flight.flightnumber.toUpperCase().includes(wanted));

interface OptionFacts {
  departure: number;
  bucket: FlightStopsBucket;
  connections: string[];
  cabins: Cabin[];
}

/** Facts of an option computed once per response object (filters re-run on every change). */
const factsCache = new WeakMap<FlightSegmentOption, OptionFacts>();
function facts(option: FlightSegmentOption): OptionFacts {
  let known = factsCache.get(option);
  if (!known) {
    const first = option.flights[0];
    known = {
      departure: first ? flightMinutesOfDay(first.departuredatetime) : -1,
      bucket: flightStopsBucket(option.stops),
      connections: flightConnectionAirports(option),
      cabins: [...new Set(option.flights.map((flight) => flight.fareoption.cabin))],
    };
    factsCache.set(option, known);
  }
  return known;
}

/** Whether one option passes the option-level filters; `time` is the slider of its direction. */
export function flightOptionMatches(
  option: FlightSegmentOption,
  filters: FlightFilters,
  time: [number, number],
): boolean {
  const known = facts(option);
  if (known.departure < 0) return false;
  if (filters.stops.length > 0 && !filters.stops.includes(known.bucket)) return false;
  if (filters.cabins.length > 0 && !known.cabins.some((cabin) => filters.cabins.includes(cabin)))
    return false;
  if (
    known.departure < time[0] * FLIGHT_MINUTES_PER_STEP ||
    known.departure > time[1] * FLIGHT_MINUTES_PER_STEP
  )
    return false;
  const minutes = option.totalDurationMinutes;
  if (minutes < filters.duration[0] * 60) return false;
  if (filters.duration[1] < FLIGHT_DURATION_MAX_HOURS && minutes > filters.duration[1] * 60)
    return false;
  if (
    filters.connections.length > 0 &&
    !known.connections.some((code) => filters.connections.includes(code))
  )
    return false;
  return true;
}

/** Filters one recommendation; null when a direction has no option left. */
export function filterRecommendation(
  recommendation: FlightRecommendation,
  filters: FlightFilters,
): FilteredRecommendation | null {
  if (filters.airlines.length > 0 && !filters.airlines.includes(recommendation.validatingcarrier))
    return null;
  const idaJourney =
    recommendation.journeys.find((journey) => journey.direction === 'IDA') ??
    recommendation.journeys[0];
  const voltaJourney = recommendation.journeys.find((journey) => journey.direction === 'VOLTA');
  if (!idaJourney) return null;
  let ida = idaJourney.segments.filter((option) =>
    flightOptionMatches(option, filters, filters.departure),
  );
  if (ida.length === 0) return null;
  if (!voltaJourney) {
    const wanted = normaliseFlightNumber(filters.flightNumber);
    if (wanted) ida = ida.filter((option) => hasFlightNumber(option, wanted));
    return ida.length > 0 ? { recommendation, ida, volta: [] } : null;
  }
  let volta = voltaJourney.segments.filter((option) =>
    flightOptionMatches(option, filters, filters.return),
  );
  if (volta.length === 0) return null;
  const wanted = normaliseFlightNumber(filters.flightNumber);
  if (wanted) {
    const idaHits = ida.filter((option) => hasFlightNumber(option, wanted));
    const voltaHits = volta.filter((option) => hasFlightNumber(option, wanted));
    if (idaHits.length === 0 && voltaHits.length === 0) return null;
    if (idaHits.length > 0) ida = idaHits;
    if (voltaHits.length > 0) volta = voltaHits;
  }
  if (filters.sameAirport) {
    const pairs = (a: FlightSegmentOption, b: FlightSegmentOption) =>
      firstDeparture(a) === lastArrival(b) && lastArrival(a) === firstDeparture(b);
    const keptIda = ida.filter((a) => volta.some((b) => pairs(a, b)));
    volta = volta.filter((b) => keptIda.some((a) => pairs(a, b)));
    ida = keptIda;
    if (ida.length === 0 || volta.length === 0) return null;
  }
  return { recommendation, ida, volta };
}

/** Re-applies every filter to the recommendations, keeping their order. */
export function applyFlightFilters(
  recommendations: readonly FlightRecommendation[],
  filters: FlightFilters,
): FilteredRecommendation[] {
  const out: FilteredRecommendation[] = [];
  for (const recommendation of recommendations) {
    const kept = filterRecommendation(recommendation, filters);
    if (kept) out.push(kept);
  }
  return out;
}

/** Recommendations by total price ascending (stable). */
export function sortFlightsByTotal(
  recommendations: readonly FlightRecommendation[],
): FlightRecommendation[] {
  return recommendations
    .map((recommendation, index) => ({ recommendation, index }))
    .sort(
      (a, b) =>
        a.recommendation.totalfare.total - b.recommendation.totalfare.total || a.index - b.index,
    )
    .map((entry) => entry.recommendation);
}

export interface FlightFacets {
  airlines: { code: string; name: string }[];
  cabins: Cabin[];
  connections: string[];
  stops: FlightStopsBucket[];
  roundTrip: boolean;
}

/** The choices the filter column offers for a result. */
/** Whether the search's recommendations have a return (VOLTA) leg. */
export const flightResultsRoundTrip = (
  response: Pick<FlightSearchResponse, 'recommendations'>,
): boolean =>
  response.recommendations.some((recommendation) =>
    recommendation.journeys.some((journey) => journey.direction === 'VOLTA'),
  );

export function flightFacets(
  response: Pick<FlightSearchResponse, 'recommendations'>,
): FlightFacets {
  const airlines = new Map<string, string>();
  const cabins = new Set<Cabin>();
  const connections = new Set<string>();
  const stops = new Set<FlightStopsBucket>();
  for (const recommendation of response.recommendations) {
    airlines.set(recommendation.validatingcarrier, recommendation.validatingcarrierName);
    for (const journey of recommendation.journeys) {
      for (const option of journey.segments) {
        stops.add(flightStopsBucket(option.stops));
        for (const code of flightConnectionAirports(option)) connections.add(code);
        for (const flight of option.flights) cabins.add(flight.fareoption.cabin);
      }
    }
  }
  const cabinOrder: Cabin[] = ['Y', 'W', 'C'];
  return {
    airlines: [...airlines]
      .map(([code, name]) => ({ code, name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')),
    cabins: cabinOrder.filter((cabin) => cabins.has(cabin)),
    connections: [...connections].sort(),
    stops: flightStopsBuckets.filter((bucket) => stops.has(bucket)),
    roundTrip: flightResultsRoundTrip(response),
  };
}
