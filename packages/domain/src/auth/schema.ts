import { z } from 'zod';
import { authMessages, passwordMessages, registrationMessages } from './messages';
import { isCpf } from '../lib/cpf';
import { cellphonePattern, emailPattern } from '../lib/masks';

// A field left out gets the same message as an empty one (`error` covers the missing case).
export const loginRequestSchema = z.object({
  email: z
    .string({ error: authMessages.credentialsRequired })
    .trim()
    .min(1, authMessages.credentialsRequired)
    .max(300),
  password: z
    .string({ error: authMessages.credentialsRequired })
    .min(1, authMessages.credentialsRequired)
    .max(300),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const tokensSchema = z.object({
  idToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int(),
  localId: z.string(),
});
export type Tokens = z.infer<typeof tokensSchema>;

export const guestTokensSchema = z.object({
  idToken: z.string(),
  localId: z.string(),
  expiresIn: z.number().int(),
});
export type GuestTokens = z.infer<typeof guestTokensSchema>;

export const refreshRequestSchema = z.object({ refreshToken: z.string().min(1).max(500) });

export const passwordResetRequestSchema = z.object({
  email: z
    .string({ error: authMessages.invalidEmail })
    .trim()
    .regex(emailPattern, authMessages.invalidEmail)
    .max(300),
});

/**
 * The sign-in form: e-mail and password to sign in, or the e-mail alone to ask for a recovery
 * link; each mode with the messages of its request.
 */
export const loginFormSchema = z
  .object({
    mode: z.enum(['login', 'recovery']),
    email: z.string(),
    password: z.string(),
  })
  .superRefine((form, ctx) => {
    const request = form.mode === 'login' ? loginRequestSchema : passwordResetRequestSchema;
    const parsed = request.safeParse(form);
    if (parsed.success) return;
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
export type LoginFormValues = z.infer<typeof loginFormSchema>;

/** The guest entry's campaign code, or the travel voucher's code, as typed. */
export const entryCodeFormSchema = z.object({
  code: z.string().trim().min(1, authMessages.codeRequired).max(200),
});
export type EntryCodeForm = z.infer<typeof entryCodeFormSchema>;

export const passwordSchema = z.string().min(8, passwordMessages.tooShort).max(128);

export const passwordResetConfirmSchema = z.object({
  token: z.string().min(1).max(200),
  password: passwordSchema,
});

export const ssoCallbackRequestSchema = z.object({
  code: z.string().min(1).max(2000),
  state: z.string().min(1).max(200),
});

export const ssoAuthorizationSchema = z.object({ url: z.string() });
export type SsoAuthorization = z.infer<typeof ssoAuthorizationSchema>;

const required = z
  .string({ error: registrationMessages.requiredField })
  .trim()
  .min(1, registrationMessages.requiredField)
  .max(300);

/** Registration rules. */
export const registrationSchema = z.object({
  name: required,
  lastName: required,
  cpf: required.refine(isCpf, registrationMessages.invalidCpf),
  cellphone: required.regex(cellphonePattern, registrationMessages.requiredField),
  email: required.regex(emailPattern, registrationMessages.invalidEmail),
  password: required.pipe(passwordSchema),
});
export type Registration = z.infer<typeof registrationSchema>;

export const firstAccessSchema = z
  .object({ password: passwordSchema, confirmation: z.string() })
  .refine((v) => v.password === v.confirmation, {
    message: passwordMessages.mismatch,
    path: ['confirmation'],
  });

export const errorResponseSchema = z.object({
  error: z.string(),
  code: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
