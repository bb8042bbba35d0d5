import { sql } from 'drizzle-orm';
import { afterSaleMessages } from '@portal/domain/bookings';
import { bearer, type TestApp } from '../helpers/testApp';
import { card } from './helpers';

/** The sandbox test cards. */
export const CARDS = {
  approve: '4111111111111111',
  twoFactor: '5555555555554444',
  redirect: '4000002760003184',
  decline: '4000000000000002',
  timeout: '4000000000000119',
};

export const cardPayment = (cardNumber: string) => ({
  payment: { installments: 1, card: card(cardNumber) },
});

/** The last two-factor code e-mailed for a booking, read from the dev outbox as the e2e test does. */
export async function lastCode(
  t: TestApp,
  locator: string,
): Promise<{ code: string; to: string; count: number }> {
  const response = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
  const mails = (response.json() as Array<{ to: string; subject: string; text: string }>).filter(
    (m) => m.subject === afterSaleMessages.codeSubject && m.text.includes(locator),
  );
  const code = mails[0]?.text.match(/é: (\d{6})/)?.[1];
  if (!code || !mails[0]) throw new Error(`no two-factor code e-mailed for ${locator}`);
  return { code, to: mails[0].to, count: mails.length };
}

export function issueTicket(
  t: TestApp,
  token: string,
  locator: string,
  options: { token2fa?: string; body?: object } = {},
) {
  const query = new URLSearchParams({
    locator,
    ...(options.token2fa !== undefined ? { token2fa: options.token2fa } : {}),
  });
  return t.app.inject({
    method: 'POST',
    url: `/api/booking/issue-ticket?${query}`,
    headers: bearer(token),
    ...(options.body ? { payload: options.body } : {}),
  });
}

export function resendCode(t: TestApp, token: string, locator: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/booking/auth2fa/resend?locator=${encodeURIComponent(locator)}`,
    headers: bearer(token),
  });
}

/** The member's press of 'confirm' on the sandbox's 3-D Secure page at `redirect`. */
export const confirmRedirect = (t: TestApp, redirect: string) =>
  t.app.inject({
    method: 'POST',
    url: new URL(redirect).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });

export function getBooking(t: TestApp, token: string, locator: string, campaignId = 77) {
  return t.app.inject({
    method: 'GET',
    url: `/api/bookings/${encodeURIComponent(locator)}`,
    headers: bearer(token, campaignId),
  });
}

export async function rows<T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

export const holdsOf = (t: TestApp, locator: string) =>
  rows<{ status: string; points: number }>(
    t,
    sql`select status, points::int as points from ledger_holds where reference = ${locator} order by created_at`,
  );

export const paymentsOf = (t: TestApp, locator: string) =>
  rows<{ status: string; amount_cents: number }>(
    t,
    sql`select status, amount_cents::int as amount_cents from payment_transactions where reference = ${locator} order by created_at`,
  );

export const bookingRow = async (t: TestApp, locator: string) =>
  (
    await rows<{ state: string; status_id: number; response_status: number | null }>(
      t,
      sql`select state, status_id, response_status from bookings where locator = ${locator}`,
    )
  )[0];
