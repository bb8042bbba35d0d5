import type {
  Airline,
  Airport,
  CreateOfferRequest,
  CreateOrder,
  Offer,
  OfferPassenger,
  OfferRequest,
  OfferSlice,
  OfferSliceSegment,
  Order,
  OrderCancellation,
  OrderSlice,
} from '@duffel/api/types';
import { airportByIata } from '@portal/reference-data';

/**
 * Duffel payloads for the adapter's contract tests and the journey's stand-in server. Each is
 * built as an object literal that `satisfies` @duffel/api's own type, so a field the client's
 * types do not know, or one they require and a fixture leaves out, fails the typecheck.
 */

export const duffelAirways = {
  id: 'arl_00009VME7DAGiJjwomhv32',
  name: 'Duffel Airways',
  iata_code: 'ZZ',
  logo_symbol_url:
    'https://assets.duffel.com/img/airlines/for-light-background/full-color-logo/ZZ.svg',
  logo_lockup_url:
    'https://assets.duffel.com/img/airlines/for-light-background/full-color-lockup/ZZ.svg',
  conditions_of_carriage_url: 'https://duffel.com/conditions-of-carriage',
} satisfies Airline;

export function airport(iata: string): Airport & { type: 'airport' } {
  const known = airportByIata(iata);
  return {
    type: 'airport',
    id: `arp_${iata.toLowerCase()}`,
    iata_code: iata,
    icao_code: '',
    name: known?.name ?? iata,
    city_name: known?.cityName ?? iata,
    iata_city_code: iata,
    iata_country_code: known?.countryIso ?? 'BR',
    latitude: 0,
    longitude: 0,
    time_zone: known?.timezone ?? 'America/Sao_Paulo',
    city: null,
  } satisfies Airport & { type: 'airport' };
}

export interface SliceSpec {
  origin: string;
  destination: string;
  date: string;
  /** Connections: 0 flies direct, 1 changes planes at `via`. */
  connections: 0 | 1;
  via?: string;
}

export interface OfferSpec {
  id: string;
  slices: SliceSpec[];
  passengers: OfferPassenger[];
  totalAmount: string;
  taxAmount: string;
  currency: string;
  expiresAt: string;
  identityDocumentsRequired?: boolean;
  fareBrand?: string;
  checkedBags?: number;
  refund?: { allowed: true; penalty: string } | { allowed: false };
}

const hours = (n: number) => `PT${n}H`;
const at = (date: string, hour: number) =>
  `${date}T${String(Math.floor(hour)).padStart(2, '0')}:${hour % 1 ? '30' : '00'}:00`;

function segment(
  id: string,
  from: string,
  to: string,
  date: string,
  departHour: number,
  spec: OfferSpec,
  number: string,
): OfferSliceSegment {
  return {
    id,
    aircraft: { id: 'arc_00009UhD4ongolulWd91Ky', iata_code: '320', name: 'Airbus A320' },
    departing_at: at(date, departHour),
    arriving_at: at(date, departHour + 2),
    duration: hours(2),
    origin: airport(from),
    destination: airport(to),
    origin_terminal: '1',
    destination_terminal: '2',
    distance: null,
    marketing_carrier: duffelAirways,
    marketing_carrier_flight_number: number,
    operating_carrier: duffelAirways,
    operating_carrier_flight_number: number,
    stops: [],
    passengers: spec.passengers.map((p) => ({
      passenger_id: p.id,
      cabin_class: 'economy',
      cabin_class_marketing_name: 'Economy',
      fare_basis_code: spec.fareBrand === 'Comfort' ? 'Y20CMFT' : 'Y20LGTN2',
      cabin: null,
      baggages: [
        { type: 'checked', quantity: spec.checkedBags ?? 1 },
        { type: 'carry_on', quantity: 1 },
      ],
    })),
  } satisfies OfferSliceSegment;
}

function slice(spec: OfferSpec, s: SliceSpec, index: number): OfferSlice {
  const legs =
    s.connections === 0
      ? [
          segment(
            `seg_${spec.id}_${index}_0`,
            s.origin,
            s.destination,
            s.date,
            8,
            spec,
            `${100 + index}`,
          ),
        ]
      : [
          segment(
            `seg_${spec.id}_${index}_0`,
            s.origin,
            s.via ?? 'BSB',
            s.date,
            8,
            spec,
            `${200 + index}`,
          ),
          segment(
            `seg_${spec.id}_${index}_1`,
            s.via ?? 'BSB',
            s.destination,
            s.date,
            11,
            spec,
            `${300 + index}`,
          ),
        ];
  return {
    id: `sli_${spec.id}_${index}`,
    origin: airport(s.origin),
    destination: airport(s.destination),
    origin_type: 'airport',
    destination_type: 'airport',
    duration: hours(s.connections === 0 ? 2 : 5),
    fare_brand_name: spec.fareBrand ?? 'Basic',
    segments: legs,
    ngs_shelf: 1,
    comparison_key: `${spec.id}_${index}`,
    conditions: {
      change_before_departure: {
        allowed: true,
        penalty_amount: '25.00',
        penalty_currency: spec.currency,
      },
      refund_before_departure: null,
      advance_seat_selection: false,
      priority_boarding: false,
      priority_check_in: false,
    },
  } satisfies OfferSlice;
}

export function offerFixture(spec: OfferSpec): Offer {
  const refund =
    spec.refund === undefined || spec.refund.allowed
      ? {
          allowed: true as const,
          penalty_amount: spec.refund?.allowed ? spec.refund.penalty : '50.00',
          penalty_currency: spec.currency,
        }
      : { allowed: false as const, penalty_amount: null, penalty_currency: null };
  return {
    id: spec.id,
    live_mode: false,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    expires_at: spec.expiresAt,
    owner: duffelAirways,
    partial: false,
    private_fares: [],
    available_services: [],
    passengers: spec.passengers,
    passenger_identity_documents_required: spec.identityDocumentsRequired ?? false,
    supported_passenger_identity_document_types: ['passport'],
    supported_loyalty_programmes: [],
    payment_requirements: {
      requires_instant_payment: true,
      payment_required_by: null,
      price_guarantee_expires_at: null,
    },
    slices: spec.slices.map((s, i) => slice(spec, s, i)),
    total_amount: spec.totalAmount,
    total_currency: spec.currency,
    base_amount: (Number(spec.totalAmount) - Number(spec.taxAmount)).toFixed(2),
    base_currency: spec.currency,
    tax_amount: spec.taxAmount,
    tax_currency: spec.currency,
    total_emissions_kg: '180',
    conditions: {
      refund_before_departure: refund,
      change_before_departure: {
        allowed: true,
        penalty_amount: '25.00',
        penalty_currency: spec.currency,
      },
    },
  } satisfies Offer;
}

/** The offer request's passengers as Duffel echoes them, with their ids. */
export function offerPassengers(request: CreateOfferRequest): OfferPassenger[] {
  return request.passengers.map((p, index) => {
    const age = 'age' in p && typeof p.age === 'number' ? p.age : null;
    return {
      id: `pas_${index}`,
      age,
      type: age === null ? 'adult' : age < 2 ? 'infant_without_seat' : age < 12 ? 'child' : 'adult',
      fare_type: null,
    } satisfies OfferPassenger;
  });
}

export function offerRequestFixture(
  id: string,
  request: CreateOfferRequest,
  offers: Offer[],
): OfferRequest {
  return {
    id,
    live_mode: false,
    created_at: '2026-01-01T00:00:00Z',
    cabin_class: request.cabin_class,
    passengers: offerPassengers(request).map((p) =>
      p.age === null ? { id: p.id, type: 'adult' as const } : { id: p.id, age: p.age },
    ),
    slices: request.slices.map((s) => ({
      departure_date: s.departure_date,
      origin: airport(s.origin),
      destination: airport(s.destination),
      origin_type: 'airport',
      destination_type: 'airport',
    })),
    offers: offers.map(({ available_services: _, ...offer }) => offer),
  } satisfies OfferRequest;
}

export function orderFixture(
  id: string,
  offer: Offer,
  create: CreateOrder,
  bookingReference: string,
): Order {
  const slices: OrderSlice[] = offer.slices.map((s) => ({
    id: s.id,
    origin: s.origin,
    destination: s.destination,
    origin_type: s.origin_type,
    destination_type: s.destination_type,
    duration: s.duration,
    fare_brand_name: s.fare_brand_name,
    conditions: { change_before_departure: s.conditions.change_before_departure },
    segments: s.segments.map((seg) => ({
      id: seg.id,
      aircraft: seg.aircraft,
      departing_at: seg.departing_at,
      arriving_at: seg.arriving_at,
      duration: seg.duration ?? hours(2),
      origin: seg.origin,
      destination: seg.destination,
      origin_terminal: seg.origin_terminal ?? '',
      destination_terminal: seg.destination_terminal ?? '',
      distance: seg.distance ?? '0',
      marketing_carrier: seg.marketing_carrier,
      marketing_carrier_flight_number: seg.marketing_carrier_flight_number,
      operating_carrier: seg.operating_carrier,
      operating_carrier_flight_number: seg.operating_carrier_flight_number,
      stops: seg.stops,
      passengers: seg.passengers.map((p) => ({
        passenger_id: p.passenger_id,
        cabin_class: p.cabin_class,
        cabin_class_marketing_name: p.cabin_class_marketing_name,
        baggages: p.baggages,
      })),
    })),
  }));
  return {
    id,
    live_mode: false,
    created_at: '2026-01-01T00:00:00Z',
    synced_at: '2026-01-01T00:00:00Z',
    booking_reference: bookingReference,
    owner: offer.owner,
    content: 'managed',
    metadata: create.metadata ?? {},
    passengers: create.passengers.map((p) => ({
      id: p.id,
      title: p.title,
      gender: p.gender,
      given_name: p.given_name,
      family_name: p.family_name,
      born_on: p.born_on,
      email: p.email,
      phone_number: p.phone_number,
      infant_passenger_id: p.infant_passenger_id ?? null,
      type: offer.passengers.find((o) => o.id === p.id)?.type ?? 'adult',
    })),
    slices,
    services: [],
    documents: [
      { type: 'electronic_ticket', unique_identifier: '1234567890123', passenger_ids: [] },
    ],
    payment_status: { awaiting_payment: false, paid_at: '2026-01-01T00:00:00Z' },
    total_amount: offer.total_amount,
    total_currency: offer.total_currency,
    base_amount: offer.base_amount,
    base_currency: offer.base_currency,
    tax_amount: offer.tax_amount ?? '0',
    tax_currency: offer.total_currency,
    conditions: offer.conditions,
    airline_initiated_changes: [],
    available_actions: ['cancel'],
    cancelled_at: null,
    cancellation: null,
  } satisfies Order;
}

export function cancellationFixture(
  id: string,
  order: Order,
  refundAmount: string | null,
): OrderCancellation {
  return {
    id,
    order_id: order.id,
    live_mode: false,
    created_at: '2026-01-01T00:00:00Z',
    expires_at: '2099-01-01T00:00:00Z',
    confirmed_at: '',
    refund_amount: refundAmount,
    refund_currency: refundAmount === null ? null : order.total_currency,
    refund_to: 'balance',
    airline_credits: [],
  } satisfies OrderCancellation;
}
