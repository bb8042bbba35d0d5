import type { FastifyInstance } from 'fastify';
import { bookingRoutes } from './routes';
import { bookingsService, type BookingsDeps, type BookingsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The booking use cases, for the background jobs and the tests that drive them. */
    bookings: BookingsService;
  }
}

/** The bookings module, wired from the app's services. */
export async function bookingsModule(app: FastifyInstance, deps: Omit<BookingsDeps, 'log'>): Promise<BookingsService> {
  const bookings = bookingsService({ ...deps, log: app.log });
  await app.register(bookingRoutes, { bookings });
  app.decorate('bookings', bookings);
  return bookings;
}
