import type { FastifyBaseLogger } from 'fastify';
import {
  type BookingPayment,
  type BookingSubmitResponse,
  type BookingView,
} from '@portal/domain/bookings';
import type { BookingType } from '@portal/domain/products';
import { AppError, badRequest } from '../../lib/errors';
import { createWorkflow } from '../../lib/workflow';
import type { AuthorizeInput, Payer, PaymentsService } from '../../payments/service';
import type { PaymentCard, PaymentTransaction } from '../../payments/repository';
import type { CampaignRow } from '../campaigns/repository';
import { campaignSiteOrigin } from '../campaigns/site';
import { toBookingView } from './bookingView';
import {
  BookingMovedError,
  type BookingRow,
  type BookingsRepository,
  type BookingView as StoredView,
} from './repository';
import { bookingFailure } from '../../suppliers';
import {
  nothingTaken,
  present,
  recorded,
  type BookingSaga,
  type BookingWorkflowContext,
  type SagaRun,
} from './saga';
import type { AnswerOptions, BookingCaller, BookingOutcome, ChallengeResponse } from './types';

/** Where the gateway's confirmation page sends the browser back: the finished page of this booking. */
export const finishedPath = (locator: string) =>
  `/busca/finalizado?locator=${encodeURIComponent(locator)}`;

/** The later step that completes a pendente booking's payment. */
export type CompletionStep = 'two_factor' | 'redirect' | 'reprocess' | 'pix';

export interface FinishOptions extends AnswerOptions {
  message: string;
  /** The later step finishing it; unset at the submission (counted where it is answered). */
  step?: CompletionStep;
  /** The submission's card (null when no cash is due); unknown to the later payment steps. */
  card?: PaymentCard | null;
}

/** The context of a paid booking's last steps: what the issue and the card capture gave. */
export interface FinishingRun extends BookingWorkflowContext {
  issued?: BookingRow;
  captured?: PaymentTransaction;
}

/**
 * The answers of a purchase and its last steps, shared by the submission and the payment
 * completed later (two-factor code, bank redirect, reprocess): a booking's answer is stored
 * with its state, and a paid booking is issued then captured.
 */
export interface PurchaseDeps {
  repo: BookingsRepository;
  payments: PaymentsService;
  saga: BookingSaga;
  log?: FastifyBaseLogger;
  /** Told how a booking completed by a later step ended: issued, or undone (the metrics count them). */
  onCompleted?: (product: BookingType, step: CompletionStep, outcome: 'issued' | 'failed') => void;
}

export function purchaseAnswers(deps: PurchaseDeps) {
  const { repo, payments, saga } = deps;

  async function view(id: string): Promise<BookingView> {
    const stored = await repo.viewById(id);
    if (!stored) throw new Error('booking not found');
    return toBookingView(stored);
  }

  /** Answers with the booking as it now is (`known` when the caller holds it already). */
  async function answer(
    row: BookingRow,
    response: ChallengeResponse,
    options: AnswerOptions = { remember: true },
    known?: StoredView,
  ): Promise<BookingOutcome> {
    const booking = known ? toBookingView(known) : await view(row.id);
    const body: BookingSubmitResponse = {
      success: response.success,
      auth2fa: response.auth2fa ?? false,
      redirectAuth2fa: response.redirect ?? null,
      message: response.message,
      bookingResponse: {
        bookingCode: booking.bookingCode,
        locator: booking.locator,
        statusId: booking.statusId,
        bookingExpirationDate: booking.bookingExpirationDate,
      },
      booking,
    };
    if (options.remember)
      await repo.update(row.id, { responseStatus: response.status, responseBody: body });
    return { status: response.status, body };
  }

  /** Marks the booking failed with what it recorded, and answers the error. */
  async function fail(
    run: SagaRun,
    error: unknown,
    options: AnswerOptions = { remember: true },
  ): Promise<BookingOutcome> {
    const { booking: row } = run;
    const known = error instanceof AppError ? error : null;
    if (!known) deps.log?.error({ err: error, locator: row.locator }, 'booking failed');
    const status = known?.statusCode ?? 500;
    const body = {
      error: known?.message ?? 'Ocorreu algum problema, por favor, tente novamente!',
      code: known?.code ?? 'BOOKING_FAILED',
    };
    const answered = options.remember ? { responseStatus: status, responseBody: body } : {};
    try {
      await repo.move(row, 'failed', {
        failureReason: body.code,
        pendingHolds: null,
        ...recorded(run.refs),
        ...answered,
      });
    } catch (moveError) {
      const stored = moveError instanceof BookingMovedError ? await storedAnswer(row) : null;
      if (!stored) throw moveError;
      return stored;
    }
    return { status, body };
  }

  /**
   * What another call that moved the booking first answered (the recovery of interrupted
   * purchases, when it took this one for a crashed one): the purchase answers that too.
   */
  async function storedAnswer(row: BookingRow): Promise<BookingOutcome | null> {
    const stored = (await repo.viewById(row.id))?.booking;
    if (!stored || stored.responseStatus === null || stored.responseBody === null) return null;
    return { status: stored.responseStatus, body: stored.responseBody as BookingOutcome['body'] };
  }

  /**
   * The last steps of every paid booking (submission, two-factor, redirect, Pix, reprocess): the
   * holds of a supplier whose hold is the sale are taken now that the payment is secured, the
   * supplier issues, then the points and the card are captured. Past the issue the booking exists
   * at the supplier: a failed capture is not undone but left for reconciliation.
   */
  const captureFailed = 'booking capture failed; left for reconciliation';
  const finishing = [
    saga.step(saga.steps.supplierHold, ({ saga: run }: FinishingRun) =>
      (run.booking.pendingHolds ?? []).filter(
        (request) => !request.holdId || !run.refs.supplierHoldIds.includes(request.holdId),
      ),
    ),
    saga.step(saga.steps.issue, ({ saga: run }: FinishingRun) => [run.refs.supplierHoldIds], {
      then: async (ctx, [issued]) => {
        ctx.issued = issued;
      },
    }),
    saga.step(
      saga.steps.pointsCapture,
      ({ saga: run }: FinishingRun) => present(run.refs.ledgerHoldId),
      { continueOnFailure: captureFailed },
    ),
    saga.step(
      saga.steps.cardCapture,
      ({ saga: run }: FinishingRun) => present(run.refs.paymentTransactionId),
      {
        continueOnFailure: captureFailed,
        then: async (ctx, [captured]) => {
          ctx.captured = captured;
        },
      },
    ),
  ];
  const finishingWorkflow = createWorkflow('finishing', finishing);

  /** The answer of a booking its last steps issued: 200, with its capture's outcome. */
  function issuedAnswer(
    ctx: FinishingRun,
    failed: string[],
    options: FinishOptions,
  ): Promise<BookingOutcome> {
    // The submission holds the row it wrote, its payment and its card: nothing to read back.
    const known =
      failed.length === 0 && ctx.issued && options.card !== undefined
        ? { booking: ctx.issued, payment: ctx.captured ?? null, card: options.card }
        : undefined;
    return answer(
      ctx.saga.booking,
      { status: 200, success: true, message: options.message },
      options,
      known,
    );
  }

  /**
   * Finishes a pendente booking whose payment a later step completed: its last steps resumed
   * from what it took, all of it given back should the supplier fail (nothing was issued).
   */
  async function finish(run: SagaRun, options: FinishOptions): Promise<BookingOutcome> {
    const ctx: FinishingRun = { saga: run };
    let outcome: BookingOutcome;
    try {
      const { failed } = await saga.execute(finishingWorkflow, ctx, { resume: true });
      outcome = await issuedAnswer(ctx, failed, options);
    } catch (error) {
      outcome = await fail(run, bookingFailure(error), options);
    }
    if (options.step)
      deps.onCompleted?.(
        run.booking.type,
        options.step,
        outcome.status === 200 ? 'issued' : 'failed',
      );
    return outcome;
  }

  /**
   * A declined booking holds no points, as at submission: its hold is released (with `reason` on
   * the statement) and it waits for another card until its expiry.
   */
  async function decline(claimed: BookingRow, reason: string): Promise<void> {
    await saga.undo(claimed, { ...nothingTaken, ledgerHoldId: claimed.ledgerHoldId }, reason);
    await repo.move(claimed, 'declined', { ledgerHoldId: null });
  }

  /**
   * The card authorisation of a booking's cash part, as the submission and the reprocess ask
   * for it: the payer's card (see `cardFor`) under the campaign's instalments, the gateway's
   * confirmation page returning to the campaign's site.
   */
  async function cardAuthorisation(
    caller: BookingCaller,
    row: BookingRow,
    payment: BookingPayment,
    campaign: CampaignRow,
    idempotencyKey: string,
  ): Promise<AuthorizeInput> {
    const payer: Payer = {
      campaignId: caller.campaignId,
      userId: caller.userId,
      kind: caller.kind,
    };
    return {
      payer,
      campaignMaxInstallments: campaign.settings.maxInstallments,
      card: await cardFor(payer, payment),
      amountCents: row.cashPaidCents,
      installments: payment.card?.installments ?? payment.installments,
      reference: row.locator,
      idempotencyKey,
      returnUrl: finishedPath(row.locator),
      returnOrigin: campaignSiteOrigin(caller.site, campaign.hosts),
    };
  }

  /**
   * The payer's card for a payment: the new card sent to the vault, the card the gateway's own
   * form collected (its id), or their saved card.
   */
  async function cardFor(payer: Payer, payment: BookingPayment): Promise<PaymentCard> {
    if (payment.card) {
      return payments.tokenizeCard({
        payer,
        card: {
          cardNumber: payment.card.cardNumber,
          holder: payment.card.holder,
          cardExpirationDate: payment.card.cardExpirationDate,
          cardSecurityCode: payment.card.cardSecurityCode,
          cardBrand: payment.card.cardBrand,
        },
        save: false,
      });
    }
    if (payment.paymentMethodId)
      return payments.vaultPaymentMethod({ payer, paymentMethodId: payment.paymentMethodId });
    const saved = payment.vaultId ? await payments.savedCard(payer, payment.vaultId) : undefined;
    if (!saved) throw badRequest('Cartão salvo não encontrado.', 'CARD_NOT_FOUND');
    return saved;
  }

  return { view, answer, fail, finishing, issuedAnswer, finish, decline, cardAuthorisation };
}
export type PurchaseAnswers = ReturnType<typeof purchaseAnswers>;
