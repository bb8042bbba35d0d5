import { z } from 'zod';
import { leadMessages } from './messages';
import { cellphonePattern } from '../lib/masks';

/** Lead and trip-request payload: four required fields, no e-mail format check. */
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

/** What a lead form asks (the channel is the page's): its resolver schema. */
export const leadFieldsSchema = leadSchema.pick({
  name: true,
  phone: true,
  email: true,
  details: true,
});
export type LeadFields = z.infer<typeof leadFieldsSchema>;
