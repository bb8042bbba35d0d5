import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingViewSchema } from '@portal/domain/bookings';
import { bearer, type TestApp } from '../helpers/testApp';
import {
  card,
  closeChecked,
  daysAhead,
  hotelRoomsBooking,
  postBooking,
  signedInMember,
} from './helpers';

const APPROVE = '4111111111111111';

/** Quarto 1: two adults; Quarto 2: one adult and a child of 7. */
const rooms = [
  { adults: 2, seniorsAges: [], childAges: [] },
  { adults: 1, seniorsAges: [], childAges: [7] },
];
const search = {
  addressCode: '3550308',
  checkinDate: daysAhead(55),
  checkoutDate: daysAhead(57),
  qtAdult: 3,
  qtChild: 1,
  qtRooms: 2,
  childAge: [7],
  rooms,
};
const guests = [
  [
    { name: 'MARIA', lastName: 'SOUZA', email: 'membro@demo.test', birthdate: '1990-05-04' },
    { name: 'JOSE', lastName: 'SOUZA', birthdate: '1988-01-10' },
  ],
  [
    { name: 'ANA', lastName: 'LIMA', birthdate: '1985-03-02' },
    { name: 'PEDRO', lastName: 'LIMA', birthdate: '2019-07-20' },
  ],
];

describe(
  'two hotel rooms with different guests are booked as searched',
  { timeout: 120_000 },
  () => {
    let t: TestApp;
    let token: string;
    let payload: Record<string, unknown>;

    beforeAll(async () => {
      ({ t, token } = await signedInMember());
      payload = await hotelRoomsBooking(search, guests, null);
    });
    afterAll(() => closeChecked(t));

    const pay = () => ({
      payment: { paymentCode: randomUUID(), installments: 1, card: card(APPROVE) },
    });

    it('refuses a split that does not match the totals or the guests of each room, before any supplier call', async () => {
      const moved = await postBooking(t, token, {
        ...payload,
        ...pay(),
        guests: [[...guests[0]!, guests[1]![1]!], [guests[1]![0]!]],
      });
      expect(moved.statusCode).toBe(400);
      const wrongTotals = await postBooking(t, token, {
        ...payload,
        ...pay(),
        rooms: [rooms[0], { adults: 2, seniorsAges: [], childAges: [] }],
      });
      expect(wrongTotals.statusCode).toBe(400);
    });

    it('re-prices each room for its own guests and issues the booking with every guest', async () => {
      const response = await postBooking(t, token, { ...payload, ...pay() });
      expect(response.statusCode, response.body).toBe(200);
      const locator: string = response.json().bookingResponse.locator;
      const list = await t.app.inject({ url: '/api/bookings?type=HOTEL', headers: bearer(token) });
      const booking = bookingViewSchema
        .array()
        .parse(list.json())
        .find((b) => b.locator === locator);
      expect(booking?.statusId).toBe(2);
      expect(booking?.passengers.map((p) => p.name)).toEqual(['MARIA', 'JOSE', 'ANA', 'PEDRO']);
      expect(booking?.details?.kind === 'hotel' ? booking.details.rooms : []).toHaveLength(2);
    });

    it('without the split the rates are priced for other guests: the offer no longer matches', async () => {
      const { rooms: _split, ...unsplit } = payload;
      const response = await postBooking(t, token, { ...unsplit, ...pay() });
      expect(response.statusCode).toBe(409);
    });
  },
);
