import type { FastifyInstance, InjectOptions } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import type { AuditEntry, ConsoleCouponInput } from '@portal/domain/operators';
import { demoOperators } from '../../src/seed/operators';
import { closeChecked } from '../bookings/helpers';
import { sharedByFile } from './sharedByFile';
import { createTestApp, type TestApp } from './testApp';

/** The code an authenticator app shows for a base32 secret. */
export const totpCode = (secret: string, timestamp = Date.now()) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });

/**
 * Signs an operator in (password, then authenticator code) and returns the console token. A code
 * works once: sign each operator in once per test file and reuse the token, or sign in again
 * with the code of a later time step (`codeAt`, up to 30 s ahead: the server allows one step of drift).
 */
export async function consoleLogin(
  app: FastifyInstance,
  operator: { email: string; password: string; totpSecret: string },
  codeAt = Date.now(),
): Promise<string> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/console/auth/login',
    payload: { email: operator.email, password: operator.password },
  });
  if (login.statusCode !== 200)
    throw new Error(`console login failed: ${login.statusCode} ${login.body}`);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/console/auth/two-factor',
    payload: {
      challengeToken: login.json().challengeToken,
      code: totpCode(operator.totpSecret, codeAt),
    },
  });
  if (verified.statusCode !== 200)
    throw new Error(`console two-factor failed: ${verified.statusCode} ${verified.body}`);
  return verified.json().token;
}

export const operatorBearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A request to the console API (`url` below /api/console) with an operator's token, and a body and more headers when given. */
export const consoleRequest = (
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: { token: string; payload?: object; headers?: Record<string, string> },
) =>
  app.inject({
    method,
    url: `/api/console${url}`,
    headers: { ...operatorBearer(options.token), ...options.headers },
    ...(options.payload ? { payload: options.payload } : {}),
  });

/** The audit trail's entries that match `query`, read with an operator's token. */
export async function auditEntries(
  app: FastifyInstance,
  token: string,
  query: string,
): Promise<AuditEntry[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/console/audit?${query}`,
    headers: operatorBearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json().entries;
}

/**
 * A test app with the demo admin and support operators signed in, each once (a code works once):
 * `beforeAll(async () => ({ t, admin, support } = await consoleApp()))`.
 */
export async function consoleApp(): Promise<{ t: TestApp; admin: string; support: string }> {
  const t = await createTestApp();
  try {
    const admin = await consoleLogin(t.app, demoOperators.admin);
    const support = await consoleLogin(t.app, demoOperators.support);
    return { t, admin, support };
  } catch (error) {
    await t.close();
    throw error;
  }
}

/**
 * The console app with its admin and support signed in, shared by a file's tests and closed
 * after them with the ledger checked. `call` is a console request as the admin unless
 * `options.token` names another operator; `audit` reads the admin's audit trail.
 */
export function sharedConsole() {
  const shared = sharedByFile(consoleApp, ({ t }) => closeChecked(t), 240_000);
  const call = (
    method: InjectOptions['method'],
    url: string,
    options: { payload?: object; token?: string; headers?: Record<string, string> } = {},
  ) =>
    consoleRequest(shared.t.app, method, url, { ...options, token: options.token ?? shared.admin });
  const audit = (query: string) => auditEntries(shared.t.app, shared.admin, query);
  return Object.assign(shared, { call, audit });
}

/** An app with the admin signed in, shared by a file's tests and closed after them. */
export const sharedConsoleAdmin = () =>
  sharedByFile(
    async () => {
      const t = await createTestApp();
      return { t, admin: await consoleLogin(t.app, demoOperators.admin) };
    },
    async ({ t }) => t?.close(),
    120_000,
  );

/** A 1×1 PNG, for the console's image uploads. */
export const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/**
 * Every route (as `METHOD /path`) the app registered under /api/console with one of `methods`,
 * read from the router's own tree (`printRoutes`): a route added later shows up without anyone
 * listing it.
 */
export function consoleRoutes(app: FastifyInstance, methods: readonly string[]): string[] {
  const paths: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', listed = ''] = match;
    const depth = indent.length / 4;
    const path = (paths[depth - 1] ?? '') + segment;
    paths[depth] = path;
    paths.length = depth + 1;
    if (!path.startsWith('/api/console/')) continue;
    for (const method of listed.split(', '))
      if (methods.includes(method)) routes.push(`${method} ${path}`);
  }
  return routes.sort();
}

/** An active coupon on flights only, without dates or a usage limit. */
export const flightCoupon = (
  code: string,
  discountType: ConsoleCouponInput['discountType'],
  value: number,
): ConsoleCouponInput => ({
  code,
  discountType,
  value,
  air: true,
  hotel: false,
  car: false,
  experience: false,
  bus: false,
  entertainment: false,
  active: true,
  validFrom: null,
  validUntil: null,
  usageLimit: null,
});
