import type {
  ActivityType,
  EntertainmentAvailabilityRequest,
  EntertainmentSearchRequest,
  ExperienceSearchQuery,
} from '@portal/domain/activities';
import type { AirlineFare, FlightSearchRequest, FlightSegmentOption } from '@portal/domain/flights';
import type { BusRateCheckRequest, BusSearchRequest, Seat } from '@portal/domain/buses';
import type { CarSearchRequest } from '@portal/domain/cars';
import type { HotelSearchRequest } from '@portal/domain/hotels';
import type { SupplierProduct } from './errors';

/**
 * Supplier ports, one per product: search, details, recheck (price/rate/availability), and
 * hold / issue / cancel through the reservation port. Money is integer centavos everywhere
 * here; routes convert to reais at the edge. Every call takes an AbortSignal (the deadline).
 */

// ---------- reservations (shared by every product) ----------
export interface HoldRequest {
  /**
   * The caller's id for the hold, which the supplier keeps: the booking records it before the
   * call, so a hold whose answer is lost (a crash, a timeout) can still be cancelled. The
   * supplier chooses one when it is absent.
   */
  holdId?: string;
  /** The offer's key or refToken as returned by search/recheck. */
  ref: string;
  quantity: number;
  /** Bus seats or other named units, when the product has them. */
  units?: string[];
  /** Service date for dated inventory (hotel night, activity date). */
  date?: string;
  /** Who travels, for a supplier whose hold is an order naming them (flights). */
  travellers?: FlightTraveller[];
  /**
   * The price the member pays, in centavos: a supplier whose price moved since the quote
   * refuses the hold (SupplierPriceChangedError) rather than sell at another price.
   */
  priceCents?: number;
}
export interface Hold {
  holdId: string;
  product: SupplierProduct;
  ref: string;
  quantity: number;
  units: string[];
  status: 'HELD' | 'ISSUED' | 'CANCELLED';
  createdAt: string;
  /** The supplier's booking reference (an airline's PNR), once it has one. */
  reference?: string;
}
export interface ReservationPort {
  /**
   * The hold is the sale itself (an instant order the supplier is paid for at once): the
   * booking takes it only once the member's payment is secured, so a declined card or an
   * abandoned challenge never buys anything.
   */
  readonly holdSells?: boolean;
  hold(request: HoldRequest, signal: AbortSignal): Promise<Hold>;
  issue(holdId: string, signal: AbortSignal): Promise<Hold>;
  cancel(holdId: string, signal: AbortSignal): Promise<Hold>;
}

/** A search port whose queries name places (airports, cities, stations). */
export interface PlaceSearchPort {
  /**
   * Whether the supplier answers itself for `code`, a place code the reference data does not
   * list (a test supplier's scripted answers): a search passes it on instead of refusing it as
   * an unknown place.
   */
  answersUnlistedPlace(code: string): boolean;
}

// ---------- flights ----------
/** A traveller as an airline order names them. */
export interface FlightTraveller {
  paxType: 'ADT' | 'CHD' | 'INF';
  givenName: string;
  familyName: string;
  /** The details below are optional in the portal's forms: a supplier that needs one refuses without it. */
  gender?: 'MALE' | 'FEMALE';
  /** YYYY-MM-DD */
  bornOn?: string;
  email?: string;
  /** E.164 (+5511987654321). */
  phone?: string;
  /** The traveller's passport, only when the offer requires identity documents. */
  document?: {
    number: string;
    /** ISO 3166-1 alpha-2. */
    issuingCountry: string;
    /** YYYY-MM-DD */
    expiresOn: string;
  };
}

/** An amount in a supplier's currency, as the supplier gives it (a decimal string). */
export interface ForeignAmount {
  amount: string;
  currency: string;
}

/** What a supplier's price was before it became centavos: the amount and the rate used. */
export interface SupplierPrice extends ForeignAmount {
  /** Reais per unit of `currency` (1 for BRL). */
  brlRate: number;
}

/** The exchange rates a supplier's prices are converted with (the operator's table). */
export interface CurrencyRates {
  /** Reais per unit of `currency`; null when the table has no rate for it. */
  brlPer(currency: string): Promise<number | null>;
}

/** What cancelling a booking would give back, as the supplier quotes it now. */
export interface CancellationQuote {
  /** null when nothing is refunded. */
  refund: ForeignAmount | null;
}

export interface FlightFare {
  paxtype: 'ADT' | 'CHD' | 'INF';
  quantity: number;
  /** Per passenger. */
  fareCents: number;
  taxCents: number;
}
export interface FlightOffer {
  recommendationid: string;
  carrier: string;
  carrierName: string;
  /** The airline's logo at the supplier, when it serves one (its host allowed by the page policy). */
  carrierLogoUrl?: string;
  fareFamily: string;
  fares: FlightFare[];
  totalCents: number;
  taxesCents: number;
  duCents: number;
  /** Stops of the outbound option(s) (the summary groups by it). */
  stops: number;
  /** The supplier's own price and the rate that made it centavos, when it was not in reais. */
  supplierPrice?: SupplierPrice;
  /** Whether the airline needs each traveller's identity document to sell it. */
  identityDocumentsRequired?: boolean;
  journeys: Array<{
    direction: 'IDA' | 'VOLTA';
    departuredate: string;
    segments: FlightSegmentOption[];
  }>;
}
export interface FlightSupplier extends ReservationPort, PlaceSearchPort {
  search(query: FlightSearchRequest, signal: AbortSignal): Promise<FlightOffer[]>;
  fareDetails(
    carrier: string,
    fareBaseCode: string,
    signal: AbortSignal,
  ): Promise<AirlineFare | null>;
  /**
   * The offer as the supplier sells it now (the booking's recheck); null when it expired or
   * the supplier no longer knows it. `query` is the search it came from.
   */
  offer(
    recommendationid: string,
    query: FlightSearchRequest,
    signal: AbortSignal,
  ): Promise<FlightOffer | null>;
  /** What cancelling the hold would refund, for a supplier that charges a penalty. */
  cancellationQuote?(holdId: string, signal: AbortSignal): Promise<CancellationQuote>;
}

// ---------- hotels ----------
export interface HotelRateOffer {
  rateKey: string;
  roomStayCandidateRph: number;
  ratePlanName: string;
  totalCents: number;
  currencyCode: string;
  /** Total in BRL centavos (equal to totalCents when the rate is in BRL). */
  origTotalCents: number;
  mealPlanName: string;
  meals: { breakfast: boolean; lunch: boolean; dinner: boolean };
  refundable: boolean;
  penalties: Array<{
    name: string;
    description: string;
    deadline: string;
    valueCents: number;
    percent: number;
  }>;
  availableRooms: number;
}
export interface HotelRoomTypeOffer {
  roomTypeCode: string;
  roomName: string;
  roomDescription: string;
  maxOccupancy: number;
  rates: HotelRateOffer[];
}
export interface HotelOffer {
  hotelCode: string;
  hotelName: string;
  rating: number;
  addressLine: string;
  cityName: string;
  latitude: number;
  longitude: number;
  imageURL: string;
  checkin: string;
  checkout: string;
  roomTypes: HotelRoomTypeOffer[];
}
export interface HotelDetails {
  hotelCode: string;
  hotelName: string;
  rating: number;
  description: string;
  address: string;
  cityName: string;
  latitude: number;
  longitude: number;
  checkInTime: string;
  checkOutTime: string;
  images: string[];
  amenities: string[];
  guestRooms: Array<{
    roomTypeCode: string;
    roomName: string;
    roomDescription: string;
    maxOccupancy: number;
  }>;
}
export interface HotelSupplier extends ReservationPort, PlaceSearchPort {
  search(query: HotelSearchRequest, signal: AbortSignal): Promise<HotelOffer[]>;
  details(hotelCode: string, signal: AbortSignal): Promise<HotelDetails | null>;
}

// ---------- cars ----------
export interface CarOfferInternal {
  offerId: string;
  companyCode: string;
  companyName: string;
  category: string;
  categoryName: string;
  model: string;
  urlCarImg: string;
  urlLogoCompany: string;
  capacity: number;
  numberDoors: number;
  luggage: number;
  automaticTransmission: boolean;
  airConditioning: boolean;
  rentalDays: number;
  dailyCents: number;
  totalCents: number;
  pickupDateTime: string;
  dropoffDateTime: string;
  pickupAddress: string;
  dropoffAddress: string;
  discountNumbers: string[];
}
export interface CarLocationInternal {
  locationCode: string;
  type: 'AIRPORT' | 'CITY';
  address: string;
  cityName: string;
  rentalCode: string;
  rentalName: string;
  iata: string;
}
export interface CarSupplier extends ReservationPort, PlaceSearchPort {
  locations(iata: string, signal: AbortSignal): Promise<CarLocationInternal[]>;
  search(query: CarSearchRequest, signal: AbortSignal): Promise<CarOfferInternal[]>;
}

// ---------- buses ----------
export interface BusPlace {
  id: string;
  name: string;
  cityName: string;
  stateCode: string;
}
export interface BusRouteInternal {
  key: string;
  refToken: string;
  companyName: string;
  companyLogo: string;
  classType: 'CONVENCIONAL' | 'EXECUTIVO' | 'SEMI-LEITO' | 'LEITO';
  origin: BusPlace;
  destination: BusPlace;
  departure: string;
  arrival: string;
  duration: number;
  distanceKm: number;
  cashCents: number;
  occupancy: number;
  availableSeats: number;
}
export interface BusSearchResult {
  going: BusRouteInternal[];
  returning: BusRouteInternal[] | null;
  origin: BusPlace;
  destination: BusPlace;
}
export interface BusRateCheckResult {
  bookingId: string;
  legs: Array<{ route: BusRouteInternal; seatMap: Seat[]; policies: string[] }>;
}
export interface BusSupplier extends ReservationPort, PlaceSearchPort {
  search(query: BusSearchRequest['filter'], signal: AbortSignal): Promise<BusSearchResult>;
  /** Seat maps as they are now, full or not: whether a trip still suits the party is the caller's rule. */
  rateCheck(query: BusRateCheckRequest, signal: AbortSignal): Promise<BusRateCheckResult>;
}

// ---------- experiences (operator's own inventory) ----------
export interface ExperienceInternal {
  id: string;
  name: string;
  description: string;
  localization: string;
  city: { id: string; cityName: string; stateName: string };
  originalPriceCents: number;
  priceCents: number;
  qtParticipants: number;
  continuous: boolean;
  startDate: string;
  endDate: string;
  experienceDates: Array<{
    id: string;
    date: string;
    time: string;
    qtAvailable: number;
    qtTotal: number;
  }>;
  whatToExpect: string;
  whatIsIncluded: string;
  whatIsNotIncluded: string;
  category: string;
  freeCancel: boolean;
  cancellationPolicy: string;
  importantInfo: string;
  images: string[];
}
export interface ExperienceSupplier extends ReservationPort, PlaceSearchPort {
  search(query: ExperienceSearchQuery, signal: AbortSignal): Promise<ExperienceInternal[]>;
}

// ---------- entertainment ----------
export interface ActivityInternal {
  activityId: string;
  type: ActivityType;
  refToken: string;
  name: string;
  description: string;
  descriptionAdditional: string;
  pictureUrl: string;
  images: string[];
  locationId: string;
  location: string;
  locationFull: string;
  address: string;
  priceCents: number;
  duration: number;
  weekDaysList: number[];
  availableDates: string[];
  daysBeforeCancellationPolicy: number;
  promotionalCombo: boolean;
  passengerRates: Array<{ name: string; endAge: number; priceCents: number }>;
  inclusions: Array<{ id: number; type: string; description: string }>;
  transferType: { type: string; maxNumberPassenger: number } | null;
}
export interface ActivityAvailabilityInternal {
  activityId: string;
  refToken: string;
  serviceDate: string;
  type: ActivityType;
  startingTimes: string[];
  transferIn: boolean;
  transferOut: boolean;
  transferType: string | null;
  maxNumberBaggage: number;
  remaining: number;
  totalCents: number;
  rates: Array<{ name: string; endAge: number; quantity: number; totalCents: number }>;
  cancellationRules: Array<{ startDate: string; endDate: string; priceCents: number }>;
}
export interface EntertainmentLocation {
  id: string;
  name: string;
  fullName: string;
}
export interface EntertainmentSupplier extends ReservationPort {
  locations(query: string, signal: AbortSignal): Promise<EntertainmentLocation[]>;
  search(
    filter: EntertainmentSearchRequest['filter'],
    signal: AbortSignal,
  ): Promise<ActivityInternal[]>;
  availability(
    query: EntertainmentAvailabilityRequest,
    signal: AbortSignal,
  ): Promise<ActivityAvailabilityInternal[]>;
}

export interface Suppliers {
  flight: FlightSupplier;
  hotel: HotelSupplier;
  car: CarSupplier;
  bus: BusSupplier;
  experience: ExperienceSupplier;
  entertainment: EntertainmentSupplier;
}
