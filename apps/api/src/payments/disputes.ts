import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { AuditService } from '../modules/audit/service';
import type { PaymentsService } from './service';

/**
 * A dispute (chargeback) the gateway reports goes into the audit trail, in the gateway's name;
 * the console shows it on the booking's payment.
 */
export function auditDisputes(deps: {
  db: Db;
  payments: PaymentsService;
  audit: AuditService;
  log?: FastifyBaseLogger;
}): void {
  deps.payments.onPaymentChange(async (transaction, change) => {
    if (change !== 'disputed') return;
    try {
      await deps.audit.record(
        deps.db,
        { type: 'api_client', id: 'payment-gateway', name: deps.payments.gatewayName },
        {
          action: 'payment.disputed',
          targetType: 'payment',
          targetId: transaction.id,
          campaignId: transaction.campaignId,
          after: {
            reference: transaction.reference,
            amountCents: transaction.amountCents,
            disputeReason: transaction.disputeReason,
            disputedAt: transaction.disputedAt,
          },
        },
      );
    } catch (error) {
      deps.log?.error({ err: error, transactionId: transaction.id }, 'dispute not audited');
    }
  });
}
