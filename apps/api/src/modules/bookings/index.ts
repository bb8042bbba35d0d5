import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../mail/mailer';
import { afterSaleService, type AfterSaleService } from './afterSale';
import { afterSaleRoutes } from './afterSaleRoutes';
import { productBookingRoutes } from './productRoutes';
import { bookingRoutes } from './routes';
import { bookingsService, type BookingsDeps, type BookingsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The booking use cases, for the background jobs and the tests that drive them. */
    bookings: BookingsService;
    afterSale: AfterSaleService;
  }
}

/** The bookings module, wired from the app's services. */
export async function bookingsModule(
  app: FastifyInstance,
  deps: Omit<BookingsDeps, 'log'> & { mailer: Mailer },
): Promise<{ bookings: BookingsService; afterSale: AfterSaleService }> {
  const bookings = bookingsService({ ...deps, log: app.log });
  // Payments knows nothing of bookings: the gateway's confirmation is told to this listener,
  // which issues the booking before the browser is sent back to its finished page.
  deps.payments.onRedirectCompleted((transaction) => bookings.completeRedirect(transaction));
  deps.payments.onPaymentChange((transaction, change) =>
    bookings.paymentChanged(transaction, change),
  );
  await app.register(bookingRoutes, { bookings });
  await app.register(productBookingRoutes, { bookings });
  const afterSale = afterSaleService({ ...deps, log: app.log });
  await app.register(afterSaleRoutes, { afterSale });
  app.decorate('bookings', bookings);
  app.decorate('afterSale', afterSale);
  return { bookings, afterSale };
}
