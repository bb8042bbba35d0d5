import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  BookingStatus,
  bookingCategoryOf,
  bookingMessages,
  cashToPoints,
  PENDING_BOOKING_MINUTES,
  priceWithSplit,
  type BookingPayment,
  type BookingRequest,
  type BookingSubmitResponse,
  type BookingListItem,
  type BookingsListQuery,
  type BookingView,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { AppError, badRequest, conflict } from '../../lib/errors';
import type { PaymentsService, Payer } from '../../payments/service';
import type { PaymentCard, PaymentTransaction } from '../../payments/repository';
import {
  SeatTakenError,
  SupplierConflictError,
  SupplierNotFoundError,
  SupplierTimeoutError,
  withTimeout,
  type Hold,
  type ReservationPort,
  type Suppliers,
} from '../../suppliers';
import type { CampaignsService } from '../campaigns/service';
import type { CampaignRow } from '../campaigns/repository';
import { campaignSiteOrigin, type RequestSite } from '../campaigns/site';
import { isUniqueViolation, requestHash } from '../ledger/idempotency';
import type { LedgerService } from '../ledger/service';
import type { UserKind } from '../../plugins/session';
import type { Mailer } from '../../mail/mailer';
import {
  finishedPath,
  paymentCompletion,
  type AnswerOptions,
  type ChallengeResponse,
  type SagaRefs,
} from './completion';
import { cancellableNow } from './cancellability';
import { twoFactorCodes } from './twoFactor';
import { productOf, quoteFor, type Product, type Quote } from './quotes';
import { bookingsRepository, type BookingRow, type BookingView as StoredView } from './repository';
import { couponsService } from '../coupons/service';

export interface BookingCaller {
  campaignId: number;
  userId: string;
  kind: UserKind;
  /** The site the member is on: a card's confirmation page returns there when it is the campaign's. */
  site?: RequestSite;
}

/** What the route sends: the status and body of the first answer to an idempotency key. */
export interface BookingOutcome {
  status: number;
  body: BookingSubmitResponse | { error: string; code?: string };
}

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
  /** Test hook: runs between the card authorisation and the points hold (crash-recovery tests). */
  afterPaymentAuthorized?: () => void;
}

interface IssueOptions {
  message: string;
  /** The submission's card (null when no cash is due); unknown to the later payment steps. */
  card?: PaymentCard | null;
}

const toCents = (reais: number) => Math.round(reais * 100);
const toReais = (cents: number) => cents / 100;
const LOCATOR_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newLocator = () =>
  `PB${Array.from(randomBytes(8), (b) => LOCATOR_ALPHABET[b % LOCATOR_ALPHABET.length]).join('')}`;

const timeoutError = () => new AppError(504, bookingMessages.timeout, 'TIMEOUT');

/** Supplier failures as the booking call answers them (spec 2 §8). */
function supplierFailure(error: unknown): unknown {
  if (error instanceof SupplierTimeoutError) return timeoutError();
  if (error instanceof SupplierNotFoundError)
    return conflict(bookingMessages.offerUnavailable, 'OFFER_UNAVAILABLE');
  if (error instanceof SeatTakenError) return conflict(error.message, 'SEAT_TAKEN');
  if (error instanceof SupplierConflictError) return conflict(error.message, 'SUPPLIER_CONFLICT');
  return error;
}

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

const dateTimeBr = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export function toBookingView(view: StoredView): BookingView {
  const { booking, payment, card } = view;
  return {
    type: booking.type,
    statusId: booking.statusId,
    locator: booking.locator,
    bookingCode: booking.bookingCode,
    locatorProvider: booking.bookingCode,
    bookingDate: booking.createdAt.toISOString(),
    bookingDateStr: dateTimeBr.format(booking.createdAt),
    bookingExpirationDate:
      booking.statusId === BookingStatus.PENDING && booking.expiresAt
        ? booking.expiresAt.toISOString()
        : null,
    date: booking.travelDate,
    passengers: booking.passengers,
    pointsTotalValue: booking.pointsTotal,
    cashTotalValue: toReais(booking.cashTotalCents),
    pointsPrice: booking.pointsPaid,
    cashPrice: toReais(booking.cashPaidCents),
    paymentTransaction: payment
      ? {
          status: payment.status,
          amount: toReais(payment.amountCents),
          installments: payment.installments,
          brand: card?.brand ?? null,
          last4Digits: card?.last4 ?? null,
        }
      : null,
    description: booking.description,
    details: booking.details ?? null,
  };
}

/**
 * Bookings of flights and hotels (spec 2 §3–§4, DESIGN §6–§8). A submission is re-priced from
 * the supplier, checked against the cash policy and the balance, then runs the saga
 * supplier hold → card authorisation → points hold → supplier issue → points capture and card
 * capture, compensating whatever was done when a step fails. The first answer to an
 * idempotency key is stored on the booking row and replayed.
 */
export function bookingsService(deps: BookingsDeps) {
  const { db, ledger, payments, campaigns, suppliers } = deps;
  const repo = bookingsRepository(db);
  const now = deps.now ?? (() => new Date());
  const coupons = couponsService({ db, now });
  const call = <T>(product: Product, run: (signal: AbortSignal) => Promise<T>): Promise<T> =>
    withTimeout(product, deps.supplierTimeoutMs, run).catch((error: unknown) => {
      throw supplierFailure(error);
    });
  const port = (product: Product): ReservationPort => suppliers[product];
  const codes = twoFactorCodes({ db, mailer: deps.mailer, now });

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

  async function view(id: string): Promise<BookingView> {
    const stored = await repo.viewById(id);
    if (!stored) throw new Error('booking not found');
    return toBookingView(stored);
  }

  /** Stores `fields` (none when the caller already did) and answers with the booking as it now is. */
  async function answer(
    row: BookingRow,
    fields: Partial<BookingRow>,
    response: ChallengeResponse,
    options: AnswerOptions = { remember: true },
    known?: StoredView,
  ): Promise<BookingOutcome> {
    if (Object.keys(fields).length > 0) await repo.update(row.id, fields);
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

  async function fail(
    row: BookingRow,
    error: unknown,
    options: AnswerOptions = { remember: true },
    refs?: SagaRefs,
  ): Promise<BookingOutcome> {
    const known = error instanceof AppError ? error : null;
    if (!known) deps.log?.error({ err: error, locator: row.locator }, 'booking failed');
    const status = known?.statusCode ?? 500;
    const body = {
      error: known?.message ?? 'Ocorreu algum problema, por favor, tente novamente!',
      code: known?.code ?? 'BOOKING_FAILED',
    };
    const answered = options.remember ? { responseStatus: status, responseBody: body } : {};
    await repo.update(row.id, {
      state: 'failed',
      statusId: BookingStatus.CANCELLED,
      failureReason: body.code,
      ...(refs ? recorded(refs) : {}),
      ...answered,
    });
    return { status, body };
  }

  /**
   * The card and points references a submission records with its next state change: a crash
   * before that finds them by the booking's locator (recovery.ts).
   */
  const recorded = (refs: SagaRefs): Partial<BookingRow> => ({
    paymentTransactionId: refs.transactionId,
    ledgerHoldId: refs.ledgerHoldId,
  });

  /** Gives back what a booking holds; a step that fails is logged and left for reconciliation. */
  async function undo(row: BookingRow, refs: SagaRefs): Promise<void> {
    const product = productOf(row.type);
    const steps: Array<[string, () => Promise<unknown>]> = [];
    const { ledgerHoldId, transactionId } = refs;
    if (ledgerHoldId)
      steps.push([
        'ledger release',
        () => ledger.release(ledgerHoldId, 'Reserva de pontos cancelada'),
      ]);
    if (transactionId) steps.push(['payment void', () => payments.void(transactionId)]);
    for (const holdId of refs.holdIds)
      steps.push([
        'supplier cancel',
        () => call(product, (signal) => port(product).cancel(holdId, signal)),
      ]);
    for (const [step, action] of steps) {
      try {
        await action();
      } catch (error) {
        // The booking row keeps every reference.
        deps.log?.error({ err: error, locator: row.locator, step }, 'booking compensation failed');
      }
    }
  }

  /**
   * The last steps of every paid booking (submission, two-factor, redirect, reprocess): the
   * supplier issues, then the points and the card are captured, answered 200. A supplier
   * failure is compensated here, since nothing was issued.
   */
  async function issue(
    row: BookingRow,
    refs: SagaRefs,
    options: AnswerOptions & IssueOptions,
  ): Promise<BookingOutcome> {
    const product = productOf(row.type);
    let fields: Partial<BookingRow>;
    try {
      const issued: Hold[] = [];
      for (const holdId of refs.holdIds)
        issued.push(await call(product, (signal) => port(product).issue(holdId, signal)));
      const bookingCode = (issued[0]?.holdId ?? row.id).replace(/-/g, '').slice(0, 8).toUpperCase();
      fields = {
        state: 'issued',
        statusId: BookingStatus.ISSUED,
        bookingCode,
        expiresAt: null,
        ...recorded(refs),
      };
      await repo.update(row.id, fields);
    } catch (error) {
      await undo(row, refs);
      return fail(row, supplierFailure(error), options, refs);
    }
    // Past this point the booking exists at the supplier: captures are not compensated by a
    // cancel. A failed capture leaves the hold or authorisation for reconciliation.
    let captured: PaymentTransaction | null = null;
    let known: StoredView | undefined;
    try {
      if (refs.ledgerHoldId)
        await ledger.capture(refs.ledgerHoldId, `Resgate confirmado: ${row.description}`);
      if (refs.transactionId) captured = await payments.capture(refs.transactionId);
      // The submission holds the row it wrote, its payment and its card: nothing to read back.
      if (options.card !== undefined)
        known = { booking: { ...row, ...fields }, payment: captured, card: options.card };
    } catch (error) {
      deps.log?.error(
        { err: error, locator: row.locator },
        'booking capture failed; left for reconciliation',
      );
    }
    return answer(
      row,
      {},
      { status: 200, success: true, message: options.message },
      options,
      known,
    );
  }

  async function cardFor(payer: Payer, payment: BookingPayment): Promise<PaymentCard> {
    if (payment.card) {
      const card = await payments.tokenizeCard({
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
      return card;
    }
    const saved = payment.vaultId ? await payments.savedCard(payer, payment.vaultId) : undefined;
    if (!saved) throw badRequest('Cartão salvo não encontrado.', 'CARD_NOT_FOUND');
    return saved;
  }

  /** Runs the saga for a stored submission; every failure is compensated and answered. */
  async function run(
    row: BookingRow,
    body: BookingRequest,
    quote: Quote,
    caller: BookingCaller,
    points: number,
    cashCents: number,
    campaign: CampaignRow,
  ): Promise<BookingOutcome> {
    const supplier = port(quote.product);
    const held: Hold[] = [];
    let transactionId: string | null = null;
    let ledgerHoldId: string | null = null;
    const payer: Payer = {
      campaignId: caller.campaignId,
      userId: caller.userId,
      kind: caller.kind,
    };
    const refs = (): SagaRefs => ({
      ledgerHoldId,
      transactionId,
      holdIds: held.map((h) => h.holdId),
    });
    let card: PaymentCard | null = null;

    try {
      // The card first: an invalid card costs nothing at the supplier.
      const payment = body.payment;
      if (cashCents > 0) {
        if (!payment) throw badRequest(bookingMessages.paymentRequired, 'PAYMENT_REQUIRED');
        card = await cardFor(payer, payment);
      }

      for (const request of quote.holds)
        held.push(await call(quote.product, (signal) => supplier.hold(request, signal)));
      await repo.update(row.id, { supplierHoldId: held.map((h) => h.holdId).join(',') });

      let challenge: { kind: 'two_factor' | 'redirect'; redirect: string | null } | null = null;
      if (card && payment) {
        const outcome = await payments.authorize({
          payer,
          campaignMaxInstallments: campaign.settings.maxInstallments,
          card,
          amountCents: cashCents,
          installments: payment.card?.installments ?? payment.installments,
          reference: row.locator,
          idempotencyKey: `booking:${row.id}:payment`,
          returnUrl: finishedPath(row.locator),
          returnOrigin: campaignSiteOrigin(caller.site, campaign.hosts),
        });
        transactionId = outcome.transaction.id;
        deps.afterPaymentAuthorized?.();
        const status = outcome.transaction.status;
        if (status === 'declined') {
          // Decision (docs in the report): the booking stays pendente with its supplier hold
          // until bookingExpirationDate; no points are held, the member's balance is untouched.
          return await answer(
            row,
            {
              state: 'declined',
              statusId: BookingStatus.PENDING,
              expiresAt: new Date(now().getTime() + PENDING_BOOKING_MINUTES * 60_000),
              ...recorded(refs()),
            },
            { status: 201, success: false, message: bookingMessages.declined },
          );
        }
        if (status === 'requires_two_factor') challenge = { kind: 'two_factor', redirect: null };
        else if (status === 'requires_redirect')
          challenge = { kind: 'redirect', redirect: outcome.redirectUrl };
        else if (status !== 'authorized')
          throw new AppError(409, bookingMessages.declined, 'PAYMENT_FAILED');
      }

      if (points > 0) {
        const hold = await ledger.hold({
          campaignId: caller.campaignId,
          userId: caller.userId,
          points,
          description: quote.description,
          reference: row.locator,
          idempotencyKey: `booking:${row.id}:points`,
        });
        ledgerHoldId = hold.hold.id;
      }

      if (challenge) {
        // Awaiting the member's confirmation: points and seats stay held until it or the expiry.
        if (challenge.kind === 'two_factor') await codes.send(row, mainTravellerEmail(body));
        return await answer(
          row,
          {
            state: challenge.kind === 'two_factor' ? 'awaiting_two_factor' : 'awaiting_redirect',
            statusId: BookingStatus.PENDING,
            expiresAt: new Date(now().getTime() + PENDING_BOOKING_MINUTES * 60_000),
            ...recorded(refs()),
          },
          {
            status: 201,
            success: false,
            auth2fa: true,
            redirect: challenge.redirect,
            message:
              challenge.kind === 'two_factor'
                ? bookingMessages.awaitingCode
                : bookingMessages.awaitingRedirect,
          },
        );
      }
    } catch (error) {
      await undo(row, refs());
      return fail(row, supplierFailure(error), { remember: true }, refs());
    }
    return issue(row, refs(), { remember: true, message: bookingMessages.issued, card });
  }

  const completion = paymentCompletion({
    repo,
    payments,
    ledger,
    campaigns,
    codes,
    now,
    log: deps.log,
    saga: { answer, issue, undo, cardFor, view },
  });

  return {
    async submit(
      caller: BookingCaller,
      idempotencyKey: string,
      body: BookingRequest,
    ): Promise<BookingOutcome> {
      const hash = submissionFingerprint(body);
      const existing = await repo.byKey(caller.userId, idempotencyKey);
      if (existing) return replay(existing, hash);

      const campaign = await campaigns.get(caller.campaignId);
      // Before the supplier call: a refused coupon costs nothing.
      const coupon = body.couponCode
        ? await coupons.validateForBooking(campaign, body.couponCode, bookingCategoryOf(body.type))
        : null;
      const quote = await quoteFor(body, {
        suppliers,
        call,
        advanceDaysExperience: campaign.settings.advanceDaysExperience,
        now,
      });
      const markup = campaign.settings.pointsMarkup[quote.product];
      const total = {
        points: cashToPoints(quote.totalCents, campaign.conversionRate, markup),
        cash: quote.totalCents,
      };
      if (body.pointsTotalValue !== total.points || toCents(body.cashTotalValue) !== total.cash) {
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
      if (toCents(body.cashPrice) !== split.payment.cash)
        throw conflict(bookingMessages.priceChanged, 'PRICE_CHANGED');

      let row: BookingRow;
      try {
        row = await repo.insert({
          locator: newLocator(),
          campaignId: caller.campaignId,
          userId: caller.userId,
          type: body.type,
          statusId: BookingStatus.PENDING,
          state: 'processing',
          supplierRef: quote.holds.map((h) => h.ref).join(','),
          pointsTotal: total.points,
          cashTotalCents: total.cash,
          pointsPaid: split.payment.points,
          cashPaidCents: split.payment.cash,
          travelDate: quote.travelDate,
          description: quote.description,
          passengers: quote.passengers,
          details: quote.details,
          cancellationDays: quote.cancellationDays ?? null,
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
          return fail(row, error);
        }
      }
      return run(row, body, quote, caller, split.payment.points, split.payment.cash, campaign);
    },

    /**
     * Expires the unpaid pendentes (status 3) and gives back what they held: the points hold,
     * the card authorisation and the supplier's seats or rooms. Safe on several instances.
     */
    async expirePending(): Promise<number> {
      const expired = await repo.claimExpired(now());
      for (const row of expired) {
        const product = productOf(row.type);
        const steps: Array<[string, () => Promise<unknown>]> = [];
        const { ledgerHoldId, paymentTransactionId } = row;
        if (ledgerHoldId)
          steps.push([
            'ledger release',
            () => ledger.release(ledgerHoldId, 'Reserva expirada: pontos devolvidos'),
          ]);
        if (paymentTransactionId && row.state !== 'declined')
          steps.push(['payment void', () => payments.void(paymentTransactionId)]);
        for (const holdId of (row.supplierHoldId ?? '').split(',').filter(Boolean)) {
          steps.push([
            'supplier cancel',
            () => call(product, (signal) => port(product).cancel(holdId, signal)),
          ]);
        }
        for (const [step, undo] of steps) {
          try {
            await undo();
          } catch (error) {
            deps.log?.error(
              { err: error, locator: row.locator, step },
              'expiring a pendente booking failed',
            );
          }
        }
      }
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
  };
}
export type BookingsService = ReturnType<typeof bookingsService>;
