import type { Db } from '../db/client';
import { sandboxGateway } from './sandbox';
import { paymentsService, type PaymentsService } from './service';

/**
 * The payments of this deployment: `PAYMENT_MODE=sandbox` (the default) is the only gateway
 * shipped; any other mode is refused at start rather than silently charging nothing.
 */
export function createPayments(options: {
  db: Db;
  publicUrl: string;
  mode?: string;
}): PaymentsService {
  const mode = options.mode || 'sandbox';
  if (mode !== 'sandbox') throw new Error(`PAYMENT_MODE=${mode} is not supported (only 'sandbox')`);
  const confirmationUrl = (transactionId: string, origin?: string) =>
    `${(origin ?? options.publicUrl).replace(/\/$/, '')}/api/payments/sandbox/confirm/${transactionId}`;
  return paymentsService({
    db: options.db,
    gateway: sandboxGateway({ confirmationUrl }),
    confirmationUrl,
  });
}
