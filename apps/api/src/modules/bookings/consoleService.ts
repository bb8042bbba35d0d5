import type { z } from 'zod';
import {
  consoleMessages,
  type bookingSearchSchema,
  type BookingDetail,
  type CancellationResolution,
  type ConsoleBooking,
  type ConsoleRefund,
  type SagaStep,
} from '@portal/domain/operators';
import { type CancelPreview } from '@portal/domain/bookings';
import type { Db } from '../../db/client';
import { AppError, conflict, notFound } from '../../lib/errors';
import { operatorActor, type AuditService } from '../audit/service';
import type { ConsoleOperator } from '../../plugins/operatorGuard';
import type { AfterSaleService } from './afterSale';
import { bookingsConsoleRepository } from './consoleRepository';
import { bookingsRepository, type BookingRow } from './repository';

/** A cancellation still 'cancelling' after this long is stuck: its run was cut short. */
export const STUCK_CANCELLATION_MS = 60_000;

const toConsoleBooking = (row: BookingRow, memberEmail: string | null): ConsoleBooking => ({
  id: row.id,
  locator: row.locator,
  campaignId: row.campaignId,
  memberId: row.userId,
  memberEmail,
  bookingCode: row.bookingCode,
  type: row.type,
  state: row.state,
  statusId: row.statusId,
  description: row.description,
  pointsPaid: row.pointsPaid,
  cashPaidCents: row.cashPaidCents,
  refundPoints: row.refundPoints,
  refundCashCents: row.refundCashCents,
  failureReason: row.failureReason,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** What a stuck cancellation settled by an operator leaves as the booking's failure reason. */
export const RESOLVED_BY_OPERATOR = 'CANCEL_RESOLVED_BY_OPERATOR';

/**
 * Booking care from the console: search, the saga's steps as they stand, a refund (the member's
 * cancellation, run on their behalf), and a stuck cancellation retried or resolved by hand.
 */
export function bookingsConsoleService(deps: {
  db: Db;
  afterSale: AfterSaleService;
  audit: AuditService;
  now?: () => Date;
}) {
  const { db, afterSale, audit } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = bookingsConsoleRepository(db);

  async function byLocator(locator: string) {
    const found = await repo.byLocator(locator);
    if (!found) throw notFound(consoleMessages.bookingNotFound, 'BOOKING_NOT_FOUND');
    return found;
  }
  const isStuck = (row: BookingRow) =>
    row.state === 'cancelling' && now().getTime() - row.updatedAt.getTime() > STUCK_CANCELLATION_MS;

  async function detail(locator: string): Promise<BookingDetail> {
    const { row, email, hold, payment } = await byLocator(locator);
    const none = { points: null, cashCents: null, refundedPoints: null, refundedCashCents: null };
    const steps: SagaStep[] = [
      {
        step: 'supplier',
        status: row.bookingCode ? 'confirmed' : row.supplierHoldIds.length > 0 ? 'held' : 'none',
        detail: row.bookingCode ?? (row.supplierHoldIds.join(', ') || null),
        ...none,
      },
      {
        step: 'points',
        status: hold ? hold.status : 'none',
        detail: null,
        ...none,
        points: hold?.points ?? null,
        refundedPoints: hold?.refundedPoints || null,
      },
      {
        step: 'payment',
        status: payment ? payment.status : 'none',
        detail: null,
        ...none,
        cashCents: payment?.amountCents ?? null,
        refundedCashCents: payment?.refundedCents || null,
      },
      ...(payment?.disputedAt
        ? [
            {
              step: 'dispute' as const,
              status: 'opened',
              detail: `${payment.disputeReason ?? ''} em ${payment.disputedAt.toISOString()}`,
              ...none,
            },
          ]
        : []),
      { step: 'booking', status: row.state, detail: row.failureReason, ...none },
      {
        step: 'cancellation',
        status: row.cancelledAt
          ? 'done'
          : row.state === 'cancelling'
            ? isStuck(row)
              ? 'stuck'
              : 'running'
            : 'none',
        detail: null,
        ...none,
        refundedPoints: row.cancelledAt ? (row.refundPoints ?? 0) : null,
        refundedCashCents: row.cancelledAt ? (row.refundCashCents ?? 0) : null,
      },
    ];
    return { booking: toConsoleBooking(row, email), steps, stuck: isStuck(row) };
  }

  return {
    async search(filter: z.infer<typeof bookingSearchSchema>): Promise<ConsoleBooking[]> {
      const rows = await repo.search(filter);
      return rows.map(({ row, email }) => toConsoleBooking(row, email));
    },

    detail,

    /** What a refund now would give back, as the member's cancel preview shows it. */
    async refundPreview(locator: string): Promise<CancelPreview> {
      const { row } = await byLocator(locator);
      return afterSale.cancelPreview(
        { campaignId: row.campaignId, userId: row.userId, kind: 'member' },
        row.locator,
      );
    },

    /**
     * Cancels and refunds as the member would, under the booking's cancellation rules. The
     * operator's reason goes to the trail; an attempt that fails leaves its line too.
     */
    async refund(
      operator: ConsoleOperator,
      locator: string,
      request: ConsoleRefund,
    ): Promise<BookingDetail> {
      const { row } = await byLocator(locator);
      const before = await detail(locator);
      const line = {
        targetType: 'booking',
        targetId: row.locator,
        campaignId: row.campaignId,
        before: before.booking,
      };
      try {
        await afterSale.cancel(
          { campaignId: row.campaignId, userId: row.userId, kind: 'member' },
          row.locator,
        );
      } catch (error) {
        await audit.record(db, operatorActor(operator), {
          ...line,
          action: 'booking.refund_failed',
          after: {
            reason: request.reason,
            error: error instanceof Error ? error.message : String(error),
            code: error instanceof AppError ? (error.code ?? null) : null,
          },
        });
        throw error;
      }
      const after = await detail(locator);
      await audit.record(db, operatorActor(operator), {
        ...line,
        action: 'booking.refunded',
        after: { ...after.booking, reason: request.reason },
      });
      return after;
    },

    /** Runs this stuck cancellation again: supplier cancel and refunds give back only what is still taken. */
    async retryCancellation(operator: ConsoleOperator, locator: string): Promise<BookingDetail> {
      const before = await detail(locator);
      if (!before.stuck) throw conflict(consoleMessages.notStuck, 'NOT_STUCK');
      await afterSale.finishInterruptedCancellations(
        new Date(now().getTime() - STUCK_CANCELLATION_MS),
        before.booking.locator,
      );
      const after = await detail(locator);
      await audit.record(db, operatorActor(operator), {
        action: 'booking.cancellation_retried',
        targetType: 'booking',
        targetId: before.booking.locator,
        campaignId: before.booking.campaignId,
        before: before.booking,
        after: after.booking,
      });
      return after;
    },

    /**
     * Closes a stuck cancellation by hand (the operator settled the supplier and the refunds
     * outside the portal): the booking is cancelled as it stands, the reason kept in the trail.
     */
    async resolveCancellation(
      operator: ConsoleOperator,
      locator: string,
      resolution: CancellationResolution,
    ): Promise<BookingDetail> {
      const before = await detail(locator);
      if (!before.stuck) throw conflict(consoleMessages.notStuck, 'NOT_STUCK');
      const at = now();
      await db.transaction(async (tx) => {
        const row = await bookingsRepository(tx).closeStuckCancellation(
          before.booking.id,
          new Date(at.getTime() - STUCK_CANCELLATION_MS),
          at,
          RESOLVED_BY_OPERATOR,
        );
        // A retry that ran in between already moved it on.
        if (!row) throw conflict(consoleMessages.notStuck, 'NOT_STUCK');
        await audit.record(tx, operatorActor(operator), {
          action: 'booking.cancellation_resolved',
          targetType: 'booking',
          targetId: row.locator,
          campaignId: row.campaignId,
          before: before.booking,
          after: {
            ...toConsoleBooking(row, before.booking.memberEmail),
            reason: resolution.reason,
          },
        });
      });
      return detail(locator);
    },
  };
}
export type BookingsConsoleService = ReturnType<typeof bookingsConsoleService>;
