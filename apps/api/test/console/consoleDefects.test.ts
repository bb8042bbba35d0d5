import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import {
  approvalMessages,
  operatorMessages,
  pointsCreditLimits,
  type AuditEntry,
  type BookingDetail,
  type ConsoleBooking,
  type CreatedOperator,
  type MemberDetail,
  type PointsApproval,
} from '@portal/domain/operators';
import { validationMessages } from '@portal/domain/lib';
import { prices, issuedPointsFlight } from '../bookings/helpers';
import { consoleLogin, PNG, sharedConsole } from '../helpers/console';
import { demo } from '../helpers/testApp';

const english = /expected|invalid (input|option|email|url)|too (small|big)|required/i;

describe('console defects found by a new operator', { timeout: 180_000 }, () => {
  const app = sharedConsole();
  const { call } = app;

  it('support finds a booking by locator, booking code, supplier locator, e-mail or CPF', async () => {
    const { locator, offer } = await issuedPointsFlight(app.t);
    const [found] = (await call('GET', `/bookings?q=${locator}`, { token: app.support })).json();
    const booking = found as ConsoleBooking;
    expect(booking.locator).toBe(locator);
    expect(booking.bookingCode).toMatch(/^[0-9A-F]{8}$/);
    const detail = (await call('GET', `/bookings/${locator}`)).json() as BookingDetail;
    const supplierRef = detail.steps[0]?.detail?.split(', ')[0] ?? '';
    const byCode = async (q: string) =>
      (await call('GET', `/bookings?q=${encodeURIComponent(q)}`, { token: app.support }))
        .json()
        .map((b: ConsoleBooking) => b.locator);
    expect(await byCode(booking.bookingCode!.toLowerCase())).toEqual([locator]);
    expect(await byCode(supplierRef)).toContain(locator);
    expect(await byCode(demo.member.email.toUpperCase())).toContain(locator);
    expect(await byCode('529.982.247-25')).toContain(locator);
    expect(await byCode('NAOEXISTE')).toEqual([]);
    // amounts are numbers the console formats, not text with a currency code
    expect(detail.steps.find((s) => s.step === 'points')).toMatchObject({
      status: 'captured',
      points: prices(offer.totalCents).pointsTotalValue,
    });
  });

  it('answers bad input in Portuguese, each field named', async () => {
    const member = await call('POST', '/campaigns/77/members', {
      payload: { email: 'nada', name: '', password: 'x' },
    });
    expect(member.statusCode).toBe(400);
    const fields = member.json().fields as Record<string, string>;
    expect(fields).toMatchObject({
      email: validationMessages.email,
      name: validationMessages.required,
      password: validationMessages.minLength(8),
    });
    const adjustment = await call('POST', `/members/${randomUUID()}/adjustments`, {
      payload: { direction: 'both', points: -1, reason: 'teste' },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(adjustment.json().fields.direction).toBe(validationMessages.option);
    for (const body of [member.json(), adjustment.json()])
      for (const message of [body.error, ...Object.values(body.fields as object)])
        expect(message).not.toMatch(english);
  });

  it('proposes the next campaign number and takes images before the first save', async () => {
    const { id } = (await call('GET', '/campaigns/next-id')).json() as { id: number };
    const ids = (await call('GET', '/campaigns')).json().map((c: { id: number }) => c.id);
    expect(id).toBe(Math.max(...ids) + 1);
    const upload = await call('POST', `/campaigns/${id}/images`, {
      payload: { kind: 'logo', contentType: 'image/png', dataBase64: PNG },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    expect(upload.json().url).toMatch(new RegExp(`^/files/campaign/${id}/logo-`));
  });

  it('a credit above the role limit waits for a second admin, and both steps are audited', async () => {
    const [member] = (await call('GET', '/members?q=saldo@demo.test')).json() as { id: string }[];
    const memberId = member!.id;
    const balance = async () =>
      ((await call('GET', `/members/${memberId}`)).json() as MemberDetail).balance;
    const start = await balance();
    const credit = (token: string, points: number, key = randomUUID()) =>
      call('POST', `/members/${memberId}/adjustments`, {
        token,
        payload: { direction: 'credit', points, reason: 'Campanha de boas-vindas' },
        headers: { 'idempotency-key': key },
      });

    // within the support limit: credited at once
    expect((await credit(app.support, pointsCreditLimits.support)).statusCode).toBe(200);
    expect(await balance()).toBe(start + pointsCreditLimits.support);

    // above it: a request, twice under the same key is one request
    const key = randomUUID();
    const asked = await credit(app.support, pointsCreditLimits.support + 1, key);
    expect(asked.statusCode).toBe(202);
    expect((await credit(app.support, pointsCreditLimits.support + 1, key)).statusCode).toBe(202);
    const pending = (asked.json() as MemberDetail).pendingCredits;
    expect(pending).toHaveLength(1);
    expect(await balance()).toBe(start + pointsCreditLimits.support);
    const requestId = pending[0]!.id;

    // support cannot approve; an admin can, once
    const bySupport = await call('POST', `/points-approvals/${requestId}/approve`, {
      token: app.support,
    });
    expect(bySupport.statusCode).toBe(403);
    expect(bySupport.json().error).toBe(operatorMessages.adminOnly);
    const approved = await call('POST', `/points-approvals/${requestId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((approved.json() as PointsApproval).status).toBe('approved');
    expect(await balance()).toBe(start + 2 * pointsCreditLimits.support + 1);
    expect((await call('POST', `/points-approvals/${requestId}/approve`)).statusCode).toBe(409);

    // an admin above the admin limit needs another admin: never the one who asked
    const big = await credit(app.admin, pointsCreditLimits.admin + 1);
    expect(big.statusCode).toBe(202);
    const bigId = (big.json() as MemberDetail).pendingCredits[0]!.id;
    const self = await call('POST', `/points-approvals/${bigId}/approve`);
    expect(self.statusCode).toBe(403);
    expect(self.json().error).toBe(approvalMessages.notYours);
    const created = (
      await call('POST', '/operators', {
        payload: {
          email: 'segundo.admin@console.test',
          name: 'Segundo Admin',
          role: 'admin',
          password: 'Console@12345',
        },
      })
    ).json() as CreatedOperator;
    const second = await consoleLogin(app.t.app, {
      email: 'segundo.admin@console.test',
      password: 'Console@12345',
      totpSecret: created.totpSecret,
    });
    const rejected = await call('POST', `/points-approvals/${bigId}/reject`, { token: second });
    expect((rejected.json() as PointsApproval).status).toBe('rejected');
    expect(await balance()).toBe(start + 2 * pointsCreditLimits.support + 1);

    const trail = (await call('GET', `/audit?targetType=member&targetId=${memberId}`)).json()
      .entries as AuditEntry[];
    expect(trail.map((e) => e.action)).toEqual([
      'member.points_credit_rejected',
      'member.points_credit_requested',
      'member.points_credit_approved',
      'member.points_credit_requested',
      'member.points_credited',
    ]);
    // targets shown by what people know them by
    expect(new Set(trail.map((e) => e.targetLabel))).toEqual(new Set(['saldo@demo.test']));
    const campaigns = (await call('GET', '/audit?targetType=campaign')).json()
      .entries as AuditEntry[];
    expect(campaigns.every((e) => e.targetLabel === null || !/^\d+$/.test(e.targetLabel))).toBe(
      true,
    );
  });
});
