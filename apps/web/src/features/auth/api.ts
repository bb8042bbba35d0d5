import {
  guestTokensSchema,
  sessionUserSchema,
  ssoAuthorizationSchema,
  tokensSchema,
  type GuestTokens,
  type LoginRequest,
  type Registration,
  type SessionUser,
  type Tokens,
} from '@portal/domain';
import { apiRequest } from '../../shared/api/client';

export function login(body: LoginRequest): Promise<Tokens> {
  return apiRequest('/api/auth/login', { method: 'POST', body, schema: tokensSchema, sessionRequest: false });
}

export function requestPasswordReset(email: string): Promise<void> {
  return apiRequest('/api/auth/password-reset', { method: 'POST', body: { email }, sessionRequest: false });
}

export function confirmPasswordReset(token: string, password: string): Promise<void> {
  return apiRequest('/api/auth/password-reset/confirm', {
    method: 'POST',
    body: { token, password },
    sessionRequest: false,
  });
}

export function ssoAuthorizationUrl(campaignId: number): Promise<string> {
  return apiRequest(`/api/auth?campaignId=${encodeURIComponent(String(campaignId))}`, {
    schema: ssoAuthorizationSchema,
    sessionRequest: false,
  }).then((reply) => reply.url);
}

export function ssoCallback(code: string, state: string): Promise<Tokens> {
  return apiRequest('/api/auth/sso/callback', {
    method: 'POST',
    body: { code, state },
    schema: tokensSchema,
    sessionRequest: false,
  });
}

export function guestLogin(code: string): Promise<GuestTokens> {
  return apiRequest(`/api/login-guest-by-campaign?code=${encodeURIComponent(code)}`, {
    schema: guestTokensSchema,
    sessionRequest: false,
  });
}

const voucherReplySchema = guestTokensSchema.extend({ user: sessionUserSchema });

export function voucherLogin(uid: string): Promise<GuestTokens & { user: SessionUser }> {
  return apiRequest(`/api/user/${encodeURIComponent(uid)}`, { schema: voucherReplySchema, sessionRequest: false });
}

/** Registration extras of spec 2 §3 beside the validated form fields. */
export interface RegistrationContext {
  campaign: number;
  referenceUserId: string | null;
  travelVoucher: boolean;
}

export function register(form: Registration, context: RegistrationContext): Promise<Tokens> {
  return apiRequest('/api/user', {
    method: 'POST',
    body: {
      ...form,
      cpf: form.cpf.replace(/\D/g, ''),
      ...context,
    },
    schema: tokensSchema,
  });
}

/** base64 of the UTF-8 bytes, as the first-access path carries it. */
export function base64Utf8(value: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(value)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function changeFirstAccessPassword(password: string): Promise<void> {
  return apiRequest(`/api/user/first-access/${encodeURIComponent(base64Utf8(password))}`, { method: 'PUT' });
}

