import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp, type ReceivedMail, type TestSmtp } from './helpers/smtp';
import { createTestApp, demo, type TestApp } from './helpers/testApp';

/** Undoes the quoted-printable transfer encoding nodemailer uses for accented text. */
function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The decoded body of each MIME part, whatever its transfer encoding. */
function decodedParts(raw: string): string[] {
  return raw.split(/\r?\n--[^\r\n]+\r?\n/).map((part) => {
    const [headers = '', ...rest] = part.split(/\r?\n\r?\n/);
    const body = rest.join('\n\n');
    if (/content-transfer-encoding:\s*quoted-printable/i.test(headers))
      return decodeQuotedPrintable(body);
    if (/content-transfer-encoding:\s*base64/i.test(headers))
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    return body;
  });
}

describe('mail over a real SMTP server', () => {
  let smtp: TestSmtp;
  let received: ReceivedMail[];
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtp();
    received = smtp.received;
    t = await createTestApp({ config: { smtpUrl: smtp.url } });
  });

  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('delivers the password-reset e-mail with its one-time link and records it as sent', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      headers: { campaign: '77' },
      payload: { email: demo.member.email },
    });
    expect(response.statusCode).toBe(204);
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(1);

    const [message] = received;
    expect(message?.to).toEqual([demo.member.email]);
    expect(message?.from).toBe('no-reply@portal.test');
    expect(message?.raw).toMatch(/^Subject: =\?UTF-8\?.+\?=|^Subject: Redefini/m);
    const text = decodedParts(message?.raw ?? '').join('\n');
    const link = /http:\/\/localhost:3000\/reset-password\?token=([\w-]+)/.exec(text);
    expect(link, text).not.toBeNull();

    const outbox = (await t.app.inject('/api/dev/outbox')).json() as {
      to: string;
      text: string;
      transport: string;
      sentAt: string | null;
      error: string | null;
    }[];
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ to: demo.member.email, transport: 'smtp', error: null });
    expect(outbox[0]?.sentAt).not.toBeNull();
    // The delivered link is the one recorded in the outbox, and it works once.
    expect(outbox[0]?.text).toContain(link?.[0]);
    const confirm = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/confirm',
        payload: { token: link?.[1], password: 'PorSmtp@2024' },
      });
    expect((await confirm()).statusCode).toBe(204);
    expect((await confirm()).statusCode).toBe(400);
  });

  it('sends nothing over SMTP for an unknown address', async () => {
    const before = received.length;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      headers: { campaign: '77' },
      payload: { email: 'ninguem@demo.test' },
    });
    expect(response.statusCode).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received.length).toBe(before);
  });

  it('when the SMTP server is down, still answers 204 and keeps the message in the outbox with the error', async () => {
    await smtp.close();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      headers: { campaign: '77' },
      payload: { email: demo.lowBalance.email },
    });
    expect(response.statusCode).toBe(204);
    const [row] = (await t.app.inject('/api/dev/outbox')).json() as {
      to: string;
      transport: string;
      sentAt: string | null;
      error: string | null;
    }[];
    expect(row).toMatchObject({ to: demo.lowBalance.email, transport: 'smtp', sentAt: null });
    expect(row?.error).toMatch(/ECONNREFUSED|connect/i);
  });
});
