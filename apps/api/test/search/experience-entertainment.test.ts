import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  entertainmentAvailabilityResponseSchema,
  entertainmentSearchResponseSchema,
  experienceSearchResponseSchema,
  type Experience,
} from '@portal/domain/activities';
import { experiences } from '../../src/db/schema';
import { DatabaseExperienceSupplier } from '../../src/modules/experiences/supplier';
import { SandboxTriggeredExperienceSupplier } from '../../src/suppliers';
import { SupplierConflictError } from '../../src/suppliers';
import { bearer, createTestApp, demo, login, type TestApp as FullApp } from '../helpers/testApp';
import { buildApp, type TestApp } from './helpers';

const SAO_PAULO = '3550308';
const signal = new AbortController().signal;
/** A date `days` from the real today (the full app validates against the real clock). */
const daysAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let full: FullApp;
let supplier: DatabaseExperienceSupplier;
let t: TestApp;
beforeAll(async () => {
  full = await createTestApp();
  supplier = new DatabaseExperienceSupplier(full.database.db);
  // the search routes alone, on the same database and supplier (with the sandbox's trigger codes, as in
  // the app), with a short supplier deadline
  t = await buildApp({ experience: new SandboxTriggeredExperienceSupplier(supplier) });
});
afterAll(async () => {
  await t.app.close();
  await full.close();
});

async function searchSaoPaulo(
  app: TestApp['app'],
  startDate: string,
  endDate: string,
  headers: Record<string, string> = {},
): Promise<Experience[]> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/experience?cityId=${SAO_PAULO}&startDate=${startDate}&endDate=${endDate}`,
    headers,
  });
  expect(res.statusCode).toBe(200);
  return experienceSearchResponseSchema.parse(res.json());
}

const slotOf = (list: Experience[], id: string) =>
  list.flatMap((e) => e.experienceDates).find((d) => d.id === id);

describe('GET /api/experience (database inventory)', () => {
  it('lists the seeded São Paulo experiences with sessions from their schedule', async () => {
    const [from, to] = [daysAhead(20), daysAhead(30)];
    const { idToken } = await login(full.app, demo.member);
    const list = await searchSaoPaulo(full.app, from, to, bearer(idToken));
    const rows = await full.database.db
      .select()
      .from(experiences)
      .where(eq(experiences.cityIbge, SAO_PAULO));
    expect(list.length).toBeGreaterThanOrEqual(8);
    expect(list.map((e) => e.id).sort()).toEqual(rows.map((r) => r.id).sort());
    for (const e of list) {
      const row = rows.find((r) => r.id === e.id)!;
      expect(e.city).toEqual({ id: SAO_PAULO, cityName: row.cityName, stateName: row.stateName });
      expect(e.price).toBe(row.priceCents / 100);
      expect(e.price).toBeLessThanOrEqual(e.originalPrice);
      expect(e.experienceDates.length).toBeGreaterThan(0);
      for (const d of e.experienceDates) {
        expect(d.date >= from && d.date <= to).toBe(true);
        expect(row.weekdays).toContain(new Date(`${d.date}T00:00:00Z`).getUTCDay());
        expect(row.times).toContain(d.time);
        expect(d.id).toBe(`${e.id}-${d.date}-${d.time.replace(':', '')}`);
        expect(d).toMatchObject({ qtTotal: row.capacity, qtAvailable: row.capacity });
      }
    }
  });

  it('holds places, persists them, refuses over capacity and restores them on cancel', async () => {
    const [from, to] = ['2027-01-10', '2027-01-20'];
    const before = await searchSaoPaulo(t.app, from, to);
    const slot = before[0]!.experienceDates[0]!;
    const hold = await supplier.hold({ ref: slot.id, quantity: 3 });
    expect(hold).toMatchObject({
      product: 'experience',
      ref: slot.id,
      quantity: 3,
      status: 'HELD',
    });

    // the cached search is invalidated, and a fresh supplier reads the same rows
    expect(slotOf(await searchSaoPaulo(t.app, from, to), slot.id)?.qtAvailable).toBe(
      slot.qtTotal - 3,
    );
    const fresh = await new DatabaseExperienceSupplier(full.database.db).search(
      { cityId: SAO_PAULO, startDate: from, endDate: to },
      signal,
    );
    expect(fresh.flatMap((e) => e.experienceDates).find((d) => d.id === slot.id)?.qtAvailable).toBe(
      slot.qtTotal - 3,
    );
    // other sessions are untouched
    expect(
      slotOf(await searchSaoPaulo(t.app, from, to), before[0]!.experienceDates[1]!.id)?.qtAvailable,
    ).toBe(slot.qtTotal);

    const tooMany = supplier.hold({ ref: slot.id, quantity: slot.qtTotal - 2 });
    await expect(tooMany).rejects.toBeInstanceOf(SupplierConflictError);
    await expect(tooMany).rejects.toThrow('Não há vagas suficientes nesta data.');
    const rest = await supplier.hold({ ref: slot.id, quantity: slot.qtTotal - 3 });
    expect((await supplier.issue(rest.holdId)).status).toBe('ISSUED');
    expect(slotOf(await searchSaoPaulo(t.app, from, to), slot.id)?.qtAvailable).toBe(0);
    await expect(supplier.hold({ ref: slot.id, quantity: 1 })).rejects.toBeInstanceOf(
      SupplierConflictError,
    );

    expect((await supplier.cancel(hold.holdId)).status).toBe('CANCELLED');
    expect((await supplier.cancel(rest.holdId)).status).toBe('CANCELLED');
    await expect(supplier.issue(hold.holdId)).rejects.toThrow('A reserva foi cancelada.');
    expect(slotOf(await searchSaoPaulo(t.app, from, to), slot.id)?.qtAvailable).toBe(slot.qtTotal);
  });

  it('serialises concurrent holds on one session', async () => {
    const [slot] = (await searchSaoPaulo(t.app, '2027-02-01', '2027-02-07'))[1]!.experienceDates;
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, () =>
        supplier.hold({ ref: slot!.id, quantity: Math.ceil(slot!.qtTotal / 3) }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(
      Math.floor(slot!.qtTotal / Math.ceil(slot!.qtTotal / 3)),
    );
  });

  it('refuses unknown experiences and sessions', async () => {
    await expect(
      supplier.hold({ ref: 'EXP-3550308-99-2027-01-10-0800', quantity: 1 }),
    ).rejects.toThrow('Experiência não encontrada.');
    await expect(supplier.hold({ ref: 'nonsense', quantity: 1 })).rejects.toThrow(
      'Experiência não encontrada.',
    );
    await expect(
      supplier.hold({ ref: 'EXP-3550308-00-2027-01-10-0315', quantity: 1 }),
    ).rejects.toThrow('Sessão não encontrada.');
    await expect(supplier.cancel('not-a-hold')).rejects.toThrow('Reserva não encontrada.');
    await expect(supplier.issue('00000000-0000-4000-8000-000000000000')).rejects.toThrow(
      'Reserva não encontrada.',
    );
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
    // a municipality under 300,000 inhabitants has no experiences
    expect((await t.app.inject({ method: 'GET', url: url('3500105') })).statusCode).toBe(204);
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
