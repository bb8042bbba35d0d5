import type { CardBrand } from '@portal/domain/payments';

/** Card data as it travels to the gateway, once, in memory: never stored, never logged. */
export interface CardDetails {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  securityCode: string;
  holder: string;
}

export interface VaultedCard {
  vaultToken: string;
  brand: CardBrand;
  last4: string;
  /** What the gateway's own card form collected, when it did. */
  expiryMonth?: number;
  expiryYear?: number;
  holder?: string;
  /** The issuing country (ISO 3166-1 alpha-2), when the gateway tells it. */
  country?: string;
}

export interface AuthorizeRequest {
  vaultToken: string;
  amountCents: number;
  installments: number;
  /** Our transaction id, sent as the merchant reference and the idempotency key. */
  transactionId: string;
  /** Where the issuer's confirmation page (3-D Secure) sends the browser back. */
  returnUrl: string;
}

/** A Pix charge of the cash part: the QR code the payer's bank app reads, until it expires. */
export interface PixRequest {
  amountCents: number;
  /** Our transaction id, sent as the merchant reference and the idempotency key. */
  transactionId: string;
  expiresAt: Date;
}
export interface PixCharge {
  gatewayReference: string;
  /** The 'Pix copia e cola' code (the QR code's text). */
  code: string;
  /** The QR code as an image the gateway serves, when it serves one. */
  imageUrl: string | null;
  expiresAt: Date;
}

/**
 * What the gateway says of a payment, in the words of our state machine: webhooks and the
 * reconciliation both report it this way, and the service decides what it changes.
 */
export type GatewayPaymentState =
  | { status: 'awaiting_payer' }
  | { status: 'authorized' }
  | { status: 'succeeded'; amountCents: number }
  | { status: 'declined'; reason: string }
  | { status: 'canceled' };

/** A payment as the gateway knows it, found by our transaction id. */
export interface GatewayPayment {
  gatewayReference: string;
  state: GatewayPaymentState;
}

/** One notification of the gateway, verified, in our words. */
export type GatewayEvent = { id: string; type: string } & (
  | {
      kind: 'payment';
      gatewayReference: string;
      transactionId: string | null;
      state: GatewayPaymentState;
    }
  | { kind: 'refunded'; gatewayReference: string; refundedCents: number }
  | { kind: 'disputed'; gatewayReference: string; reason: string }
  | { kind: 'ignored' }
);

/** The webhook's signature does not verify: the request is refused and nothing changes. */
export class GatewaySignatureError extends Error {
  constructor() {
    super('webhook signature does not verify');
    this.name = 'GatewaySignatureError';
  }
}

export type AuthorizeResult =
  | { status: 'authorized'; gatewayReference: string }
  /** The cardholder must confirm with a code (sent by us to the member) before it is authorised. */
  | { status: 'requires_two_factor'; gatewayReference: string }
  /** The cardholder must confirm on the gateway's page at `redirectUrl`. */
  | { status: 'requires_redirect'; gatewayReference: string; redirectUrl: string }
  | { status: 'declined'; gatewayReference: string; reason: string };

/** The acquirer did not answer in time: the outcome of the call is unknown. */
export class GatewayTimeoutError extends Error {
  constructor(operation: string) {
    super(`payment gateway timeout during ${operation}`);
    this.name = 'GatewayTimeoutError';
  }
}

/** A request the gateway refused as invalid (unknown token, bad state). */
export class GatewayError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayError';
  }
}

/**
 * The payment gateway port: a card vault plus authorise / capture / void / refund, Pix, and
 * what the gateway knows of a payment. `PAYMENT_MODE=sandbox` (the default) uses
 * `sandboxGateway`, `PAYMENT_MODE=stripe` the Stripe adapter.
 */
export interface PaymentGateway {
  readonly name: string;
  /**
   * The only issuing country whose cards this gateway splits into installments (Stripe's card
   * installments in Brazil); unset when every card it takes may be split.
   */
  readonly installmentsCountry?: string;
  /** Card data typed into our own form: only a gateway whose test cards we serve takes it. */
  tokenize(card: CardDetails): Promise<VaultedCard>;
  /** A card the gateway's own form collected in the browser, known to us by its id only. */
  vaultPaymentMethod(paymentMethodId: string): Promise<VaultedCard>;
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>;
  /**
   * The cardholder passed the two-factor or redirect challenge of an authorisation; throws
   * GatewayDeclinedError when the issuer refused it.
   */
  completeChallenge(gatewayReference: string): Promise<void>;
  capture(gatewayReference: string, amountCents: number): Promise<void>;
  void(gatewayReference: string): Promise<void>;
  /** `idempotencyKey` names this refund: a retry with it refunds once. */
  refund(gatewayReference: string, amountCents: number, idempotencyKey: string): Promise<void>;
  createPix(request: PixRequest): Promise<PixCharge>;
  /** The payment made for our transaction id, or null when the gateway never received it. */
  lookup(transactionId: string): Promise<GatewayPayment | null>;
  /** A webhook request, its signature verified (GatewaySignatureError otherwise). */
  parseEvent(rawBody: Buffer, signature: string | undefined): GatewayEvent;
}

/** The issuer refused a payment after its challenge. */
export class GatewayDeclinedError extends Error {
  constructor(readonly reason: string) {
    super(`payment declined: ${reason}`);
    this.name = 'GatewayDeclinedError';
  }
}
