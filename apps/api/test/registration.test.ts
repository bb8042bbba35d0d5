import { eq } from 'drizzle-orm';
import { passwordMessages, registrationMessages, tokensSchema } from '@portal/domain/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { bearer, createTestApp, demo, login, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newMember = {
  name: 'Ana',
  lastName: 'Costa',
  cpf: '111.444.777-35',
  cellphone: '(11) 98765-4321',
  email: 'ana.costa@demo.test',
  password: 'Segura@123',
};

/** Registration is limited to 10 a minute per address; each call here comes from its own. */
let ip = 0;
const register = (payload: Record<string, unknown>, campaign = '77') =>
  t.app.inject({
    method: 'POST',
    url: '/api/user',
    headers: { campaign },
    remoteAddress: `10.1.0.${++ip}`,
    payload,
  });

describe('registration (POST /api/user)', () => {
  it('creates a member of the request campaign and signs them in', async () => {
    const response = await register(newMember);
    expect(response.statusCode).toBe(201);
    const tokens = tokensSchema.parse(response.json());
    const me = await t.app.inject({ url: '/api/user', headers: bearer(tokens.idToken) });
    expect(me.json()).toMatchObject({
      id: tokens.localId,
      name: 'Ana Costa',
      email: 'ana.costa@demo.test',
      guest: false,
      travelVoucher: false,
      firstAccess: false,
      pointsBalance: 0,
      campaign: { id: 77 },
    });
    // Stored with the CPF as digits and the password hashed with argon2id.
    const [row] = await t.database.db.select().from(users).where(eq(users.id, tokens.localId));
    expect(row?.cpf).toBe('11144477735');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(newMember.password);
    // The new password works on the login.
    await login(t.app, { email: newMember.email, password: newMember.password });
  });

  it('refuses an e-mail already registered, in any case, with 409', async () => {
    for (const email of [demo.member.email, 'MEMBRO@DEMO.TEST', newMember.email]) {
      const response = await register({ ...newMember, email, cpf: '529.982.247-25' });
      expect(response.statusCode, email).toBe(409);
      expect(response.json()).toEqual({
        error: registrationMessages.emailTaken,
        code: 'EMAIL_TAKEN',
      });
    }
  });

  it('refuses an invalid CPF with 400 and its verbatim message', async () => {
    for (const cpf of ['111.444.777-36', '111.111.111-11', '1114447773']) {
      const response = await register({ ...newMember, email: 'cpf@demo.test', cpf });
      expect(response.statusCode, cpf).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'Por favor, digite um CPF válido',
        fields: { cpf: 'Por favor, digite um CPF válido' },
      });
    }
  });

  it.each(['name', 'lastName', 'cpf', 'cellphone', 'email', 'password'])(
    'an empty %s gives the required-field text',
    async (field) => {
      const response = await register({ ...newMember, email: 'vazio@demo.test', [field]: '' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'Campo obrigatório não preenchido, revise o cadastro.',
        fields: { [field]: 'Campo obrigatório não preenchido, revise o cadastro.' },
      });
    },
  );

  it('refuses a malformed e-mail with its verbatim message', async () => {
    const response = await register({ ...newMember, email: 'ana.costa@demo' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Por favor, digite um e-mail válido' });
  });

  it('drops unknown fields: a registration cannot grant itself points, a campaign or first-access flags', async () => {
    const response = await register({
      ...newMember,
      email: 'extra@demo.test',
      cpf: '390.533.447-05',
      campaignId: 83,
      kind: 'voucher',
      pointsBalance: 999999,
      firstAccess: true,
    });
    expect(response.statusCode).toBe(201);
    const me = await t.app.inject({ url: '/api/user', headers: bearer(response.json().idToken) });
    expect(me.json()).toMatchObject({
      pointsBalance: 0,
      firstAccess: false,
      travelVoucher: false,
      campaign: { id: 77 },
    });
  });

  it('limits registrations to 10 a minute from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user',
        headers: { campaign: '77' },
        remoteAddress: '198.51.100.9',
        payload: { ...newMember, email: `lote${i}@demo.test`, cpf: '1' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
  });

  it('registers in campaign 83 when the request is for campaign 83', async () => {
    const response = await register({ ...newMember, email: 'ana83@demo.test' }, '83');
    expect(response.statusCode).toBe(201);
    const me = await t.app.inject({
      url: '/api/user',
      headers: bearer(response.json().idToken, 83),
    });
    expect(me.json()).toMatchObject({ campaign: { id: 83 } });
  });
});

describe('first access (PUT /api/user/first-access/{base64})', () => {
  const encode = (value: string) => Buffer.from(value, 'utf8').toString('base64');

  it('changes the password of a first-access member and clears the flag', async () => {
    const tokens = await login(t.app, demo.firstAccess);
    const before = await t.app.inject({ url: '/api/user', headers: bearer(tokens.idToken) });
    expect(before.json()).toMatchObject({ firstAccess: true });

    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/user/first-access/${encodeURIComponent(encode('NovaSenha@2024'))}`,
      headers: bearer(tokens.idToken),
    });
    expect(response.statusCode).toBe(204);
    const after = await t.app.inject({ url: '/api/user', headers: bearer(tokens.idToken) });
    expect(after.json()).toMatchObject({ firstAccess: false });

    await login(t.app, { email: demo.firstAccess.email, password: 'NovaSenha@2024' });
    // Done once: the same call cannot change the password again without the old one.
    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/user/first-access/${encode('Outra@Senha1')}`,
      headers: bearer(tokens.idToken),
    });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ code: 'FIRST_ACCESS_DONE' });
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { campaign: '77' },
      payload: demo.firstAccess,
    });
    expect(old.statusCode).toBe(401);
  });

  it('refuses a short password with the password text', async () => {
    const tokens = await login(t.app, demo.lowBalance);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/user/first-access/${encode('curta')}`,
      headers: bearer(tokens.idToken),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: passwordMessages.tooShort });
  });

  it('is refused to a member whose first access is done', async () => {
    const tokens = await login(t.app, demo.member);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/user/first-access/${encode('Tomada@1234')}`,
      headers: bearer(tokens.idToken),
    });
    expect(response.statusCode).toBe(403);
    await login(t.app, demo.member);
  });

  it('needs a signed-in member', async () => {
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/user/first-access/${encode('NovaSenha@2024')}`,
      headers: { campaign: '77' },
    });
    expect(anonymous.statusCode).toBe(401);
    const guest = await t.app.inject('/api/login-guest-by-campaign?code=CONVIDADO77');
    const asGuest = await t.app.inject({
      method: 'PUT',
      url: `/api/user/first-access/${encode('NovaSenha@2024')}`,
      headers: bearer(guest.json().idToken),
    });
    expect(asGuest.statusCode).toBe(403);
  });
});
