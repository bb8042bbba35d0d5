import type { FastifyBaseLogger } from 'fastify';
import {
  BookingStatus,
  type CancellationDecision,
  cancellationMessages,
  cancellationRefund,
  type CancellationRefund,
  type CancelPreview,
  type CancelResponse,
  penaltyShare,
  ratePenaltyCents,
  type SendVoucherResponse,
  voucherMessages,
} from '@portal/domain/bookings';
import { centsToBrl } from '@portal/domain/money';
import { supplierProductOf } from '@portal/domain/products';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { createWorkflow, step } from '../../lib/workflow';
import type { Mailer } from '../../mail/mailer';
import type { PaymentsService } from '../../payments/service';
import { isVoidable } from '../../payments/repository';
import { foreignToCents, type Suppliers } from '../../suppliers';
import type { CampaignsService } from '../campaigns/service';
import type { LedgerService } from '../ledger/service';
import { toBookingView } from './bookingView';
import { cancelBlocker, cancelDecision } from './cancellability';
import { bookingsRepository, type BookingRow, type BookingView as StoredView } from './repository';
import { refundSteps } from './refundSteps';
import { bookingSaga, present, type BookingWorkflowContext } from './saga';
import type { BookingCaller } from './types';
import { bookingVoucher } from './voucherPdf';

/** A cancellation's refund: the booking's view, the penalty its rate keeps and what was given back. */
interface RefundRun extends BookingWorkflowContext {
  view: StoredView;
  penalty: CancellationRefund;
  refund: CancellationRefund;
}

export interface AfterSaleDeps {
  db: Db;
  ledger: LedgerService;
  payments: PaymentsService;
  campaigns: CampaignsService;
  suppliers: Suppliers;
  mailer: Mailer;
  /** Deadline of one supplier call. */
  supplierTimeoutMs: number;
  log?: FastifyBaseLogger;
  now?: () => Date;
}

/**
 * The after-sale calls on a member's own booking: cancellation with its refund
 * (rules in @portal/domain `cancellation`), the PDF voucher and its e-mail. A booking of another
 * member or campaign is answered 404, the same as one that does not exist.
 */
export function afterSaleService(deps: AfterSaleDeps) {
  const { db, ledger, payments, campaigns, mailer } = deps;
  const repo = bookingsRepository(db);
  const now = deps.now ?? (() => new Date());
  const saga = bookingSaga({ ...deps, repo });
  const refunds = refundSteps(deps);

  async function owned(caller: BookingCaller, locator: string): Promise<StoredView> {
    const row = await repo.ownedByLocator(caller.campaignId, caller.userId, locator);
    const view = row ? await repo.viewById(row.id) : undefined;
    if (!view) throw notFound(cancellationMessages.notFound, 'BOOKING_NOT_FOUND');
    return view;
  }

  const decide = (row: BookingRow): CancellationDecision => cancelDecision(row, now());

  /**
   * What the booked rate keeps of an emitido booking cancelled now: its penalty's share of the
   * points and of the cash the member paid (nothing for a pendente: nothing was issued).
   */
  async function kept(view: StoredView): Promise<CancellationRefund> {
    const { booking, payment } = view;
    if (booking.statusId !== BookingStatus.ISSUED) return { points: 0, cashCents: 0 };
    const penaltyCents =
      (await quotedPenaltyCents(booking)) ?? ratePenaltyCents(booking.details, now());
    if (penaltyCents === 0) return { points: 0, cashCents: 0 };
    const hold = booking.ledgerHoldId ? await ledger.holdById(booking.ledgerHoldId) : undefined;
    const paid = { points: hold?.points ?? 0, cashCents: payment ? payment.amountCents : 0 };
    return penaltyShare(paid, penaltyCents, booking.cashTotalCents);
  }

  /**
   * The penalty of a supplier that quotes its cancellations (Duffel): what it keeps of its own
   * price, in reais at the rate the booking was sold at. null for the others.
   */
  async function quotedPenaltyCents(row: BookingRow): Promise<number | null> {
    const port = deps.suppliers[supplierProductOf(row.type)];
    const holdId = row.supplierHoldIds[0];
    const price = row.supplierPrice;
    // Only a booking the quoting supplier sold has its price (one sold by the sandbox before a
    // switch of FLIGHT_SUPPLIER keeps its own rules).
    if (!price || !('cancellationQuote' in port) || !port.cancellationQuote || !holdId) return null;
    const quoteOf = port.cancellationQuote.bind(port);
    const quote = await saga.call(supplierProductOf(row.type), (signal) => quoteOf(holdId, signal));
    const rate = price.brlRate;
    const paidCents = foreignToCents(price.amount, rate);
    const refundCents = quote.refund ? foreignToCents(quote.refund.amount, rate) : 0;
    return Math.max(0, Math.min(row.cashTotalCents, paidCents - refundCents));
  }

  /** The penalty rules of the booked rates, as the hotel words them. */
  const penaltyRules = (row: BookingRow): string[] =>
    row.details?.kind === 'hotel'
      ? [
          ...new Set(
            row.details.rooms.flatMap((room) =>
              (room.cancelPenalties ?? []).map((p) => p.description),
            ),
          ),
        ]
      : [];

  /** What is still taken from the member: held or captured points, reserved or captured cash. */
  async function taken(view: StoredView): Promise<CancellationRefund> {
    const { booking, payment } = view;
    let points = 0;
    if (booking.ledgerHoldId) {
      const hold = await ledger.holdById(booking.ledgerHoldId);
      if (hold?.status === 'held') points = hold.points;
      else if (hold?.status === 'captured') points = hold.points - hold.refundedPoints;
    }
    let cashCents = 0;
    if (payment?.status === 'captured') cashCents = payment.capturedCents - payment.refundedCents;
    else if (payment && isVoidable(payment.status)) cashCents = payment.amountCents;
    return { points, cashCents };
  }

  /**
   * Cancels every supplier hold of the booking (the saga's own compensation: a hold the supplier
   * no longer knows is gone already). A refusal or a timeout stops the cancellation.
   */
  const supplierCancellation = createWorkflow<BookingWorkflowContext, never>('supplierCancel', [
    saga.step(saga.steps.supplierCancel, ({ saga: run }) => run.booking.supplierHoldIds),
  ]);
  const cancelAtSupplier = (row: BookingRow) =>
    saga.execute(supplierCancellation, { saga: saga.start(row) });

  /**
   * The refund once the supplier cancelled: the rate's penalty, then the points and the cash
   * given back less it. A refund step that fails is logged with the locator and left for the
   * next run, which gives back only what is still taken.
   */
  const refundFailed = 'cancellation refund step failed; left for reconciliation';
  const refund = createWorkflow<RefundRun, never>('refund', [
    step('penalty', async (ctx: RefundRun) => {
      ctx.penalty = await kept(ctx.view);
    }),
    saga.step(refunds.pointsRefund, (ctx: RefundRun) => [ctx.penalty.points], {
      continueOnFailure: refundFailed,
      then: async (ctx, [points]) => {
        ctx.refund.points = points ?? 0;
      },
    }),
    saga.step(
      refunds.cardRefund,
      ({ view, penalty }: RefundRun) =>
        present(view.payment && { payment: view.payment, penaltyCents: penalty.cashCents }),
      {
        continueOnFailure: refundFailed,
        then: async (ctx, [cents]) => {
          ctx.refund.cashCents = cents ?? 0;
        },
      },
    ),
  ]);

  /** Runs the refund of a booking cancelled at its supplier; `complete` when every step succeeded. */
  async function giveBack(view: StoredView) {
    const ctx: RefundRun = {
      saga: saga.start(view.booking),
      view,
      penalty: { points: 0, cashCents: 0 },
      refund: { points: 0, cashCents: 0 },
    };
    const { failed } = await saga.execute(refund, ctx);
    return { penalty: ctx.penalty, refund: ctx.refund, complete: failed.length === 0 };
  }

  /** The voucher PDF of an emitido booking. */
  async function voucher(
    caller: BookingCaller,
    locator: string,
  ): Promise<{ filename: string; pdf: Buffer }> {
    const view = await owned(caller, locator);
    const { booking } = view;
    if (booking.statusId !== BookingStatus.ISSUED)
      throw conflict(voucherMessages.notIssued, 'NOT_ISSUED');
    return bookingVoucher(view, await campaigns.get(booking.campaignId));
  }

  /** What was given back so far, whichever run gave it: released or refunded points, voided or refunded cash. */
  async function givenBack(view: StoredView): Promise<CancellationRefund> {
    const { booking } = view;
    let points = 0;
    if (booking.ledgerHoldId) {
      const hold = await ledger.holdById(booking.ledgerHoldId);
      if (hold?.status === 'released') points = hold.points;
      else if (hold) points = hold.refundedPoints;
    }
    const payment = view.payment ? await payments.transaction(view.payment.id) : undefined;
    const cashCents =
      payment?.status === 'voided' ? payment.amountCents : (payment?.refundedCents ?? 0);
    return { points, cashCents };
  }

  /** Closes the claimed (cancelling) booking as cancelled with what was given back. */
  async function markCancelled(
    claimed: BookingRow,
    refund: CancellationRefund,
    complete: boolean,
  ): Promise<void> {
    await repo.move(claimed, 'cancelled', {
      cancelledAt: now(),
      refundPoints: refund.points,
      refundCashCents: refund.cashCents,
      failureReason: complete ? claimed.failureReason : 'CANCEL_REFUND_INCOMPLETE',
    });
  }

  return {
    /** What cancelling now would do, for the confirmation the web shows first. */
    async cancelPreview(caller: BookingCaller, locator: string): Promise<CancelPreview> {
      const view = await owned(caller, locator);
      const blocked = cancelBlocker(view.booking);
      const decision = decide(view.booking);
      const freeCancellationUntil = decision.freeUntil ? decision.freeUntil.toISOString() : null;
      const nothing = {
        refundPoints: 0,
        refundCash: 0,
        penaltyPoints: 0,
        penaltyCash: 0,
        penaltyRules: [],
        freeCancellationUntil,
      };
      if (blocked) return { cancellable: false, reason: blocked.message, ...nothing };
      if (!decision.cancellable) return { cancellable: false, reason: decision.reason, ...nothing };
      const penalty = await kept(view);
      const refund = cancellationRefund(decision, await taken(view), penalty);
      const charged = penalty.points > 0 || penalty.cashCents > 0;
      return {
        cancellable: true,
        refundPoints: refund.points,
        refundCash: centsToBrl(refund.cashCents),
        penaltyPoints: penalty.points,
        penaltyCash: centsToBrl(penalty.cashCents),
        penaltyRules: charged ? penaltyRules(view.booking) : [],
        freeCancellationUntil,
      };
    },

    /**
     * Cancels the booking: claims the row (one winner among concurrent calls), cancels at the
     * supplier (a refusal or timeout there gives the booking back unchanged), then refunds the
     * points through the ledger and the card through the gateway, and marks it cancelado.
     * A second cancel answers 409 'Esta reserva já foi cancelada.'.
     */
    async cancel(caller: BookingCaller, locator: string): Promise<CancelResponse> {
      const view = await owned(caller, locator);
      const row = view.booking;
      const blocked = cancelBlocker(row);
      if (blocked) throw blocked;
      const decision = decide(row);
      if (!decision.cancellable) throw conflict(decision.reason, decision.code);

      const claimed = await repo.claimCancellation(row, now());
      if (!claimed) {
        // Another call changed the booking first (a concurrent cancel, a payment, the expiry job).
        const current = await owned(caller, locator);
        const again = decide(current.booking);
        throw (
          cancelBlocker(current.booking) ??
          (again.cancellable
            ? conflict(cancellationMessages.inProgress, 'IN_PROGRESS')
            : conflict(again.reason, again.code))
        );
      }
      try {
        await cancelAtSupplier(row);
      } catch (error) {
        await repo.releaseCancellation(row, now());
        throw error;
      }
      const { penalty, refund, complete } = await giveBack(view);
      await markCancelled(claimed, refund, complete);
      const cancelled = await repo.viewById(row.id);
      if (!cancelled) throw new Error('booking vanished during its cancellation');
      return {
        ...toBookingView(cancelled),
        refund: { points: refund.points, cash: centsToBrl(refund.cashCents) },
        penalty: { points: penalty.points, cash: centsToBrl(penalty.cashCents) },
      };
    },

    /**
     * Finishes the cancellations a crash cut short (still 'cancelling' since before
     * `staleBefore`): the supplier cancel and the refunds run again, each giving back only what
     * is still taken, and the booking is marked cancelado with all that was given back. A
     * supplier that refuses or does not answer leaves it for the next run.
     */
    async finishInterruptedCancellations(staleBefore: Date, locator?: string): Promise<number> {
      let finished = 0;
      for (const row of await repo.claimStuckCancellations(staleBefore, now(), locator)) {
        try {
          await cancelAtSupplier(row);
          const view = await repo.viewById(row.id);
          if (!view) continue;
          const { complete } = await giveBack(view);
          await markCancelled(row, await givenBack(view), complete);
          deps.log?.warn({ locator: row.locator }, 'interrupted cancellation finished');
          finished++;
        } catch (error) {
          deps.log?.error(
            { err: error, locator: row.locator },
            'finishing an interrupted cancellation failed; retried on the next run',
          );
        }
      }
      return finished;
    },

    voucher,

    /** E-mails the voucher PDF to the member (the 'Reenviar Voucher' of my trips). */
    async sendVoucher(caller: BookingCaller, locator: string): Promise<SendVoucherResponse> {
      const { filename, pdf } = await voucher(caller, locator);
      const owner = await repo.owner(caller.userId);
      if (!owner?.email) throw conflict(voucherMessages.noEmail, 'NO_EMAIL');
      const campaign = await campaigns.get(caller.campaignId);
      await mailer.send({
        to: owner.email,
        subject: `${campaign.name}: voucher da reserva ${locator}`,
        text: `Olá, ${owner.name}!\n\nSegue em anexo o voucher da sua reserva ${locator}. Apresente-o com um documento de identificação com foto.\n\n${campaign.name}`,
        attachments: [{ filename, contentType: 'application/pdf', content: pdf }],
      });
      return { success: true, message: voucherMessages.sent };
    },
  };
}
export type AfterSaleService = ReturnType<typeof afterSaleService>;
