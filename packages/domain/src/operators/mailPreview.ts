import { z } from 'zod';

/** The booking e-mails the console previews, by template. */
export const bookingMailTemplates = ['confirmation', 'cancellation', 'pending-payment'] as const;
export type BookingMailTemplate = (typeof bookingMailTemplates)[number];

export const bookingMailPreviewParamsSchema = z.object({
  locator: z.string().trim().min(1).max(40),
  template: z.enum(bookingMailTemplates),
});

/** A booking e-mail rendered for a booking without being sent. */
export const bookingMailPreviewSchema = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  attachments: z.array(
    z.object({ filename: z.string(), contentType: z.string(), size: z.number().int() }),
  ),
});
export type BookingMailPreview = z.infer<typeof bookingMailPreviewSchema>;
