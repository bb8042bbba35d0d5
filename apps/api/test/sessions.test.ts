import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, demo, login, type TestApp } from './helpers/testApp';

const unauthorizedText =
  'Tivemos um problema com sua autenticação, entre em contato com o consultor.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (token: string, campaign = 77) =>
  t.app.inject({ url: '/api/user', headers: bearer(token, campaign) });
const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });

async function signWith(
  secret: string,
  claims: { sub: string; cid: number; kind: string },
  expiresAt: number,
) {
  return new SignJWT({ cid: claims.cid, kind: claims.kind })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuer('loyalty-travel-portal')
    .setIssuedAt(expiresAt - 3600)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret));
}

describe('access tokens', () => {
  it('carry the configured lifetime', async () => {
    const tokens = await login(t.app, demo.member);
    const claims = decodeJwt(tokens.idToken);
    expect(claims.sub).toBe(tokens.localId);
    expect(claims.cid).toBe(77);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(t.config.accessTokenTtlSeconds);
  });

  it('no token: 401 with its verbatim message', async () => {
    const response = await t.app.inject({ url: '/api/user', headers: { campaign: '77' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: unauthorizedText, code: 'NO_TOKEN' });
  });

  it('an expired token: 401 TOKEN_EXPIRED', async () => {
    const tokens = await login(t.app, demo.member);
    const expired = await signWith(
      t.config.jwtSecret,
      { sub: tokens.localId, cid: 77, kind: 'member' },
      Math.floor(Date.now() / 1000) - 60,
    );
    const response = await me(expired);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: unauthorizedText, code: 'TOKEN_EXPIRED' });
  });

  it('a tampered token: 401 INVALID_TOKEN', async () => {
    const tokens = await login(t.app, demo.member);
    const [header, payload, signature] = tokens.idToken.split('.') as [string, string, string];
    // Another member's id in the payload, the original signature.
    const forged = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload, 'base64url').toString()),
        sub: '00000000-0000-0000-0000-000000000000',
      }),
    ).toString('base64url');
    for (const token of [
      `${header}.${forged}.${signature}`,
      `${header}.${payload}.${signature.slice(0, -4)}${signature.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`,
      `${header}.${payload}.`,
      'not-a-jwt',
    ]) {
      const response = await me(token);
      expect(response.statusCode, token).toBe(401);
      expect(response.json()).toEqual({ error: unauthorizedText, code: 'INVALID_TOKEN' });
    }
  });

  it('a token signed with another secret or with alg none: 401', async () => {
    const tokens = await login(t.app, demo.member);
    const foreign = await signWith(
      'another-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
      { sub: tokens.localId, cid: 77, kind: 'member' },
      Math.floor(Date.now() / 1000) + 600,
    );
    expect((await me(foreign)).statusCode).toBe(401);
    const none = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${tokens.idToken.split('.')[1]}.`;
    expect((await me(none)).statusCode).toBe(401);
  });

  it('a token of a campaign the user does not belong to is refused', async () => {
    const tokens = await login(t.app, demo.member);
    const otherCampaign = await signWith(
      t.config.jwtSecret,
      { sub: tokens.localId, cid: 83, kind: 'member' },
      Math.floor(Date.now() / 1000) + 600,
    );
    expect((await me(otherCampaign, 83)).statusCode).toBe(401);
  });
});

// JWT times are whole seconds, so a 3 s lifetime lasts 2–3 s: enough to use it at once, even on a busy machine.
describe('access token expiry in real time (3 s lifetime)', () => {
  let short: TestApp;
  beforeAll(async () => {
    short = await createTestApp({ config: { accessTokenTtlSeconds: 3 } });
  });
  afterAll(() => short.close());

  it('works, then expires with TOKEN_EXPIRED, and the refresh token still renews the session', async () => {
    const tokens = await login(short.app, demo.member);
    expect(
      (await short.app.inject({ url: '/api/user', headers: bearer(tokens.idToken) })).statusCode,
    ).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 3100));
    const expired = await short.app.inject({ url: '/api/user', headers: bearer(tokens.idToken) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'TOKEN_EXPIRED' });
    const renewed = await short.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: tokens.refreshToken },
    });
    expect(renewed.statusCode).toBe(200);
    expect(
      (await short.app.inject({ url: '/api/user', headers: bearer(renewed.json().idToken) }))
        .statusCode,
    ).toBe(200);
  });
});

describe('refresh tokens', () => {
  it('rotate: the new pair works and the old refresh token is refused the second time, ending the whole sign-in', async () => {
    const first = await login(t.app, demo.member);
    const rotated = await refresh(first.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json();
    expect(second).toMatchObject({
      localId: first.localId,
      expiresIn: t.config.accessTokenTtlSeconds,
    });
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await me(second.idToken)).json()).toMatchObject({ email: demo.member.email });

    const replay = await refresh(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ error: unauthorizedText, code: 'INVALID_REFRESH_TOKEN' });
    // a rotated token shown again means a copy is loose: its whole family is revoked
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    expect((await me(second.idToken)).statusCode).toBe(401);
  });

  it('an unknown refresh token: 401', async () => {
    const response = await refresh('definitely-not-a-refresh-token');
    expect(response.statusCode).toBe(401);
  });

  it('an empty refresh token: 400', async () => {
    expect((await refresh('')).statusCode).toBe(400);
  });
});

describe('logout', () => {
  it('revokes the refresh token it is given', async () => {
    const tokens = await login(t.app, demo.member);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(tokens.idToken),
      payload: { refreshToken: tokens.refreshToken },
    });
    expect(response.statusCode).toBe(204);
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(401);
  });

  it('with only the access token, revokes every refresh token of the user', async () => {
    const a = await login(t.app, demo.lowBalance);
    const b = await login(t.app, demo.lowBalance);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(a.idToken),
    });
    expect(response.statusCode).toBe(204);
    expect((await refresh(a.refreshToken)).statusCode).toBe(401);
    expect((await refresh(b.refreshToken)).statusCode).toBe(401);
  });

  it('does not revoke another user’s refresh token', async () => {
    const mine = await login(t.app, demo.firstAccess);
    const theirs = await login(t.app, demo.member83, 83);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(mine.idToken) });
    expect((await refresh(theirs.refreshToken)).statusCode).toBe(200);
  });

  it('answers 204 without any credential', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(204);
  });
});
