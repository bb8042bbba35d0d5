import type { PaymentMode, StripeSettings } from '../config';
import type { Db } from '../db/client';
import type { PaymentGateway } from './gateway';
import { sandboxGateway } from './sandbox';
import { paymentsService, type PaymentsService } from './service';
import { stripeGateway } from './stripe';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payments of this deployment, for the jobs and the tests that drive them. */
    payments: PaymentsService;
  }
}

/**
 * The payments of this deployment: `PAYMENT_MODE=sandbox` (the default, no key, no network) or
 * `PAYMENT_MODE=stripe` with the keys config checked at start.
 */
export function createPayments(options: {
  db: Db;
  publicUrl: string;
  mode?: PaymentMode;
  stripe?: StripeSettings;
  /** Deadline of one gateway call. */
  gatewayTimeoutMs?: number;
  now?: () => Date;
}): PaymentsService {
  const at = (origin: string | undefined) => (origin ?? options.publicUrl).replace(/\/$/, '');
  const confirmationUrl = (transactionId: string, origin?: string) =>
    `${at(origin)}/api/payments/sandbox/confirm/${transactionId}`;
  const gatewayReturnUrl = (transactionId: string, origin?: string) =>
    `${at(origin)}/api/payments/return/${transactionId}`;
  return paymentsService({
    db: options.db,
    gateway: gatewayOf(options, confirmationUrl),
    confirmationUrl,
    gatewayReturnUrl,
    now: options.now,
  });
}

function gatewayOf(
  options: {
    mode?: PaymentMode;
    stripe?: StripeSettings;
    gatewayTimeoutMs?: number;
  },
  confirmationUrl: (transactionId: string) => string,
): PaymentGateway {
  if ((options.mode ?? 'sandbox') === 'sandbox') return sandboxGateway({ confirmationUrl });
  if (!options.stripe) throw new Error('PAYMENT_MODE=stripe without its keys');
  return stripeGateway({
    secretKey: options.stripe.secretKey,
    webhookSecret: options.stripe.webhookSecret,
    apiUrl: options.stripe.apiUrl,
    timeoutMs: options.gatewayTimeoutMs,
  });
}
