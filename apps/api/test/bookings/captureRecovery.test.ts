import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FlightOffer } from '../../src/suppliers';
import { createSearchDeps } from '../../src/modules/search';
import { DatabaseExperienceSupplier } from '../../src/modules/experiences/supplier';
import { bookingRecovery } from '../../src/modules/bookings/recovery';
import { createPayments } from '../../src/payments';
import type { LedgerService } from '../../src/modules/ledger/service';
import type { TestApp } from '../helpers/testApp';
import { closeChecked, flightBooking, postBooking, signedInMember } from './helpers';
import { CARDS, holdsOf } from './challengeHelpers';

describe('a crash between the issue and the captures', () => {
  let t: TestApp;
  let token: string;
  let userId: string;
  let ledger: LedgerService;
  let offer: FlightOffer;

  beforeAll(async () => {
    ({ t, token, userId, ledger, offer } = await signedInMember());
  });
  afterAll(() => closeChecked(t));

  /** The recovery as the job runs it, over `withLedger` (the app's own ledger unless a test breaks it). */
  const recoveryWith = (withLedger: LedgerService) => {
    const search = createSearchDeps({
      experience: new DatabaseExperienceSupplier(t.database.db),
      timeoutMs: t.config.supplierTimeoutMs,
    });
    return bookingRecovery({
      db: t.database.db,
      ledger: withLedger,
      payments: createPayments({
        db: t.database.db,
        publicUrl: t.config.publicUrl,
        mode: 'sandbox',
      }),
      suppliers: search.suppliers,
      supplierTimeoutMs: t.config.supplierTimeoutMs,
      interruptedAfterMs: 60_000,
      finishCancellations: async () => 0,
    });
  };

  /** A two-factor purchase holds the points; its row is then left as a crash right after the issue leaves it. */
  async function issuedWithPointsHeld() {
    const payload = flightBooking(offer, CARDS.twoFactor);
    const response = await postBooking(t, token, payload);
    expect(response.statusCode, response.body).toBe(201);
    const locator: string = response.json().booking.locator;
    await t.database.db.execute(
      sql`update bookings set state = 'issued', status_id = 2, updated_at = now() - interval '1 hour' where locator = ${locator}`,
    );
    expect(await holdsOf(t, locator)).toEqual([{ status: 'held', points: payload.pointsPrice }]);
    return { locator, points: payload.pointsPrice };
  }

  it('is finished by the recovery: the issued booking redeems its held points once', async () => {
    const before = await ledger.balance(77, userId);
    const { locator, points } = await issuedWithPointsHeld();
    const recovery = recoveryWith(ledger);
    expect(await recovery.finishCaptures()).toBe(1);
    expect(await holdsOf(t, locator)).toEqual([{ status: 'captured', points }]);
    expect(await ledger.balance(77, userId)).toBe(before - points);
    expect(await recovery.finishCaptures()).toBe(0);
  });

  it('leaves a capture that fails for the next run, which finishes it', async () => {
    const before = await ledger.balance(77, userId);
    const { locator, points } = await issuedWithPointsHeld();
    const failing: LedgerService = {
      ...ledger,
      capture: async () => {
        throw new Error('ledger unavailable');
      },
    };
    expect(await recoveryWith(failing).finishCaptures()).toBe(0);
    expect(await holdsOf(t, locator)).toEqual([{ status: 'held', points }]);
    expect(await recoveryWith(ledger).finishCaptures()).toBe(1);
    expect(await holdsOf(t, locator)).toEqual([{ status: 'captured', points }]);
    expect(await ledger.balance(77, userId)).toBe(before - points);
  });
});
