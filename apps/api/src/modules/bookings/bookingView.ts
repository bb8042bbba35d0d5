import { BookingStatus, type BookingView } from '@portal/domain/bookings';
import { brasiliaDateTime } from '@portal/domain/lib';
import { centsToBrl } from '@portal/domain/money';
import { declineReasonText } from '@portal/domain/payments';
import type { BookingView as StoredView } from './repository';

/** A stored booking with its payment and card, as the member's API shows it. */
export function toBookingView(view: StoredView): BookingView {
  const { booking, payment, card } = view;
  return {
    type: booking.type,
    statusId: booking.statusId,
    locator: booking.locator,
    bookingCode: booking.bookingCode,
    locatorProvider: booking.bookingCode,
    bookingDate: booking.createdAt.toISOString(),
    bookingDateStr: brasiliaDateTime.format(booking.createdAt),
    bookingExpirationDate:
      booking.statusId === BookingStatus.PENDING && booking.expiresAt
        ? booking.expiresAt.toISOString()
        : null,
    date: booking.travelDate,
    passengers: booking.passengers,
    pointsTotalValue: booking.pointsTotal,
    cashTotalValue: centsToBrl(booking.cashTotalCents),
    pointsPrice: booking.pointsPaid,
    cashPrice: centsToBrl(booking.cashPaidCents),
    paymentTransaction: payment
      ? {
          status: payment.status,
          amount: centsToBrl(payment.amountCents),
          installments: payment.installments,
          brand: card?.brand ?? null,
          last4Digits: card?.last4 ?? null,
          method: payment.method,
          declineReason:
            payment.status === 'declined' ? declineReasonText(payment.declineReason) : null,
          pix: payment.status === 'awaiting_payment' ? payment.pix : null,
        }
      : null,
    description: booking.description,
    details: booking.details ?? null,
  };
}
