import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  entertainmentAvailabilityResponseSchema,
  entertainmentSearchResponseSchema,
} from '@portal/domain';
import { bearer, createTestApp, demo, login, type TestApp } from '../helpers/testApp';
import { expectLedgerInvariants } from '../ledger/invariants';
import { prices } from './helpers';

const SALVADOR = '2927408';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });

describe('round-trip transfers', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await login(t.app, demo.member)).idToken;
  });
  afterAll(async () => {
    if (t) await expectLedgerInvariants(t.database.db);
    await t?.close();
  });

  const post = (url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(token), 'idempotency-key': randomUUID() },
      payload,
    });

  it('need a return date after the arrival, kept on the booking', async () => {
    const list = entertainmentSearchResponseSchema.parse(
      (
        await post('/api/services/entertainment/search', {
          filter: { route: SALVADOR, type: 'Transfer' },
        })
      ).json(),
    );
    const activity = list.find((a) => (a.transfer?.transferType?.maxNumberPassenger ?? 0) > 0)!;
    const [d, m, y] = activity.avaiableDates[10]!.split('/');
    const date = `${y}-${m}-${d}`;
    const reply = await post('/api/services/entertainment/availability', {
      activityId: activity.activityId,
      refToken: activity.refToken,
      date,
      passengers: [{ endAge: 40, quantity: 2 }],
    });
    const [availability] = entertainmentAvailabilityResponseSchema.parse(reply.json());
    expect(availability!.transferOut).toBe(true);
    const p = prices(Math.round(availability!.passengersRateTotalPrice * 100));
    const passenger = (firstName: string, isMain: boolean) => ({
      firstName,
      lastName: 'SOUZA',
      birth: '1980-01-01',
      document: { number: '52998224725', type: 'CPF' },
      gender: 'FEMALE',
      phone: '(71) 99999-0000',
      email: 'maria@example.com',
      isMain,
    });
    const booking = (returnDate: string | null) => ({
      type: 'ENTERTAINMENT',
      services: [
        {
          type: 'entertainment',
          data: {
            serviceId: activity.activityId,
            refToken: availability!.refToken,
            locationId: SALVADOR,
            serviceDate: date,
            returnDate,
            passengers: [passenger('MARIA', true), passenger('ANA', false)],
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
    });

    const missing = await post('/api/booking', booking(null));
    expect(missing.statusCode).toBe(409);
    expect(missing.json().error).toBe('Por favor, selecione uma data de retorno.');
    const sameDay = await post('/api/booking', booking(date));
    expect(sameDay.statusCode).toBe(400);
    const returnDate = new Date(Date.parse(`${date}T00:00:00Z`) + 3 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const booked = await post('/api/booking', booking(returnDate));
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().booking.details).toMatchObject({
      kind: 'entertainment',
      activityType: 'Transfer',
      serviceDate: date,
      returnDate,
    });
  });
});
