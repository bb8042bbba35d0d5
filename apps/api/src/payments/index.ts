import type { PaymentMode } from '../config';
import type { Db } from '../db/client';
import type { PaymentGateway } from './gateway';
import { sandboxGateway } from './sandbox';
import { paymentsService, type PaymentsService } from './service';

/** The gateway of each payment mode, given where its confirmation page of a transaction is. */
const gateways: Record<
  PaymentMode,
  (confirmationUrl: (transactionId: string, origin?: string) => string) => PaymentGateway
> = {
  sandbox: (confirmationUrl) => sandboxGateway({ confirmationUrl }),
};

/**
 * The payments of this deployment: `PAYMENT_MODE=sandbox` (the default) is the only gateway
 * shipped; config refuses any other mode at start rather than silently charging nothing.
 */
export function createPayments(options: {
  db: Db;
  publicUrl: string;
  mode?: PaymentMode;
}): PaymentsService {
  const confirmationUrl = (transactionId: string, origin?: string) =>
    `${(origin ?? options.publicUrl).replace(/\/$/, '')}/api/payments/sandbox/confirm/${transactionId}`;
  return paymentsService({
    db: options.db,
    gateway: gateways[options.mode ?? 'sandbox'](confirmationUrl),
    confirmationUrl,
  });
}
