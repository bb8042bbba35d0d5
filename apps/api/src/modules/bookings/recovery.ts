import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { PaymentsService } from '../../payments/service';
import type { Suppliers } from '../../suppliers';
import type { LedgerService } from '../ledger/service';
import { recoveryRepository } from './recoveryRepository';
import { bookingsRepository } from './repository';
import { attemptEach, bookingSaga, refsOf } from './saga';
import type { SagaRefs } from './types';

export const interruptedAnswer = {
  error:
    'A compra foi interrompida antes de terminar e foi desfeita: nenhum ponto ou valor foi cobrado. Refaça a compra.',
  code: 'INTERRUPTED',
} as const;

export interface RecoveryDeps {
  db: Db;
  ledger: LedgerService;
  payments: PaymentsService;
  suppliers: Suppliers;
  supplierTimeoutMs: number;
  log?: FastifyBaseLogger;
  now?: () => Date;
  /** A submission's saga takes a few supplier and gateway deadlines; one still running after this was interrupted. */
  interruptedAfterMs: number;
  /** Finishes the cancellations still running since before the given time (afterSale.ts). */
  finishCancellations: (staleBefore: Date) => Promise<number>;
}

/**
 * Undoes submissions a crash left half-done (the process died inside the saga): whatever they
 * held is given back, found by the booking's locator since the row may not have recorded it
 * yet, and the booking is marked failed so its idempotency key replays that answer.
 */
export function bookingRecovery(deps: RecoveryDeps) {
  const repo = recoveryRepository(deps.db);
  const now = deps.now ?? (() => new Date());
  const saga = bookingSaga({ ...deps, repo: bookingsRepository(deps.db) });
  const nothing: SagaRefs = { supplierHoldIds: [], paymentTransactionId: null, ledgerHoldId: null };

  return {
    /** Cancellations cut short by a crash are finished, not undone: the member asked for them. */
    async finishCancellations(): Promise<number> {
      return deps.finishCancellations(new Date(now().getTime() - deps.interruptedAfterMs));
    },
    /**
     * Issued bookings exist at the supplier, so a capture a crash cut short is finished rather
     * than undone: the held points are redeemed and the authorised card captured.
     */
    async finishCaptures(): Promise<number> {
      const { holds, transactions } = await repo.uncapturedIssued(
        new Date(now().getTime() - deps.interruptedAfterMs),
      );
      let finished = 0;
      const captured = (locator: string, step: string, capture: () => Promise<unknown>) => ({
        locator,
        step,
        run: async () => {
          await capture();
          finished += 1;
        },
      });
      await attemptEach(
        [
          ...holds.map((hold) =>
            captured(hold.locator, 'ledger capture', () =>
              deps.ledger.capture(hold.id, `Resgate confirmado: ${hold.description}`),
            ),
          ),
          ...transactions.map((transaction) =>
            captured(transaction.locator, 'payment capture', () =>
              deps.payments.capture(transaction.id),
            ),
          ),
        ],
        (error, { locator, step }) =>
          deps.log?.error(
            { err: error, locator, step },
            'finishing an interrupted capture failed; left for reconciliation',
          ),
      );
      return finished;
    },
    async recoverInterrupted(): Promise<number> {
      const claimed = await repo.claimInterrupted(
        new Date(now().getTime() - deps.interruptedAfterMs),
        interruptedAnswer,
      );
      for (const row of claimed) {
        // What the row may not have recorded yet is found by the booking's locator.
        const found = await Promise.all([
          repo.voidableTransactions(row.locator),
          repo.activeHolds(row.locator),
        ]);
        await saga.undo(
          row,
          [
            refsOf(row),
            ...found[0].map((t) => ({ ...nothing, paymentTransactionId: t.id })),
            ...found[1].map((h) => ({ ...nothing, ledgerHoldId: h.id })),
          ],
          'Compra interrompida: pontos devolvidos',
        );
        deps.log?.warn({ locator: row.locator }, 'interrupted booking recovered');
      }
      return claimed.length;
    },
  };
}
export type BookingRecovery = ReturnType<typeof bookingRecovery>;
