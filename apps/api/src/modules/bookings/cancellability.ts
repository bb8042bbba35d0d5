import {
  cancellationDecision,
  cancellationMessages,
  ratePenaltiesFrom,
  serviceStartTime,
  type CancellationDecision,
} from '@portal/domain/bookings';
import { conflict, type AppError } from '../../lib/errors';
import type { BookingRow } from './repository';

/** A submission still running, or a cancel already under way, cannot be cancelled now. */
export function cancelBlocker(row: BookingRow): AppError | null {
  if (row.state === 'processing') return conflict(cancellationMessages.inProgress, 'IN_PROGRESS');
  if (row.state === 'cancelling') return conflict(cancellationMessages.cancelling, 'CANCELLING');
  return null;
}

/** The product's cancellation rule applied to the booking at `now`. */
export const cancelDecision = (row: BookingRow, now: Date): CancellationDecision =>
  cancellationDecision({
    type: row.type,
    statusId: row.statusId,
    travelDate: row.travelDate,
    startTime: serviceStartTime(row.details, row.travelDate),
    daysBeforeCancellationPolicy: row.cancellationDays,
    ratePenaltiesFrom: ratePenaltiesFrom(row.details),
    now,
  });

/** Whether a cancel now would be accepted: what the bookings list and the cancel preview answer. */
export const cancellableNow = (row: BookingRow, now: Date): boolean =>
  !cancelBlocker(row) && cancelDecision(row, now).cancellable;
