import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOperators } from '../../src/seed/operators';
import { consoleLogin, operatorBearer } from '../helpers/console';
import { createTestApp, type TestApp } from '../helpers/testApp';

/** Names that would show on the console as someone else's: refused, and nothing is created. */
describe('invisible format characters in names', { timeout: 120_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(async () => t?.close());

  const spoofs = {
    'a bidi override': 'Ana\u202Eavlis',
    'a zero-width space': 'Ad\u200Bmin',
    'a zero-width joiner': 'Ana\u200D',
  };

  it.each(Object.entries(spoofs))('refuses %s in a member’s name', async (_, name) => {
    const email = `invisivel-${name.length}-${name.codePointAt(3)}@demo.test`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      headers: { campaign: '77' },
      remoteAddress: `10.10.0.${name.codePointAt(3)! % 250}`,
      payload: {
        name,
        lastName: 'Costa',
        cpf: '111.444.777-35',
        cellphone: '(11) 98765-4321',
        email,
        password: 'Segura@123',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      fields: { name: 'Este campo contém caracteres inválidos.' },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { campaign: '77' },
      payload: { email, password: 'Segura@123' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('refuses them in an operator’s name too', async () => {
    const admin = await consoleLogin(t.app, demoOperators.admin);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/console/operators',
      headers: operatorBearer(admin),
      payload: {
        email: 'falso@console.test',
        name: `Admin\u200B${spoofs['a bidi override']}`,
        role: 'support',
        password: 'Senha-longa-123',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      name: 'Este campo contém caracteres inválidos.',
    });
  });
});
