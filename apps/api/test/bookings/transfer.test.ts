import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  activityPriceCents,
  availabilityTotalCents,
  entertainmentAvailabilityResponseSchema,
  entertainmentSearchResponseSchema,
  type Activity,
  type AvailabilityResult,
} from '@portal/domain/activities';
import { bearer, type TestApp } from '../helpers/testApp';
import { pdfText } from './pdfText';
import { closeChecked, entertainmentPassenger, prices, signedInMember } from './helpers';

const SALVADOR = '2927408';
const NAMES = ['MARIA', 'ANA', 'BEATRIZ', 'CARLA', 'DANIELA'];

vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });

describe('round-trip transfers', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    ({ t, token } = await signedInMember());
  });
  afterAll(async () => closeChecked(t));

  const post = (url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(token), 'idempotency-key': randomUUID() },
      payload,
    });

  /** Salvador's private transfer ('Até 4 paxs') and one of its dates. */
  async function privateTransfer(dayIndex: number) {
    const list = entertainmentSearchResponseSchema.parse(
      (
        await post('/api/services/entertainment/search', {
          filter: { route: SALVADOR, type: 'Transfer' },
        })
      ).json(),
    );
    const activity = list.find((a) => (a.transfer?.transferType?.maxNumberPassenger ?? 0) > 0)!;
    expect(activity.transfer?.transferType?.maxNumberPassenger).toBe(4);
    const [d, m, y] = activity.avaiableDates[dayIndex]!.split('/');
    return { activity, date: `${y}-${m}-${d}` };
  }

  const availability = (activity: Activity, date: string, people: number) =>
    post('/api/services/entertainment/availability', {
      activityId: activity.activityId,
      refToken: activity.refToken,
      date,
      passengers: [{ endAge: 40, quantity: people }],
    });

  function booking(
    activity: Activity,
    found: AvailabilityResult,
    date: string,
    returnDate: string | null,
    people = 2,
  ) {
    const p = prices(availabilityTotalCents(found));
    return {
      type: 'ENTERTAINMENT',
      services: [
        {
          type: 'entertainment',
          data: {
            serviceId: activity.activityId,
            refToken: found.refToken,
            locationId: SALVADOR,
            serviceDate: date,
            returnDate,
            passengers: NAMES.slice(0, people).map((name, i) =>
              entertainmentPassenger(name, i === 0),
            ),
          },
        },
      ],
      transferData: {
        startingAirport: {
          name: 'Aeroporto de Salvador',
          reservationCode: 'ABC123',
          flightNumber: 'G31234',
          arrivalTime: '10:30',
        },
        dropOffLocation: 'Hotel Farol, Barra, Salvador',
      },
      pointsTotalValue: p.pointsTotalValue,
      cashTotalValue: p.cashTotalValue,
      pointsPrice: p.pointsTotalValue,
      cashPrice: 0,
    };
  }

  const plusDays = (date: string, days: number) =>
    new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

  it('need a return date after the arrival, kept on the booking', async () => {
    const { activity, date } = await privateTransfer(10);
    const reply = await availability(activity, date, 2);
    const [found] = entertainmentAvailabilityResponseSchema.parse(reply.json());
    expect(found!.transferOut).toBe(true);

    const missing = await post('/api/booking', booking(activity, found!, date, null));
    expect(missing.statusCode).toBe(409);
    expect(missing.json().error).toBe('Por favor, selecione uma data de retorno.');
    const sameDay = await post('/api/booking', booking(activity, found!, date, date));
    expect(sameDay.statusCode).toBe(400);
    const returnDate = plusDays(date, 3);
    const booked = await post('/api/booking', booking(activity, found!, date, returnDate));
    expect(booked.statusCode, booked.body).toBe(200);
    // Priced per service: two people pay for the one vehicle, in whole reais.
    expect(booked.json().booking.cashTotalValue).toBe(
      activityPriceCents(Math.round(activity.price * 100)) / 100,
    );
    expect(booked.json().booking.details).toMatchObject({
      kind: 'entertainment',
      activityType: 'Transfer',
      serviceDate: date,
      returnDate,
    });
  });

  it('keep the pickup and drop-off on the booking, shown on its PDF voucher', async () => {
    const { activity, date } = await privateTransfer(14);
    const [found] = entertainmentAvailabilityResponseSchema.parse(
      (await availability(activity, date, 2)).json(),
    );
    const payload = booking(activity, found!, date, plusDays(date, 2));
    const booked = await post('/api/booking', payload);
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().booking.details.transfer).toEqual(payload.transferData);
    // The activity's name already says 'Transfer': said once.
    expect(activity.name).toMatch(/^Transfer /);
    expect(booked.json().booking.description).toBe(activity.name);

    const voucher = await t.app.inject({
      url: `/api/booking/voucher?locator=${booked.json().booking.locator}`,
      headers: bearer(token),
    });
    expect(voucher.statusCode).toBe(200);
    const text = (await pdfText(voucher.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(
      'Partida: Aeroporto de Salvador · Número do voo: G31234 · Horário de chegada: 10:30 · Código da reserva: ABC123',
    );
    expect(text).toContain('Chegada: Local de desembarque: Hotel Farol, Barra, Salvador');
  });

  it('take no more people than the vehicle seats: refused with its limit, nothing held', async () => {
    const { activity, date } = await privateTransfer(12);
    const five = await availability(activity, date, 5);
    expect(five.statusCode).toBe(409);
    expect(five.json().error).toBe('Este transfer comporta até 4 passageiros.');

    const [four] = entertainmentAvailabilityResponseSchema.parse(
      (await availability(activity, date, 4)).json(),
    );
    expect(four!.passengersCalculatedRate).toEqual([
      expect.objectContaining({ price: expect.objectContaining({ quantity: 4 }) }),
    ]);
    expect(availabilityTotalCents(four!)).toBe(
      activityPriceCents(Math.round(activity.price * 100)),
    );

    const bookings = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/bookings', headers: bearer(token) })).json()
        .length as number;
    const before = await bookings();
    const overbooked = await post(
      '/api/booking',
      booking(activity, four!, date, plusDays(date, 2), 5),
    );
    expect(overbooked.statusCode).toBe(409);
    expect(overbooked.json()).toMatchObject({
      error: 'Este transfer comporta até 4 passageiros.',
      code: 'PASSENGER_LIMIT',
    });
    expect(await bookings()).toBe(before);
    const [after] = entertainmentAvailabilityResponseSchema.parse(
      (await availability(activity, date, 4)).json(),
    );
    expect(after!.remaining).toBe(four!.remaining);
  });
});
