import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  afterSaleMessages,
  BookingStatus,
  bookingMessages,
  type BookingPayment,
  type BookingView,
  type TwoFactorResendResponse,
} from '@portal/domain/bookings';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { createWorkflow, done, step } from '../../lib/workflow';
import type { AuthorizeInput, PaymentsService } from '../../payments/service';
import type { PaymentTransaction } from '../../payments/repository';
import type { CampaignsService } from '../campaigns/service';
import type { HoldRequest as PointsHoldRequest } from '../ledger/service';
import type { PurchaseAnswers } from './purchase';
import type { BookingRow, BookingsRepository } from './repository';
import { present, type BookingSaga, type BookingWorkflowContext } from './saga';
import type { TwoFactorCodes } from './twoFactor';
import type { BookingCaller, BookingOutcome, ChallengeResponse } from './types';

export interface CompletionDeps {
  repo: BookingsRepository;
  payments: PaymentsService;
  campaigns: CampaignsService;
  codes: TwoFactorCodes;
  saga: BookingSaga;
  purchase: PurchaseAnswers;
  now: () => Date;
  log?: FastifyBaseLogger;
}

/** Pendente states a payment can still complete. */
const payableStates: ReadonlyArray<BookingRow['state']> = [
  'declined',
  'awaiting_two_factor',
  'awaiting_redirect',
];

/**
 * Finishing the payment of a pendente booking: the two-factor confirmation and its
 * resend, the gateway's redirect confirmation, and the reprocess with a new card. Each call
 * takes the booking row as its lock (pendente → processing, once), so concurrent calls cannot
 * pay, hold points or issue twice; the submission's stored answer is never overwritten.
 */
export function paymentCompletion(deps: CompletionDeps) {
  const { repo, payments, codes, saga, purchase, now } = deps;
  const { steps } = saga;

  async function owned(caller: BookingCaller, locator: string): Promise<BookingRow> {
    const row = await repo.ownedByLocator(caller.campaignId, caller.userId, locator);
    if (!row) throw notFound(afterSaleMessages.notFound, 'BOOKING_NOT_FOUND');
    return row;
  }

  /** A 409 with the reason when the booking can no longer be paid. */
  function assertPayable(row: BookingRow): void {
    if (row.statusId === BookingStatus.ISSUED || row.statusId === BookingStatus.FINISHED)
      throw conflict(afterSaleMessages.alreadyIssued, 'ALREADY_ISSUED');
    if (row.statusId === BookingStatus.CANCELLED)
      throw conflict(afterSaleMessages.cancelled, 'BOOKING_CANCELLED');
    if (
      row.statusId === BookingStatus.EXPIRED ||
      (row.expiresAt && row.expiresAt.getTime() <= now().getTime())
    ) {
      throw conflict(afterSaleMessages.expired, 'BOOKING_EXPIRED');
    }
    if (row.state === 'processing') throw conflict(bookingMessages.inProgress, 'IN_PROGRESS');
    if (!payableStates.includes(row.state))
      throw conflict(afterSaleMessages.notPending, 'NOT_PENDING');
  }

  async function claim(row: BookingRow): Promise<BookingRow> {
    const claimed = await repo.claimPending(row.id, row.state, now());
    if (!claimed) throw conflict(bookingMessages.inProgress, 'IN_PROGRESS');
    return claimed;
  }

  const codeAwaited: ChallengeResponse = {
    status: 201,
    success: false,
    auth2fa: true,
    message: bookingMessages.awaitingCode,
  };
  const redirectAwaited = (redirect: string | null): ChallengeResponse => ({
    status: 201,
    success: false,
    auth2fa: true,
    redirect,
    message: bookingMessages.awaitingRedirect,
  });
  /** Only the submission stores its answer (its key replays it): the later calls never do. */
  const later = { remember: false };

  /** A reprocess's run: the booking as claimed, and what its new payment gave. */
  interface RepayRun extends BookingWorkflowContext {
    authorisation: AuthorizeInput | null;
    points: PointsHoldRequest | null;
    transaction?: PaymentTransaction;
    redirectUrl?: string | null;
  }

  /** The booking with what the reprocess took recorded on it. */
  const current = ({ saga: run }: RepayRun): BookingRow => ({
    ...run.booking,
    ledgerHoldId: run.refs.ledgerHoldId,
    paymentTransactionId: run.refs.paymentTransactionId,
  });

  /**
   * The reprocess with a new card, up to the issue: the card authorised first, as at submission,
   * replacing the old payment; then the points held if the booking holds none. A declined card
   * or a challenge ends it with the booking pendente; otherwise `finish` issues it.
   */
  const repayment = createWorkflow<RepayRun, BookingOutcome>('repay', [
    saga.step(steps.cardAuthorisation, (ctx: RepayRun) => present(ctx.authorisation), {
      then: async (ctx, [outcome]) => {
        ctx.transaction = outcome?.transaction;
        ctx.redirectUrl = outcome?.redirectUrl;
      },
    }),
    // The new payment replaces the old one: an authorisation still awaiting its challenge is cancelled.
    step<RepayRun, BookingOutcome>(
      'replacePayment',
      async ({ saga: run }) => {
        await steps.cardAuthorisation.compensate(run.booking, run.booking.paymentTransactionId!);
      },
      undefined,
      {
        when: ({ saga: run, transaction }) =>
          !!transaction &&
          !!run.booking.paymentTransactionId &&
          run.booking.paymentTransactionId !== transaction.id,
        continueOnFailure: 'the replaced authorisation was not voided; left for reconciliation',
      },
    ),
    step<RepayRun, BookingOutcome>(
      'declined',
      async ({ saga: run }) => {
        await purchase.decline(run.booking, 'Pagamento recusado: pontos devolvidos');
        return done(
          await purchase.answer(
            run.booking,
            { status: 201, success: false, message: bookingMessages.declined },
            later,
          ),
        );
      },
      undefined,
      { when: (ctx) => ctx.transaction?.status === 'declined' },
    ),
    saga.step(steps.pointsHold, (ctx: RepayRun) => present(ctx.points)),
    step<RepayRun, BookingOutcome>(
      'awaitChallenge',
      async (ctx) => {
        const booking = current(ctx);
        if (ctx.transaction?.status === 'requires_two_factor') {
          await codes.send(booking);
          await repo.move(booking, 'awaiting_two_factor');
          return done(await purchase.answer(booking, codeAwaited, later));
        }
        await repo.move(booking, 'awaiting_redirect');
        return done(
          await purchase.answer(booking, redirectAwaited(ctx.redirectUrl ?? null), later),
        );
      },
      undefined,
      {
        when: ({ transaction }) =>
          transaction?.status === 'requires_two_factor' ||
          transaction?.status === 'requires_redirect',
      },
    ),
  ]);

  /**
   * Pays a claimed booking again with a new card (or without one when no cash is due), then
   * issues it. Keys are unique to this attempt: the claim already makes it happen once.
   */
  async function repay(
    caller: BookingCaller,
    row: BookingRow,
    payment: BookingPayment | undefined,
  ): Promise<BookingOutcome> {
    const claimed = await claim(row);
    const attempt = randomUUID();
    const ctx: RepayRun = {
      saga: {
        ...saga.start(claimed),
        reason: 'Reprocessamento não concluído: pontos devolvidos',
      },
      authorisation: null,
      points:
        row.pointsPaid > 0 && !claimed.ledgerHoldId
          ? {
              campaignId: caller.campaignId,
              userId: caller.userId,
              points: row.pointsPaid,
              description: row.description,
              reference: row.locator,
              idempotencyKey: `booking:${row.id}:reprocess:${attempt}:points`,
            }
          : null,
    };
    const authorising = row.cashPaidCents > 0 && payment !== undefined;
    try {
      if (authorising)
        ctx.authorisation = await purchase.cardAuthorisation(
          caller,
          row,
          payment,
          await deps.campaigns.get(caller.campaignId),
          `booking:${row.id}:reprocess:${attempt}:payment`,
        );
      const { result } = await saga.execute(repayment, ctx);
      if (result) return result;
    } catch (error) {
      // No new payment (invalid card, gateway timeout): the booking stays as it was, for another
      // try. Otherwise nothing issued, what this attempt took is given back, and the booking
      // stays pendente (declined, holding no points) until its expiry, for another try.
      if (authorising && !ctx.transaction) await repo.move(claimed, row.state);
      else await purchase.decline(claimed, 'Reprocessamento não concluído: pontos devolvidos');
      throw error instanceof AppError && error.code === 'INSUFFICIENT_POINTS'
        ? conflict(bookingMessages.insufficientPoints, 'INSUFFICIENT_POINTS')
        : error;
    }
    return purchase.finish(saga.start(current(ctx), ctx.saga.refs), {
      ...later,
      message: afterSaleMessages.reprocessed,
      step: 'reprocess',
    });
  }

  return {
    /** The caller's own booking; 404 for anyone else's (another member or campaign). */
    async booking(caller: BookingCaller, locator: string): Promise<BookingView> {
      return purchase.view((await owned(caller, locator)).id);
    },

    /** `issue-ticket` with `token2fa`: the code confirms the card payment, then the booking is issued. */
    async confirmTwoFactor(
      caller: BookingCaller,
      locator: string,
      code: string,
    ): Promise<BookingOutcome> {
      const row = await owned(caller, locator);
      assertPayable(row);
      const transactionId = row.paymentTransactionId;
      if (row.state !== 'awaiting_two_factor' || !transactionId)
        throw conflict(afterSaleMessages.notAwaitingCode, 'NOT_AWAITING_CODE');
      await codes.consume(row.id, code);
      const claimed = await claim(row);
      try {
        await payments.completeChallenge(transactionId, 'two_factor');
      } catch (error) {
        // The gateway did not confirm: the booking awaits a code again (a resend gives one).
        await repo.move(claimed, 'awaiting_two_factor');
        throw error;
      }
      return purchase.finish(saga.start(claimed), {
        ...later,
        message: bookingMessages.issued,
        step: 'two_factor',
      });
    },

    /** A new code (the old one stops working, the tries start over), e-mailed. */
    async resendTwoFactor(
      caller: BookingCaller,
      locator: string,
    ): Promise<TwoFactorResendResponse> {
      const row = await owned(caller, locator);
      assertPayable(row);
      if (row.state !== 'awaiting_two_factor')
        throw conflict(afterSaleMessages.notAwaitingCode, 'NOT_AWAITING_CODE');
      await codes.send(row);
      return { success: true, message: afterSaleMessages.codeResent };
    },

    /**
     * `issue-ticket` without a code (reprocess). With a card: the payment is made
     * again (see `repay`). Without one: a booking awaiting a challenge gets it again (a new
     * code, or the gateway's page); a declined booking that owes cash needs a card, since card
     * numbers are never stored.
     */
    async reprocess(
      caller: BookingCaller,
      locator: string,
      payment: BookingPayment | undefined,
    ): Promise<BookingOutcome> {
      const row = await owned(caller, locator);
      assertPayable(row);
      if (!payment && row.cashPaidCents > 0) {
        if (row.state === 'awaiting_two_factor') {
          await codes.send(row);
          return purchase.answer(row, codeAwaited, later);
        }
        const transaction = row.paymentTransactionId
          ? await payments.transaction(row.paymentTransactionId)
          : undefined;
        const redirect = transaction ? payments.confirmationUrl(transaction) : null;
        if (row.state === 'awaiting_redirect' && redirect)
          return purchase.answer(row, redirectAwaited(redirect), later);
        throw badRequest(bookingMessages.paymentRequired, 'PAYMENT_REQUIRED');
      }
      return repay(caller, row, payment);
    },

    /**
     * The gateway's confirmation page authorised a payment: the booking awaiting it is issued.
     * A listener of the payments module, so it never throws: failures are logged and the
     * booking shows its state on the finished page.
     */
    async completeRedirect(transaction: PaymentTransaction): Promise<void> {
      try {
        const row = await repo.byPaymentTransaction(transaction.id);
        if (!row || row.state !== 'awaiting_redirect') return;
        // Not claimed: another confirmation is finishing it, or it expired.
        const claimed = await repo.claimPending(row.id, 'awaiting_redirect', now());
        if (!claimed) return;
        const outcome = await purchase.finish(saga.start(claimed), {
          ...later,
          message: bookingMessages.issued,
          step: 'redirect',
        });
        if (outcome.status !== 200)
          deps.log?.warn(
            { locator: row.locator, status: outcome.status },
            'booking not issued after the redirect confirmation',
          );
      } catch (error) {
        deps.log?.error(
          { err: error, transactionId: transaction.id },
          'finishing a booking after the redirect confirmation failed',
        );
      }
    },
  };
}
export type PaymentCompletion = ReturnType<typeof paymentCompletion>;
