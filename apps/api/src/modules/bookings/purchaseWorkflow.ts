import { randomUUID } from 'node:crypto';
import { bookingMessages, type BookingRequest } from '@portal/domain/bookings';
import { AppError, badRequest } from '../../lib/errors';
import { createWorkflow, done, step } from '../../lib/workflow';
import type { AuthorizeInput, PixInput } from '../../payments/service';
import { bookingFailure, type HoldRequest } from '../../suppliers';
import type { CampaignRow } from '../campaigns/repository';
import type { HoldRequest as PointsHoldRequest } from '../ledger/service';
import type { PaymentChanges } from './paymentChanges';
import type { FinishingRun, PurchaseAnswers } from './purchase';
import type { Quote } from './quotes';
import type { BookingRow, BookingsRepository } from './repository';
import { nothingTaken, present, recorded, type BookingSaga } from './saga';
import type { TwoFactorCodes } from './twoFactor';
import type { BookingCaller, BookingOutcome } from './types';

/** What a submission's purchase runs on: the inputs of its steps, built before the first runs. */
interface PurchaseRun extends FinishingRun {
  holds: HoldRequest[];
  authorisation: AuthorizeInput | null;
  points: PointsHoldRequest | null;
  pix: PixInput | null;
  /** Where a two-factor code goes for a guest (who has no e-mail). */
  codeTo: string | null;
  /** The card's challenge, once authorised: the member confirms the payment later. */
  challenge?: { kind: 'two_factor' | 'redirect'; redirect: string | null };
}

/** Where a guest's two-factor code goes (guests have no e-mail): the first traveller's e-mail. */
function mainTravellerEmail(body: BookingRequest): string | null {
  switch (body.type) {
    case 'FLIGHT':
      return body.passengers.find((p) => p.email)?.email ?? null;
    case 'HOTEL':
      return body.guests.flat().find((g) => g.email)?.email ?? null;
    case 'CAR':
    case 'EXPERIENCE':
      return body.passengers.find((p) => p.email)?.email ?? null;
    case 'BUS':
    case 'ENTERTAINMENT':
      return body.services[0]?.data.passengers[0]?.email ?? null;
  }
}

/**
 * The purchase of a submission as one workflow: supplier hold ↔ cancel, card authorisation ↔
 * void, points hold ↔ release, or a Pix ↔ its refund, then the last steps every paid booking
 * shares (see `finishing` in purchase.ts). A declined card, a Pix or a card challenge ends it
 * with the booking pendente, keeping what it holds; any failure gives back what it took.
 */
export function purchaseWorkflow(deps: {
  repo: BookingsRepository;
  saga: BookingSaga;
  purchase: PurchaseAnswers;
  codes: TwoFactorCodes;
  changes: PaymentChanges;
  /** When a pendente stops waiting for its payment. */
  pendingUntil: () => Date;
}) {
  const { repo, saga, purchase, codes, changes, pendingUntil } = deps;
  const { steps } = saga;

  const workflow = createWorkflow<PurchaseRun, BookingOutcome>('purchase', [
    // A supplier whose hold is the sale waits for the payment: `finishing` takes its holds.
    saga.step(steps.supplierHold, (ctx: PurchaseRun) => ctx.holds),
    saga.step(steps.cardAuthorisation, (ctx: PurchaseRun) => present(ctx.authorisation), {
      then: async (ctx, [outcome]) => {
        const { booking } = ctx.saga;
        switch (outcome?.transaction.status) {
          case 'declined':
            // The booking stays pendente with its supplier hold (none yet when the hold is the
            // sale) until bookingExpirationDate; no points are held, the balance is untouched.
            await repo.move(booking, 'declined', {
              ...recorded(ctx.saga.refs),
              expiresAt: pendingUntil(),
            });
            return done(
              await purchase.answer(booking, {
                status: 201,
                success: false,
                message: bookingMessages.declined,
              }),
            );
          case 'requires_two_factor':
            ctx.challenge = { kind: 'two_factor', redirect: null };
            return;
          case 'requires_redirect':
            ctx.challenge = { kind: 'redirect', redirect: outcome.redirectUrl };
            return;
          case 'authorized':
            return;
          default:
            throw new AppError(409, bookingMessages.declined, 'PAYMENT_FAILED');
        }
      },
    }),
    saga.step(steps.pointsHold, (ctx: PurchaseRun) => present(ctx.points)),
    // Seats and points stay held while the member pays the Pix, until it or the expiry.
    saga.step(steps.pixCharge, (ctx: PurchaseRun) => present(ctx.pix), {
      then: async ({ saga: run, pix }) => {
        await changes.awaitPayment(run.booking, pix!.expiresAt);
        return done(
          await purchase.answer(run.booking, {
            status: 201,
            success: false,
            message: bookingMessages.awaitingPix,
          }),
        );
      },
    }),
    // Awaiting the member's confirmation: points and seats stay held until it or the expiry.
    step<PurchaseRun, BookingOutcome>(
      'awaitChallenge',
      async ({ saga: run, challenge, codeTo }) => {
        const byCode = challenge!.kind === 'two_factor';
        if (byCode) await codes.send(run.booking, codeTo);
        await repo.move(run.booking, byCode ? 'awaiting_two_factor' : 'awaiting_redirect', {
          ...recorded(run.refs),
          expiresAt: pendingUntil(),
        });
        return done(
          await purchase.answer(run.booking, {
            status: 201,
            success: false,
            auth2fa: true,
            redirect: challenge!.redirect,
            message: byCode ? bookingMessages.awaitingCode : bookingMessages.awaitingRedirect,
          }),
        );
      },
      undefined,
      { when: (ctx) => ctx.challenge !== undefined },
    ),
    ...purchase.finishing,
  ]);

  return {
    /** Runs the purchase of a stored submission; every failure is given back and answered. */
    async run(
      row: BookingRow,
      body: BookingRequest,
      quote: Quote,
      caller: BookingCaller,
      campaign: CampaignRow,
    ): Promise<BookingOutcome> {
      const run = saga.start(row, nothingTaken, { submission: true, buyer: caller.kind });
      const payer = { campaignId: caller.campaignId, userId: caller.userId, kind: caller.kind };
      const { payment } = body;
      const byPix = row.cashPaidCents > 0 && payment?.method === 'pix';
      try {
        if (row.cashPaidCents > 0 && !payment)
          throw badRequest(bookingMessages.paymentRequired, 'PAYMENT_REQUIRED');
        const ctx: PurchaseRun = {
          saga: run,
          holds: saga.holdSells(row)
            ? []
            : quote.holds.map((request) => ({ ...request, holdId: randomUUID() })),
          // The card first: an invalid card costs nothing at the supplier.
          authorisation:
            payment && row.cashPaidCents > 0 && !byPix
              ? await purchase.cardAuthorisation(
                  caller,
                  row,
                  payment,
                  campaign,
                  `booking:${row.id}:payment`,
                )
              : null,
          points:
            row.pointsPaid > 0
              ? {
                  campaignId: caller.campaignId,
                  userId: caller.userId,
                  points: row.pointsPaid,
                  description: quote.description,
                  reference: row.locator,
                  idempotencyKey: `booking:${row.id}:points`,
                }
              : null,
          pix: byPix
            ? {
                payer,
                amountCents: row.cashPaidCents,
                reference: row.locator,
                idempotencyKey: `booking:${row.id}:pix`,
                expiresAt: pendingUntil(),
              }
            : null,
          codeTo: mainTravellerEmail(body),
        };
        const { result, failed } = await saga.execute(workflow, ctx);
        return (
          result ??
          (await purchase.issuedAnswer(ctx, failed, {
            remember: true,
            message: bookingMessages.issued,
            card: ctx.authorisation?.card ?? null,
          }))
        );
      } catch (error) {
        return purchase.fail(run, bookingFailure(error));
      }
    },
  };
}
