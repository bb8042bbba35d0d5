import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  cancellationDeadline,
  cancellationMessages,
  formatCancellationDeadline,
} from '@portal/domain/bookings';
import { type BalanceHistoryRow } from '@portal/domain/users';
import {
  createSandboxSuppliers,
  SupplierConflictError,
  SupplierTimeoutError,
  type FlightOffer,
  type Suppliers,
} from '../../src/suppliers';
import { createPayments } from '../../src/payments';
import { storedSandboxHolds } from '../helpers/sandboxHolds';
import { afterSaleService } from '../../src/modules/bookings/afterSale';
import { campaignsRepository } from '../../src/modules/campaigns/repository';
import { campaignsService } from '../../src/modules/campaigns/service';
import { ledgerService, type LedgerService } from '../../src/modules/ledger/service';
import { DatabaseExperienceSupplier } from '../../src/modules/experiences/supplier';
import { bearer, createTestApp, demo, login, type TestApp } from '../helpers/testApp';
import { expectLedgerInvariants } from '../ledger/invariants';
import { daysAhead, flightBooking, flightOffer, postBooking, prices } from './helpers';

const CARDS = {
  approve: '4111111111111111',
  twoFactor: '5555555555554444',
  decline: '4000000000000002',
};

describe('cancel-preview and cancel of a booking', { timeout: 120_000 }, () => {
  let t: TestApp;
  let token: string;
  let userId: string;
  let otherToken: string;
  let token83: string;
  let ledger: LedgerService;
  let offer: FlightOffer;
  const balance = () => ledger.balance(77, userId);
  const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
    ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const holdOf = async (locator: string) =>
    (
      await rows<{ status: string; points: number; refunded: number }>(
        sql`select status, points::int as points, refunded_points::int as refunded from ledger_holds where reference = ${locator}`,
      )
    )[0];
  const paymentOf = async (locator: string) =>
    (
      await rows<{ status: string; refunded: number }>(
        sql`select status, refunded_cents::int as refunded from payment_transactions where reference = ${locator}`,
      )
    )[0];
  const bookingRow = async (locator: string) =>
    (
      await rows<{
        status_id: number;
        state: string;
        supplier_hold_ids: string[];
        refund_points: number | null;
        refund_cash_cents: number | null;
      }>(
        sql`select status_id, state, supplier_hold_ids, refund_points::int as refund_points, refund_cash_cents::int as refund_cash_cents from bookings where locator = ${locator}`,
      )
    )[0];
  const supplierHold = async (holdId: string) =>
    (await storedSandboxHolds(t.database, t.config.dataDir)).find((h) => h.holdId === holdId);
  const call = (method: 'GET' | 'POST', path: string, locator: string, auth = bearer(token)) =>
    t.app.inject({
      method,
      url: `/api/booking/${path}?locator=${encodeURIComponent(locator)}`,
      headers: auth,
    });
  const preview = (locator: string) => call('GET', 'cancel-preview', locator);
  /** The bookings list item of `locator`, which answers `cancellable` as the preview does. */
  const listed = async (locator: string) => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/bookings',
      headers: bearer(token),
    });
    expect(list.statusCode, list.body).toBe(200);
    return (list.json() as { locator: string; statusId: number; cancellable: boolean }[]).find(
      (b) => b.locator === locator,
    );
  };
  const cancel = (locator: string, auth = bearer(token)) => call('POST', 'cancel', locator, auth);

  async function book(cardNumber: string | null, points?: number, status = 200) {
    const payload = flightBooking(offer, cardNumber, points);
    const response = await postBooking(t, token, payload);
    expect(response.statusCode, response.body).toBe(status);
    return { payload, locator: response.json().booking.locator as string };
  }

  beforeAll(async () => {
    t = await createTestApp();
    const session = await login(t.app, demo.member);
    token = session.idToken;
    userId = session.localId;
    otherToken = (await login(t.app, demo.lowBalance)).idToken;
    token83 = (await login(t.app, demo.member83, 83)).idToken;
    ledger = ledgerService(t.database.db);
    offer = await flightOffer();
  }, 240_000);
  afterAll(async () => {
    if (t) await expectLedgerInvariants(t.database.db);
    await t?.close();
  });

  it('cancels a points-only emitido: every point back through the ledger, with a statement row, status 5', async () => {
    const before = await balance();
    const total = prices(offer.totalCents).pointsTotalValue;
    const { locator } = await book(null, total);
    expect(await balance()).toBe(before - total);

    const shown = await preview(locator);
    expect(shown.statusCode, shown.body).toBe(200);
    // 24 h before the first flight's departure, read in Brasília time.
    const departure = offer.journeys[0]?.segments[0]?.flights[0]?.departuredatetime.slice(11, 16);
    const deadline = cancellationDeadline({
      type: 'FLIGHT',
      travelDate: daysAhead(45),
      startTime: departure,
    });
    expect(departure).toMatch(/^\d{2}:\d{2}$/);
    expect(shown.json()).toEqual({
      cancellable: true,
      refundPoints: total,
      refundCash: 0,
      penaltyPoints: 0,
      penaltyCash: 0,
      penaltyRules: [],
      freeCancellationUntil: deadline?.toISOString(),
    });
    expect(await listed(locator)).toMatchObject({ cancellable: true });

    const response = await cancel(locator);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      locator,
      statusId: 5,
      pointsPrice: total,
      cashPrice: 0,
      paymentTransaction: null,
      refund: { points: total, cash: 0 },
    });
    expect(await balance()).toBe(before);
    expect(await holdOf(locator)).toEqual({ status: 'captured', points: total, refunded: total });
    expect(await bookingRow(locator)).toMatchObject({
      status_id: 5,
      state: 'cancelled',
      refund_points: total,
      refund_cash_cents: 0,
    });

    const statement = await t.app.inject({
      method: 'GET',
      url: '/api/user/balance-history',
      headers: bearer(token),
    });
    const refundRow = (statement.json() as BalanceHistoryRow[]).find(
      (row) => row.description === cancellationMessages.refundDescription(locator),
    );
    expect(refundRow).toMatchObject({
      action: 'Estorno',
      pointsValue: total,
      description: `Estorno do cancelamento da reserva ${locator}`,
    });

    expect(await listed(locator)).toMatchObject({ statusId: 5, cancellable: false });
  });

  it('cancels a points + card emitido: points back and the captured card payment refunded in full', async () => {
    const before = await balance();
    const { payload, locator } = await book(CARDS.approve);
    const cashCents = Math.round(payload.cashPrice * 100);
    expect(cashCents).toBeGreaterThan(0);

    expect((await preview(locator)).json()).toMatchObject({
      cancellable: true,
      refundPoints: payload.pointsPrice,
      refundCash: payload.cashPrice,
    });
    const response = await cancel(locator);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      statusId: 5,
      refund: { points: payload.pointsPrice, cash: payload.cashPrice },
      paymentTransaction: { status: 'refunded' },
    });
    expect(await balance()).toBe(before);
    expect(await paymentOf(locator)).toEqual({ status: 'refunded', refunded: cashCents });
    expect(await bookingRow(locator)).toMatchObject({
      refund_points: payload.pointsPrice,
      refund_cash_cents: cashCents,
    });
  });

  it('cancels a pendente awaiting its two-factor code: points hold released, authorisation voided, supplier seats freed', async () => {
    const before = await balance();
    const { payload, locator } = await book(CARDS.twoFactor, undefined, 201);
    expect(await balance()).toBe(before - payload.pointsPrice);
    const holdId = (await bookingRow(locator))?.supplier_hold_ids[0];
    expect(holdId && (await supplierHold(holdId))?.status).toBe('HELD');

    expect((await preview(locator)).json()).toEqual({
      cancellable: true,
      refundPoints: payload.pointsPrice,
      refundCash: payload.cashPrice,
      penaltyPoints: 0,
      penaltyCash: 0,
      penaltyRules: [],
      freeCancellationUntil: null,
    });
    const response = await cancel(locator);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      statusId: 5,
      bookingExpirationDate: null,
      refund: { points: payload.pointsPrice, cash: payload.cashPrice },
    });
    expect(await balance()).toBe(before);
    expect(await holdOf(locator)).toMatchObject({ status: 'released' });
    expect(await paymentOf(locator)).toMatchObject({ status: 'voided' });
    expect(holdId && (await supplierHold(holdId))?.status).toBe('CANCELLED');
    const statement = (
      await t.app.inject({
        method: 'GET',
        url: '/api/user/balance-history',
        headers: bearer(token),
      })
    ).json() as BalanceHistoryRow[];
    expect(
      statement.find((row) => row.description === cancellationMessages.releaseDescription(locator)),
    ).toMatchObject({ pointsValue: payload.pointsPrice });
  });

  it('cancels a pendente whose card was declined: nothing was taken, nothing to give back', async () => {
    const before = await balance();
    const { locator } = await book(CARDS.decline, undefined, 201);
    const response = await cancel(locator);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      statusId: 5,
      refund: { points: 0, cash: 0 },
      paymentTransaction: { status: 'declined' },
    });
    expect(await balance()).toBe(before);
  });

  it('refuses cancelado, expirado, finalizado and an emitido past its deadline, changing nothing', async () => {
    const { locator } = await book(CARDS.approve);
    const afterPurchase = await balance();
    const refused = async (message: string) => {
      const shown = await preview(locator);
      expect(shown.json()).toMatchObject({
        cancellable: false,
        reason: message,
        refundPoints: 0,
        refundCash: 0,
      });
      expect(await listed(locator)).toMatchObject({ cancellable: false });
      const response = await cancel(locator);
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toBe(message);
      expect(await balance()).toBe(afterPurchase);
      expect(await paymentOf(locator)).toMatchObject({ status: 'captured', refunded: 0 });
    };

    // The flight leaves today: its deadline (24 h before) has passed.
    const today = daysAhead(0);
    await t.database.db.execute(
      sql`update bookings set travel_date = ${today} where locator = ${locator}`,
    );
    const deadline = cancellationDeadline({ type: 'FLIGHT', travelDate: today });
    if (!deadline) throw new Error('flights always have a deadline');
    await refused(cancellationMessages.deadlinePassed(formatCancellationDeadline(deadline)));

    await t.database.db.execute(sql`update bookings set status_id = 4 where locator = ${locator}`);
    await refused(cancellationMessages.finished);
    await t.database.db.execute(
      sql`update bookings set status_id = 3, state = 'expired' where locator = ${locator}`,
    );
    await refused(cancellationMessages.expired);
    await t.database.db.execute(
      sql`update bookings set status_id = 5, state = 'cancelled' where locator = ${locator}`,
    );
    await refused('Esta reserva já foi cancelada.');
  });

  it('refunds once: five concurrent cancels give one 200 and four 409, and a later one 409 já cancelada', async () => {
    const before = await balance();
    const { payload, locator } = await book(CARDS.approve);
    const answers = await Promise.all(Array.from({ length: 5 }, () => cancel(locator)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const loser of answers.filter((a) => a.statusCode === 409)) {
      expect([cancellationMessages.cancelling, cancellationMessages.alreadyCancelled]).toContain(
        loser.json().error,
      );
    }
    expect(await balance()).toBe(before);
    expect(await holdOf(locator)).toMatchObject({ refunded: payload.pointsPrice });
    expect(await paymentOf(locator)).toEqual({
      status: 'refunded',
      refunded: Math.round(payload.cashPrice * 100),
    });
    const refunds = await rows(
      sql`select id from ledger_postings where idempotency_key like 'booking:%:cancel' and description = ${cancellationMessages.refundDescription(locator)}`,
    );
    expect(refunds).toHaveLength(1);

    const again = await cancel(locator);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Esta reserva já foi cancelada.');
    expect(await balance()).toBe(before);
  });

  it('gives the booking back unchanged when the supplier refuses or times out, and refuses one still processing', async () => {
    const { locator } = await book(CARDS.approve);
    const afterPurchase = await balance();
    const failing = (error: Error) => {
      const sandbox = createSandboxSuppliers({ inventoryFile: null });
      const suppliers: Suppliers = {
        ...sandbox,
        experience: new DatabaseExperienceSupplier(t.database.db),
        flight: Object.assign(Object.create(sandbox.flight) as Suppliers['flight'], {
          cancel: () => Promise.reject(error),
        }),
      };
      return afterSaleService({
        db: t.database.db,
        ledger,
        payments: createPayments({ db: t.database.db, publicUrl: 'http://localhost' }),
        campaigns: campaignsService(campaignsRepository(t.database.db), 77),
        suppliers,
        mailer: { send: () => Promise.reject(new Error('no mail expected')) },
        supplierTimeoutMs: 1000,
      });
    };
    const caller = { campaignId: 77, userId, kind: 'member' as const };
    await expect(
      failing(new SupplierTimeoutError('flight', 1000)).cancel(caller, locator),
    ).rejects.toMatchObject({ statusCode: 504, message: 'Tempo expirou, tente novamente!' });
    await expect(
      failing(new SupplierConflictError('flight', 'Bilhete já utilizado.')).cancel(caller, locator),
    ).rejects.toMatchObject({ statusCode: 409, message: 'Bilhete já utilizado.' });
    expect(await bookingRow(locator)).toMatchObject({
      status_id: 2,
      state: 'issued',
      refund_points: null,
    });
    expect(await balance()).toBe(afterPurchase);
    expect(await paymentOf(locator)).toMatchObject({ status: 'captured', refunded: 0 });

    await t.database.db.execute(
      sql`update bookings set state = 'processing' where locator = ${locator}`,
    );
    const busy = await cancel(locator);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error).toBe(cancellationMessages.inProgress);
    await t.database.db.execute(
      sql`update bookings set state = 'cancelling' where locator = ${locator}`,
    );
    expect((await preview(locator)).json()).toMatchObject({
      cancellable: false,
      reason: cancellationMessages.cancelling,
    });
    expect(await listed(locator)).toMatchObject({ cancellable: false });
    await t.database.db.execute(
      sql`update bookings set state = 'issued' where locator = ${locator}`,
    );
    expect(await listed(locator)).toMatchObject({ cancellable: true });
    const cancelled = await cancel(locator);
    expect(cancelled.statusCode).toBe(200);
    expect(await balance()).toBe(afterPurchase + cancelled.json().refund.points);
  });

  it("answers 404 for another member's or another campaign's locator, and for an unknown one", async () => {
    const { locator } = await book(CARDS.approve);
    for (const auth of [bearer(otherToken), bearer(token83, 83)]) {
      for (const response of [
        await call('GET', 'cancel-preview', locator, auth),
        await cancel(locator, auth),
        await call('GET', 'voucher', locator, auth),
        await call('POST', 'send-voucher', locator, auth),
      ]) {
        expect(response.statusCode, response.body).toBe(404);
        expect(response.json().error).toBe('Reserva não encontrada.');
      }
    }
    expect((await cancel('PBNOTMINE1')).statusCode).toBe(404);
    expect(await bookingRow(locator)).toMatchObject({ status_id: 2, state: 'issued' });
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/booking/cancel?locator=${locator}` }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/booking/cancel', headers: bearer(token) }))
        .statusCode,
    ).toBe(400);
  });

  it('finishes a cancellation a crash cut short after the points came back: the card is refunded, the points not twice', async () => {
    const before = await balance();
    const { payload, locator } = await book(CARDS.approve);
    const cashCents = Math.round(payload.cashPrice * 100);
    const [stuck] = await rows<{ id: string; hold: string }>(
      sql`select id, ledger_hold_id as hold from bookings where locator = ${locator}`,
    );
    if (!stuck) throw new Error('booking not stored');
    // What a crash in the middle of the cancel leaves: claimed, points refunded, card untouched.
    await ledger.refund(
      stuck.hold,
      payload.pointsPrice,
      `booking:${stuck.id}:cancel`,
      cancellationMessages.refundDescription(locator),
    );
    await t.database.db.execute(
      sql`update bookings set state = 'cancelling', expires_at = null, updated_at = now() - interval '1 hour' where locator = ${locator}`,
    );
    // One still running (claimed a moment ago) is left alone.
    const { locator: running } = await book(CARDS.approve);
    await t.database.db.execute(
      sql`update bookings set state = 'cancelling', expires_at = null where locator = ${running}`,
    );

    const staleBefore = new Date(Date.now() - 60_000);
    expect(await t.app.afterSale.finishInterruptedCancellations(staleBefore)).toBe(1);
    expect(await bookingRow(locator)).toMatchObject({
      status_id: 5,
      state: 'cancelled',
      refund_points: payload.pointsPrice,
      refund_cash_cents: cashCents,
    });
    expect(await paymentOf(locator)).toEqual({ status: 'refunded', refunded: cashCents });
    expect(await holdOf(locator)).toMatchObject({
      status: 'captured',
      refunded: payload.pointsPrice,
    });
    expect(await balance()).toBe(before - ((await holdOf(running))?.points ?? 0));
    expect(await bookingRow(running)).toMatchObject({ status_id: 2, state: 'cancelling' });
    expect(await t.app.afterSale.finishInterruptedCancellations(staleBefore)).toBe(0);
  });
});
