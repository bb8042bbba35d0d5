import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@portal/domain/operators';
import { consoleLogin, operatorBearer, totpCode, sharedConsoleAdmin } from '../helpers/console';

/** Every test signs in from its own address, so the per-IP rate limit never answers for the lockout. */
let lastIp = 0;
const freshIp = () => `10.29.0.${++lastIp}`;

describe('operator sign-in: lockout per operator and per challenge', { timeout: 120_000 }, () => {
  const app = sharedConsoleAdmin();

  const newOperator = async (email: string) => {
    const password = 'Senha-longa-789';
    const created = await app.t.app.inject({
      method: 'POST',
      url: '/api/console/operators',
      headers: operatorBearer(app.admin),
      payload: { email, name: 'Operadora', role: 'support', password },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { operator, totpSecret } = created.json();
    return { id: operator.id as string, email, password, totpSecret: totpSecret as string };
  };
  const passwordStep = (email: string, password: string, ip = freshIp()) =>
    app.t.app.inject({
      method: 'POST',
      url: '/api/console/auth/login',
      remoteAddress: ip,
      payload: { email, password },
    });
  const codeStep = (challengeToken: string, code: string, ip = freshIp()) =>
    app.t.app.inject({
      method: 'POST',
      url: '/api/console/auth/two-factor',
      remoteAddress: ip,
      payload: { challengeToken, code },
    });
  const locks = async (operatorId: string): Promise<AuditEntry[]> => {
    const response = await app.t.app.inject({
      method: 'GET',
      url: `/api/console/audit?action=operator.locked`,
      headers: operatorBearer(app.admin),
    });
    expect(response.statusCode).toBe(200);
    return (response.json().entries as AuditEntry[]).filter((e) => e.targetId === operatorId);
  };

  it('locks an operator after 5 wrong passwords from any addresses, audits the lock once, and lets them in after the window', async () => {
    const operator = await newOperator('tranca@console.test');
    for (let i = 0; i < 5; i++) {
      const wrong = await passwordStep(operator.email, `errada-${i}`);
      expect(wrong.statusCode).toBe(401);
    }
    const locked = await passwordStep(operator.email, operator.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toBe(
      'Muitas tentativas de acesso. Aguarde alguns minutos e tente novamente.',
    );
    // the e-mail's case does not make another account
    expect((await passwordStep(operator.email.toUpperCase(), operator.password)).statusCode).toBe(
      429,
    );
    const [line, ...more] = await locks(operator.id);
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      actorName: operator.email,
      targetType: 'operator',
      after: { failures: 5, lockedForMinutes: 15 },
    });

    // 15 minutes later the lock is over
    await app.t.database.db.execute(
      sql`update login_failures set created_at = created_at - interval '16 minutes' where account = ${`operator:${operator.email}`}`,
    );
    const challenge = await passwordStep(operator.email, operator.password);
    expect(challenge.statusCode).toBe(200);
  });

  it('ends a challenge after 5 wrong codes, and the wrong codes lock the operator too', async () => {
    const operator = await newOperator('codigos@console.test');
    const { challengeToken } = (await passwordStep(operator.email, operator.password)).json();
    for (let i = 0; i < 5; i++) {
      const wrong = await codeStep(challengeToken, '000000');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().code).toBe('INVALID_CODE');
    }
    const ended = await codeStep(challengeToken, totpCode(operator.totpSecret));
    expect(ended.statusCode).toBe(401);
    expect(ended.json().code).toBe('CHALLENGE_EXPIRED');
    expect((await passwordStep(operator.email, operator.password)).statusCode).toBe(429);
    expect(await locks(operator.id)).toHaveLength(1);
  });

  it('uses the challenge up on success: it cannot mint a second session with a later code', async () => {
    const operator = await newOperator('uma-vez@console.test');
    const { challengeToken } = (await passwordStep(operator.email, operator.password)).json();
    const first = await codeStep(challengeToken, totpCode(operator.totpSecret));
    expect(first.statusCode, first.body).toBe(200);
    const second = await codeStep(
      challengeToken,
      totpCode(operator.totpSecret, Date.now() + 30_000),
    );
    expect(second.statusCode).toBe(401);
    expect(second.json().code).toBe('CHALLENGE_EXPIRED');
  });

  it('forgets the failures after a complete sign-in, not after the password alone', async () => {
    const operator = await newOperator('esquece@console.test');
    for (let i = 0; i < 4; i++)
      expect((await passwordStep(operator.email, `errada-${i}`)).statusCode).toBe(401);
    // the right password, then a wrong code: the fifth failure
    const { challengeToken } = (await passwordStep(operator.email, operator.password)).json();
    expect((await codeStep(challengeToken, '000000')).statusCode).toBe(401);
    expect((await passwordStep(operator.email, operator.password)).statusCode).toBe(429);
    await app.t.database.db.execute(
      sql`update login_failures set created_at = created_at - interval '16 minutes' where account = ${`operator:${operator.email}`}`,
    );
    await consoleLogin(app.t.app, operator);
    for (let i = 0; i < 4; i++)
      expect((await passwordStep(operator.email, `errada-${i}`)).statusCode).toBe(401);
    expect((await passwordStep(operator.email, operator.password)).statusCode).toBe(200);
  });
});
