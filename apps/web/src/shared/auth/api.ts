import { useMutation } from '@tanstack/react-query';
import type {
  GuestTokens,
  LoginRequest,
  Registration,
  SsoAuthorization,
  Tokens,
} from '@portal/domain/auth';
import type { SessionUser } from '@portal/domain/users';
import { apiRequest } from '../api/client';

export function login(body: LoginRequest): Promise<Tokens> {
  return apiRequest<Tokens>('/api/auth/login', {
    method: 'POST',
    body,
    reply: 'json',
    sessionRequest: false,
  });
}

export function requestPasswordReset(email: string): Promise<void> {
  return apiRequest('/api/auth/password-reset', {
    method: 'POST',
    body: { email },
    sessionRequest: false,
  });
}

export function confirmPasswordReset(token: string, password: string): Promise<void> {
  return apiRequest('/api/auth/password-reset/confirm', {
    method: 'POST',
    body: { token, password },
    sessionRequest: false,
  });
}

/** The new password of the recovery e-mail's one-time link. */
export const useConfirmPasswordReset = () =>
  useMutation({
    mutationFn: ({ token, password }: { token: string; password: string }) =>
      confirmPasswordReset(token, password),
  });

export function ssoAuthorizationUrl(campaignId: number): Promise<string> {
  return apiRequest<SsoAuthorization>(
    `/api/auth?campaignId=${encodeURIComponent(String(campaignId))}`,
    {
      reply: 'json',
      sessionRequest: false,
    },
  ).then((reply) => reply.url);
}

export function ssoCallback(code: string, state: string): Promise<Tokens> {
  return apiRequest<Tokens>('/api/auth/sso/callback', {
    method: 'POST',
    body: { code, state },
    reply: 'json',
    sessionRequest: false,
  });
}

export function guestLogin(code: string): Promise<GuestTokens> {
  return apiRequest<GuestTokens>(`/api/login-guest-by-campaign?code=${encodeURIComponent(code)}`, {
    reply: 'json',
    sessionRequest: false,
  });
}

/** Guest entry by campaign code: the guest's tokens become the session. */
export function useGuestLogin(signIn: (tokens: GuestTokens) => Promise<SessionUser>) {
  return useMutation({ mutationFn: async (code: string) => signIn(await guestLogin(code)) });
}

export function voucherLogin(uid: string): Promise<GuestTokens & { user: SessionUser }> {
  return apiRequest(`/api/user/${encodeURIComponent(uid)}`, {
    reply: 'json',
    sessionRequest: false,
  });
}

/** Registration extras beside the validated form fields. */
export interface RegistrationContext {
  campaign: number;
  referenceUserId: string | null;
  travelVoucher: boolean;
}

export function register(form: Registration, context: RegistrationContext): Promise<Tokens> {
  return apiRequest<Tokens>('/api/user', {
    method: 'POST',
    body: {
      ...form,
      cpf: form.cpf.replace(/\D/g, ''),
      ...context,
    },
    reply: 'json',
  });
}

/** base64 of the UTF-8 bytes, as the first-access path carries it. */
export function base64Utf8(value: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(value)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function changeFirstAccessPassword(password: string): Promise<void> {
  return apiRequest(`/api/user/first-access/${encodeURIComponent(base64Utf8(password))}`, {
    method: 'PUT',
  });
}

/** The password a member with firstAccess must choose. */
export const useFirstAccessPassword = () => useMutation({ mutationFn: changeFirstAccessPassword });
