import { isNull } from 'drizzle-orm';
import { authMessages } from '@portal/domain/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets } from '../src/db/schema';
import { createTestApp, demo, login, type TestApp } from './helpers/testApp';

interface OutboxRow {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  transport: string;
  sentAt: string | null;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const requestReset = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset',
    headers: { campaign: '77' },
    payload: { email },
  });
const confirm = (token: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/confirm',
    payload: { token, password },
  });
const outbox = async (): Promise<OutboxRow[]> => (await t.app.inject('/api/dev/outbox')).json();
const tryLogin = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { campaign: '77' },
    payload: { email, password },
  });

function resetLink(row: OutboxRow): URL {
  const match = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(row.text);
  if (!match) throw new Error(`no reset link in: ${row.text}`);
  return new URL(match[0]);
}

describe('password reset', () => {
  it('answers 204 for an unknown e-mail and sends nothing (no account enumeration)', async () => {
    const before = (await outbox()).length;
    const response = await requestReset('ninguem@demo.test');
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await outbox()).toHaveLength(before);
  });

  it('refuses a malformed e-mail with its verbatim message', async () => {
    for (const email of ['', 'membro', 'membro@demo']) {
      const response = await requestReset(email);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'Por favor, digite um e-mail valido' });
    }
  });

  it('e-mails a member a one-time link that sets a new password', async () => {
    const oldSession = await login(t.app, demo.member);
    const response = await requestReset('Membro@Demo.Test');
    expect(response.statusCode).toBe(204);

    const [mail] = await outbox();
    expect(mail).toMatchObject({
      to: demo.member.email,
      subject: 'Redefinição de senha',
      transport: 'outbox',
    });
    const link = resetLink(mail as OutboxRow);
    expect(link.origin).toBe(t.config.publicUrl);
    expect(link.pathname).toBe('/reset-password');
    expect(mail?.html).toContain(link.toString().replace(/&/g, '&amp;'));
    const token = link.searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThanOrEqual(32);

    expect((await confirm(token, 'Trocada@2024')).statusCode).toBe(204);
    const reused = await confirm(token, 'Outra@2024x');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({
      error: authMessages.resetTokenInvalid,
      code: 'INVALID_RESET_TOKEN',
    });

    expect((await tryLogin(demo.member.email, 'Trocada@2024')).statusCode).toBe(200);
    expect((await tryLogin(demo.member.email, demo.member.password)).statusCode).toBe(401);
    expect((await tryLogin(demo.member.email, 'Outra@2024x')).statusCode).toBe(401);
    // Sessions opened before the reset cannot be renewed.
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: oldSession.refreshToken },
    });
    expect(renewed.statusCode).toBe(401);
  });

  it('each request gets its own link; an unknown or empty token is refused', async () => {
    await requestReset(demo.lowBalance.email);
    await requestReset(demo.lowBalance.email);
    const mails = (await outbox()).filter((row) => row.to === demo.lowBalance.email);
    expect(mails).toHaveLength(2);
    const [a, b] = mails.map((row) => resetLink(row).searchParams.get('token'));
    expect(a).not.toBe(b);
    expect((await confirm('token-que-nao-existe', 'Trocada@2024')).statusCode).toBe(400);
    expect((await confirm('', 'Trocada@2024')).statusCode).toBe(400);
  });

  it('refuses a short new password and keeps the link usable', async () => {
    await requestReset(demo.member83.email);
    const mail = (await outbox()).find((row) => row.to === demo.member83.email);
    const token = resetLink(mail as OutboxRow).searchParams.get('token') ?? '';
    const short = await confirm(token, 'curta');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ error: 'A senha deve ter pelo menos 8 caracteres.' });
    expect((await confirm(token, 'Trocada@2024')).statusCode).toBe(204);
  });

  it('refuses an expired link', async () => {
    await requestReset(demo.firstAccess.email);
    const mail = (await outbox()).find((row) => row.to === demo.firstAccess.email);
    const token = resetLink(mail as OutboxRow).searchParams.get('token') ?? '';
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(isNull(passwordResets.usedAt));
    const response = await confirm(token, 'Trocada@2024');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: authMessages.resetTokenInvalid });
    expect((await tryLogin(demo.firstAccess.email, demo.firstAccess.password)).statusCode).toBe(
      200,
    );
  });

  it('sends nothing for guest or voucher accounts (they have no e-mail login)', async () => {
    const before = (await outbox()).length;
    expect((await requestReset('convidado@demo.test')).statusCode).toBe(204);
    expect(await outbox()).toHaveLength(before);
  });
});
