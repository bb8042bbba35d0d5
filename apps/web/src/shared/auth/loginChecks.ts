import { loginRequestSchema, passwordResetRequestSchema, type LoginRequest } from '@portal/domain';

/**
 * The sign-in form's checks, fetched when the form is first used: zod and the auth schemas are
 * then not part of the sign-in page's first load.
 */
export function checkLogin(values: { email: string; password: string }): LoginRequest | null {
  const parsed = loginRequestSchema.safeParse(values);
  return parsed.success ? parsed.data : null;
}

/** The trimmed e-mail of a password-recovery request, or null when it is not an e-mail. */
export function checkRecoveryEmail(email: string): string | null {
  const parsed = passwordResetRequestSchema.safeParse({ email });
  return parsed.success ? parsed.data.email : null;
}
