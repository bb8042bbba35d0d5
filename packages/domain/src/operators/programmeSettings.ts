import { z } from 'zod';
import { termSchema } from '../leads/schema';

/** The texts a member reads: the conditions of a purchase and the privacy policy. */
export const campaignTermCodes = ['PURCHASE_TERMS', 'USE_TERMS_PRIVACY_POLICY'] as const;
export type CampaignTermCode = (typeof campaignTermCodes)[number];

export const programmeSettingsMessages = {
  termsSaved: 'Texto salvo: os membros da campanha já o leem.',
  ssoSaved: 'Login único salvo.',
  ssoDisabled: 'Login único desativado: os membros entram com e-mail e senha.',
  issuer: 'Informe o endereço do provedor (https://…).',
  clientSecret: 'Informe o client_secret do provedor.',
} as const;

/** A campaign's text of a term, as the console edits it (HTML, cleaned when shown). */
export const campaignTermInputSchema = z.object({
  name: z.string().trim().min(1).max(200),
  description: z.string().trim().max(500),
  content: z.string().trim().min(1).max(100_000),
});
export type CampaignTermInput = z.infer<typeof campaignTermInputSchema>;

/** A term as a campaign shows it: its own text (`custom`) or the portal's default. */
export const consoleCampaignTermSchema = termSchema.extend({
  code: z.enum(campaignTermCodes),
  custom: z.boolean(),
});
export type ConsoleCampaignTerm = z.infer<typeof consoleCampaignTermSchema>;

/**
 * A campaign's single sign-on (OIDC): the identity provider and the portal's client there. The
 * secret is never shown back: left empty on a change, the stored one stays.
 */
export const campaignSsoInputSchema = z.object({
  issuer: z
    .string()
    .trim()
    .max(500)
    .regex(/^https?:\/\/[^\s/]+\S*$/i, programmeSettingsMessages.issuer),
  clientId: z.string().trim().min(1).max(200),
  clientSecret: z.string().trim().max(500),
  scope: z.string().trim().min(1).max(200),
});
export type CampaignSsoInput = z.infer<typeof campaignSsoInputSchema>;

export const campaignSsoSchema = z.object({
  enabled: z.boolean(),
  issuer: z.string(),
  clientId: z.string(),
  scope: z.string(),
  hasClientSecret: z.boolean(),
});
export type CampaignSso = z.infer<typeof campaignSsoSchema>;
