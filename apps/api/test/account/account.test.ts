import { accountMessages, sessionUserSchema } from '@portal/domain/users';
import { passwordMessages, registrationMessages, tokensSchema } from '@portal/domain/auth';
import { savedCardSchema } from '@portal/domain/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPayments } from '../../src/payments';
import { bearer, createTestApp, demo, login, type TestApp } from '../helpers/testApp';

const card = (cardNumber: string, holder = 'MARIA SOUZA') => ({
  cardNumber,
  cardBrand: 'visa',
  cardType: 'Creditcard',
  cardExpirationDate: '07/2031',
  cardSecurityCode: '123',
  holder,
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** Each call speaks from its own address so the per-IP limits never interfere. */
let ipCounter = 0;
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

const guestToken = async () =>
  (
    await t.app.inject({ method: 'GET', url: '/api/login-guest-by-campaign?code=CONVIDADO77' })
  ).json().idToken as string;

const saveCard = async (token: string, number: string, holder?: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payments/cards',
    headers: bearer(token),
    payload: { card: card(number, holder), save: true },
  });
  expect(response.statusCode, response.body).toBe(201);
  return savedCardSchema.parse(response.json());
};

const listCards = async (token: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/payments/cards',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return savedCardSchema.array().parse(response.json());
};

const deleteCard = (token: string, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/payments/cards/${id}`, headers: bearer(token) });

describe('saved cards of the account page', () => {
  it('lists brand, last 4 digits, holder and expiry, never the number or the security code', async () => {
    const member = await login(t.app, demo.member);
    const saved = await saveCard(member.idToken, '5555 5555 5555 4444');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/payments/cards',
      headers: bearer(member.idToken),
    });
    expect(response.body).not.toContain('5555555555554444');
    expect(response.body).not.toContain('"123"');
    expect(savedCardSchema.array().parse(response.json())).toContainEqual({
      id: saved.id,
      brand: 'master',
      last4Digits: '4444',
      vaultId: saved.vaultId,
      holder: 'MARIA SOUZA',
      expiry: '07/2031',
    });
  });

  it("deletes the member's own card, which can no longer be paid with", async () => {
    const member = await login(t.app, demo.member);
    const kept = await saveCard(member.idToken, '4111111111111111', 'MARIA KEPT');
    const removed = await saveCard(member.idToken, '4111111111111111', 'MARIA GONE');
    const response = await deleteCard(member.idToken, removed.id);
    expect(response.statusCode, response.body).toBe(204);
    const ids = (await listCards(member.idToken)).map((c) => c.id);
    expect(ids).toContain(kept.id);
    expect(ids).not.toContain(removed.id);
    const payments = createPayments({ db: t.database.db, publicUrl: 'http://localhost:3000' });
    const payer = { campaignId: 77, userId: member.localId, kind: 'member' as const };
    expect(await payments.savedCard(payer, removed.vaultId)).toBeUndefined();
    expect(await payments.savedCard(payer, kept.vaultId)).toBeDefined();
    const again = await deleteCard(member.idToken, removed.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ error: accountMessages.cardNotFound });
  });

  it("refuses another member's card with 404 and deletes nothing", async () => {
    const owner = await login(t.app, demo.lowBalance);
    const stranger = await login(t.app, demo.member);
    const theirs = await saveCard(owner.idToken, '4111111111111111', 'ANA SALDO');
    const response = await deleteCard(stranger.idToken, theirs.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: accountMessages.cardNotFound,
      code: 'CARD_NOT_FOUND',
    });
    expect((await listCards(owner.idToken)).map((c) => c.id)).toContain(theirs.id);
  });

  it('answers 400 for an id that is not a card id, 404 for a guest, 401 without a token', async () => {
    const member = await login(t.app, demo.member);
    expect((await deleteCard(member.idToken, 'not-a-uuid')).statusCode).toBe(400);
    const guest = await guestToken();
    const mine = await saveCard(member.idToken, '4111111111111111');
    expect((await deleteCard(guest, mine.id)).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'DELETE',
      url: `/api/payments/cards/${mine.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await listCards(member.idToken)).map((c) => c.id)).toContain(mine.id);
  });
});

describe('profile', () => {
  const put = (token: string, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: bearer(token),
      payload: payload as Record<string, unknown>,
    });

  it('changes name, last name and cellphone; e-mail and CPF stay as they were', async () => {
    const member = await login(t.app, demo.member83, 83);
    const before = sessionUserSchema.parse(
      (await t.app.inject({ url: '/api/user', headers: bearer(member.idToken, 83) })).json(),
    );
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: bearer(member.idToken, 83),
      payload: {
        name: ' Joana ',
        lastName: 'Prado',
        cellphone: '(21) 99876-5432',
        email: 'outra@demo.test',
        cpf: '111.444.777-35',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = sessionUserSchema.parse(
      (await t.app.inject({ url: '/api/user', headers: bearer(member.idToken, 83) })).json(),
    );
    expect(after).toMatchObject({
      name: 'Joana Prado',
      firstName: 'Joana',
      lastName: 'Prado',
      cellphone: '(21) 99876-5432',
      email: before.email,
      cpf: before.cpf,
    });
    expect(sessionUserSchema.parse(response.json())).toEqual(after);
  });

  it('refuses bad input with 400 and the message of each field, changing nothing', async () => {
    const member = await login(t.app, demo.lowBalance);
    const before = (
      await t.app.inject({ url: '/api/user', headers: bearer(member.idToken) })
    ).json();
    const response = await put(member.idToken, {
      name: '  ',
      lastName: 'Lima',
      cellphone: '2199876',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      fields: {
        name: registrationMessages.requiredField,
        cellphone: registrationMessages.requiredField,
      },
    });
    expect((await put(member.idToken, {})).json().fields).toMatchObject({
      name: registrationMessages.requiredField,
      lastName: registrationMessages.requiredField,
      cellphone: registrationMessages.requiredField,
    });
    const after = (
      await t.app.inject({ url: '/api/user', headers: bearer(member.idToken) })
    ).json();
    expect(after).toEqual(before);
  });

  it('is refused to guests', async () => {
    const response = await put(await guestToken(), {
      name: 'Convidado',
      lastName: 'Teste',
      cellphone: '(11) 91234-5678',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(accountMessages.membersOnly);
  });
});

describe('password change', () => {
  const change = (token: string, payload: unknown, campaignId = 77) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/user/password',
      headers: bearer(token, campaignId),
      remoteAddress: freshIp(),
      payload: payload as Record<string, unknown>,
    });
  const loginStatus = async (email: string, password: string, campaignId = 77) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { campaign: String(campaignId) },
        remoteAddress: freshIp(),
        payload: { email, password },
      })
    ).statusCode;

  it('with the right current password: the new one signs in, the old one no longer does, other sessions lose their refresh token', async () => {
    const session = await login(t.app, demo.firstAccess);
    const other = await login(t.app, demo.firstAccess);
    const response = await change(session.idToken, {
      currentPassword: demo.firstAccess.password,
      password: 'Nova@Senha2026',
    });
    expect(response.statusCode, response.body).toBe(200);
    const tokens = tokensSchema.parse(response.json());
    expect(tokens.localId).toBe(session.localId);
    expect(await loginStatus(demo.firstAccess.email, 'Nova@Senha2026')).toBe(200);
    expect(await loginStatus(demo.firstAccess.email, demo.firstAccess.password)).toBe(401);
    const refresh = (refreshToken: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        remoteAddress: freshIp(),
        payload: { refreshToken },
      });
    expect((await refresh(other.refreshToken)).statusCode).toBe(401);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(200);
    const me = await t.app.inject({ url: '/api/user', headers: bearer(tokens.idToken) });
    expect(me.json().firstAccess).toBe(false);
  });

  it('refuses a wrong current password with a clear message and changes nothing', async () => {
    const member = await login(t.app, demo.member83, 83);
    const response = await change(
      member.idToken,
      { currentPassword: 'Errada@123', password: 'Outra@Senha99' },
      83,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: passwordMessages.currentWrong,
      code: 'WRONG_PASSWORD',
      fields: { currentPassword: passwordMessages.currentWrong },
    });
    expect(await loginStatus(demo.member83.email, demo.member83.password, 83)).toBe(200);
    expect(await loginStatus(demo.member83.email, 'Outra@Senha99', 83)).toBe(401);
  });

  it('refuses bad input with 400 and the message of each field', async () => {
    const member = await login(t.app, demo.member);
    const short = await change(member.idToken, { currentPassword: '', password: 'curta' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({
      currentPassword: passwordMessages.currentRequired,
      password: passwordMessages.tooShort,
    });
    const same = await change(member.idToken, {
      currentPassword: demo.member.password,
      password: demo.member.password,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().fields).toEqual({ password: passwordMessages.sameAsCurrent });
    expect((await change(member.idToken, {})).json().fields).toMatchObject({
      currentPassword: passwordMessages.currentRequired,
    });
    expect(await loginStatus(demo.member.email, demo.member.password)).toBe(200);
  });

  it('locks after 5 wrong current passwords, like the login, even for the right one', async () => {
    const member = await login(t.app, demo.lowBalance);
    for (let i = 0; i < 5; i++) {
      const wrong = await change(member.idToken, {
        currentPassword: `Errada@${i}`,
        password: 'Outra@Senha99',
      });
      expect(wrong.statusCode).toBe(403);
    }
    const locked = await change(member.idToken, {
      currentPassword: demo.lowBalance.password,
      password: 'Outra@Senha99',
    });
    expect(locked.statusCode).toBe(429);
    expect(await loginStatus(demo.lowBalance.email, demo.lowBalance.password)).toBe(429);
  });

  it('is refused to guests and without a token', async () => {
    const payload = { currentPassword: 'qualquer', password: 'Outra@Senha99' };
    expect((await change(await guestToken(), payload)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'PUT', url: '/api/user/password', payload });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents the account routes', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths['/api/payments/cards'])).toEqual(
      expect.arrayContaining(['get', 'post']),
    );
    expect(document.paths['/api/payments/cards/{id}']).toHaveProperty('delete');
    expect(document.paths['/api/user/profile']).toHaveProperty('put');
    expect(document.paths['/api/user/password']).toHaveProperty('put');
    const cardProperties =
      document.paths['/api/payments/cards'].get.responses['200'].content['application/json'].schema
        .items.properties;
    expect(Object.keys(cardProperties)).toEqual(
      expect.arrayContaining(['brand', 'last4Digits', 'holder', 'expiry']),
    );
  });
});
