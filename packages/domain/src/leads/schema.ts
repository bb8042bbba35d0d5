import { z } from 'zod';
import { leadMessages } from '../messages';
import { cellphonePattern } from '../validation/masks';

/** Lead and trip-request payload: four required fields, no e-mail format check (spec 1 §5). */
export const leadSchema = z.object({
  name: z.string().trim().min(1, leadMessages.nameRequired).max(300),
  phone: z
    .string()
    .trim()
    .min(1, leadMessages.phoneRequired)
    .regex(cellphonePattern, leadMessages.phoneRequired),
  email: z.string().trim().min(1, leadMessages.emailRequired).max(300),
  details: z.string().trim().min(1, leadMessages.detailsRequired).max(3000),
  channel: z.string().max(40).default('form'),
});
export type Lead = z.infer<typeof leadSchema>;

export const termSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  content: z.string(),
});
export type Term = z.infer<typeof termSchema>;

export type LeadFields = Pick<Lead, 'name' | 'phone' | 'email' | 'details'>;
export type LeadFieldErrors = Partial<Record<keyof LeadFields, string>>;

/** The first message per field of a lead form (trip request and no-result lead), none when valid. */
export function leadFieldErrors(values: LeadFields): LeadFieldErrors {
  const parsed = leadSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: LeadFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    if ((key === 'name' || key === 'phone' || key === 'email' || key === 'details') && !errors[key])
      errors[key] = issue.message;
  }
  return errors;
}
