import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, demo, login, type TestApp } from '../helpers/testApp';

/**
 * Tokens end when the member says so, not at their expiry: a reused refresh token revokes its
 * sign-in, and an access token stops at a sign-out, a password change or a disabled account.
 */
describe('revoking tokens', { timeout: 120_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(async () => t?.close());

  const me = async (token: string) =>
    (await t.app.inject({ url: '/api/user', headers: bearer(token) })).statusCode;
  const refresh = async (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
  const logout = (idToken: string, refreshToken?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(idToken),
      ...(refreshToken ? { payload: { refreshToken } } : {}),
    });

  it('a rotated refresh token used again revokes every token of its sign-in, not of the others', async () => {
    const phone = await login(t.app, demo.member);
    const laptop = await login(t.app, demo.member);
    const rotated = (await refresh(phone.refreshToken)).json();
    const again = (await refresh(rotated.refreshToken)).json();

    // a stolen copy of the first token is shown again
    expect((await refresh(phone.refreshToken)).statusCode).toBe(401);
    expect((await refresh(again.refreshToken)).statusCode).toBe(401);
    expect(await me(again.idToken)).toBe(401);
    // the other sign-in renews itself
    const renewed = await refresh(laptop.refreshToken);
    expect(renewed.statusCode).toBe(200);
    expect(await me(renewed.json().idToken)).toBe(200);
  });

  it('a sign-out ends its access token at once', async () => {
    const tokens = await login(t.app, demo.lowBalance);
    expect(await me(tokens.idToken)).toBe(200);
    expect((await logout(tokens.idToken, tokens.refreshToken)).statusCode).toBe(204);
    expect(await me(tokens.idToken)).toBe(401);
  });

  it('signing out everywhere ends every access token of the member', async () => {
    const a = await login(t.app, demo.lowBalance);
    const b = await login(t.app, demo.lowBalance);
    expect((await logout(a.idToken)).statusCode).toBe(204);
    expect(await me(a.idToken)).toBe(401);
    expect(await me(b.idToken)).toBe(401);
    expect((await refresh(b.refreshToken)).statusCode).toBe(401);
  });

  it('a password change ends the other access tokens; the new ones work', async () => {
    const other = await login(t.app, demo.member83, 83);
    const current = await login(t.app, demo.member83, 83);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/user/password',
      headers: bearer(current.idToken, 83),
      payload: { currentPassword: demo.member83.password, password: 'Nova@Senha123' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const meIn83 = async (token: string) =>
      (await t.app.inject({ url: '/api/user', headers: bearer(token, 83) })).statusCode;
    expect(await meIn83(other.idToken)).toBe(401);
    expect(await meIn83(current.idToken)).toBe(401);
    expect(await meIn83(changed.json().idToken)).toBe(200);
  });

  it('a disabled member’s access token stops at once', async () => {
    const tokens = await login(t.app, demo.firstAccess);
    expect(await me(tokens.idToken)).toBe(200);
    await t.database.db.execute(
      sql`update users set disabled = true where email = ${demo.firstAccess.email}`,
    );
    expect(await me(tokens.idToken)).toBe(401);
  });
});
