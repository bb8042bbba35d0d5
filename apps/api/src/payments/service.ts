import { randomUUID } from 'node:crypto';
import { accountMessages } from '@portal/domain/users';
import {
  cardMessages,
  checkCard,
  isInstallmentsAllowed,
  type CardInput,
  type PayerKind,
  type SavedCard,
} from '@portal/domain/payments';
import type { Db } from '../db/client';
import { AppError, badRequest, conflict, notFound } from '../lib/errors';
import { isUniqueViolation } from '../lib/pgErrors';
import { requestHash } from '../lib/requestHash';
import {
  GatewayDeclinedError,
  GatewayError,
  GatewayTimeoutError,
  type GatewayEvent,
  type GatewayPaymentState,
  type PaymentGateway,
} from './gateway';
import {
  isVoidable,
  paymentsRepository,
  type PaymentCard,
  type PaymentTransaction,
  type TransactionStatus,
} from './repository';

export const paymentMessages = {
  timeout: 'Tempo expirou, tente novamente!',
  invalidCard: cardMessages.invalid,
  invalidInstallments: 'Número de parcelas inválido.',
  installmentsNotForCard:
    'Parcelamento disponível apenas para cartões emitidos no Brasil. Escolha pagamento à vista ou outro cartão.',
  cardNotFound: accountMessages.cardNotFound,
  transactionNotFound: 'Pagamento não encontrado.',
  invalidState: 'Este pagamento não permite esta operação.',
  refundTooLarge: 'O estorno é maior que o valor capturado.',
  idempotencyMismatch: 'Esta chave de idempotência já foi usada com outros dados.',
  invalidAmount: 'Valor de pagamento inválido.',
  cardNotAccepted: 'Cartão não aceito. Verifique os dados ou use outro cartão.',
} as const;

export const gatewayTimeout = () => new AppError(504, paymentMessages.timeout, 'GATEWAY_TIMEOUT');

export interface Payer {
  campaignId: number;
  userId: string;
  kind: PayerKind;
}

export interface AuthorizeInput {
  payer: Payer;
  campaignMaxInstallments: number;
  /** The payer's card as the vault keeps it (tokenizeCard, savedCard or payerCard). */
  card: PaymentCard;
  amountCents: number;
  installments: number;
  reference: string;
  idempotencyKey: string;
  /** A path of this portal the gateway's confirmation page returns to. */
  returnUrl?: string;
  /**
   * The site (scheme, host and port) the payer is on, checked by the caller against the
   * campaign's own hosts: the confirmation page and the return stay there, with its session.
   */
  returnOrigin?: string;
}

export interface PixInput {
  payer: Payer;
  amountCents: number;
  reference: string;
  idempotencyKey: string;
  /** When the Pix stops being payable (the booking's own expiry). */
  expiresAt: Date;
}

export interface AuthorizeOutcome {
  transaction: PaymentTransaction;
  /** The gateway's confirmation page, when the card asks for it. */
  redirectUrl: string | null;
  replayed: boolean;
}

/** An http(s) origin exactly (no path, no credentials), or undefined. */
function safeOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value
      ? value
      : undefined;
  } catch {
    return undefined;
  }
}

/** The site a stored return address belongs to, when it was given one. */
const originOf = (returnUrl: string | null): string | undefined =>
  returnUrl && !returnUrl.startsWith('/') ? new URL(returnUrl).origin : undefined;

/** Only a path of this portal: the confirmation page never redirects to another site. */
export function safeReturnPath(value: string | undefined | null): string {
  if (
    !value ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.includes('\\') ||
    /[\r\n]/.test(value)
  )
    return '/busca/finalizado';
  return value;
}

export const toSavedCard = (card: PaymentCard): SavedCard => ({
  id: card.id,
  brand: card.brand,
  last4Digits: card.last4,
  vaultId: card.vaultToken,
  holder: card.holder,
  expiry:
    card.expiryMonth && card.expiryYear
      ? `${String(card.expiryMonth).padStart(2, '0')}/${card.expiryYear}`
      : null,
});

/** Told when the gateway's confirmation page authorised a payment, after it is recorded. */
export type RedirectCompletedListener = (transaction: PaymentTransaction) => Promise<void>;

/**
 * What the gateway reported changed a payment: the payer paid (a Pix), the payment was
 * cancelled or expired, declined after its challenge, or disputed.
 */
export type PaymentChange = 'succeeded' | 'canceled' | 'declined' | 'disputed';
export type PaymentChangeListener = (
  transaction: PaymentTransaction,
  change: PaymentChange,
) => Promise<void>;

/** Statuses whose outcome the gateway has still to give. */
const openStatuses: readonly TransactionStatus[] = [
  'pending',
  'unknown',
  'awaiting_payment',
  'requires_two_factor',
  'requires_redirect',
];

/**
 * The state machine of a payment under the gateway's reports, whatever their order: the status
 * a transaction moves to, or null when the report changes nothing (a repeated or late event).
 * A payment taken after it was given up (a Pix paid once its booking expired) is recorded as
 * captured: the listeners give the money back.
 */
export function nextStatus(
  current: TransactionStatus,
  reported: GatewayPaymentState,
): TransactionStatus | null {
  switch (reported.status) {
    case 'awaiting_payer':
      return null;
    case 'authorized':
      return openStatuses.includes(current) ? 'authorized' : null;
    case 'succeeded':
      return current === 'captured' || current === 'refunded' ? null : 'captured';
    case 'declined':
      return openStatuses.includes(current) ? 'declined' : null;
    case 'canceled':
      return openStatuses.includes(current) || current === 'authorized' ? 'voided' : null;
  }
}

type CardValues = Parameters<ReturnType<typeof paymentsRepository>['insertCard']>[0];

/**
 * Card payments over the gateway port. Card numbers and security codes pass
 * through memory to the gateway's vault and are never stored or logged: only the vault token,
 * the brand and the last four digits are kept.
 */
export function paymentsService(deps: {
  db: Db;
  gateway: PaymentGateway;
  confirmationUrl: (transactionId: string, origin?: string) => string;
  /** Where the gateway's own 3-D Secure page sends the browser back, on the payer's site. */
  gatewayReturnUrl: (transactionId: string, origin?: string) => string;
  now?: () => Date;
}) {
  const { db, gateway } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = paymentsRepository(db);
  const redirectListeners: RedirectCompletedListener[] = [];
  const changeListeners: PaymentChangeListener[] = [];

  async function tell(transaction: PaymentTransaction, change: PaymentChange): Promise<void> {
    for (const listener of changeListeners) await listener(transaction, change);
  }

  /**
   * Applies what the gateway reports of a transaction through the state machine, under its row
   * lock; tells the listeners what changed. A payment whose caller was told it failed (the call
   * timed out) is undone at the gateway once its outcome is known.
   */
  async function applyReport(
    transactionId: string,
    reported: GatewayPaymentState,
    gatewayReference: string,
  ): Promise<PaymentTransaction> {
    const { transaction, changed, wasUnknown } = await transition(
      transactionId,
      async (current, repository) => {
        const status = nextStatus(current.status, reported);
        if (!status) return { transaction: current, changed: false, wasUnknown: false };
        const updated = await repository.updateTransaction(current.id, {
          status,
          gatewayReference: current.gatewayReference ?? gatewayReference,
          ...(reported.status === 'succeeded' ? { capturedCents: reported.amountCents } : {}),
          ...(reported.status === 'declined' ? { declineReason: reported.reason } : {}),
        });
        return { transaction: updated, changed: true, wasUnknown: current.status === 'unknown' };
      },
    );
    if (!changed) return transaction;
    if (wasUnknown) {
      if (transaction.status === 'authorized') return service.void(transaction.id);
      if (transaction.status === 'captured')
        return service.refund(
          transaction.id,
          transaction.capturedCents - transaction.refundedCents,
        );
      return transaction;
    }
    if (transaction.status === 'captured') await tell(transaction, 'succeeded');
    else if (transaction.status === 'voided') await tell(transaction, 'canceled');
    else if (transaction.status === 'declined') await tell(transaction, 'declined');
    return transaction;
  }

  /** Runs a state change under a row lock on the transaction. */
  async function transition<T>(
    id: string,
    change: (
      tx: PaymentTransaction,
      repository: ReturnType<typeof paymentsRepository>,
    ) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (dbTx) => {
      const repository = paymentsRepository(dbTx);
      const transaction = await repository.transactionById(id, true);
      if (!transaction)
        throw notFound(paymentMessages.transactionNotFound, 'TRANSACTION_NOT_FOUND');
      return change(transaction, repository);
    });
  }

  const ownedBy = (payer: Payer, card: PaymentCard | undefined): PaymentCard => {
    if (!card || card.userId !== payer.userId || card.campaignId !== payer.campaignId)
      throw notFound(paymentMessages.cardNotFound, 'CARD_NOT_FOUND');
    return card;
  };

  const withTimeout = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (error instanceof GatewayTimeoutError) throw gatewayTimeout();
      throw error;
    }
  };

  /**
   * A gateway call that may have taken the money when it times out: the transaction is left
   * `unknown`, and the reconciliation asks the gateway and undoes what it finds.
   */
  const leftUnknownOnTimeout = async <T>(
    transactionId: string,
    call: () => Promise<T>,
  ): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof GatewayTimeoutError)) throw error;
      await repo.updateTransaction(transactionId, {
        status: 'unknown',
        declineReason: 'gateway_timeout',
      });
      throw gatewayTimeout();
    }
  };

  /** A card the gateway refuses to vault (unknown, brand not accepted, card data in Stripe mode): 422. */
  const notAccepted = <T>(call: () => Promise<T>): Promise<T> =>
    withTimeout(call).catch((error: unknown) => {
      if (error instanceof GatewayError)
        throw new AppError(422, paymentMessages.cardNotAccepted, 'CARD_NOT_ACCEPTED');
      throw error;
    });

  /** Stores the card the gateway vaulted for `payer`: its token, brand and last 4, and `rest`. */
  const keepVaulted = (
    payer: Payer,
    vaulted: Pick<CardValues, 'vaultToken' | 'brand' | 'last4'>,
    rest: Omit<CardValues, 'campaignId' | 'userId' | 'vaultToken' | 'brand' | 'last4'>,
  ) =>
    repo.insertCard({
      campaignId: payer.campaignId,
      userId: payer.userId,
      vaultToken: vaulted.vaultToken,
      brand: vaulted.brand,
      last4: vaulted.last4,
      ...rest,
    });

  /**
   * Members keep cards for later with the sandbox's vault only: Stripe mode offers none (a
   * PaymentMethod attached to no Stripe Customer serves one payment; docs/decisions.md).
   */
  const keepsCards = (payer: Payer) => payer.kind === 'member' && gateway.name === 'sandbox';

  const service = {
    gatewayName: gateway.name,

    /** The card check of `validate-credit-card`: brand, length, Luhn, expiry, security code. */
    validateCard(card: CardInput, now: Date = new Date()): boolean {
      return checkCard(card, now).valid;
    },

    /** Sends the card to the gateway's vault; keeps the token, brand and last 4 digits. */
    async tokenizeCard(input: {
      payer: Payer;
      card: CardInput;
      save: boolean;
    }): Promise<PaymentCard> {
      const check = checkCard(input.card);
      if (!check.valid) throw new AppError(422, paymentMessages.invalidCard, 'INVALID_CARD');
      const vaulted = await notAccepted(() =>
        gateway.tokenize({
          number: input.card.cardNumber,
          expiryMonth: check.expiry.month,
          expiryYear: check.expiry.year,
          securityCode: input.card.cardSecurityCode,
          holder: input.card.holder,
        }),
      );
      return keepVaulted(input.payer, vaulted, {
        holder: input.card.holder.trim(),
        expiryMonth: check.expiry.month,
        expiryYear: check.expiry.year,
        // Only members keep cards for later; a guest's card serves one purchase.
        saved: input.save && input.payer.kind === 'member',
      });
    },

    /**
     * A card collected by the gateway's own form in the browser (Stripe's Payment Element): we
     * receive its id only, and keep what the gateway tells of it (brand, last 4, expiry).
     */
    async vaultPaymentMethod(input: {
      payer: Payer;
      paymentMethodId: string;
    }): Promise<PaymentCard> {
      const vaulted = await notAccepted(() => gateway.vaultPaymentMethod(input.paymentMethodId));
      const known = await repo.cardByVaultToken(vaulted.vaultToken);
      if (known) return ownedBy(input.payer, known);
      return keepVaulted(input.payer, vaulted, {
        holder: vaulted.holder?.trim() || null,
        expiryMonth: vaulted.expiryMonth ?? null,
        expiryYear: vaulted.expiryYear ?? null,
        country: vaulted.country ?? null,
        saved: false,
      });
    },

    async savedCards(payer: Payer): Promise<SavedCard[]> {
      if (!keepsCards(payer)) return [];
      return (await repo.savedCards(payer.campaignId, payer.userId)).map(toSavedCard);
    },

    /**
     * Takes a saved card off the member's list, or 404 when it is not theirs. The row stays,
     * unsaved, because earlier payments name it; an unsaved card can no longer be paid with.
     */
    async forgetSavedCard(payer: Payer, cardId: string): Promise<void> {
      const forgotten =
        payer.kind === 'member' &&
        (await repo.forgetSavedCard(payer.campaignId, payer.userId, cardId));
      if (!forgotten) throw notFound(paymentMessages.cardNotFound, 'CARD_NOT_FOUND');
    },

    /** A member's saved card by its vault id. */
    async savedCard(payer: Payer, vaultId: string): Promise<PaymentCard | undefined> {
      if (!keepsCards(payer)) return undefined;
      return (await repo.savedCards(payer.campaignId, payer.userId)).find(
        (card) => card.vaultToken === vaultId,
      );
    },

    /** A card of this payer (saved or one-off), or 404: nobody pays with another's card. */
    async payerCard(payer: Payer, cardId: string): Promise<PaymentCard> {
      return ownedBy(payer, await repo.cardById(cardId));
    },

    /**
     * Authorises a card payment, idempotent by key. The transaction is recorded (pending)
     * before the gateway is called, so a crash leaves a trace to reconcile. A gateway timeout
     * marks it failed, asks the gateway to void whatever it may have done, and answers 504.
     */
    async authorize(input: AuthorizeInput): Promise<AuthorizeOutcome> {
      if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0)
        throw badRequest(paymentMessages.invalidAmount, 'INVALID_AMOUNT');
      if (
        !isInstallmentsAllowed(input.installments, input.payer.kind, input.campaignMaxInstallments)
      ) {
        throw badRequest(paymentMessages.invalidInstallments, 'INVALID_INSTALLMENTS');
      }
      const origin = safeOrigin(input.returnOrigin);
      const returnUrl = `${origin ?? ''}${safeReturnPath(input.returnUrl)}`;
      const hash = requestHash({
        ...input,
        returnOrigin: origin,
        returnUrl,
        idempotencyKey: undefined,
      });
      const replay = (existing: PaymentTransaction): AuthorizeOutcome => {
        if (existing.requestHash !== hash)
          throw conflict(paymentMessages.idempotencyMismatch, 'IDEMPOTENCY_MISMATCH');
        return {
          transaction: existing,
          redirectUrl:
            existing.status === 'requires_redirect'
              ? (existing.redirectUrl ?? deps.confirmationUrl(existing.id, origin))
              : null,
          replayed: true,
        };
      };
      const card = ownedBy(input.payer, input.card);
      if (
        input.installments > 1 &&
        gateway.installmentsCountry &&
        card.country !== gateway.installmentsCountry
      )
        throw new AppError(
          422,
          paymentMessages.installmentsNotForCard,
          'INSTALLMENTS_NOT_AVAILABLE',
        );
      let transaction: PaymentTransaction;
      try {
        transaction = await repo.insertTransaction({
          id: randomUUID(),
          campaignId: input.payer.campaignId,
          userId: input.payer.userId,
          cardId: card.id,
          reference: input.reference,
          amountCents: input.amountCents,
          installments: input.installments,
          status: 'pending',
          returnUrl,
          idempotencyKey: input.idempotencyKey,
          requestHash: hash,
        });
      } catch (error) {
        // A repeated key (a retry, or a concurrent twin) meets the unique index: answer the first.
        const earlier = isUniqueViolation(error)
          ? await repo.transactionByKey(input.idempotencyKey)
          : undefined;
        if (earlier) return replay(earlier);
        throw error;
      }
      const result = await leftUnknownOnTimeout(transaction.id, () =>
        gateway.authorize({
          vaultToken: card.vaultToken,
          amountCents: input.amountCents,
          installments: input.installments,
          transactionId: transaction.id,
          returnUrl: deps.gatewayReturnUrl(transaction.id, origin),
        }),
      );
      // The sandbox's confirmation page is served on the payer's site when it is known; a real
      // gateway's is the issuer's own page.
      const redirectUrl =
        result.status === 'requires_redirect'
          ? origin && gateway.name === 'sandbox'
            ? deps.confirmationUrl(transaction.id, origin)
            : result.redirectUrl
          : null;
      transaction = await repo.updateTransaction(transaction.id, {
        status: result.status,
        gatewayReference: result.gatewayReference,
        declineReason: result.status === 'declined' ? result.reason : null,
        redirectUrl: gateway.name === 'sandbox' ? null : redirectUrl,
      });
      return { transaction, redirectUrl, replayed: false };
    },

    /**
     * The member confirmed the payment (two-factor code checked by the caller, or the gateway's
     * page). A redirect confirmation is then told to the listeners, the way a real gateway's
     * notification would be: whoever owns the payment's reference finishes its purchase.
     */
    async completeChallenge(
      transactionId: string,
      kind: 'two_factor' | 'redirect',
    ): Promise<PaymentTransaction> {
      const completed = await transition(transactionId, async (transaction, repository) => {
        if (transaction.status === 'authorized' || transaction.status === 'captured')
          return transaction;
        const expected = kind === 'two_factor' ? 'requires_two_factor' : 'requires_redirect';
        if (transaction.status !== expected || !transaction.gatewayReference)
          throw conflict(paymentMessages.invalidState, 'INVALID_PAYMENT_STATE');
        const reference = transaction.gatewayReference;
        try {
          await withTimeout(() => gateway.completeChallenge(reference));
        } catch (error) {
          if (!(error instanceof GatewayDeclinedError)) throw error;
          return repository.updateTransaction(transaction.id, {
            status: 'declined',
            declineReason: error.reason,
          });
        }
        return repository.updateTransaction(transaction.id, { status: 'authorized' });
      });
      if (completed.status === 'declined') await tell(completed, 'declined');
      else if (kind === 'redirect')
        for (const listener of redirectListeners) await listener(completed);
      return completed;
    },

    /** A webhook request of the gateway, its signature verified (GatewaySignatureError otherwise). */
    parseEvent(rawBody: Buffer, signature: string | undefined): GatewayEvent {
      return gateway.parseEvent(rawBody, signature);
    },

    /** Subscribes to what the gateway reports (webhooks, reconciliation); listeners handle their own failures. */
    onPaymentChange(listener: PaymentChangeListener): void {
      changeListeners.push(listener);
    },

    /**
     * A Pix charge of the cash part, idempotent by key: recorded before the gateway is asked,
     * then awaiting the payer with its code until `expiresAt`.
     */
    async createPix(input: PixInput): Promise<PaymentTransaction> {
      if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0)
        throw badRequest(paymentMessages.invalidAmount, 'INVALID_AMOUNT');
      const earlier = await repo.transactionByKey(input.idempotencyKey);
      if (earlier) return earlier;
      const transaction = await repo.insertTransaction({
        id: randomUUID(),
        campaignId: input.payer.campaignId,
        userId: input.payer.userId,
        method: 'pix',
        reference: input.reference,
        amountCents: input.amountCents,
        installments: 1,
        status: 'pending',
        idempotencyKey: input.idempotencyKey,
        requestHash: requestHash({ ...input, idempotencyKey: undefined }),
      });
      const charge = await leftUnknownOnTimeout(transaction.id, () =>
        gateway.createPix({
          amountCents: input.amountCents,
          transactionId: transaction.id,
          expiresAt: input.expiresAt,
        }),
      );
      return repo.updateTransaction(transaction.id, {
        status: 'awaiting_payment',
        gatewayReference: charge.gatewayReference,
        pix: {
          code: charge.code,
          imageUrl: charge.imageUrl,
          expiresAt: charge.expiresAt.toISOString(),
        },
      });
    },

    /**
     * One notification of the gateway (already verified by the route): handled once by its id,
     * then applied through the state machine. Answers whether it was new.
     */
    async handleEvent(event: GatewayEvent): Promise<boolean> {
      if (!(await repo.recordEvent(event.id, event.type))) return false;
      if (event.kind === 'ignored') return true;
      const transaction =
        (await repo.transactionByGatewayReference(event.gatewayReference)) ??
        (event.kind === 'payment' && event.transactionId
          ? await repo.transactionById(event.transactionId)
          : undefined);
      if (!transaction) return true;
      switch (event.kind) {
        case 'payment':
          await applyReport(transaction.id, event.state, event.gatewayReference);
          break;
        case 'refunded':
          await transition(transaction.id, async (current, repository) => {
            // Refunds only add up: a late event for an earlier refund changes nothing.
            const refunded = Math.max(current.refundedCents, event.refundedCents);
            if (refunded === current.refundedCents || current.capturedCents === 0) return current;
            return repository.updateTransaction(current.id, {
              refundedCents: refunded,
              status: refunded >= current.capturedCents ? 'refunded' : current.status,
            });
          });
          break;
        case 'disputed': {
          const disputed = await transition(transaction.id, async (current, repository) =>
            current.disputedAt
              ? null
              : repository.updateTransaction(current.id, {
                  disputedAt: now(),
                  disputeReason: event.reason,
                }),
          );
          if (disputed) await tell(disputed, 'disputed');
          break;
        }
      }
      return true;
    },

    /**
     * The sandbox's stand-in for a payer paying a Pix in their bank app ('Simular pagamento'):
     * reported as a gateway notification would be.
     */
    async simulatePixPaid(payer: Payer, reference: string): Promise<PaymentTransaction> {
      const transaction = await service.pixAwaited(payer, reference);
      if (gateway.name !== 'sandbox' || !transaction?.gatewayReference)
        throw notFound(paymentMessages.transactionNotFound, 'TRANSACTION_NOT_FOUND');
      return applyReport(
        transaction.id,
        { status: 'succeeded', amountCents: transaction.amountCents },
        transaction.gatewayReference,
      );
    },

    /**
     * Asks the gateway about every payment still open after `olderThan` (a call that timed out,
     * a Pix whose notification never came), so that a lost webhook never leaves one stuck.
     * One the gateway never received fails. Returns the payments it asked about as they were
     * before, so that what it moved can be told.
     */
    async reconcile(olderThan: Date): Promise<{ reconciled: number; asked: PaymentTransaction[] }> {
      const open = await repo.openTransactions(olderThan);
      let reconciled = 0;
      for (const transaction of open) {
        const found = await gateway.lookup(transaction.id);
        if (found) {
          await applyReport(transaction.id, found.state, found.gatewayReference);
        } else if (transaction.status === 'unknown') {
          await repo.updateTransaction(transaction.id, { status: 'failed' });
        } else {
          continue;
        }
        reconciled++;
      }
      return { reconciled, asked: open };
    },

    /** Subscribes to redirect confirmations; listeners handle their own failures. */
    onRedirectCompleted(listener: RedirectCompletedListener): void {
      redirectListeners.push(listener);
    },

    /** The gateway's confirmation page of a payment still awaiting it, or null. */
    confirmationUrl(transaction: PaymentTransaction): string | null {
      if (transaction.status !== 'requires_redirect') return null;
      return (
        transaction.redirectUrl ??
        deps.confirmationUrl(transaction.id, originOf(transaction.returnUrl))
      );
    },

    /**
     * Captures an authorised payment; capturing a captured one is a no-op. `captured` is told
     * only when this call captured it (the metrics count it without reading the payment again).
     * No row lock is held across the gateway's call: the gateway settles a capture racing a
     * void or another capture (Stripe's capture carries an idempotency key), and the status
     * changes only from 'authorized', so the call that lost answers with what the winner wrote.
     */
    async capture(
      transactionId: string,
      captured?: (transaction: PaymentTransaction) => void,
    ): Promise<PaymentTransaction> {
      const settled = (transaction: PaymentTransaction | undefined): PaymentTransaction => {
        if (!transaction)
          throw notFound(paymentMessages.transactionNotFound, 'TRANSACTION_NOT_FOUND');
        if (transaction.status === 'captured' || transaction.status === 'refunded')
          return transaction;
        throw conflict(paymentMessages.invalidState, 'INVALID_PAYMENT_STATE');
      };
      const transaction = await repo.transactionById(transactionId);
      if (transaction?.status !== 'authorized' || !transaction.gatewayReference)
        return settled(transaction);
      const reference = transaction.gatewayReference;
      try {
        await withTimeout(() => gateway.capture(reference, transaction.amountCents));
      } catch (error) {
        const now = await repo.transactionById(transactionId);
        if (now?.status === 'authorized') throw error;
        return settled(now);
      }
      const updated = await repo.moveTransaction(transaction.id, 'authorized', {
        status: 'captured',
        capturedCents: transaction.amountCents,
      });
      if (!updated) return settled(await repo.transactionById(transactionId));
      captured?.(updated);
      return updated;
    },

    /**
     * Cancels a payment that was not captured (a compensation step). Idempotent. A payment
     * whose outcome is unknown stays so: the reconciliation cancels what the gateway did. A Pix
     * already paid has no authorisation to cancel: it is refunded in full.
     */
    async void(transactionId: string): Promise<PaymentTransaction> {
      const paidPix = await transition(transactionId, async (transaction, repository) => {
        if (['voided', 'declined', 'failed', 'unknown', 'refunded'].includes(transaction.status))
          return transaction;
        if (transaction.method === 'pix' && transaction.status === 'captured') return transaction;
        if (!isVoidable(transaction.status))
          throw conflict(paymentMessages.invalidState, 'INVALID_PAYMENT_STATE');
        const reference = transaction.gatewayReference;
        if (reference) await withTimeout(() => gateway.void(reference));
        return repository.updateTransaction(transaction.id, { status: 'voided' });
      });
      return paidPix.method === 'pix' && paidPix.status === 'captured'
        ? service.refund(paidPix.id, paidPix.capturedCents - paidPix.refundedCents)
        : paidPix;
    },

    /** Refunds captured money, partially or wholly; refunds add up to at most the captured amount. */
    async refund(transactionId: string, amountCents: number): Promise<PaymentTransaction> {
      if (!Number.isSafeInteger(amountCents) || amountCents <= 0)
        throw badRequest(paymentMessages.invalidAmount, 'INVALID_AMOUNT');
      return transition(transactionId, async (transaction, repository) => {
        if (transaction.status !== 'captured' || !transaction.gatewayReference)
          throw conflict(paymentMessages.invalidState, 'INVALID_PAYMENT_STATE');
        const refunded = transaction.refundedCents + amountCents;
        if (refunded > transaction.capturedCents)
          throw conflict(paymentMessages.refundTooLarge, 'REFUND_TOO_LARGE');
        const reference = transaction.gatewayReference;
        await withTimeout(() =>
          gateway.refund(reference, amountCents, `refund:${transaction.id}:${refunded}`),
        );
        return repository.updateTransaction(transaction.id, {
          refundedCents: refunded,
          status: refunded === transaction.capturedCents ? 'refunded' : 'captured',
        });
      });
    },

    async transaction(transactionId: string): Promise<PaymentTransaction | undefined> {
      return repo.transactionById(transactionId);
    },

    /** The payment a gateway reference names, when it is ours. */
    async transactionByGatewayReference(
      gatewayReference: string,
    ): Promise<PaymentTransaction | undefined> {
      return repo.transactionByGatewayReference(gatewayReference);
    },

    /** The payer's Pix of `reference` still awaiting its payment. */
    async pixAwaited(payer: Payer, reference: string): Promise<PaymentTransaction | undefined> {
      return (await repo.transactionsByReference(reference)).find(
        (candidate) =>
          candidate.method === 'pix' &&
          candidate.status === 'awaiting_payment' &&
          candidate.userId === payer.userId &&
          candidate.campaignId === payer.campaignId,
      );
    },

    /** A transaction of this payer, or 404 (never another member's). */
    async payerTransaction(payer: Payer, transactionId: string): Promise<PaymentTransaction> {
      const transaction = await repo.transactionById(transactionId);
      if (
        !transaction ||
        transaction.userId !== payer.userId ||
        transaction.campaignId !== payer.campaignId
      ) {
        throw notFound(paymentMessages.transactionNotFound, 'TRANSACTION_NOT_FOUND');
      }
      return transaction;
    },
  };
  return service;
}
export type PaymentsService = ReturnType<typeof paymentsService>;
