import type { CardBrand } from '@portal/domain';

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
}

export interface AuthorizeRequest {
  vaultToken: string;
  amountCents: number;
  installments: number;
  /** Our transaction id, sent as the merchant reference. */
  transactionId: string;
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
 * The payment gateway port: a card vault plus authorise / capture / void / refund.
 * `PAYMENT_MODE=sandbox` (the default) uses `sandboxGateway`; a real acquirer is another adapter.
 */
export interface PaymentGateway {
  readonly name: string;
  tokenize(card: CardDetails): Promise<VaultedCard>;
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>;
  /** The cardholder passed the two-factor or redirect challenge of an authorisation. */
  completeChallenge(gatewayReference: string): Promise<void>;
  capture(gatewayReference: string, amountCents: number): Promise<void>;
  void(gatewayReference: string): Promise<void>;
  refund(gatewayReference: string, amountCents: number): Promise<void>;
}
