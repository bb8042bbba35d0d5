import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactedPaths } from '../src/app';
import { bearer, createTestApp, demo, type TestApp } from './helpers/testApp';

describe('logs never carry passwords or tokens', () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      callback();
    },
  });
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      logger: { level: 'info', redact: { paths: redactedPaths, censor: '[redacted]' }, stream },
    });
  });
  afterAll(() => t.close());

  const logText = () => lines.join('\n');

  it('logs requests, but not the credentials, tokens or reset links they carry', async () => {
    const secrets: string[] = [demo.member.password, 'Errada@Senha99', 'NovaSenha@Log1'];

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { campaign: '77' },
      payload: { email: demo.member.email, password: 'Errada@Senha99' },
    });
    expect(wrong.statusCode).toBe(401);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { campaign: '77' },
      payload: demo.member,
    });
    const tokens = login.json();
    secrets.push(tokens.idToken, tokens.refreshToken);

    expect(
      (await t.app.inject({ url: '/api/user', headers: bearer(tokens.idToken) })).statusCode,
    ).toBe(200);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: tokens.refreshToken },
    });
    secrets.push(refreshed.json().idToken, refreshed.json().refreshToken);
    // A failing request with the token: errors must not dump headers either.
    await t.app.inject({ url: '/api/user', headers: bearer(tokens.idToken, 83) });

    await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: demo.member.email },
    });
    const [mail] = (await t.app.inject('/api/dev/outbox')).json() as { text: string }[];
    const resetToken = /token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(resetToken).not.toBe('');
    secrets.push(resetToken);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token: resetToken, password: 'Trocada@Log1' },
    });
    secrets.push('Trocada@Log1');

    // The first-access password travels in the path, base64-encoded.
    const firstAccess = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { campaign: '77' },
      payload: demo.firstAccess,
    });
    const encoded = Buffer.from('NovaSenha@Log1').toString('base64');
    secrets.push(firstAccess.json().idToken, encoded, encodeURIComponent(encoded));
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/user/first-access/${encodeURIComponent(encoded)}`,
      headers: bearer(firstAccess.json().idToken),
    });
    expect(changed.statusCode).toBe(204);

    // A travel-voucher uid signs its holder in: it is a secret in the path too.
    expect(
      (await t.app.inject({ url: '/api/user/VOUCHER-77-0001', headers: { campaign: '77' } }))
        .statusCode,
    ).toBe(200);
    secrets.push('VOUCHER-77-0001');

    // The logs did record these requests…
    const text = logText();
    expect(text).toContain('/api/auth/login');
    expect(text).toContain('/api/auth/refresh');
    expect(text).toContain('/api/user/first-access/');
    expect(text).toContain('/api/user/[redacted]');
    // …and none of the secrets.
    for (const secret of secrets)
      expect(text, `leaked ${secret.slice(0, 12)}…`).not.toContain(secret);
  });

  it('redacts the paths it promises when an object is logged', () => {
    lines.length = 0;
    t.app.log.info(
      {
        req: {
          headers: { authorization: 'Bearer secret-bearer-token', cookie: 'sid=secret-cookie' },
        },
        body: {
          password: 'secret-password',
          cardNumber: '4111111111111111',
          cvv: '123',
          refreshToken: 'secret-refresh',
          idToken: 'secret-id',
        },
      },
      'probe',
    );
    const [line] = lines;
    expect(line).toBeDefined();
    for (const secret of [
      'secret-bearer-token',
      'secret-cookie',
      'secret-password',
      '4111111111111111',
      '"123"',
      'secret-refresh',
      'secret-id',
    ]) {
      expect(line).not.toContain(secret);
    }
    const entry = JSON.parse(line ?? '{}');
    expect(entry.body.password).toBe('[redacted]');
    expect(entry.body.cardNumber).toBe('[redacted]');
  });
});
