import type { FastifyBaseLogger } from 'fastify';
import { createWorkflow } from '../../lib/workflow';
import type { Db } from '../../db/client';
import type { PaymentsService } from '../../payments/service';
import type { Suppliers } from '../../suppliers';
import type { LedgerService } from '../ledger/service';
import { recoveryRepository } from './recoveryRepository';
import { bookingsRepository } from './repository';
import { bookingSaga, nothingTaken, refsOf, type BookingWorkflowContext } from './saga';

/** An issued booking's captures left undone by a crash: its held points and authorised cards. */
interface CaptureRun extends BookingWorkflowContext {
  holdIds: string[];
  transactionIds: string[];
}

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
  const bookings = bookingsRepository(deps.db);
  const now = deps.now ?? (() => new Date());
  const saga = bookingSaga({ ...deps, repo: bookings });
  // Every capture is tried, each failure logged and left for the next run (captures are idempotent).
  const captureFailed = 'finishing an interrupted capture failed; left for reconciliation';
  const capturing = createWorkflow<CaptureRun, never>('finishCaptures', [
    saga.step(saga.steps.pointsCapture, (ctx: CaptureRun) => ctx.holdIds, {
      continueOnFailure: captureFailed,
    }),
    saga.step(saga.steps.cardCapture, (ctx: CaptureRun) => ctx.transactionIds, {
      continueOnFailure: captureFailed,
    }),
  ]);

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
      const uncaptured = await repo.uncapturedIssued(
        new Date(now().getTime() - deps.interruptedAfterMs),
      );
      let finished = 0;
      for (const { booking, holdIds, transactionIds } of uncaptured) {
        const { failed } = await saga.execute(capturing, {
          saga: saga.start(booking),
          holdIds,
          transactionIds,
        });
        if (failed.length === 0) finished++;
      }
      return finished;
    },
    async recoverInterrupted(): Promise<number> {
      const claimed = await bookings.claimInterrupted(
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
            ...found[0].map((t) => ({ ...nothingTaken, paymentTransactionId: t.id })),
            ...found[1].map((h) => ({ ...nothingTaken, ledgerHoldId: h.id })),
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
