import type { FastifyBaseLogger } from 'fastify';
import type { BookingType } from '@portal/domain';
import type { Db } from '../../db/client';
import type { PaymentsService } from '../../payments/service';
import { withTimeout, type Suppliers } from '../../suppliers';
import type { LedgerService } from '../ledger/service';
import { recoveryRepository } from './recoveryRepository';

export const interruptedAnswer = {
  error:
    'A compra foi interrompida antes de terminar e foi desfeita: nenhum ponto ou valor foi cobrado. Refaça a compra.',
  code: 'INTERRUPTED',
} as const;

const productOf: Record<BookingType, keyof Suppliers> = {
  FLIGHT: 'flight',
  HOTEL: 'hotel',
  CAR: 'car',
  BUS: 'bus',
  EXPERIENCE: 'experience',
  ENTERTAINMENT: 'entertainment',
};

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
      const steps: Array<[string, string, () => Promise<unknown>]> = [
        ...holds.map((hold): [string, string, () => Promise<unknown>] => [
          hold.locator,
          'ledger capture',
          () => deps.ledger.capture(hold.id, `Resgate confirmado: ${hold.description}`),
        ]),
        ...transactions.map((transaction): [string, string, () => Promise<unknown>] => [
          transaction.locator,
          'payment capture',
          () => deps.payments.capture(transaction.id),
        ]),
      ];
      let finished = 0;
      for (const [locator, step, capture] of steps) {
        try {
          await capture();
          finished += 1;
        } catch (error) {
          deps.log?.error(
            { err: error, locator, step },
            'finishing an interrupted capture failed; left for reconciliation',
          );
        }
      }
      return finished;
    },
    async recoverInterrupted(): Promise<number> {
      const claimed = await repo.claimInterrupted(
        new Date(now().getTime() - deps.interruptedAfterMs),
        interruptedAnswer,
      );
      for (const row of claimed) {
        const steps: Array<[string, () => Promise<unknown>]> = [];
        for (const hold of await repo.activeHolds(row.locator)) {
          steps.push([
            'ledger release',
            () => deps.ledger.release(hold.id, 'Compra interrompida: pontos devolvidos'),
          ]);
        }
        for (const transaction of await repo.voidableTransactions(row.locator)) {
          steps.push(['payment void', () => deps.payments.void(transaction.id)]);
        }
        const product = productOf[row.type];
        for (const holdId of (row.supplierHoldId ?? '').split(',').filter(Boolean)) {
          steps.push([
            'supplier cancel',
            () =>
              withTimeout(product, deps.supplierTimeoutMs, (signal) =>
                deps.suppliers[product].cancel(holdId, signal),
              ),
          ]);
        }
        for (const [step, undo] of steps) {
          try {
            await undo();
          } catch (error) {
            deps.log?.error(
              { err: error, locator: row.locator, step },
              'recovering an interrupted booking failed; left for reconciliation',
            );
          }
        }
        deps.log?.warn({ locator: row.locator }, 'interrupted booking recovered');
      }
      return claimed.length;
    },
  };
}
export type BookingRecovery = ReturnType<typeof bookingRecovery>;
