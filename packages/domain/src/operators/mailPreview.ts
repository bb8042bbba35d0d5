import { z } from 'zod';

/** The booking e-mails the console previews, by template. */
export const bookingMailTemplates = ['confirmation', 'cancellation', 'pending-payment'] as const;
export type BookingMailTemplate = (typeof bookingMailTemplates)[number];

export const bookingMailPreviewParamsSchema = z.object({
  locator: z.string().trim().min(1).max(40),
  template: z.enum(bookingMailTemplates),
});

/**
 * The member e-mails the console previews for a member: the invitation and the reset link the
 * team sends, and the reset link the member asks for on the sign-in page.
 */
export const memberMailTemplates = ['invitation', 'password-reset', 'forgotten-password'] as const;
export type MemberMailTemplate = (typeof memberMailTemplates)[number];

export const memberMailPreviewParamsSchema = z.object({
  memberId: z.uuid(),
  template: z.enum(memberMailTemplates),
});

/** The console's choice of a member e-mail to preview: the member by e-mail, name or CPF. */
export const memberMailChoiceSchema = z.object({
  member: z.string().trim().min(1).max(120),
  template: z.enum(memberMailTemplates),
});
export type MemberMailChoice = z.infer<typeof memberMailChoiceSchema>;

/** An e-mail (of a booking or of a member) rendered without being sent. */
export const bookingMailPreviewSchema = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  attachments: z.array(
    z.object({ filename: z.string(), contentType: z.string(), size: z.number().int() }),
  ),
});
export type BookingMailPreview = z.infer<typeof bookingMailPreviewSchema>;
