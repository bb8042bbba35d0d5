import { bookingMessages } from '@portal/domain/bookings';
import { AppError, conflict } from '../lib/errors';
import {
  SeatTakenError,
  SupplierConflictError,
  SupplierError,
  SupplierInputError,
  SupplierNotFoundError,
  SupplierPriceChangedError,
  SupplierTimeoutError,
  SupplierUnavailableError,
} from './errors';

/**
 * How the API answers a supplier failure. A search repeats the supplier's words and code (404
 * unknown, 409 refused, 504 no answer in time); a booking answers in the checkout's words: an
 * offer the supplier no longer knows is a conflict with the search the member saw.
 */
export function supplierAppError(
  error: SupplierError,
  during: 'search' | 'booking' = 'search',
): AppError {
  if (during === 'booking') {
    if (error instanceof SupplierTimeoutError || error instanceof SupplierUnavailableError)
      return new AppError(504, bookingMessages.timeout, 'TIMEOUT', undefined, error);
    if (error instanceof SupplierPriceChangedError)
      return conflict(bookingMessages.priceChanged, 'PRICE_CHANGED');
    if (error instanceof SupplierNotFoundError)
      return conflict(bookingMessages.offerUnavailable, 'OFFER_UNAVAILABLE');
    if (error instanceof SeatTakenError) return conflict(error.message, 'SEAT_TAKEN');
  }
  const status =
    error instanceof SupplierTimeoutError || error instanceof SupplierUnavailableError
      ? 504
      : error instanceof SupplierInputError
        ? 422
        : error instanceof SupplierNotFoundError
          ? 404
          : error instanceof SupplierConflictError
            ? 409
            : 502;
  return new AppError(status, error.message, error.code, undefined, error);
}

/** A failure of a booking step: a supplier's as the checkout answers it, any other unchanged. */
export const bookingFailure = (error: unknown): unknown =>
  error instanceof SupplierError ? supplierAppError(error, 'booking') : error;
