import type { FastifyBaseLogger } from 'fastify';
import { bookingMessages } from '@portal/domain/bookings';
import type { PaymentChange, PaymentsService } from '../../payments/service';
import type { PaymentTransaction } from '../../payments/repository';
import type { PurchaseAnswers } from './purchase';
import type { BookingRow, BookingsRepository } from './repository';
import { refsOf, type BookingSaga } from './saga';

/**
 * What a booking does when the gateway reports on its payment after the submission answered
 * (webhook or reconciliation): a Pix paid issues the booking, a Pix expired gives back what it
 * held, a 3-D Secure refused leaves it declined for another card. A Pix paid for a booking no
 * longer awaiting it (expired, failed) is refunded.
 */
export function paymentChanges(deps: {
  repo: BookingsRepository;
  payments: PaymentsService;
  saga: BookingSaga;
  purchase: PurchaseAnswers;
  now: () => Date;
  log?: FastifyBaseLogger;
}) {
  const { repo, payments, saga, purchase, now } = deps;

  async function pixPaid(row: BookingRow | undefined, transaction: PaymentTransaction) {
    const claimed =
      row?.state === 'awaiting_payment'
        ? await repo.claimPending(row.id, 'awaiting_payment', now())
        : undefined;
    if (!claimed) {
      // Paid after its booking gave up (expired, failed, cancelled): the money goes back.
      if (row?.state !== 'issued' && row?.state !== 'processing')
        await payments.void(transaction.id);
      return;
    }
    // A supplier failure undoes the booking, and the Pix with it: refunded in full.
    const outcome = await purchase.finish(saga.start(claimed), {
      remember: false,
      message: bookingMessages.issued,
      step: 'pix',
    });
    if (outcome.status !== 200)
      deps.log?.warn(
        { locator: claimed.locator, status: outcome.status },
        'booking not issued after its Pix was paid; the Pix is refunded',
      );
  }

  async function pixExpired(row: BookingRow | undefined) {
    if (row?.state !== 'awaiting_payment') return;
    const expired = await repo.move(row, 'expired', { pendingHolds: null }).catch(() => undefined);
    if (!expired) return;
    await saga.undo(row, refsOf(row), 'Pix não pago: pontos devolvidos');
  }

  /** As at submission, a declined booking holds no points; it waits for another card. */
  async function challengeDeclined(row: BookingRow | undefined) {
    if (row?.state !== 'awaiting_redirect') return;
    const claimed = await repo.claimPending(row.id, 'awaiting_redirect', now());
    if (!claimed) return;
    await purchase.decline(claimed, 'Pagamento recusado: pontos devolvidos');
  }

  return {
    /**
     * The one place a booking starts awaiting its Pix: it moves to 'awaiting_payment' until
     * `expiresAt` (the booking e-mails' trigger writes its 'pagamento pendente' mail then).
     */
    async awaitPayment(row: BookingRow, expiresAt: Date): Promise<BookingRow> {
      return repo.move(row, 'awaiting_payment', { expiresAt });
    },

    /** A listener of the payments module: it never throws, failures are logged. */
    async paymentChanged(transaction: PaymentTransaction, change: PaymentChange): Promise<void> {
      try {
        const row = await repo.byPaymentTransaction(transaction.id);
        switch (change) {
          case 'succeeded':
            if (transaction.method === 'pix') await pixPaid(row, transaction);
            return;
          case 'canceled':
            return await pixExpired(row);
          case 'declined':
            return await challengeDeclined(row);
          case 'disputed':
            return;
        }
      } catch (error) {
        deps.log?.error(
          { err: error, transactionId: transaction.id, change },
          'booking not updated after its payment changed',
        );
      }
    },
  };
}
export type PaymentChanges = ReturnType<typeof paymentChanges>;
