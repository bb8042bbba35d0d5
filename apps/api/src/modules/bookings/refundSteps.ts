import { cancellationMessages } from '@portal/domain/bookings';
import type { PaymentsService } from '../../payments/service';
import { isVoidable, type PaymentTransaction } from '../../payments/repository';
import type { LedgerService } from '../ledger/service';
import { createStep, redemptionDescription } from './saga';

/**
 * The cancellation's refunds, as saga steps: the points and the cash given back less the rate's
 * penalty. Each is idempotent (the ledger refund by its key, the payment by its status), so a
 * run the crash or a failure cut short gives back only what is still taken when run again.
 */
export function refundSteps(deps: { ledger: LedgerService; payments: PaymentsService }) {
  const { ledger, payments } = deps;

  /** The points given back: released while held and no penalty is due, else the rest refunded. */
  const pointsRefund = createStep({
    id: 'pointsRefund',
    async invoke(booking, penaltyPoints: number): Promise<number> {
      const holdId = booking.ledgerHoldId;
      if (!holdId) return 0;
      let hold = await ledger.holdById(holdId);
      if (hold?.status === 'held' && penaltyPoints === 0) {
        await ledger.release(holdId, cancellationMessages.releaseDescription(booking.locator));
        return hold.points;
      }
      // The penalty is spent: held points are taken first, then the rest refunded.
      if (hold?.status === 'held')
        hold = (await ledger.capture(holdId, redemptionDescription(booking))).hold;
      const points =
        hold?.status === 'captured' ? hold.points - penaltyPoints - hold.refundedPoints : 0;
      if (points <= 0) return 0;
      await ledger.refund(
        holdId,
        points,
        `booking:${booking.id}:cancel`,
        cancellationMessages.refundDescription(booking.locator),
      );
      return points;
    },
  });

  /** The centavos given back: an authorisation voided when no penalty is due, else the rest refunded. */
  const cardRefund = createStep({
    id: 'cardRefund',
    async invoke(
      _booking,
      { payment, penaltyCents }: { payment: PaymentTransaction; penaltyCents: number },
    ): Promise<number> {
      if (isVoidable(payment.status) && (penaltyCents === 0 || payment.status !== 'authorized')) {
        await payments.void(payment.id);
        return payment.amountCents;
      }
      // An authorisation pays the penalty: it is captured, then the rest refunded.
      const current =
        payment.status === 'authorized' ? await payments.capture(payment.id) : payment;
      const cents =
        current.status === 'captured'
          ? current.capturedCents - penaltyCents - current.refundedCents
          : 0;
      if (cents <= 0) return 0;
      await payments.refund(payment.id, cents);
      return cents;
    },
  });

  return { pointsRefund, cardRefund };
}
