import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bookingMailPreviewParamsSchema,
  bookingMailPreviewSchema,
  type BookingMailTemplate,
} from '@portal/domain/operators';
import { consoleAccess } from '../../plugins/operatorGuard';
import type { BookingMailKind, BookingMailsService } from './service';

const kindOfTemplate: Record<BookingMailTemplate, BookingMailKind> = {
  confirmation: 'confirmation',
  cancellation: 'cancellation',
  'pending-payment': 'pending_payment',
};

/** The console's preview of each booking e-mail for a chosen booking (admins only); nothing is sent. */
export async function bookingMailPreviewRoutes(
  app: FastifyInstance,
  options: { mails: BookingMailsService },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/console/bookings/:locator/mails/:template',
    consoleAccess(app).admin({
      params: bookingMailPreviewParamsSchema,
      response: {
        200: bookingMailPreviewSchema,
      },
    }),
    async (request) => {
      const { locator, template } = request.params;
      const mail = await options.mails.preview(locator, kindOfTemplate[template]);
      return {
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments: mail.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          size: a.content.length,
        })),
      };
    },
  );
}
