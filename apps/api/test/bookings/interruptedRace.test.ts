import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRequestSchema } from '@portal/domain/bookings';
import { createMailer } from '../../src/mail/mailer';
import { campaignsRepository } from '../../src/modules/campaigns/repository';
import { campaignsService } from '../../src/modules/campaigns/service';
import { DatabaseExperienceSupplier } from '../../src/modules/experiences/supplier';
import { bookingRecovery } from '../../src/modules/bookings/recovery';
import { bookingsService } from '../../src/modules/bookings/service';
import { createPayments } from '../../src/payments';
import { createSandboxSuppliers, type Suppliers } from '../../src/suppliers';
import { CARDS, holdsOf, rows } from './challengeHelpers';
import { closeChecked, flightBooking, signedInMember } from './helpers';

describe('a purchase the recovery took for an interrupted one while it was still running', () => {
  let member: Awaited<ReturnType<typeof signedInMember>> | undefined;
  beforeAll(async () => {
    member = await signedInMember();
  });
  afterAll(() => closeChecked(member?.t));

  it('answers what the recovery stored (interrupted, nothing charged), not a 500', async () => {
    const { t, userId, ledger, offer } = member!;
    const db = t.database.db;
    const sandbox = createSandboxSuppliers({ inventoryFile: null });
    const payments = createPayments({ db, publicUrl: t.config.publicUrl, mode: 'sandbox' });
    const plain: Suppliers = { ...sandbox, experience: new DatabaseExperienceSupplier(db) };
    const recovery = bookingRecovery({
      db,
      ledger,
      payments,
      suppliers: plain,
      supplierTimeoutMs: t.config.supplierTimeoutMs,
      interruptedAfterMs: 0,
      now: () => new Date(Date.now() + 1000),
      finishCancellations: async () => 0,
    });
    // The recovery of another process runs while the supplier issues this purchase.
    let recovered = 0;
    const flight = Object.create(sandbox.flight) as Suppliers['flight'];
    flight.issue = async (holdId, signal) => {
      recovered = await recovery.recoverInterrupted();
      return sandbox.flight.issue(holdId, signal);
    };
    const bookings = bookingsService({
      db,
      ledger,
      payments,
      campaigns: campaignsService(campaignsRepository(db), 77),
      suppliers: { ...plain, flight },
      supplierTimeoutMs: t.config.supplierTimeoutMs,
      mailer: createMailer({ db, from: 'test@portal.test', log: t.app.log }),
    });
    const before = await ledger.balance(77, userId);
    const body = bookingRequestSchema.parse(flightBooking(offer, CARDS.approve));
    const key = randomUUID();
    const caller = { campaignId: 77, userId, kind: 'member' as const };

    const outcome = await bookings.submit(caller, key, body);

    expect(recovered).toBe(1);
    expect(outcome).toMatchObject({ status: 409, body: { code: 'INTERRUPTED' } });
    // The replay of its key answers the same; nothing was taken.
    expect(await bookings.submit(caller, key, body)).toEqual(outcome);
    expect(await ledger.balance(77, userId)).toBe(before);
    const [booking] = await rows<{ locator: string; state: string; failure_reason: string }>(
      t,
      sql`select locator, state, failure_reason from bookings where idempotency_key = ${key}`,
    );
    expect(booking).toMatchObject({ state: 'failed', failure_reason: 'INTERRUPTED' });
    expect(await holdsOf(t, booking!.locator)).toEqual([
      { status: 'released', points: body.pointsPrice },
    ]);
  });
});
