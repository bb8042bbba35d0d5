import type { FastifyInstance } from 'fastify';
import { bookingMailPreviewRoutes } from './previewRoutes';
import { bookingMailsService, type BookingMailsService } from './service';

type Deps = Parameters<typeof bookingMailsService>[0];

/** The booking e-mails: the outbox's delivery (run by a job) and the console's preview. */
export async function bookingMailsModule(
  app: FastifyInstance,
  deps: Omit<Deps, 'log'>,
): Promise<BookingMailsService> {
  const mails = bookingMailsService({ ...deps, log: app.log });
  await app.register(bookingMailPreviewRoutes, { mails });
  return mails;
}
