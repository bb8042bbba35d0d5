import { authMessages, guestTokensSchema, tokensSchema } from '@portal/domain/auth';
import { sessionUserSchema } from '@portal/domain/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, demo, login, type TestApp } from './helpers/testApp';

/** Each test speaks from its own address so the per-IP login limit never interferes. */
let ipCounter = 0;
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

function postLogin(t: TestApp, payload: unknown, options: { campaign?: string; ip?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { campaign: options.campaign ?? '77' },
    remoteAddress: options.ip ?? freshIp(),
    payload: payload as Record<string, unknown>,
  });
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('e-mail and password login', () => {
  it('returns an access token, a refresh token, its lifetime and the user id', async () => {
    const response = await postLogin(t, demo.member);
    expect(response.statusCode).toBe(200);
    const body = tokensSchema.strict().parse(response.json());
    expect(body.expiresIn).toBe(t.config.accessTokenTtlSeconds);
    expect(body.idToken.split('.')).toHaveLength(3);
    expect(body.refreshToken).not.toBe(body.idToken);
    const user = await t.app.inject({ url: '/api/user', headers: bearer(body.idToken) });
    expect(user.statusCode).toBe(200);
    expect(sessionUserSchema.parse(user.json())).toMatchObject({
      id: body.localId,
      email: 'membro@demo.test',
      name: 'Maria Souza',
      guest: false,
      travelVoucher: false,
      pointsBalance: 500000,
      firstAccess: false,
      campaign: { id: 77 },
    });
  });

  it('accepts the e-mail in any case and with surrounding spaces', async () => {
    const response = await postLogin(t, {
      email: '  MEMBRO@Demo.Test ',
      password: demo.member.password,
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong password with 401 and its verbatim message', async () => {
    const response = await postLogin(t, { email: demo.lowBalance.email, password: 'Errada@123' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: 'Usuário ou senha inválidos.',
      code: 'INVALID_CREDENTIALS',
    });
  });

  it('answers an unknown e-mail exactly as a wrong password', async () => {
    const response = await postLogin(t, { email: 'ninguem@demo.test', password: 'Demo@1234' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: 'Usuário ou senha inválidos.',
      code: 'INVALID_CREDENTIALS',
    });
  });

  it('refuses a member of campaign 83 on campaign 77 with the campaign-mismatch text', async () => {
    const response = await postLogin(t, demo.member83, { campaign: '77' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error:
        'Tivemos um problema para efetuar a autenticação da campanha, por favor tente novamente mais tarde.',
      code: 'CAMPAIGN_MISMATCH',
    });
    expect((await postLogin(t, demo.member83, { campaign: '83' })).statusCode).toBe(200);
  });

  it('resolves the login campaign from the host when no header is sent', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: '83.localhost:3000' },
      remoteAddress: freshIp(),
      payload: demo.member83,
    });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    { email: '', password: '' },
    { email: 'membro@demo.test', password: '' },
    { email: '', password: 'Demo@1234' },
  ])('asks for both fields: %j', async (payload) => {
    const response = await postLogin(t, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'Por favor, digite um usuário e senha',
      code: 'VALIDATION',
    });
  });
});

describe('guest entry by campaign code', () => {
  it('CONVIDADO77 gives a guest token of campaign 77 with no points', async () => {
    const response = await t.app.inject('/api/login-guest-by-campaign?code=CONVIDADO77');
    expect(response.statusCode).toBe(200);
    const tokens = guestTokensSchema.strict().parse(response.json());
    const user = await t.app.inject({ url: '/api/user', headers: bearer(tokens.idToken, 77) });
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({
      id: tokens.localId,
      guest: true,
      travelVoucher: false,
      pointsBalance: 0,
      campaign: { id: 77 },
    });
  });

  it('takes the code in any case and gives campaign 83 for CONVIDADO83', async () => {
    const response = await t.app.inject('/api/login-guest-by-campaign?code=convidado83');
    expect(response.statusCode).toBe(200);
    const user = await t.app.inject({
      url: '/api/user',
      headers: bearer(response.json().idToken, 83),
    });
    expect(user.json()).toMatchObject({
      guest: true,
      campaign: { id: 83, disablePointActivity: true },
    });
  });

  it('refuses an unknown code with 404 and its verbatim message', async () => {
    const response = await t.app.inject('/api/login-guest-by-campaign?code=NAOEXISTE');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'Ocorreu um erro na autenticação.' });
  });

  it('refuses an empty code with the same text', async () => {
    const response = await t.app.inject('/api/login-guest-by-campaign?code=');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Ocorreu um erro na autenticação.' });
  });

  it('gives a guest no refresh token, so nothing outlives the access token', async () => {
    const response = await t.app.inject('/api/login-guest-by-campaign?code=CONVIDADO77');
    expect(response.json()).not.toHaveProperty('refreshToken');
  });
});

describe('travel-voucher entry', () => {
  it('VOUCHER-77-0001 gives a token and the voucher user', async () => {
    const response = await t.app.inject({
      url: '/api/user/VOUCHER-77-0001',
      headers: { campaign: '77' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      localId: expect.any(String),
      idToken: expect.any(String),
      user: {
        uid: 'VOUCHER-77-0001',
        travelVoucher: true,
        usedTravelVoucher: false,
        guest: false,
        pointsBalance: 0,
        campaign: { id: 77 },
      },
    });
    const me = await t.app.inject({ url: '/api/user', headers: bearer(body.idToken, 77) });
    expect(me.json()).toMatchObject({ travelVoucher: true, uid: 'VOUCHER-77-0001' });
  });

  it('refuses the used VOUCHER-77-0002 with 409 and its verbatim message', async () => {
    const response = await t.app.inject({
      url: '/api/user/VOUCHER-77-0002',
      headers: { campaign: '77' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'Esse voucher já foi utilizado, favor efetuar o login com sua conta pessoal.',
      code: 'VOUCHER_USED',
    });
  });

  it('refuses an unknown voucher with the user-fetch text', async () => {
    const response = await t.app.inject({
      url: '/api/user/VOUCHER-77-9999',
      headers: { campaign: '77' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      error: 'Tivemos um problema, por favor tente novamente mais tarde.',
    });
  });

  it('refuses a campaign-77 voucher on campaign 83', async () => {
    const response = await t.app.inject({
      url: '/api/user/VOUCHER-77-0001',
      headers: { campaign: '83' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: authMessages.campaignMismatch });
  });
});

describe('login helper sanity', () => {
  it('logs each demo member into their own campaign', async () => {
    for (const [credentials, campaign] of [
      [demo.member, 77],
      [demo.firstAccess, 77],
      [demo.lowBalance, 77],
      [demo.member83, 83],
    ] as const) {
      const tokens = await login(t.app, credentials, campaign);
      const me = await t.app.inject({
        url: '/api/user',
        headers: bearer(tokens.idToken, campaign),
      });
      expect(me.json()).toMatchObject({ email: credentials.email, campaign: { id: campaign } });
    }
  });
});

describe('login limits (own app)', () => {
  let limits: TestApp;
  beforeAll(async () => {
    limits = await createTestApp();
  });
  afterAll(() => limits.close());

  it('locks an account after 5 failures, even for the right password and from other addresses', async () => {
    for (let i = 0; i < 5; i++) {
      const response = await postLogin(limits, {
        email: demo.lowBalance.email,
        password: `Errada${i}`,
      });
      expect(response.statusCode).toBe(401);
    }
    const locked = await postLogin(limits, demo.lowBalance);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: authMessages.tooManyAttempts, code: 'RATE_LIMITED' });
    // The lockout is per account, not global.
    expect((await postLogin(limits, demo.member)).statusCode).toBe(200);
  });

  it('a success before the fifth failure clears the count', async () => {
    for (let i = 0; i < 4; i++)
      expect(
        (await postLogin(limits, { email: demo.firstAccess.email, password: 'Errada' })).statusCode,
      ).toBe(401);
    expect((await postLogin(limits, demo.firstAccess)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++)
      expect(
        (await postLogin(limits, { email: demo.firstAccess.email, password: 'Errada' })).statusCode,
      ).toBe(401);
    expect((await postLogin(limits, demo.firstAccess)).statusCode).toBe(200);
  });

  it('limits one address to 20 login attempts a minute, whatever the accounts', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < 20; i++) {
      const response = await postLogin(
        limits,
        { email: `visitante${i}@demo.test`, password: 'x' },
        { ip },
      );
      expect(response.statusCode).toBe(401);
    }
    const limited = await postLogin(limits, demo.member, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: authMessages.tooManyAttempts });
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await postLogin(limits, demo.member, { ip: '203.0.113.8' })).statusCode).toBe(200);
  });
});
