import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  memberCareMessages,
  pointsCreditLimits,
  type ConsoleMember,
  type ImportReport,
  type MemberDetail,
} from '@portal/domain/operators';
import { closeChecked } from '../bookings/helpers';
import { consoleApp, consoleRequest } from '../helpers/console';
import type { TestApp } from '../helpers/testApp';

/** A valid CPF from nine digits (its two check digits computed). */
function cpf(nine: number): string {
  const digits = String(nine).padStart(9, '0').split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((s, d, i) => s + d * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

interface OutboxRow {
  to: string;
  subject: string;
  text: string;
}

describe('member care from the console', { timeout: 240_000 }, () => {
  let t: TestApp;
  let admin: string;
  let support: string;
  beforeAll(async () => ({ t, admin, support } = await consoleApp()), 240_000);
  afterAll(() => closeChecked(t));

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = admin) =>
    consoleRequest(t.app, method, url, { token, payload });
  const mailsTo = async (email: string): Promise<OutboxRow[]> =>
    ((await t.app.inject('/api/dev/outbox')).json() as OutboxRow[]).filter((m) => m.to === email);
  const linkToken = (mail: OutboxRow | undefined) =>
    /reset-password\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
  const signIn = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { campaign: '77' },
      payload: { email, password },
    });
  const count = async (query: string) =>
    Number(
      ((await t.database.db.execute(sql.raw(query))) as unknown as { rows: { n: string }[] })
        .rows[0]?.n,
    );

  it('invites a member who sets the password from the e-mail, blocks and unblocks, and resets', async () => {
    const invited = await call(
      'POST',
      '/campaigns/77/members/invite',
      { email: 'convidada@demo.test', name: 'Clara', lastName: 'Convidada' },
      support,
    );
    expect(invited.statusCode, invited.body).toBe(201);
    const member = invited.json() as ConsoleMember;
    expect(member.firstAccess).toBe(true);
    const [invitation] = await mailsTo('convidada@demo.test');
    expect(invitation?.subject).toBe('Convite: crie a sua senha');
    // on campaign 77's own address, where the member then signs in
    expect(invitation?.text).toContain('http://77.localhost:3000/reset-password?token=');
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token: linkToken(invitation), password: 'Clara@12345' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(204);
    expect((await signIn('convidada@demo.test', 'Clara@12345')).statusCode).toBe(200);

    const blocked = await call('PUT', `/members/${member.id}/block`, { blocked: true }, support);
    expect((blocked.json() as ConsoleMember).disabled).toBe(true);
    expect((await signIn('convidada@demo.test', 'Clara@12345')).statusCode).not.toBe(200);
    expect((await call('POST', `/members/${member.id}/password-reset`)).statusCode).toBe(409);
    await call('PUT', `/members/${member.id}/block`, { blocked: false }, support);
    expect((await signIn('convidada@demo.test', 'Clara@12345')).statusCode).toBe(200);

    expect(
      (await call('POST', `/members/${member.id}/password-reset`, undefined, support)).statusCode,
    ).toBe(204);
    const mails = await mailsTo('convidada@demo.test');
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Convite: crie a sua senha',
      'Redefinição de senha',
    ]);
    const trail = (await call('GET', `/audit?targetType=member&targetId=${member.id}`)).json()
      .entries as { action: string }[];
    expect(trail.map((e) => e.action)).toEqual([
      'member.password_reset_sent',
      'member.unblocked',
      'member.blocked',
      'member.invited',
    ]);
  });

  it('previews each member e-mail for a member (admins only) and sends nothing', async () => {
    const [member] = (
      await call('GET', '/members?q=convidada@demo.test')
    ).json() as ConsoleMember[];
    const sent = (await t.app.inject('/api/dev/outbox')).json() as OutboxRow[];
    const preview = (template: string, token = admin) =>
      call('GET', `/members/${member?.id}/mails/${template}`, undefined, token);
    const subjects: Record<string, string> = {
      invitation: 'Convite: crie a sua senha',
      'password-reset': 'Redefinição de senha',
      'forgotten-password': 'Redefinição de senha',
    };
    for (const [template, subject] of Object.entries(subjects)) {
      const reply = await preview(template);
      expect(reply.statusCode, reply.body).toBe(200);
      const mail = reply.json() as { subject: string; text: string; html: string };
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain('Olá, Clara!');
      expect(mail.html).toContain('/reset-password?token=exemplo');
    }
    expect((await preview('invitation', support)).statusCode).toBe(403);
    expect((await preview('boas-vindas')).statusCode).toBe(400);
    expect((await t.app.inject('/api/dev/outbox')).json()).toHaveLength(sent.length);
  });

  it('a file with 3 bad lines of 1,000 imports nothing and names the 3; the clean file imports once', async () => {
    const rows = Array.from(
      { length: 1000 },
      (_, i) =>
        `Pessoa ${i} Importada,importada${i}@demo.test,${cpf(100_000_000 + i)},${i % 3 === 0 ? 500 : 0}`,
    );
    const clean = ['nome,email,cpf,pontos', ...rows].join('\n');
    const bad = [...rows];
    bad[10] = 'Pessoa 10,nao-e-email,,0';
    bad[500] = `Pessoa 500,importada500@demo.test,12345678900,0`;
    bad[900] = `Pessoa 900,importada1@demo.test,,0`;
    const badFile = ['nome,email,cpf,pontos', ...bad].join('\n');
    const members = () => count(`select count(*) as n from users where email like 'importada%'`);

    for (const dryRun of [true, false]) {
      const report = (
        await call('POST', '/campaigns/77/members/import', { csv: badFile, dryRun })
      ).json() as ImportReport;
      expect(report.imported).toBe(false);
      expect(report.lines).toBe(1000);
      expect(report.errors).toEqual([
        { line: 12, messages: [memberCareMessages.email] },
        { line: 502, messages: [memberCareMessages.cpf] },
        { line: 902, messages: [memberCareMessages.emailRepeated(3)] },
      ]);
      expect(await members()).toBe(0);
    }

    const dry = (
      await call('POST', '/campaigns/77/members/import', { csv: clean, dryRun: true })
    ).json() as ImportReport;
    expect(dry).toMatchObject({ errors: [], imported: false, lines: 1000, points: 334 * 500 });
    expect(await members()).toBe(0);

    const done = await call('POST', '/campaigns/77/members/import', { csv: clean, dryRun: false });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ imported: true, alreadyImported: false, errors: [] });
    expect(await members()).toBe(1000);
    const again = (
      await call('POST', '/campaigns/77/members/import', { csv: clean, dryRun: false })
    ).json() as ImportReport;
    expect(again).toMatchObject({ imported: false, alreadyImported: true });
    expect(await members()).toBe(1000);
    const [first] = (
      await call('GET', '/members?q=importada0@demo.test')
    ).json() as ConsoleMember[];
    expect(first?.firstAccess).toBe(true);
    expect(((await call('GET', `/members/${first?.id}`)).json() as MemberDetail).balance).toBe(500);
  });

  it('credits points from a file once per file, naming unknown members and lines above the limit', async () => {
    const bad = [
      'membro,pontos,motivo',
      'membro@demo.test,100,Bônus de aniversário',
      'ninguem@demo.test,100,Bônus',
      `529.982.247-25,${pointsCreditLimits.support + 1},Bônus`,
    ].join('\n');
    const report = (
      await call('POST', '/campaigns/77/points/import', { csv: bad, dryRun: false }, support)
    ).json() as ImportReport;
    expect(report.errors).toEqual([
      { line: 3, messages: [memberCareMessages.memberUnknown] },
      { line: 4, messages: [memberCareMessages.aboveLimit(pointsCreditLimits.support)] },
    ]);
    const [member] = (await call('GET', '/members?q=membro@demo.test')).json() as ConsoleMember[];
    const balance = async () =>
      ((await call('GET', `/members/${member?.id}`)).json() as MemberDetail).balance;
    const start = await balance();
    const clean = [
      'membro,pontos,motivo',
      'membro@demo.test,100,Bônus',
      '529.982.247-25,250,Bônus',
    ].join('\n');
    for (let upload = 0; upload < 2; upload++) {
      const done = (
        await call('POST', '/campaigns/77/points/import', { csv: clean, dryRun: false }, support)
      ).json() as ImportReport;
      expect(done).toMatchObject({
        errors: [],
        points: 350,
        imported: upload === 0,
        alreadyImported: upload === 1,
      });
      expect(await balance()).toBe(start + 350);
    }
  });
});
