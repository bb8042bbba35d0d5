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

  it('is finished by the recovery: the issued booking redeems its held points once', async () => {
    const before = await ledger.balance(77, userId);
    // A two-factor purchase holds the points; the row is then left as a crash right after the
    // issue leaves it: emitido, its points still held.
    const payload = flightBooking(offer, CARDS.twoFactor);
    const response = await postBooking(t, token, payload);
    expect(response.statusCode, response.body).toBe(201);
    const locator: string = response.json().booking.locator;
    await t.database.db.execute(
      sql`update bookings set state = 'issued', status_id = 2, updated_at = now() - interval '1 hour' where locator = ${locator}`,
    );
    expect(await holdsOf(t, locator)).toEqual([{ status: 'held', points: payload.pointsPrice }]);

    const search = createSearchDeps({
      experience: new DatabaseExperienceSupplier(t.database.db),
      timeoutMs: t.config.supplierTimeoutMs,
    });
    const recovery = bookingRecovery({
      db: t.database.db,
      ledger,
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
    expect(await recovery.finishCaptures()).toBe(1);
    expect(await holdsOf(t, locator)).toEqual([
      { status: 'captured', points: payload.pointsPrice },
    ]);
    expect(await ledger.balance(77, userId)).toBe(before - payload.pointsPrice);
    expect(await recovery.finishCaptures()).toBe(0);
  });
});
