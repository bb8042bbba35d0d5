import type { Offer, OfferSlice, OfferSliceSegment } from '@duffel/api/types';
import type { AirlineFare, Cabin, FlightLeg, FlightSegmentOption } from '@portal/domain/flights';
import { foreignToCents } from '../currency';
import type { FlightFare, FlightOffer, SupplierPrice } from '../ports';

/** An offer as a search or a fetch returns it (a search's offers leave out the extra services). */
export type DuffelOffer = Omit<Offer, 'available_services'>;

type CabinClass = OfferSliceSegment['passengers'][number]['cabin_class'];
const cabins: Record<CabinClass, Cabin> = {
  economy: 'Y',
  premium_economy: 'W',
  business: 'C',
  first: 'C',
};

/** Minutes of an ISO 8601 duration (PT2H26M, P1DT2H). */
export function isoDurationMinutes(duration: string | null): number | null {
  const m = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?)?$/.exec(duration ?? '');
  if (!m) return null;
  return Number(m[1] ?? 0) * 1440 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Local times as Duffel gives them (2026-03-01T10:30:00), to the minute as the portal shows them. */
const localTime = (value: string) => value.slice(0, 16);

/** Minutes between two local times read as UTC: a fallback when Duffel gives no duration. */
const minutesBetween = (from: string, to: string) =>
  Math.max(1, Math.round((Date.parse(`${to}Z`) - Date.parse(`${from}Z`)) / 60_000));

/** Where Duffel serves airline logos: the page policy allows its images when Duffel sells flights. */
export const DUFFEL_LOGO_ORIGIN = 'https://assets.duffel.com';

/** The owner's logo when Duffel serves it from its own asset host (the only one the page allows). */
function logoOf(offer: DuffelOffer): string | undefined {
  const url = offer.owner.logo_symbol_url;
  if (!url) return undefined;
  try {
    return new URL(url).origin === DUFFEL_LOGO_ORIGIN ? url : undefined;
  } catch {
    return undefined;
  }
}

export const carrierOf = (offer: DuffelOffer): string =>
  offer.owner.iata_code ?? offer.slices[0]?.segments[0]?.marketing_carrier.iata_code ?? 'ZZ';

/** Checked bags of the first passenger on the slice's first segment. */
function checkedBags(slice: OfferSlice): number {
  const baggages = slice.segments[0]?.passengers[0]?.baggages ?? [];
  return baggages.filter((b) => b.type === 'checked').reduce((n, b) => n + b.quantity, 0);
}

export const fareBrandOf = (offer: DuffelOffer): string =>
  offer.slices[0]?.fare_brand_name ??
  offer.slices[0]?.segments[0]?.passengers[0]?.cabin_class_marketing_name ??
  'Tarifa';

function toLeg(segment: OfferSliceSegment, fareFamily: string): FlightLeg {
  const fare = segment.passengers[0];
  const carrier = segment.marketing_carrier.iata_code ?? segment.operating_carrier.iata_code ?? '';
  const fareBaseCode = fare?.fare_basis_code ?? fareFamily;
  return {
    flightnumber: `${carrier}${segment.marketing_carrier_flight_number}`,
    carrier,
    departuredatetime: localTime(segment.departing_at),
    arrivaldatetime: localTime(segment.arriving_at),
    departurestation: segment.origin.iata_code ?? '',
    arrivalstation: segment.destination.iata_code ?? '',
    duration:
      isoDurationMinutes(segment.duration) ??
      minutesBetween(segment.departing_at, segment.arriving_at),
    fareoption: { cabin: cabins[fare?.cabin_class ?? 'economy'] },
    classofservices: [
      { farefamily: fareFamily, fareBaseCode, bookingClass: fareBaseCode.slice(0, 1) },
    ],
  };
}

function toSegmentOption(slice: OfferSlice, fareFamily: string): FlightSegmentOption {
  const flights = slice.segments.map((s) => toLeg(s, fareFamily));
  const first = slice.segments[0]!;
  const last = slice.segments.at(-1)!;
  const total =
    isoDurationMinutes(slice.duration) ?? minutesBetween(first.departing_at, last.arriving_at);
  const bags = checkedBags(slice);
  return {
    segmentid: slice.id,
    stops: slice.segments.length - 1 + slice.segments.reduce((n, s) => n + s.stops.length, 0),
    flights,
    totalDuration: hhmm(total),
    totalDurationMinutes: Math.max(1, total),
    baggageAllowance: `${bags}P`,
  };
}

const paxTypeOf = (p: DuffelOffer['passengers'][number]): FlightFare['paxtype'] => {
  if (p.type === 'infant_without_seat') return 'INF';
  if (p.type === 'child') return 'CHD';
  if (p.type === 'adult') return 'ADT';
  const age = p.age ?? 18;
  return age < 2 ? 'INF' : age < 12 ? 'CHD' : 'ADT';
};

/**
 * A Duffel offer in the portal's terms, its price converted with `brlRate`. Duffel prices the
 * offer as a whole: each passenger is given an equal share of its fare and taxes.
 */
export function toFlightOffer(offer: DuffelOffer, brlRate: number): FlightOffer {
  const fareFamily = fareBrandOf(offer);
  const count = new Map<FlightFare['paxtype'], number>();
  for (const p of offer.passengers) {
    const type = paxTypeOf(p);
    count.set(type, (count.get(type) ?? 0) + 1);
  }
  const passengers = Math.max(1, offer.passengers.length);
  const taxAmount = offer.tax_amount === null ? 0 : Number(offer.tax_amount);
  const baseAmount = Number(offer.total_amount) - taxAmount;
  const shareCents = (amount: number) => foreignToCents((amount / passengers).toFixed(6), brlRate);
  const fares: FlightFare[] = (['ADT', 'CHD', 'INF'] as const)
    .filter((t) => count.has(t))
    .map((paxtype) => ({
      paxtype,
      quantity: count.get(paxtype)!,
      fareCents: shareCents(baseAmount),
      taxCents: shareCents(taxAmount),
    }));
  const journeys: FlightOffer['journeys'] = offer.slices.map((slice, index) => ({
    direction: index === 0 ? 'IDA' : 'VOLTA',
    departuredate: slice.segments[0]!.departing_at.slice(0, 10),
    segments: [toSegmentOption(slice, fareFamily)],
  }));
  const supplierPrice: SupplierPrice = {
    amount: offer.total_amount,
    currency: offer.total_currency,
    brlRate,
  };
  return {
    recommendationid: offer.id,
    carrier: carrierOf(offer),
    carrierName: offer.owner.name,
    ...(logoOf(offer) ? { carrierLogoUrl: logoOf(offer) } : {}),
    fareFamily,
    fares,
    totalCents: fares.reduce((s, f) => s + (f.fareCents + f.taxCents) * f.quantity, 0),
    taxesCents: fares.reduce((s, f) => s + f.taxCents * f.quantity, 0),
    duCents: 0,
    stops: journeys[0]?.segments[0]?.stops ?? 0,
    journeys,
    supplierPrice,
    identityDocumentsRequired: offer.passenger_identity_documents_required,
  };
}

/**
 * The 'Detalhes da Tarifa' of an offer's fare: bags, and its refund and change conditions
 * before departure (a refund with a penalty is the share of the price that comes back).
 */
export function fareDetailsOf(offer: DuffelOffer, fareBaseCode: string): AirlineFare {
  const { refund_before_departure: refund, change_before_departure: change } = offer.conditions;
  const total = Number(offer.total_amount);
  const penalty = refund?.allowed ? Number(refund.penalty_amount ?? 0) : total;
  const firstSlice = offer.slices[0];
  return {
    airlineCode: carrierOf(offer),
    fareBaseCode,
    fareBaseName: fareBrandOf(offer),
    weitghtLuggageIncluded: firstSlice ? checkedBags(firstSlice) * 23 : 0,
    comfortSeat: firstSlice?.conditions.advance_seat_selection ?? false,
    allowChange: change?.allowed ?? false,
    percentageRefund:
      refund?.allowed && total > 0
        ? Math.max(0, Math.min(100, Math.round((100 * (total - penalty)) / total)))
        : 0,
  };
}
