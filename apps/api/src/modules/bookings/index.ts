import type { FastifyInstance } from 'fastify';
import type { BookingType } from '@portal/domain/products';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { consoleModule } from '../../plugins/operatorGuard';
import type { AuditService } from '../audit/service';
import { AppError } from '../../lib/errors';
import { annotateTrace, inSpan } from '../../telemetry/spans';
import type { BookingOutcome } from './types';
import { afterSaleService, type AfterSaleService } from './afterSale';
import { afterSaleRoutes } from './afterSaleRoutes';
import { bookingConsoleRoutes } from './consoleRoutes';
import { bookingsConsoleService } from './consoleService';
import { productBookingRoutes } from './productRoutes';
import { bookingRoutes } from './routes';
import type { CompletionStep } from './purchase';
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
  deps: Omit<BookingsDeps, 'log'> & {
    mailer: Mailer;
    /**
     * Told the outcome of every purchase: at its submission, and again when a later step (code,
     * bank page, reprocess, Pix) completes a pendente one (the metrics count them).
     */
    onPurchase?: (product: BookingType, outcome: PurchaseOutcome, step: PurchaseStep) => void;
  },
): Promise<{ bookings: BookingsService; afterSale: AfterSaleService }> {
  const { onPurchase } = deps;
  const bookings = observedSubmissions(
    bookingsService({
      ...deps,
      log: app.log,
      onCompleted: (product, step, outcome) => onPurchase?.(product, outcome, step),
    }),
    onPurchase,
  );
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

/** Booking care in the console: the look-up, refunds and the cancellations left to finish. */
export const bookingsConsole = consoleModule<{
  db: Db;
  afterSale: AfterSaleService;
  audit: AuditService;
}>('bookings-console', async (app, { db, afterSale, audit }) => {
  await app.register(bookingConsoleRoutes, {
    bookings: bookingsConsoleService({ db, afterSale, audit }),
  });
});

/** issued (200), pending (201: declined, code or bank page awaited), failed (undone), refused (nothing booked). */
export type PurchaseOutcome = 'issued' | 'pending' | 'failed' | 'refused';
/** Where a purchase's outcome was reached: its submission, or the later step completing it. */
export type PurchaseStep = 'submission' | CompletionStep;

const outcomeOf = (outcome: BookingOutcome): PurchaseOutcome =>
  outcome.status === 200 ? 'issued' : outcome.status === 201 ? 'pending' : 'failed';

/**
 * The service with each submission in a span of its own, labelled (with its trace's root span)
 * with the booking's locator once known, and its outcome told to `onPurchase`.
 */
function observedSubmissions(
  service: BookingsService,
  onPurchase:
    ((product: BookingType, outcome: PurchaseOutcome, step: PurchaseStep) => void) | undefined,
): BookingsService {
  return {
    ...service,
    submit: (caller, key, body) =>
      inSpan('booking.purchase', { 'booking.product': body.type }, async (span) => {
        try {
          const outcome = await service.submit(caller, key, body);
          const locator = 'booking' in outcome.body ? outcome.body.booking.locator : undefined;
          if (locator) annotateTrace({ 'booking.locator': locator });
          span.setAttribute('booking.outcome', outcomeOf(outcome));
          onPurchase?.(body.type, outcomeOf(outcome), 'submission');
          return outcome;
        } catch (error) {
          // Refused before anything was booked (a known 4xx), else a failure.
          onPurchase?.(
            body.type,
            error instanceof AppError && error.statusCode < 500 ? 'refused' : 'failed',
            'submission',
          );
          throw error;
        }
      }),
  };
}
