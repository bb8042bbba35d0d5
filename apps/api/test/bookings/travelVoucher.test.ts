import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@portal/domain/auth';
import { DatabaseExperienceSupplier } from '../../src/modules/experiences/supplier';
import { bookingsRepository } from '../../src/modules/bookings/repository';
import { bookingSaga } from '../../src/modules/bookings/saga';
import { ledgerService } from '../../src/modules/ledger/service';
import { createPayments } from '../../src/payments';
import { createSandboxSuppliers, type FlightOffer } from '../../src/suppliers';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { CARDS, paymentsOf, rows } from './challengeHelpers';
import {
  closeChecked,
  flightBooking,
  flightOffer,
  insertFlightBooking,
  postBooking,
} from './helpers';

const UID = 'VOUCHER-77-0001';

const signIn = (t: TestApp) =>
  t.app.inject({ url: `/api/user/${UID}`, headers: { campaign: '77' } });

const voucherOf = async (t: TestApp) =>
  (
    await rows<{ id: string; voucher_used: boolean; voucher_booking_id: string | null }>(
      t,
      sql`select id, voucher_used, voucher_booking_id from users where voucher_uid = ${UID}`,
    )
  )[0]!;

describe('a travel voucher is used once: by the purchase made with it, when it issues', () => {
  let t: TestApp;
  let offer: FlightOffer;

  beforeAll(async () => {
    t = await createTestApp();
    offer = await flightOffer();
  });
  afterAll(() => closeChecked(t));

  it('is given back by a purchase that does not issue', async () => {
    const { id: userId } = await voucherOf(t);
    const repo = bookingsRepository(t.database.db);
    const saga = bookingSaga({
      repo,
      ledger: ledgerService(t.database.db),
      payments: createPayments({ db: t.database.db, publicUrl: t.config.publicUrl }),
      suppliers: {
        ...createSandboxSuppliers({ inventoryFile: null }),
        experience: new DatabaseExperienceSupplier(t.database.db),
      },
      supplierTimeoutMs: t.config.supplierTimeoutMs,
    });
    const booking = await insertFlightBooking(repo, userId, offer, 'VOU');
    // The supplier refuses the issue of a hold it never gave: the step fails after its claim.
    await expect(saga.run(saga.start(booking), saga.steps.issue, [randomUUID()])).rejects.toThrow();
    expect(await voucherOf(t)).toMatchObject({
      voucher_used: true,
      voucher_booking_id: booking.id,
    });
    await saga.undo(booking, []);
    expect(await voucherOf(t)).toMatchObject({ voucher_used: false, voucher_booking_id: null });
    expect((await signIn(t)).statusCode).toBe(200);
  });

  it('of two purchases at once with one voucher, one issues and the other is refused and undone', async () => {
    const [first, second] = await Promise.all([signIn(t), signIn(t)]);
    const tokens = [first, second].map((r) => (r.json() as { idToken: string }).idToken);

    const answers = await Promise.all(
      tokens.map((token) => postBooking(t, token, flightBooking(offer, CARDS.approve, 0))),
    );

    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const lost = answers.find((a) => a.statusCode === 409)!;
    expect(lost.json()).toMatchObject({ error: authMessages.voucherUsed, code: 'VOUCHER_USED' });
    const won = answers.find((a) => a.statusCode === 200)!;
    const [used] = await rows<{ locator: string }>(
      t,
      sql`select b.locator from users u join bookings b on b.id = u.voucher_booking_id where u.voucher_uid = ${UID} and u.voucher_used`,
    );
    expect(used?.locator).toBe(won.json().booking.locator);
    // The loser took nothing: its card authorisation is voided.
    const lostLocator: string = (
      await rows<{ locator: string }>(
        t,
        sql`select locator from bookings where state = 'failed' and failure_reason = 'VOUCHER_USED'`,
      )
    )[0]!.locator;
    expect(await paymentsOf(t, lostLocator)).toEqual([
      expect.objectContaining({ status: 'voided' }),
    ]);
  });

  it('then refuses a new sign-in with the spec message for a used voucher', async () => {
    const response = await signIn(t);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: authMessages.voucherUsed });
  });
});
