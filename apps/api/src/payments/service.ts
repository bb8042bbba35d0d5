import { randomUUID } from 'node:crypto';
import {
  accountMessages,
  cardMessages,
  checkCard,
  isInstallmentsAllowed,
  type CardInput,
  type PayerKind,
  type SavedCard,
} from '@portal/domain';
import type { Db } from '../db/client';
import { AppError, badRequest, conflict, notFound } from '../lib/errors';
import { isUniqueViolation, requestHash } from '../modules/ledger/idempotency';
import { GatewayTimeoutError, type PaymentGateway } from './gateway';
import {
  isVoidable,
  paymentsRepository,
  type PaymentCard,
  type PaymentTransaction,
} from './repository';

export const paymentMessages = {
  timeout: 'Tempo expirou, tente novamente!',
  invalidCard: cardMessages.invalid,
  invalidInstallments: 'Número de parcelas inválido.',
  cardNotFound: accountMessages.cardNotFound,
  transactionNotFound: 'Pagamento não encontrado.',
  invalidState: 'Este pagamento não permite esta operação.',
  refundTooLarge: 'O estorno é maior que o valor capturado.',
  idempotencyMismatch: 'Esta chave de idempotência já foi usada com outros dados.',
  invalidAmount: 'Valor de pagamento inválido.',
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
 * Card payments over the gateway port. Card numbers and security codes pass
 * through memory to the gateway's vault and are never stored or logged: only the vault token,
 * the brand and the last four digits are kept.
 */
export function paymentsService(deps: {
  db: Db;
  gateway: PaymentGateway;
  confirmationUrl: (transactionId: string, origin?: string) => string;
}) {
  const { db, gateway } = deps;
  const repo = paymentsRepository(db);
  const redirectListeners: RedirectCompletedListener[] = [];

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

  return {
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
      const vaulted = await withTimeout(() =>
        gateway.tokenize({
          number: input.card.cardNumber,
          expiryMonth: check.expiry.month,
          expiryYear: check.expiry.year,
          securityCode: input.card.cardSecurityCode,
          holder: input.card.holder,
        }),
      );
      return repo.insertCard({
        campaignId: input.payer.campaignId,
        userId: input.payer.userId,
        vaultToken: vaulted.vaultToken,
        brand: vaulted.brand,
        last4: vaulted.last4,
        holder: input.card.holder.trim(),
        expiryMonth: check.expiry.month,
        expiryYear: check.expiry.year,
        // Only members keep cards for later; a guest's card serves one purchase.
        saved: input.save && input.payer.kind === 'member',
      });
    },

    async savedCards(payer: Payer): Promise<SavedCard[]> {
      if (payer.kind !== 'member') return [];
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
      if (payer.kind !== 'member') return undefined;
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
              ? deps.confirmationUrl(existing.id, origin)
              : null,
          replayed: true,
        };
      };
      const card = ownedBy(input.payer, input.card);
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
      let result;
      try {
        result = await gateway.authorize({
          vaultToken: card.vaultToken,
          amountCents: input.amountCents,
          installments: input.installments,
          transactionId: transaction.id,
        });
      } catch (error) {
        if (!(error instanceof GatewayTimeoutError)) throw error;
        await repo.updateTransaction(transaction.id, {
          status: 'failed',
          declineReason: 'gateway_timeout',
        });
        throw gatewayTimeout();
      }
      transaction = await repo.updateTransaction(transaction.id, {
        status: result.status,
        gatewayReference: result.gatewayReference,
        declineReason: result.status === 'declined' ? result.reason : null,
      });
      // The confirmation page is served on the payer's site when it is known.
      const redirectUrl =
        result.status === 'requires_redirect'
          ? origin
            ? deps.confirmationUrl(transaction.id, origin)
            : result.redirectUrl
          : null;
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
        await withTimeout(() => gateway.completeChallenge(reference));
        return repository.updateTransaction(transaction.id, { status: 'authorized' });
      });
      if (kind === 'redirect') for (const listener of redirectListeners) await listener(completed);
      return completed;
    },

    /** Subscribes to redirect confirmations; listeners handle their own failures. */
    onRedirectCompleted(listener: RedirectCompletedListener): void {
      redirectListeners.push(listener);
    },

    /** The gateway's confirmation page of a payment still awaiting it, or null. */
    confirmationUrl(transaction: PaymentTransaction): string | null {
      return transaction.status === 'requires_redirect'
        ? deps.confirmationUrl(transaction.id, originOf(transaction.returnUrl))
        : null;
    },

    async capture(transactionId: string): Promise<PaymentTransaction> {
      return transition(transactionId, async (transaction, repository) => {
        if (transaction.status === 'captured' || transaction.status === 'refunded')
          return transaction;
        if (transaction.status !== 'authorized' || !transaction.gatewayReference)
          throw conflict(paymentMessages.invalidState, 'INVALID_PAYMENT_STATE');
        const reference = transaction.gatewayReference;
        await withTimeout(() => gateway.capture(reference, transaction.amountCents));
        return repository.updateTransaction(transaction.id, {
          status: 'captured',
          capturedCents: transaction.amountCents,
        });
      });
    },

    /** Cancels an authorisation that was not captured (a compensation step). Idempotent. */
    async void(transactionId: string): Promise<PaymentTransaction> {
      return transition(transactionId, async (transaction, repository) => {
        if (['voided', 'declined', 'failed'].includes(transaction.status)) return transaction;
        if (!isVoidable(transaction.status))
          throw conflict(paymentMessages.invalidState, 'INVALID_PAYMENT_STATE');
        const reference = transaction.gatewayReference;
        if (reference) await withTimeout(() => gateway.void(reference));
        return repository.updateTransaction(transaction.id, { status: 'voided' });
      });
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
        await withTimeout(() => gateway.refund(reference, amountCents));
        return repository.updateTransaction(transaction.id, {
          refundedCents: refunded,
          status: refunded === transaction.capturedCents ? 'refunded' : 'captured',
        });
      });
    },

    async transaction(transactionId: string): Promise<PaymentTransaction | undefined> {
      return repo.transactionById(transactionId);
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
}
export type PaymentsService = ReturnType<typeof paymentsService>;
