import {
  approvalMessages,
  pointsCreditLimits,
  type PointsApproval,
  type PointsApprovalStatus,
} from '@portal/domain/operators';
import type { Db, Tx } from '../../../db/client';
import { conflict, forbidden, notFound } from '../../../lib/errors';
import { operatorActor, type AuditService } from '../../audit/service';
import type { LedgerService } from '../../ledger/service';
import type { ConsoleOperator } from '../../../plugins/operatorGuard';
import { pointsApprovalsRepository, type PointsApprovalRow } from './repository';

const toApproval = (row: PointsApprovalRow, memberEmail: string | null): PointsApproval => ({
  id: row.id,
  campaignId: row.campaignId,
  memberId: row.memberId,
  memberEmail,
  points: row.points,
  reason: row.reason,
  requestedById: row.requestedById,
  requestedByName: row.requestedByName,
  status: row.status,
  decidedByName: row.decidedByName,
  decidedAt: row.decidedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** Whether this operator may credit these points alone (within their role's limit). */
export const withinCreditLimit = (operator: ConsoleOperator, points: number) =>
  points <= pointsCreditLimits[operator.role];

/** The ledger key of a console credit: the same request never credits twice. */
export const consoleLedgerKey = (key: string) => `console:${key}`;

/**
 * Points credits above the asking operator's role limit: kept as requests until an admin other
 * than the one who asked approves (the credit and its audit line in one transaction) or refuses.
 */
export function pointsApprovalsService(deps: {
  db: Db;
  ledger: LedgerService;
  audit: AuditService;
}) {
  const { db, ledger, audit } = deps;
  return {
    /** Records the request and its audit line together; the same key answers the same request. */
    async request(
      operator: ConsoleOperator,
      member: { id: string; campaignId: number },
      credit: { points: number; reason: string },
      key: string,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const { row, created } = await pointsApprovalsRepository(tx).request({
          campaignId: member.campaignId,
          memberId: member.id,
          points: credit.points,
          reason: credit.reason,
          idempotencyKey: key,
          requestedById: operator.id,
          requestedByName: operator.email,
        });
        if (!created) return;
        await audit.record(tx, operatorActor(operator), {
          action: 'member.points_credit_requested',
          targetType: 'member',
          targetId: member.id,
          campaignId: member.campaignId,
          after: {
            points: credit.points,
            reason: credit.reason,
            limit: pointsCreditLimits[operator.role],
            requestId: row.id,
          },
        });
      });
    },

    async list(filter: { status?: PointsApprovalStatus; memberId?: string }) {
      const rows = await pointsApprovalsRepository(db).list(filter);
      return rows.map(({ row, email }) => toApproval(row, email));
    },

    async approve(admin: ConsoleOperator, id: string): Promise<PointsApproval> {
      const pending = await pendingRequest(id);
      if (pending.requestedById === admin.id)
        throw forbidden(approvalMessages.notYours, 'FOUR_EYES');
      let decided: PointsApprovalRow | undefined;
      const settle = async (tx: Tx) => {
        decided = await decide(tx, admin, pending, 'approved', {
          status: 'approved',
          points: pending.points,
          reason: pending.reason,
        });
      };
      await ledger.accrue(
        {
          campaignId: pending.campaignId,
          userId: pending.memberId,
          points: pending.points,
          description: pending.reason,
          expiresAt: null,
          idempotencyKey: consoleLedgerKey(pending.idempotencyKey),
        },
        settle,
      );
      if (!decided) throw conflict(approvalMessages.decided, 'APPROVAL_DECIDED');
      return toApproval(decided, null);
    },

    async reject(admin: ConsoleOperator, id: string): Promise<PointsApproval> {
      const pending = await pendingRequest(id);
      return db.transaction(async (tx) => {
        const decided = await decide(tx, admin, pending, 'rejected', {
          status: 'rejected',
          points: pending.points,
        });
        return toApproval(decided, null);
      });
    },
  };

  /** Marks the request decided by `admin` and records it in the audit trail; 409 if another decision came first. */
  async function decide(
    tx: Tx,
    admin: ConsoleOperator,
    pending: PointsApprovalRow,
    status: 'approved' | 'rejected',
    after: Record<string, unknown>,
  ): Promise<PointsApprovalRow> {
    const decided = await pointsApprovalsRepository(tx).decide(pending.id, {
      status,
      decidedById: admin.id,
      decidedByName: admin.email,
    });
    if (!decided) throw conflict(approvalMessages.decided, 'APPROVAL_DECIDED');
    await audit.record(tx, operatorActor(admin), {
      action: `member.points_credit_${status}`,
      targetType: 'member',
      targetId: pending.memberId,
      campaignId: pending.campaignId,
      before: { status: 'pending', requestedBy: pending.requestedByName },
      after,
    });
    return decided;
  }

  async function pendingRequest(id: string): Promise<PointsApprovalRow> {
    const row = await pointsApprovalsRepository(db).byId(id);
    if (!row) throw notFound(approvalMessages.notFound, 'APPROVAL_NOT_FOUND');
    if (row.status !== 'pending') throw conflict(approvalMessages.decided, 'APPROVAL_DECIDED');
    return row;
  }
}
export type PointsApprovalsService = ReturnType<typeof pointsApprovalsService>;
