import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSandboxSuppliers,
  SupplierConflictError,
  type FlightOffer,
  type FlightSupplier,
  type Hold,
  type Suppliers,
} from '../../src/suppliers';
import { DatabaseExperienceSupplier } from '../../src/modules/experiences/supplier';
import { bookingRecovery } from '../../src/modules/bookings/recovery';
import { bookingsRepository } from '../../src/modules/bookings/repository';
import { bookingSaga } from '../../src/modules/bookings/saga';
import { createPayments } from '../../src/payments';
import type { LedgerService } from '../../src/modules/ledger/service';
import type { TestApp } from '../helpers/testApp';
import { closeChecked, insertFlightBooking, signedInMember } from './helpers';

const signal = new AbortController().signal;

describe('a process that dies once the supplier took a hold, before its answer arrives', () => {
  let t: TestApp;
  let userId: string;
  let ledger: LedgerService;
  let offer: FlightOffer;

  beforeAll(async () => {
    ({ t, userId, ledger, offer } = await signedInMember());
  });
  afterAll(() => closeChecked(t));

  it('leaves the hold recorded on the booking, and the recovery cancels it', async () => {
    const sandbox = createSandboxSuppliers({ inventoryFile: null });
    const suppliers: Suppliers = {
      ...sandbox,
      experience: new DatabaseExperienceSupplier(t.database.db),
    };
    // The supplier takes the hold, and its answer never reaches the process (which then dies).
    let taken: (hold: Hold) => void = () => undefined;
    const holdTaken = new Promise<Hold>((resolve) => (taken = resolve));
    let hangUp: (error: Error) => void = () => undefined;
    const dying: FlightSupplier = {
      answersUnlistedPlace: (code) => sandbox.flight.answersUnlistedPlace(code),
      search: (query, s) => sandbox.flight.search(query, s),
      fareDetails: (carrier, code, s) => sandbox.flight.fareDetails(carrier, code, s),
      offer: (id, query, s) => sandbox.flight.offer(id, query, s),
      issue: (holdId, s) => sandbox.flight.issue(holdId, s),
      cancel: (holdId, s) => sandbox.flight.cancel(holdId, s),
      async hold(request, s) {
        taken(await sandbox.flight.hold(request, s));
        return new Promise<Hold>((_, reject) => (hangUp = reject));
      },
    };

    const repo = bookingsRepository(t.database.db);
    const payments = createPayments({ db: t.database.db, publicUrl: t.config.publicUrl });
    const booking = await insertFlightBooking(repo, userId, offer, 'LEAK');
    const saga = bookingSaga({
      repo,
      ledger,
      payments,
      suppliers: { ...suppliers, flight: dying },
      supplierTimeoutMs: 60_000,
    });
    const running = saga
      .run(saga.start(booking), saga.steps.supplierHold, {
        ref: offer.recommendationid,
        quantity: 1,
        holdId: randomUUID(),
      })
      .catch((error: unknown) => error);
    const hold = await holdTaken;

    // What a restart finds: the booking still processing, with the id of the hold it took.
    expect((await repo.viewById(booking.id))?.booking.supplierHoldIds).toEqual([hold.holdId]);
    const recovery = bookingRecovery({
      db: t.database.db,
      ledger,
      payments,
      suppliers,
      supplierTimeoutMs: t.config.supplierTimeoutMs,
      interruptedAfterMs: 0,
      now: () => new Date(Date.now() + 1000),
      finishCancellations: async () => 0,
    });
    expect(await recovery.recoverInterrupted()).toBe(1);
    await expect(sandbox.flight.issue(hold.holdId, signal)).rejects.toBeInstanceOf(
      SupplierConflictError,
    );
    expect((await repo.viewById(booking.id))?.booking).toMatchObject({
      state: 'failed',
      failureReason: 'INTERRUPTED',
    });

    hangUp(new Error('the process is gone'));
    await running;
  });
});
