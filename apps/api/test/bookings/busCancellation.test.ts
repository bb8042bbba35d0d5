import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cancellationDeadline,
  cancellationMessages,
  formatCancellationDeadline,
} from '@portal/domain/bookings';
import type { LedgerService } from '../../src/modules/ledger/service';
import { bearer, type TestApp } from '../helpers/testApp';
import {
  busBooking,
  busDeparture,
  busPassenger,
  closeChecked,
  freeBusSeats,
  paidAt,
  postBooking,
  prices,
  signedInMember,
} from './helpers';

const HOUR_MS = 3_600_000;
/** Brasília is UTC−3 all year. */
const BRASILIA_MS = -3 * HOUR_MS;

/** The local date-time 'yyyy-MM-ddTHH:mm' in Brasília, `hours` from now. */
const brasiliaIn = (hours: number) =>
  new Date(Date.now() + hours * HOUR_MS + BRASILIA_MS).toISOString().slice(0, 16);

describe('cancelling a bus ticket around the 3-hour limit', { timeout: 120_000 }, () => {
  let t: TestApp;
  let token: string;
  let userId: string;
  let ledger: LedgerService;
  const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
    ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const call = (method: 'GET' | 'POST', path: string, locator: string) =>
    t.app.inject({
      method,
      url: `/api/booking/${path}?locator=${encodeURIComponent(locator)}`,
      headers: bearer(token),
    });
  const paymentOf = async (locator: string) =>
    (
      await rows<{ status: string; refunded: number }>(
        sql`select status, refunded_cents::int as refunded from payment_transactions where reference = ${locator}`,
      )
    )[0];

  beforeAll(async () => {
    ({ t, token, userId, ledger } = await signedInMember());
  }, 240_000);
  afterAll(async () => closeChecked(t));

  /** A one-way ticket paid with the minimum points and the rest by card; its locator and what was paid. */
  async function buyTicket() {
    const route = await busDeparture(t, token);
    const seat = (await freeBusSeats(t, token, route))[0];
    if (!seat) throw new Error('no free seat');
    const p = prices(Math.round(route.cashValue * 100));
    const response = await postBooking(
      t,
      token,
      busBooking(
        { going: route },
        { going: [seat] },
        [busPassenger],
        paidAt(p, '4111111111111111'),
      ),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(p.pointsPrice).toBeGreaterThan(0);
    expect(p.cashCents).toBeGreaterThan(0);
    return {
      locator: response.json().booking.locator as string,
      points: p.pointsPrice,
      cashCents: p.cashCents,
    };
  }

  /** Moves the booked departure to `hours` from now, Brasília time. */
  async function departIn(locator: string, hours: number): Promise<string> {
    const local = brasiliaIn(hours);
    await t.database.db.execute(
      sql`update bookings set travel_date = ${local.slice(0, 10)}, details = jsonb_set(details, '{legs,0,departure}', to_jsonb(${local}::text)) where locator = ${locator}`,
    );
    return local;
  }

  it('refunds everything up to 3 hours before departure', async () => {
    const before = await ledger.balance(77, userId);
    const { locator, points, cashCents } = await buyTicket();
    const local = await departIn(locator, 4);
    const preview = await call('GET', 'cancel-preview', locator);
    expect(preview.statusCode, preview.body).toBe(200);
    const deadline = cancellationDeadline({
      type: 'BUS',
      travelDate: local.slice(0, 10),
      startTime: local.slice(11, 16),
    });
    expect(preview.json()).toMatchObject({
      cancellable: true,
      refundPoints: points,
      refundCash: cashCents / 100,
      penaltyPoints: 0,
      penaltyCash: 0,
      freeCancellationUntil: deadline?.toISOString(),
    });
    const cancelled = await call('POST', 'cancel', locator);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      statusId: 5,
      refund: { points, cash: cashCents / 100 },
    });
    expect(await ledger.balance(77, userId)).toBe(before);
    expect(await paymentOf(locator)).toMatchObject({ refunded: cashCents });
  });

  it('refuses inside 3 hours of departure: no refund, nothing changes', async () => {
    const { locator, points } = await buyTicket();
    const afterPurchase = await ledger.balance(77, userId);
    const local = await departIn(locator, 2);
    const deadline = cancellationDeadline({
      type: 'BUS',
      travelDate: local.slice(0, 10),
      startTime: local.slice(11, 16),
    });
    if (!deadline) throw new Error('buses always have a deadline');
    const reason = cancellationMessages.deadlinePassed(formatCancellationDeadline(deadline));

    const preview = await call('GET', 'cancel-preview', locator);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      cancellable: false,
      reason,
      refundPoints: 0,
      refundCash: 0,
    });
    const refused = await call('POST', 'cancel', locator);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(reason);
    expect(await ledger.balance(77, userId)).toBe(afterPurchase);
    expect(await paymentOf(locator)).toEqual({ status: 'captured', refunded: 0 });
    const [row] = await rows<{ status_id: number }>(
      sql`select status_id from bookings where locator = ${locator}`,
    );
    expect(row?.status_id).toBe(2);
    expect(points).toBeGreaterThan(0);
  });
});
