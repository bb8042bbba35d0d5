import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUS_CANCELLATION_POLICY, CANCELLATION_HOURS_BEFORE } from '@portal/domain/bookings';
import {
  busRateCheckResponseSchema,
  busSearchResponseSchema,
  type BusRoute,
} from '@portal/domain/buses';
import { busStations } from '@portal/reference-data';
import { createSandboxSuppliers } from '../../src/suppliers';
import { buildApp, NOW, type TestApp } from './helpers';

const SP = '3550308';
const RIO = '3304557';
const file = join(mkdtempSync(join(tmpdir(), 'bus-inv-')), 'inventory.json');
let t: TestApp;
beforeAll(async () => {
  t = await buildApp({ inventoryFile: file });
});
afterAll(async () => {
  await t.app.close();
});

const signal = new AbortController().signal;
async function search(filter: Record<string, unknown>, app = t.app) {
  return app.inject({ method: 'POST', url: '/api/services/bus/search', payload: { filter } });
}

describe('bus stations', () => {
  it('exist for every Brazilian city above 100,000 inhabitants', () => {
    const stations = busStations();
    expect(stations.length).toBeGreaterThan(200);
    expect(stations.every((s) => s.population > 100_000)).toBe(true);
    expect(stations.map((s) => s.cityName)).toEqual(
      expect.arrayContaining(['São Paulo', 'Campinas', 'Juiz de Fora', 'Feira de Santana']),
    );
  });
});

describe('POST /api/services/bus/search', () => {
  it('lists departures through the day with durations from road distance', async () => {
    const res = await search({
      start: '2027-01-10',
      end: '2027-01-12',
      origin: SP,
      destination: RIO,
      occupancy: 2,
    });
    expect(res.statusCode).toBe(200);
    const body = busSearchResponseSchema.parse(res.json());
    expect(body.routes.map((r) => r.direction)).toEqual(['IDA', 'VOLTA']);
    const ida = body.routes[0]!.busAvailability;
    expect(ida.length).toBeGreaterThanOrEqual(12);
    for (const r of ida) {
      expect((Date.parse(`${r.arrival}:00Z`) - Date.parse(`${r.departure}:00Z`)) / 60_000).toBe(
        r.duration,
      );
      expect(r.duration).toBeGreaterThan(300);
      expect(r.totalCashValue).toBeCloseTo(r.cashValue * 2, 2);
    }
    expect(new Set(ida.map((r) => r.classType)).size).toBeGreaterThan(1);
    expect(body.routes[1]!.busAvailability[0]!.origin.id).toBe(RIO);
  });

  it('answers 204 where no road links the cities, and the documented triggers', async () => {
    const manaus = busStations().find((s) => s.cityName === 'Manaus')!;
    expect(
      (await search({ start: '2027-01-10', origin: SP, destination: manaus.id, occupancy: 1 }))
        .statusCode,
    ).toBe(204);
    expect(
      (await search({ start: '2027-01-10', origin: SP, destination: 'ZZE', occupancy: 1 }))
        .statusCode,
    ).toBe(204);
    expect(
      (await search({ start: '2027-01-10', origin: SP, destination: 'ZZC', occupancy: 1 }))
        .statusCode,
    ).toBe(409);
    expect(
      (await search({ start: '2027-01-10', origin: SP, destination: 'ZZT', occupancy: 1 }))
        .statusCode,
    ).toBe(504);
    expect(
      (await search({ start: '2027-01-10', origin: SP, destination: SP, occupancy: 1 })).statusCode,
    ).toBe(400);
    expect(
      (await search({ start: '2027-01-10', origin: SP, destination: RIO, occupancy: 10 }))
        .statusCode,
    ).toBe(400);
  });
});

describe('rate check, holds and persistence', () => {
  let route: BusRoute;
  beforeAll(async () => {
    const body = busSearchResponseSchema.parse(
      (await search({ start: '2027-01-11', origin: SP, destination: RIO, occupancy: 2 })).json(),
    );
    route = body.routes[0]!.busAvailability[0]!;
  });

  it('returns the seat map and a refreshed token', async () => {
    const later = await buildApp({ now: () => NOW + 60_000, inventoryFile: file });
    const res = await later.app.inject({
      method: 'POST',
      url: '/api/services/bus/rate-check',
      payload: { goingBus: route.key, goingBusRefToken: route.refToken, occupancy: 2 },
    });
    expect(res.statusCode).toBe(200);
    const body = busRateCheckResponseSchema.parse(res.json());
    const seatMap = body.booking.bookingBuses[0]!.busList[0]!.segments[0]!.seatMap;
    expect(seatMap.filter((s) => s.available)).toHaveLength(route.availableSeats);
    expect(body.filter.goingBusRefToken).not.toBe(route.refToken);
    // The policy the member reads is the refund the cancellation applies: in full until 3 hours before.
    expect(body.booking.bookingBuses[0]!.policies).toContain(BUS_CANCELLATION_POLICY);
    expect(BUS_CANCELLATION_POLICY).toContain(`${CANCELLATION_HOURS_BEFORE.BUS} horas antes`);
    await later.app.close();
  });

  it('refuses an expired or forged token', async () => {
    const late = await buildApp({ now: () => NOW + 31 * 60_000 });
    const expired = await late.app.inject({
      method: 'POST',
      url: '/api/services/bus/rate-check',
      payload: { goingBus: route.key, goingBusRefToken: route.refToken, occupancy: 2 },
    });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error).toBe('A tarifa expirou, refaça a pesquisa.');
    await late.app.close();
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/services/bus/rate-check',
      payload: { goingBus: route.key, goingBusRefToken: `${route.refToken}x`, occupancy: 2 },
    });
    expect(forged.statusCode).toBe(404);
  });

  it('held seats become unavailable, across restarts', async () => {
    const rc = busRateCheckResponseSchema.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/services/bus/rate-check',
          payload: { goingBus: route.key, goingBusRefToken: route.refToken, occupancy: 2 },
        })
      ).json(),
    );
    const free = rc.booking.bookingBuses[0]!.busList[0]!.segments[0]!.seatMap.filter(
      (s) => s.available,
    )
      .slice(0, 2)
      .map((s) => s.number);
    const hold = await t.deps.suppliers.bus.hold(
      { ref: route.key, quantity: 2, units: free },
      signal,
    );
    await expect(
      t.deps.suppliers.bus.hold({ ref: route.key, quantity: 1, units: [free[0]!] }, signal),
    ).rejects.toThrow(/não está mais disponível/);

    const restarted = createSandboxSuppliers({ inventoryFile: file, now: () => NOW });
    const check = await restarted.bus.rateCheck(
      { goingBus: route.key, goingBusRefToken: route.refToken, occupancy: 2 },
      signal,
    );
    const seats = check.legs[0]!.seatMap;
    expect(seats.filter((s) => free.includes(s.number)).every((s) => !s.available)).toBe(true);
    expect(check.legs[0]!.route.availableSeats).toBe(route.availableSeats - 2);

    await restarted.bus.cancel(hold.holdId, signal);
    const again = createSandboxSuppliers({ inventoryFile: file, now: () => NOW });
    const after = await again.bus.rateCheck(
      { goingBus: route.key, goingBusRefToken: route.refToken, occupancy: 2 },
      signal,
    );
    expect(after.legs[0]!.route.availableSeats).toBe(route.availableSeats);
  });
});
