import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { productOf } from '@portal/domain/products';
import { brlToCents, cashToPoints } from '@portal/domain/money';
import {
  bookingMessages,
  PENDING_BOOKING_MINUTES,
  type BookingRequest,
  type BookingListItem,
  type BookingsListQuery,
} from '@portal/domain/bookings';
import {
  guestsMayBuy,
  priceWithSplit,
  noFlightMarkup,
  type FlightMarkup,
} from '@portal/domain/pricing';
import type { Db } from '../../db/client';
import { conflict } from '../../lib/errors';
import type { PaymentsService } from '../../payments/service';
import type { Suppliers } from '../../suppliers';
import type { CampaignRow } from '../campaigns/repository';
import type { CampaignsService } from '../campaigns/service';
import { isUniqueViolation } from '../../lib/pgErrors';
import { requestHash } from '../../lib/requestHash';
import type { LedgerService } from '../ledger/service';
import type { Mailer } from '../../mail/mailer';
import { cancellableNow } from './cancellability';
import { couponsService } from '../coupons/service';
import { toBookingView } from './bookingView';
import { paymentCompletion } from './completion';
import { paymentChanges } from './paymentChanges';
import { purchaseAnswers, type PurchaseDeps } from './purchase';
import { purchaseWorkflow } from './purchaseWorkflow';
import { quoteFor } from './quotes';
import { bookingsRepository, type BookingRow } from './repository';
import { bookingSaga, refsOf, type SagaDeps } from './saga';
import { twoFactorCodes } from './twoFactor';
import type { BookingCaller, BookingOutcome } from './types';

export interface BookingsDeps {
  db: Db;
  ledger: LedgerService;
  payments: PaymentsService;
  campaigns: CampaignsService;
  suppliers: Suppliers;
  /** Deadline of one supplier call. */
  supplierTimeoutMs: number;
  /** Sends the two-factor codes. */
  mailer: Mailer;
  log?: FastifyBaseLogger;
  now?: () => Date;
  /** Runs once each step of a booking is done and recorded (the crash-recovery test ends the process there). */
  afterStep?: SagaDeps['afterStep'];
  /**
   * The campaign and its markup on flights, read together; unset, the campaign from `campaigns`
   * and no markup.
   */
  campaignWithFlightMarkup?: (
    campaignId: number,
  ) => Promise<{ campaign: CampaignRow; flightMarkup: FlightMarkup }>;
  /** Told how a pendente booking completed by a later step (code, bank page, reprocess, Pix) ended. */
  onCompleted?: PurchaseDeps['onCompleted'];
}

const LOCATOR_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newLocator = () =>
  `PB${Array.from(randomBytes(8), (b) => LOCATOR_ALPHABET[b % LOCATOR_ALPHABET.length]).join('')}`;

/**
 * The fingerprint of a submission for its idempotency key. The card travels in it only as
 * last 4 digits, expiry and holder: neither the number nor a hash of it is ever stored.
 */
export function submissionFingerprint(body: BookingRequest): string {
  const card = body.payment?.card;
  const payment = body.payment
    ? {
        ...body.payment,
        card: card
          ? {
              last4: card.cardNumber.replace(/\D/g, '').slice(-4),
              expiry: card.cardExpirationDate,
              holder: card.holder,
              installments: card.installments,
            }
          : undefined,
      }
    : undefined;
  return requestHash({ ...body, payment });
}

/**
 * Bookings of flights and hotels. A submission is re-priced from
 * the supplier, checked against the cash policy and the balance, then runs the saga
 * supplier hold → card authorisation → points hold → supplier issue → points capture and card
 * capture, compensating whatever was done when a step fails. A supplier whose hold is the
 * sale (Duffel's paid order) is held last, once the card is authorised and the points held. The first answer to an
 * idempotency key is stored on the booking row and replayed.
 */
export function bookingsService(deps: BookingsDeps) {
  const { db, ledger, payments, campaigns, suppliers } = deps;
  const repo = bookingsRepository(db);
  const now = deps.now ?? (() => new Date());
  const coupons = couponsService({ db, now });
  const saga = bookingSaga({
    repo,
    ledger,
    payments,
    suppliers,
    supplierTimeoutMs: deps.supplierTimeoutMs,
    log: deps.log,
    afterStep: deps.afterStep,
  });
  const purchase = purchaseAnswers({
    repo,
    payments,
    saga,
    log: deps.log,
    onCompleted: deps.onCompleted,
  });
  const codes = twoFactorCodes({ db, mailer: deps.mailer, now });
  const changes = paymentChanges({ repo, payments, saga, purchase, now, log: deps.log });
  const purchases = purchaseWorkflow({
    repo,
    saga,
    purchase,
    codes,
    changes,
    // How long a pendente waits for its payment.
    pendingUntil: () => new Date(now().getTime() + PENDING_BOOKING_MINUTES * 60_000),
  });

  function replay(existing: BookingRow, hash: string): BookingOutcome {
    if (existing.requestHash !== hash)
      throw conflict(bookingMessages.idempotencyMismatch, 'IDEMPOTENCY_MISMATCH');
    if (existing.responseStatus === null || existing.responseBody === null)
      throw conflict(bookingMessages.inProgress, 'IN_PROGRESS');
    return {
      status: existing.responseStatus,
      body: existing.responseBody as BookingOutcome['body'],
    };
  }

  /**
   * A submission priced as the checkout must charge it: the campaign, the coupon, the supplier's
   * quote, the total and its split between points and cash; a refusal throws.
   */
  async function price(caller: BookingCaller, body: BookingRequest) {
    const { campaign, flightMarkup } = deps.campaignWithFlightMarkup
      ? await deps.campaignWithFlightMarkup(caller.campaignId)
      : { campaign: await campaigns.get(caller.campaignId), flightMarkup: noFlightMarkup };
    // Before the supplier call: a refused coupon costs nothing.
    const coupon = body.couponCode
      ? await coupons.validateForBooking(campaign, body.couponCode, productOf(body.type))
      : null;
    const quote = await quoteFor(body, {
      suppliers,
      call: saga.call,
      advanceDaysExperience: campaign.settings.advanceDaysExperience,
      flightMarkup: body.type === 'FLIGHT' ? flightMarkup : noFlightMarkup,
      now,
    });
    const markup = campaign.settings.pointsMarkup[quote.product];
    const total = {
      points: cashToPoints(quote.totalCents, campaign.conversionRate, markup),
      cash: quote.totalCents,
    };
    if (body.pointsTotalValue !== total.points || brlToCents(body.cashTotalValue) !== total.cash) {
      throw conflict(bookingMessages.priceChanged, 'PRICE_CHANGED');
    }
    const member = caller.kind === 'member';
    // Guests and voucher users pay cash only.
    const policy = member
      ? {
          acceptCashPayment: campaign.settings.acceptCashPayment,
          cashPaymentPercentage: campaign.settings.cashPaymentPercentage,
        }
      : { acceptCashPayment: true, cashPaymentPercentage: 100 };
    if (!member && !guestsMayBuy(campaign.settings))
      throw conflict(bookingMessages.guestsCannotBuy, 'GUESTS_CANNOT_BUY');
    if (!member && body.pointsPrice > 0)
      throw conflict(bookingMessages.insufficientPoints, 'INSUFFICIENT_POINTS');
    const balance = member ? await ledger.balance(caller.campaignId, caller.userId) : null;
    const split = priceWithSplit({
      total,
      category: quote.product,
      coupon: coupon?.rule ?? null,
      chosenPoints: body.pointsPrice,
      policy,
      balance,
    });
    if (!split.ok) {
      switch (split.reason) {
        case 'BELOW_MINIMUM':
          throw conflict(
            policy.acceptCashPayment
              ? bookingMessages.belowMinimum(split.minimumPoints)
              : bookingMessages.cashNotAccepted,
            'BELOW_MINIMUM',
          );
        case 'ABOVE_BALANCE':
          throw conflict(bookingMessages.insufficientPoints, 'INSUFFICIENT_POINTS');
        default:
          throw conflict(bookingMessages.aboveTotal, 'ABOVE_TOTAL');
      }
    }
    // The client's cash part must be the server's: a different one is a stale or forged price.
    if (brlToCents(body.cashPrice) !== split.payment.cash)
      throw conflict(bookingMessages.priceChanged, 'PRICE_CHANGED');
    return { campaign, coupon, quote, total, split };
  }
  type Priced = Awaited<ReturnType<typeof price>>;

  const completion = paymentCompletion({
    repo,
    payments,
    campaigns,
    codes,
    now,
    log: deps.log,
    saga,
    purchase,
  });

  return {
    async submit(
      caller: BookingCaller,
      idempotencyKey: string,
      body: BookingRequest,
    ): Promise<BookingOutcome> {
      const hash = submissionFingerprint(body);
      // A fresh key, the usual case, is told apart by the booking's insert, which a used key
      // fails; a used key whose purchase would now be refused is looked up here. Either way a
      // used key answers its replay, as a read before the pricing did, one round trip fewer.
      let priced: Priced;
      try {
        priced = await price(caller, body);
      } catch (error) {
        const existing = await repo.byKey(caller.userId, idempotencyKey);
        if (existing) return replay(existing, hash);
        throw error;
      }
      const { campaign, coupon, quote, total, split } = priced;

      let row: BookingRow;
      try {
        row = await repo.insert({
          locator: newLocator(),
          campaignId: caller.campaignId,
          userId: caller.userId,
          type: body.type,
          supplierRefs: quote.holds.map((h) => h.ref),
          pointsTotal: total.points,
          cashTotalCents: total.cash,
          pointsPaid: split.payment.points,
          cashPaidCents: split.payment.cash,
          travelDate: quote.travelDate,
          description: quote.description,
          passengers: quote.passengers,
          details: quote.details,
          cancellationDays: quote.cancellationDays ?? null,
          supplierPrice: quote.supplierPrice ?? null,
          pendingHolds: saga.holdSells({ type: body.type })
            ? quote.holds.map((request) => ({ ...request, holdId: randomUUID() }))
            : null,
          idempotencyKey,
          requestHash: hash,
        });
      } catch (error) {
        const raced = isUniqueViolation(error)
          ? await repo.byKey(caller.userId, idempotencyKey)
          : undefined;
        if (raced) return replay(raced, hash);
        throw error;
      }
      if (coupon && split.discount) {
        // Claimed with the booking row; a failed or expired booking stops counting against the limit.
        try {
          await coupons.recordUsage({
            coupon,
            bookingId: row.id,
            userId: caller.userId,
            discount: split.discount,
          });
        } catch (error) {
          return purchase.fail(saga.start(row), error);
        }
      }
      return purchases.run(row, body, quote, caller, campaign);
    },

    /**
     * Expires the unpaid pendentes (status 3) and gives back what they held: the points hold,
     * the card authorisation and the supplier's seats or rooms. Safe on several instances.
     */
    async expirePending(): Promise<number> {
      const expired = await repo.claimExpired(now());
      for (const row of expired)
        await saga.undo(row, refsOf(row), 'Reserva expirada: pontos devolvidos');
      return expired.length;
    },
    async list(caller: BookingCaller, query: BookingsListQuery): Promise<BookingListItem[]> {
      const rows = await repo.list(caller.campaignId, caller.userId, query.type, query.limit);
      const at = now();
      return rows.map((row) => ({
        ...toBookingView(row),
        cancellable: cancellableNow(row.booking, at),
      }));
    },
    ...completion,
    /** What the gateway reports on a booking's payment (Pix paid or expired, 3-D Secure refused). */
    paymentChanged: changes.paymentChanged,
  };
}
export type BookingsService = ReturnType<typeof bookingsService>;
