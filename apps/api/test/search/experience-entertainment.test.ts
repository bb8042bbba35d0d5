import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  entertainmentAvailabilityResponseSchema,
  entertainmentSearchResponseSchema,
  experienceSearchResponseSchema,
} from '@portal/domain';
import { buildApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildApp();
});
afterAll(async () => {
  await t.app.close();
});

describe('GET /api/experience', () => {
  it('lists the city experiences with dates inside the range', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/experience?cityId=3304557&startDate=2027-01-10&endDate=2027-01-20',
    });
    expect(res.statusCode).toBe(200);
    const list = experienceSearchResponseSchema.parse(res.json());
    expect(list.length).toBeGreaterThanOrEqual(8);
    for (const e of list) {
      expect(e.price).toBeLessThanOrEqual(e.originalPrice);
      expect(
        e.experienceDates.every(
          (d) => d.date >= '2027-01-10' && d.date <= '2027-01-20' && d.qtAvailable <= d.qtTotal,
        ),
      ).toBe(true);
    }
  });

  it('reaches the failure paths and validates the city', async () => {
    const url = (city: string) => `/api/experience?cityId=${city}&startDate=2027-01-10`;
    expect((await t.app.inject({ method: 'GET', url: url('ZZE') })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: url('ZZC') })).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'GET', url: url('ZZT') })).statusCode).toBe(504);
    expect((await t.app.inject({ method: 'GET', url: url('123') })).statusCode).toBe(422);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/experience?cityId=3304557' })).statusCode,
    ).toBe(400);
  });
});

describe('entertainment', () => {
  it('lists transfers, tickets and tours with ids prefixed 4, 5 and 6', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/services/entertainment/search',
      payload: { filter: { route: '2927408' } },
    });
    const list = entertainmentSearchResponseSchema.parse(res.json());
    const prefix = { Transfer: '4', Ingresso: '5', Passeio: '6' } as const;
    expect(new Set(list.map((a) => a.type))).toEqual(new Set(['Transfer', 'Ingresso', 'Passeio']));
    for (const a of list) {
      expect(a.activityId.startsWith(prefix[a.type])).toBe(true);
      expect(a.weekDaysList.split(';').every((d) => /^[0-6]$/.test(d))).toBe(true);
    }
    const ticket = list.find((a) => a.type === 'Ingresso')!;
    expect(ticket.ticket!.inclusions.map((i) => i.id)).toEqual([43, 44, 45, 46]);
    expect(ticket.ticketPassengerRate!.map((r) => r.name)).toEqual(['Crianca', 'Adulto']);
    const onlyTours = entertainmentSearchResponseSchema.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/services/entertainment/search',
          payload: { filter: { route: '2927408', type: 'Passeio' } },
        })
      ).json(),
    );
    expect(onlyTours.every((a) => a.type === 'Passeio')).toBe(true);
  });

  it('checks availability by date with rates per passenger and cancellation rules', async () => {
    const list = entertainmentSearchResponseSchema.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/services/entertainment/search',
          payload: { filter: { route: '2927408', type: 'Ingresso' } },
        })
      ).json(),
    );
    const a = list[0]!;
    const [d, m, y] = a.avaiableDates[3]!.split('/');
    const payload = {
      activityId: a.activityId,
      refToken: a.refToken,
      date: `${y}-${m}-${d}`,
      passengers: [
        { endAge: 99, quantity: 2 },
        { endAge: 11, quantity: 1 },
      ],
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/services/entertainment/availability',
      payload,
    });
    const [av] = entertainmentAvailabilityResponseSchema.parse(res.json());
    expect(av!.startingTimes.length).toBeGreaterThan(0);
    const sum = av!.passengersCalculatedRate.reduce((s, r) => s + r.price.priceTotalOriginal, 0);
    expect(av!.passengersRateTotalPrice).toBeCloseTo(sum, 2);
    expect(av!.cancellationRules).toHaveLength(2);
    const unavailableDay = [0, 1, 2, 3, 4, 5, 6].find(
      (w) => !a.weekDaysList.split(';').includes(String(w)),
    );
    if (unavailableDay !== undefined) {
      const date = new Date(Date.UTC(2027, 0, 3 + unavailableDay)).toISOString().slice(0, 10); // 3 Jan 2027 is a Sunday
      const none = await t.app.inject({
        method: 'POST',
        url: '/api/services/entertainment/availability',
        payload: { ...payload, date },
      });
      expect(none.json()).toEqual([]);
    }
  });

  it('reaches the failure paths', async () => {
    const post = (route: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/services/entertainment/search',
        payload: { filter: { route } },
      });
    expect((await post('ZZE')).json()).toEqual([]);
    expect((await post('ZZC')).statusCode).toBe(409);
    expect((await post('ZZT')).statusCode).toBe(504);
  });
});
