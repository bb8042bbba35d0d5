import { randomUUID } from 'node:crypto';
import { cashToPoints } from '@portal/domain/money';
import { cashForPoints, minimumPoints } from '@portal/domain/pricing';
import { type HotelSearchRequest } from '@portal/domain/hotels';
import { createSandboxSuppliers, type FlightOffer, type HotelOffer } from '../../src/suppliers';
import type { BookingRow, BookingsRepository } from '../../src/modules/bookings/repository';
import { ledgerService } from '../../src/modules/ledger/service';
import { bearer, createTestApp, demo, login, type TestApp } from '../helpers/testApp';
import { expectLedgerInvariants } from '../ledger/invariants';

/** A date `days` from today, yyyy-mm-dd (UTC, far enough ahead to never be "today" in Brazil). */
export const daysAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The same deterministic sandbox the app uses, to pick offers and know their supplier price. */
const suppliers = createSandboxSuppliers({ inventoryFile: null });
const signal = new AbortController().signal;

export const CONVERSION_RATE = 50;
export const POLICY = { acceptCashPayment: true, cashPaymentPercentage: 70 };

export const flightSearch = {
  qtAdult: 1,
  qtChild: 0,
  qtBaby: 0,
  directFlight: false,
  luggage: false,
  cabin: 'Y' as const,
  flightSegments: [
    { departureAirport: 'GRU', arrivelAirport: 'GIG', departureDate: daysAhead(45) },
  ],
};

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
function paidAt(p: ReturnType<typeof prices>, cardNumber: string | null) {
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
  return {
    t,
    token: session.idToken,
    userId: session.localId,
    ledger: ledgerService(t.database.db),
    offer: await flightOffer(),
  };
}

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
