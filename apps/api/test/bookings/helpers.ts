import { randomUUID } from 'node:crypto';
import { cashToPoints } from '@portal/domain/money';
import { cashForPoints, minimumPoints } from '@portal/domain/pricing';
import { type HotelSearchRequest } from '@portal/domain/hotels';
import {
  busRateCheckResponseSchema,
  busSearchResponseSchema,
  type BusRoute,
} from '@portal/domain/buses';
import { expect } from 'vitest';
import {
  createSandboxSuppliers,
  type FlightOffer,
  type HotelOffer,
  type HotelRateOffer,
} from '../../src/suppliers';
import type { BookingRow, BookingsRepository } from '../../src/modules/bookings/repository';
import { ledgerService } from '../../src/modules/ledger/service';
import { bearer, createTestApp, demo, login, type TestApp } from '../helpers/testApp';
import { economySearch } from '../helpers/flightSearch';
import { sharedByFile } from '../helpers/sharedByFile';
import { expectLedgerInvariants } from '../ledger/invariants';

/** A date `days` from today, yyyy-mm-dd (UTC, far enough ahead to never be "today" in Brazil). */
export const daysAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The same deterministic sandbox the app uses, to pick offers and know their supplier price. */
const suppliers = createSandboxSuppliers({ inventoryFile: null });
const signal = new AbortController().signal;

export const CONVERSION_RATE = 50;
export const POLICY = { acceptCashPayment: true, cashPaymentPercentage: 70 };

export const flightSearch = economySearch([
  { departureAirport: 'GRU', arrivelAirport: 'GIG', departureDate: daysAhead(45) },
]);

export async function flightOffer(): Promise<FlightOffer> {
  const offers = await suppliers.flight.search(flightSearch, signal);
  const offer = offers[0];
  if (!offer) throw new Error('no sandbox flight offer');
  return offer;
}

export const hotelSearch = {
  addressCode: '3550308',
  checkinDate: daysAhead(50),
  checkoutDate: daysAhead(52),
  qtAdult: 2,
  qtChild: 0,
  qtRooms: 1,
  childAge: [],
};

export async function hotelOffer(): Promise<{
  hotel: HotelOffer;
  rateKey: string;
  totalCents: number;
}> {
  const offers = await suppliers.hotel.search(hotelSearch, signal);
  const hotel = offers[0];
  const rate = hotel?.roomTypes[0]?.rates[0];
  if (!hotel || !rate) throw new Error('no sandbox hotel offer');
  return { hotel, rateKey: rate.rateKey, totalCents: rate.origTotalCents };
}

/** A São Paulo stay from `days` ahead, one room for two, and its first rate that is refundable or not as asked. */
export async function hotelStay(days: number, refundable: boolean) {
  const search = {
    ...hotelSearch,
    checkinDate: daysAhead(days),
    checkoutDate: daysAhead(days + 3),
  };
  const hotels = await suppliers.hotel.search(search, signal);
  const rate = hotels
    .flatMap((h) => h.roomTypes.flatMap((r) => r.rates))
    .find((r) => r.refundable === refundable);
  if (!rate) throw new Error(`no ${refundable ? 'refundable' : 'non-refundable'} sandbox rate`);
  return { search, rate };
}

/** A booking of the stay's rate for Maria and José Souza at the checkout's prices `p`, its payment left to the caller. */
export function hotelStayBooking(
  stay: { search: HotelSearchRequest; rate: HotelRateOffer },
  p: ReturnType<typeof prices>,
) {
  return {
    type: 'HOTEL' as const,
    ...stay.search,
    qtBaby: 0,
    guests: [
      [
        { name: 'Maria', lastName: 'Souza', email: 'membro@demo.test' },
        { name: 'José', lastName: 'Souza' },
      ],
    ],
    roomIds: [{ roomId: stay.rate.rateKey, tax: 0 }],
    pointsTotalValue: p.pointsTotalValue,
    cashTotalValue: p.cashTotalValue,
    pointsPrice: p.pointsPrice,
    cashPrice: p.cashPrice,
  };
}

/** The first hotel of `search` with, for each of its rooms, the cheapest rate priced for that room's guests. */
export async function cheapestRooms(search: HotelSearchRequest) {
  const hotel = (await suppliers.hotel.search(search, signal))[0];
  if (!hotel) throw new Error('no sandbox hotel for the rooms');
  const rates = Array.from({ length: search.qtRooms }, (_, rph) => {
    const rate = hotel.roomTypes
      .flatMap((t) => t.rates)
      .filter((r) => r.roomStayCandidateRph === rph)
      .sort((a, b) => a.origTotalCents - b.origTotalCents)[0];
    if (!rate) throw new Error(`room ${rph} has no rates`);
    return rate;
  });
  return { rates, totalCents: rates.reduce((sum, rate) => sum + rate.origTotalCents, 0) };
}

/**
 * A booking of the cheapest rate of each room of `search` (one supplier hold per room), with
 * `guests` per room, paying the minimum points and the rest on `cardNumber` when given.
 */
export async function hotelRoomsBooking(
  search: HotelSearchRequest & { rooms: NonNullable<HotelSearchRequest['rooms']> },
  guests: Array<Array<{ name: string; lastName: string; birthdate: string; email?: string }>>,
  cardNumber: string | null,
) {
  const { rates, totalCents } = await cheapestRooms(search);
  const p = prices(totalCents);
  return {
    type: 'HOTEL' as const,
    ...search,
    qtBaby: 0,
    guests,
    roomIds: rates.map((r) => ({ roomId: r.rateKey, tax: 0 })),
    ...paidAt(p, cardNumber),
  };
}

/** The checkout's prices for a supplier total: minimum points unless told otherwise. */
export function prices(totalCents: number, points?: number) {
  const pointsTotalValue = cashToPoints(totalCents, CONVERSION_RATE);
  const pointsPrice = points ?? minimumPoints(pointsTotalValue, POLICY);
  const cash = cashForPoints({ points: pointsTotalValue, cash: totalCents }, pointsPrice);
  return {
    pointsTotalValue,
    cashTotalValue: totalCents / 100,
    pointsPrice,
    cashPrice: cash / 100,
    cashCents: cash,
  };
}

export const card = (cardNumber: string) => ({
  cardNumber,
  holder: 'MARIA SOUZA',
  cardExpirationDate: '12/2099',
  cardSecurityCode: '123',
  installments: 1,
});

/** The price fields of a booking at the checkout's prices `p`, the cash part on `cardNumber` when given. */
export function paidAt(p: ReturnType<typeof prices>, cardNumber: string | null) {
  return {
    pointsTotalValue: p.pointsTotalValue,
    cashTotalValue: p.cashTotalValue,
    pointsPrice: p.pointsPrice,
    cashPrice: p.cashPrice,
    ...(cardNumber
      ? { payment: { paymentCode: randomUUID(), installments: 1, card: card(cardNumber) } }
      : {}),
  };
}

/** The price fields of a booking of `totalCents`: all in points, or the minimum points and the rest on `cardNumber`. */
export function paying(totalCents: number, cardNumber: string | null) {
  const minimum = prices(totalCents);
  return paidAt(cardNumber ? minimum : prices(totalCents, minimum.pointsTotalValue), cardNumber);
}

export const SAO_PAULO = '3550308';
export const RIO = '3304557';

/** The bus checkout's main passenger. */
export const busPassenger = {
  firstName: 'MARIA',
  lastName: 'SOUZA',
  email: 'maria@example.com',
  birth: '1990-05-04',
  document: { number: '52998224725', type: 'CPF' },
  gender: 'FEMALE',
  isMain: true,
};

/** A passenger of an entertainment or transfer booking, the main one when `isMain`. */
export const entertainmentPassenger = (firstName: string, isMain: boolean) => ({
  firstName,
  lastName: 'SOUZA',
  birth: '1980-01-01',
  document: { number: '52998224725', type: 'CPF' },
  gender: 'FEMALE',
  phone: '(71) 99999-0000',
  email: 'maria@example.com',
  isMain,
});

/** A bus booking of `seats` on `leg` (and its way back when given) for `passengers`, at the price fields `price`. */
export function busBooking<Price extends object>(
  leg: { going: BusRoute; back?: BusRoute | null },
  seats: { going: string[]; back?: string[] },
  passengers: object[],
  price: Price,
) {
  return {
    type: 'BUS',
    services: [
      {
        type: 'bus',
        data: {
          id: 'RC-1',
          date: new Date().toISOString(),
          occupancy: passengers.length,
          passengers,
          goingBus: leg.going.key,
          goingBusRefToken: leg.going.refToken,
          goingSeats: seats.going,
          returnBus: leg.back?.key ?? null,
          returnBusRefToken: leg.back?.refToken ?? null,
          returnSeats: leg.back ? (seats.back ?? []) : null,
        },
      },
    ],
    ...price,
  };
}

/** The first São Paulo to Rio departure 40 days ahead, as the member of `token` finds it. */
export async function busDeparture(t: TestApp, token: string): Promise<BusRoute> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/services/bus/search',
    headers: bearer(token),
    payload: {
      filter: { start: daysAhead(40), origin: SAO_PAULO, destination: RIO, occupancy: 1 },
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  const route = busSearchResponseSchema.parse(response.json()).routes[0]?.busAvailability[0];
  if (!route) throw new Error('no departure');
  return route;
}

/** The numbers of the free seats of `route`, as the member of `token` sees them. */
export async function freeBusSeats(t: TestApp, token: string, route: BusRoute): Promise<string[]> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/services/bus/rate-check',
    headers: bearer(token),
    payload: { goingBus: route.key, goingBusRefToken: route.refToken, occupancy: 1 },
  });
  expect(response.statusCode, response.body).toBe(200);
  const map =
    busRateCheckResponseSchema.parse(response.json()).booking.bookingBuses[0]?.busList[0]
      ?.segments[0]?.seatMap ?? [];
  return map.filter((s) => s.available).map((s) => s.number);
}

export function flightBooking(offer: FlightOffer, cardNumber: string | null, points?: number) {
  const p = prices(offer.totalCents, points);
  return {
    type: 'FLIGHT' as const,
    search: flightSearch,
    recommendationid: offer.recommendationid,
    goingSegmentId: offer.journeys[0]!.segments[0]!.segmentid,
    returnSegmentId: null,
    passengers: [
      {
        name: 'Maria',
        lastName: 'Souza',
        birthdate: '1990-05-04',
        documentType: 'CPF' as const,
        documentId: '52998224725',
      },
    ],
    ...paidAt(p, cardNumber),
  };
}

export function postBooking(
  t: TestApp,
  token: string,
  payload: object,
  key: string | null = randomUUID(),
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/booking',
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
}

/** A fresh test app with the demo member signed in, the ledger, and a flight offer to book. */
export async function signedInMember() {
  const t = await createTestApp();
  const session = await login(t.app, demo.member);
  const ledger = ledgerService(t.database.db);
  return {
    t,
    token: session.idToken,
    userId: session.localId,
    ledger,
    offer: await flightOffer(),
    /** The member's points in the demo campaign (77). */
    balance: () => ledger.balance(77, session.localId),
  };
}

/** A flight the demo member books paid in points alone, issued at once: its locator and offer. */
export async function issuedPointsFlight(
  t: TestApp,
): Promise<{ locator: string; offer: FlightOffer }> {
  const member = await login(t.app, demo.member);
  const offer = await flightOffer();
  const booked = await postBooking(
    t,
    member.idToken,
    flightBooking(offer, null, prices(offer.totalCents).pointsTotalValue),
  );
  expect(booked.statusCode, booked.body).toBe(200);
  return { locator: booked.json().booking.locator as string, offer };
}

/** The signed-in demo member the file's tests share; its app closes checked after them. */
export const sharedMember = (timeout?: number) =>
  sharedByFile(signedInMember, ({ t }) => closeChecked(t), timeout);

/** Closes the app after checking the ledger invariants over everything the file did. */
export async function closeChecked(t: TestApp | undefined): Promise<void> {
  if (t) await expectLedgerInvariants(t.database.db);
  await t?.close();
}

/** A flight booking row of `userId` as a submission stores it before its first step (paid in R$). */
export function insertFlightBooking(
  repo: BookingsRepository,
  userId: string,
  offer: FlightOffer,
  label: string,
): Promise<BookingRow> {
  return repo.insert({
    locator: `PB${label}${randomUUID().slice(0, 4).toUpperCase()}`,
    campaignId: 77,
    userId,
    type: 'FLIGHT',
    supplierRefs: [offer.recommendationid],
    pointsTotal: 1000,
    cashTotalCents: offer.totalCents,
    pointsPaid: 0,
    cashPaidCents: offer.totalCents,
    travelDate: '2030-01-01',
    description: 'Voo',
    passengers: [{ name: 'Ana', lastName: 'Souza' }],
    idempotencyKey: randomUUID(),
    requestHash: label.toLowerCase(),
  });
}
