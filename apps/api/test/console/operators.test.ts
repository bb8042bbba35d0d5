import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoOperators } from '../../src/seed/operators';
import { consoleLogin, operatorBearer, totpCode, sharedConsole } from '../helpers/console';
import { demo, login } from '../helpers/testApp';

describe('console operators: sign-in with two factors, roles, audit trail', () => {
  const app = sharedConsole();
  const { audit } = app;

  it('asks for the password, then a fresh authenticator code, which works only once', async () => {
    const wrong = await app.t.app.inject({
      method: 'POST',
      url: '/api/console/auth/login',
      payload: { email: demoOperators.admin.email, password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe('E-mail ou senha inválidos.');

    const operator = await app.t.app.inject({
      method: 'POST',
      url: '/api/console/operators',
      headers: operatorBearer(app.admin),
      payload: {
        email: 'novo@console.test',
        name: 'Nova Operadora',
        role: 'support',
        password: 'Senha-longa-123',
      },
    });
    expect(operator.statusCode).toBe(201);
    const { totpSecret } = operator.json();
    const challenge = await app.t.app.inject({
      method: 'POST',
      url: '/api/console/auth/login',
      payload: { email: 'NOVO@console.test', password: 'Senha-longa-123' },
    });
    expect(challenge.statusCode).toBe(200);
    const { challengeToken } = challenge.json();
    // the challenge is not a session
    expect(
      (
        await app.t.app.inject({
          method: 'GET',
          url: '/api/console/me',
          headers: operatorBearer(challengeToken),
        })
      ).statusCode,
    ).toBe(401);

    const badCode = await app.t.app.inject({
      method: 'POST',
      url: '/api/console/auth/two-factor',
      payload: { challengeToken, code: '000000' },
    });
    expect(badCode.statusCode).toBe(401);
    const code = totpCode(totpSecret);
    const ok = await app.t.app.inject({
      method: 'POST',
      url: '/api/console/auth/two-factor',
      payload: { challengeToken, code },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().operator).toMatchObject({ email: 'novo@console.test', role: 'support' });
    const replay = await app.t.app.inject({
      method: 'POST',
      url: '/api/console/auth/two-factor',
      payload: { challengeToken, code },
    });
    // the challenge is used up by its sign-in; the code, with a new challenge, is refused too
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('CHALLENGE_EXPIRED');
    const again = await app.t.app.inject({
      method: 'POST',
      url: '/api/console/auth/login',
      payload: { email: 'novo@console.test', password: 'Senha-longa-123' },
    });
    const reused = await app.t.app.inject({
      method: 'POST',
      url: '/api/console/auth/two-factor',
      payload: { challengeToken: again.json().challengeToken, code },
    });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe('INVALID_CODE');

    const me = await app.t.app.inject({
      method: 'GET',
      url: '/api/console/me',
      headers: operatorBearer(ok.json().token),
    });
    expect(me.json()).toMatchObject({ email: 'novo@console.test', role: 'support' });
  });

  it('keeps members and operators apart', async () => {
    const member = await login(app.t.app, demo.member);
    expect(
      (
        await app.t.app.inject({
          method: 'GET',
          url: '/api/console/me',
          headers: operatorBearer(member.idToken),
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await app.t.app.inject({
          method: 'GET',
          url: '/api/user/balance-history',
          headers: { authorization: `Bearer ${app.admin}`, campaign: '77' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await app.t.app.inject({ method: 'GET', url: '/api/console/me' })).statusCode).toBe(
      401,
    );
  });

  it('refuses admin-only actions to a support operator, and changes nothing', async () => {
    const create = await app.t.app.inject({
      method: 'POST',
      url: '/api/console/operators',
      headers: operatorBearer(app.support),
      payload: {
        email: 'intruso@console.test',
        name: 'Intruso',
        role: 'admin',
        password: 'Senha-longa-123',
      },
    });
    expect(create.statusCode).toBe(403);
    expect(create.json()).toMatchObject({
      code: 'ADMIN_ONLY',
      error: 'Somente administradores podem fazer isto.',
    });
    const list = await app.t.app.inject({
      method: 'GET',
      url: '/api/console/operators',
      headers: operatorBearer(app.admin),
    });
    expect(list.json().map((o: { email: string }) => o.email)).not.toContain(
      'intruso@console.test',
    );
  });

  it('writes sign-ins and operator changes to the trail, filterable, without secrets', async () => {
    const created = await audit('action=operator.created');
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      actorName: demoOperators.admin.email,
      targetType: 'operator',
      before: null,
    });
    expect(created[0]?.after).toMatchObject({ email: 'novo@console.test', role: 'support' });
    expect(JSON.stringify(created)).not.toMatch(/totp|password/i);
    const signIns = await audit('action=operator.signed_in');
    expect(signIns.map((e) => e.actorName)).toEqual(
      expect.arrayContaining([
        demoOperators.admin.email,
        demoOperators.support.email,
        'novo@console.test',
      ]),
    );
    const page = await app.t.app.inject({
      method: 'GET',
      url: '/api/console/audit?limit=1',
      headers: operatorBearer(app.admin),
    });
    expect(page.json().entries).toHaveLength(1);
    expect(page.json().nextBeforeId).toBe(page.json().entries[0].id);
    const bad = await app.t.app.inject({
      method: 'GET',
      url: '/api/console/audit?from=ontem',
      headers: operatorBearer(app.admin),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('lists everyone with a line in the trail once, to filter the trail by operator', async () => {
    const response = await app.t.app.inject({
      method: 'GET',
      url: '/api/console/audit/actors',
      headers: operatorBearer(app.admin),
    });
    expect(response.statusCode, response.body).toBe(200);
    const actors = response.json() as { actorId: string; actorName: string }[];
    const names = actors.map((a) => a.actorName);
    expect(names).toEqual(
      expect.arrayContaining([demoOperators.admin.email, demoOperators.support.email]),
    );
    expect(new Set(actors.map((a) => a.actorId)).size).toBe(actors.length);
    const byAdmin = await audit(
      `actorId=${actors.find((a) => a.actorName === demoOperators.admin.email)?.actorId ?? ''}`,
    );
    expect(byAdmin.length).toBeGreaterThan(0);
    expect(byAdmin.every((e) => e.actorName === demoOperators.admin.email)).toBe(true);
  });

  it('lets an admin disable an operator, who is locked out at once; support may not', async () => {
    const password = 'Senha-longa-456';
    const created = await app.t.app.inject({
      method: 'POST',
      url: '/api/console/operators',
      headers: operatorBearer(app.admin),
      payload: { email: 'saindo@console.test', name: 'Saindo', role: 'support', password },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { operator, totpSecret } = created.json();
    const leaving = await consoleLogin(app.t.app, { email: operator.email, password, totpSecret });
    const disable = (id: string, token: string) =>
      app.t.app.inject({
        method: 'POST',
        url: `/api/console/operators/${id}/disable`,
        headers: operatorBearer(token),
      });
    const refused = await disable(operator.id, app.support);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ADMIN_ONLY' });
    const me = () =>
      app.t.app.inject({ method: 'GET', url: '/api/console/me', headers: operatorBearer(leaving) });
    expect((await me()).statusCode).toBe(200);

    const adminId = (
      await app.t.app.inject({
        method: 'GET',
        url: '/api/console/me',
        headers: operatorBearer(app.admin),
      })
    ).json().id;
    expect((await disable(adminId, app.admin)).statusCode).toBe(409);
    expect((await disable('00000000-0000-4000-8000-000000000000', app.admin)).statusCode).toBe(404);
    const disabled = await disable(operator.id, app.admin);
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json()).toMatchObject({ email: 'saindo@console.test', disabled: true });
    expect((await me()).statusCode).toBe(401);
    const again = await app.t.app.inject({
      method: 'POST',
      url: '/api/console/auth/login',
      payload: { email: operator.email, password },
    });
    expect(again.statusCode).toBe(401);
    const [line, ...more] = await audit(`action=operator.disabled`);
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      actorName: demoOperators.admin.email,
      targetId: operator.id,
      before: { disabled: false },
      after: { disabled: true },
    });
  });

  it('never lets the trail be changed or erased', async () => {
    await expect(
      app.t.database.db.execute(sql`update audit_log set action = 'x'`),
    ).rejects.toThrow();
    await expect(app.t.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    expect((await audit('limit=200')).length).toBeGreaterThan(0);
  });
});
