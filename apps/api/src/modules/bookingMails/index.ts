import type { FastifyInstance } from 'fastify';
import { consoleModule } from '../../plugins/operatorGuard';
import { bookingMailPreviewRoutes } from './previewRoutes';
import { bookingMailsService, type BookingMailsService } from './service';

type Deps = Parameters<typeof bookingMailsService>[0];

const previewConsole = consoleModule('booking-mails-console', bookingMailPreviewRoutes);

/** The booking e-mails: the outbox's delivery (run by a job) and the console's preview. */
export async function bookingMailsModule(
  app: FastifyInstance,
  deps: Omit<Deps, 'log'>,
): Promise<BookingMailsService> {
  const mails = bookingMailsService({ ...deps, log: app.log });
  await app.register(previewConsole, { mails });
  return mails;
}
