import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AuditEntry,
  ConsoleCampaign,
  ConsoleExperience,
  NewCampaign,
} from '@portal/domain/operators';
import { demoOperators } from '../../src/seed/operators';
import { issuedPointsFlight } from '../bookings/helpers';
import {
  consoleLogin,
  consoleRequest,
  consoleRoutes,
  flightCoupon,
  operatorBearer,
  PNG,
  totpCode,
} from '../helpers/console';
import { createTestApp, type TestApp } from '../helpers/testApp';

/** One console write: the call that succeeds, and the audit action it must leave (null: none). */
interface Write {
  route: string;
  action: string | null;
  call: () => Promise<LightMyRequestResponse>;
}

describe('every console write leaves its line in the audit trail', { timeout: 240_000 }, () => {
  let t: TestApp;
  let admin: string;
  const state: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    admin = await consoleLogin(t.app, demoOperators.admin);
  }, 240_000);
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    consoleRequest(t.app, method, url, { token: admin, payload });
  const newestLines = async (afterId: number): Promise<AuditEntry[]> =>
    ((await call('GET', '/audit?limit=200')).json().entries as AuditEntry[]).filter(
      (entry) => entry.id > afterId,
    );
  const lastId = async () => (await newestLines(0))[0]?.id ?? 0;
  const coupon = flightCoupon('COBERTURA', 2, 10);
  const showcase = { position: 0, name: 'Cobertura', description: '', images: [] };
  const issuedBooking = async () => (await issuedPointsFlight(t)).locator;
  async function stuckBooking(): Promise<string> {
    const locator = await issuedBooking();
    await t.database.db.execute(
      sql`update bookings set state = 'cancelling', updated_at = now() - interval '10 minutes' where locator = ${locator}`,
    );
    return locator;
  }

  /** A credit above the support limit, as support's adjustment leaves it: waiting for an admin. */
  async function supportRequest(key: string): Promise<string> {
    const inserted = (await t.database.db.execute(
      sql`insert into points_approvals (campaign_id, member_id, points, reason, idempotency_key, requested_by_id, requested_by_name)
          select 95, ${state.member}::uuid, 20000, 'Cobertura da trilha', ${key}, id, email
          from operators where email = ${demoOperators.support.email} returning id`,
    )) as unknown as { rows: { id: string }[] };
    return inserted.rows[0]?.id ?? '';
  }

  const writes: Write[] = [
    {
      route: 'POST /api/console/auth/login',
      // checks the password and hands out a short-lived challenge: nothing is stored
      action: null,
      call: async () => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/console/auth/login',
          payload: { email: demoOperators.support.email, password: demoOperators.support.password },
        });
        state.challenge = response.json().challengeToken;
        return response;
      },
    },
    {
      route: 'POST /api/console/auth/two-factor',
      action: 'operator.signed_in',
      call: () =>
        t.app.inject({
          method: 'POST',
          url: '/api/console/auth/two-factor',
          payload: {
            challengeToken: state.challenge,
            code: totpCode(demoOperators.support.totpSecret),
          },
        }),
    },
    {
      route: 'POST /api/console/operators',
      action: 'operator.created',
      call: async () => {
        const response = await call('POST', '/operators', {
          email: 'cobertura@console.test',
          name: 'Cobertura',
          role: 'support',
          password: 'Senha-longa-123',
        });
        state.operator = response.json().operator.id;
        return response;
      },
    },
    {
      route: 'POST /api/console/operators/:operatorId/disable',
      action: 'operator.disabled',
      call: () => call('POST', `/operators/${state.operator}/disable`),
    },
    {
      route: 'POST /api/console/operators/:operatorId/enable',
      action: 'operator.enabled',
      call: () => call('POST', `/operators/${state.operator}/enable`),
    },
    {
      route: 'PUT /api/console/operators/:operatorId/role',
      action: 'operator.role_changed',
      call: () => call('PUT', `/operators/${state.operator}/role`, { role: 'admin' }),
    },
    {
      route: 'POST /api/console/operators/:operatorId/password',
      action: 'operator.password_reset',
      call: () =>
        call('POST', `/operators/${state.operator}/password`, { password: 'Outra-senha-456' }),
    },
    {
      route: 'POST /api/console/operators/:operatorId/authenticator',
      action: 'operator.totp_reenrolled',
      call: () => call('POST', `/operators/${state.operator}/authenticator`),
    },
    {
      route: 'POST /api/console/campaigns',
      action: 'campaign.created',
      call: async () => {
        const { createdAt: _createdAt, ...template } = (
          await call('GET', '/campaigns/77')
        ).json() as ConsoleCampaign;
        const input: NewCampaign = {
          ...template,
          id: 95,
          name: 'Cobertura',
          hosts: [],
          guestCode: null,
        };
        return call('POST', '/campaigns', input);
      },
    },
    {
      route: 'PUT /api/console/campaigns/:campaignId/terms/:code',
      action: 'campaign.terms_updated',
      call: () =>
        call('PUT', '/campaigns/95/terms/PURCHASE_TERMS', {
          name: 'Condições',
          description: '',
          content: '<p>Texto.</p>',
        }),
    },
    {
      route: 'PUT /api/console/campaigns/:campaignId/sso',
      action: 'campaign.sso_updated',
      call: () =>
        call('PUT', '/campaigns/95/sso', {
          issuer: 'https://idp.example.com',
          clientId: 'portal',
          clientSecret: 'segredo',
          scope: 'openid email',
        }),
    },
    {
      route: 'DELETE /api/console/campaigns/:campaignId/sso',
      action: 'campaign.sso_disabled',
      call: () => call('DELETE', '/campaigns/95/sso'),
    },
    {
      route: 'PUT /api/console/campaigns/:campaignId',
      action: 'campaign.updated',
      call: async () => {
        const {
          id: _id,
          createdAt: _createdAt,
          ...input
        } = (await call('GET', '/campaigns/95')).json() as ConsoleCampaign;
        return call('PUT', '/campaigns/95', { ...input, conversionRate: 45 });
      },
    },
    {
      route: 'POST /api/console/campaigns/:campaignId/images',
      action: 'campaign.image_uploaded',
      call: () =>
        call('POST', '/campaigns/95/images', {
          kind: 'logo',
          contentType: 'image/png',
          dataBase64: PNG,
        }),
    },
    {
      route: 'PUT /api/console/campaigns/:campaignId/lifecycle',
      action: 'campaign.published',
      call: () =>
        call('PUT', '/campaigns/95/lifecycle', { status: 'active', startsAt: null, endsAt: null }),
    },
    {
      route: 'DELETE /api/console/campaigns/:campaignId',
      action: 'campaign.deleted',
      call: async () => {
        // a draft written straight to the table, so that only the delete leaves a line
        await t.database.db.execute(
          sql`insert into campaigns (id, name, conversion_rate, settings, status)
              select 96, 'Rascunho', conversion_rate, settings, 'draft' from campaigns where id = 95`,
        );
        return call('DELETE', '/campaigns/96');
      },
    },
    {
      route: 'POST /api/console/campaigns/:campaignId/coupons',
      action: 'coupon.created',
      call: async () => {
        const response = await call('POST', '/campaigns/95/coupons', coupon);
        state.coupon = response.json().id;
        return response;
      },
    },
    {
      route: 'PUT /api/console/campaigns/:campaignId/coupons/:couponId',
      action: 'coupon.updated',
      call: () => call('PUT', `/campaigns/95/coupons/${state.coupon}`, { ...coupon, value: 15 }),
    },
    {
      route: 'PUT /api/console/campaigns/:campaignId/showcases/:showcaseId',
      action: 'showcase.created',
      call: () => call('PUT', '/campaigns/95/showcases/cobertura', showcase),
    },
    {
      route: 'POST /api/console/campaigns/:campaignId/showcases/:showcaseId/images',
      action: 'showcase.image_uploaded',
      call: () =>
        call('POST', '/campaigns/95/showcases/cobertura/images', {
          contentType: 'image/png',
          dataBase64: PNG,
        }),
    },
    {
      route: 'PUT /api/console/campaigns/:campaignId/showcases/:showcaseId/visibility',
      action: 'showcase.hidden',
      call: () => call('PUT', '/campaigns/95/showcases/cobertura/visibility', { hidden: true }),
    },
    {
      route: 'DELETE /api/console/campaigns/:campaignId/showcases/:showcaseId',
      action: 'showcase.deleted',
      call: () => call('DELETE', '/campaigns/95/showcases/cobertura'),
    },
    {
      route: 'PUT /api/console/experiences/:experienceId',
      action: 'experience.created',
      call: async () => {
        const [first] = (
          await call('GET', '/experiences?cityIbge=3550308')
        ).json() as ConsoleExperience[];
        const { id: _id, ...input } = first as ConsoleExperience;
        return call('PUT', '/experiences/EXP-3550308-95', input);
      },
    },
    {
      route: 'POST /api/console/experiences/:experienceId/images',
      action: 'experience.image_uploaded',
      call: () =>
        call('POST', '/experiences/EXP-3550308-95/images', {
          contentType: 'image/png',
          dataBase64: PNG,
        }),
    },
    {
      route: 'POST /api/console/campaigns/:campaignId/members',
      action: 'member.created',
      call: async () => {
        const response = await call('POST', '/campaigns/95/members', {
          email: 'cobertura95@demo.test',
          name: 'Cobertura',
          password: 'Senha@1234',
        });
        state.member = response.json().id;
        return response;
      },
    },
    {
      route: 'POST /api/console/members/:memberId/adjustments',
      action: 'member.points_credited',
      call: () =>
        t.app.inject({
          method: 'POST',
          url: `/api/console/members/${state.member}/adjustments`,
          headers: { ...operatorBearer(admin), 'idempotency-key': 'cobertura-1' },
          payload: { direction: 'credit', points: 100, reason: 'Cobertura da trilha' },
        }),
    },
    {
      route: 'POST /api/console/campaigns/:campaignId/members/invite',
      action: 'member.invited',
      call: async () => {
        const response = await call('POST', '/campaigns/95/members/invite', {
          email: 'convite.cobertura@demo.test',
          name: 'Convite',
        });
        state.invited = response.json().id;
        return response;
      },
    },
    {
      route: 'PUT /api/console/members/:memberId/block',
      action: 'member.blocked',
      call: () => call('PUT', `/members/${state.invited}/block`, { blocked: true }),
    },
    {
      route: 'POST /api/console/members/:memberId/password-reset',
      action: 'member.password_reset_sent',
      call: () => call('POST', `/members/${state.member}/password-reset`),
    },
    {
      route: 'POST /api/console/campaigns/:campaignId/members/import',
      action: 'member.imported',
      call: () =>
        call('POST', '/campaigns/95/members/import', {
          csv: 'nome,email,cpf,pontos\nImportada Cobertura,importada.cobertura@demo.test,,0',
          dryRun: false,
        }),
    },
    {
      route: 'POST /api/console/campaigns/:campaignId/points/import',
      action: 'member.points_credited',
      call: () =>
        call('POST', '/campaigns/95/points/import', {
          csv: 'membro,pontos,motivo\nimportada.cobertura@demo.test,10,Cobertura da trilha',
          dryRun: false,
        }),
    },
    {
      route: 'POST /api/console/points-approvals/:approvalId/approve',
      action: 'member.points_credit_approved',
      call: async () =>
        call('POST', `/points-approvals/${await supportRequest('aprovar')}/approve`),
    },
    {
      route: 'POST /api/console/points-approvals/:approvalId/reject',
      action: 'member.points_credit_rejected',
      call: async () => call('POST', `/points-approvals/${await supportRequest('recusar')}/reject`),
    },
    {
      route: 'POST /api/console/bookings/:locator/refund',
      action: 'booking.refunded',
      call: async () =>
        call('POST', `/bookings/${await issuedBooking()}/refund`, { reason: 'Pedido do membro' }),
    },
    {
      route: 'POST /api/console/bookings/:locator/retry-cancellation',
      action: 'booking.cancellation_retried',
      call: async () => call('POST', `/bookings/${await stuckBooking()}/retry-cancellation`),
    },
    {
      route: 'POST /api/console/bookings/:locator/resolve-cancellation',
      action: 'booking.cancellation_resolved',
      call: async () =>
        call('POST', `/bookings/${await stuckBooking()}/resolve-cancellation`, {
          reason: 'Resolvido com o fornecedor',
        }),
    },
    {
      route: 'POST /api/console/campaigns/:campaignId/loyalty-clients',
      action: 'loyalty_client.created',
      call: async () => {
        const response = await call('POST', '/campaigns/95/loyalty-clients', {
          name: 'Cobertura',
          webhookUrl: 'http://127.0.0.1:9/webhooks',
        });
        state.client = response.json().client.clientId;
        return response;
      },
    },
    {
      route: 'POST /api/console/loyalty-clients/:clientId/disable',
      action: 'loyalty_client.disabled',
      call: () => call('POST', `/loyalty-clients/${state.client}/disable`),
    },
    {
      route: 'POST /api/console/loyalty-clients/:clientId/enable',
      action: 'loyalty_client.enabled',
      call: () => call('POST', `/loyalty-clients/${state.client}/enable`),
    },
    {
      route: 'PUT /api/console/loyalty-clients/:clientId/webhook',
      action: 'loyalty_client.webhook_changed',
      call: () =>
        call('PUT', `/loyalty-clients/${state.client}/webhook`, {
          webhookUrl: 'http://127.0.0.1:9/outro',
        }),
    },
    {
      route: 'POST /api/console/loyalty-clients/:clientId/rotate-secret',
      action: 'loyalty_client.secret_rotated',
      call: () => call('POST', `/loyalty-clients/${state.client}/rotate-secret`),
    },
    {
      route: 'POST /api/console/loyalty-clients/:clientId/rotate-webhook-secret',
      action: 'loyalty_client.webhook_secret_rotated',
      call: () => call('POST', `/loyalty-clients/${state.client}/rotate-webhook-secret`),
    },
    {
      route: 'POST /api/console/loyalty-clients/:clientId/webhook-ping',
      action: 'loyalty_client.webhook_pinged',
      call: () => call('POST', `/loyalty-clients/${state.client}/webhook-ping`),
    },
    {
      route: 'POST /api/console/webhooks/:deliveryId/resend',
      action: 'webhook.resent',
      call: async () => {
        const inserted = (await t.database.db.execute(
          sql`insert into webhook_deliveries (client_id, event_type, payload, attempts, failed_at)
              values (${state.client}, 'points.redeemed', '{}'::jsonb, 8, now()) returning id`,
        )) as unknown as { rows: { id: number }[] };
        return call('POST', `/webhooks/${inserted.rows[0]?.id}/resend`);
      },
    },
    {
      route: 'PUT /api/console/exchange-rates/:currency',
      action: 'exchange_rate.created',
      call: () => call('PUT', '/exchange-rates/usd', { brlRate: 5.4321 }),
    },
    {
      route: 'DELETE /api/console/exchange-rates/:currency',
      action: 'exchange_rate.deleted',
      call: () => call('DELETE', '/exchange-rates/USD'),
    },
    {
      route: 'PUT /api/console/campaigns/:campaignId/flight-markup',
      action: 'flight_markup.updated',
      call: () =>
        call('PUT', '/campaigns/77/flight-markup', { percent: 5, fixedPerPassengerCents: 1500 }),
    },
  ];

  it('knows how to exercise every write route the console registers', () => {
    const registered = consoleRoutes(t.app, ['POST', 'PUT', 'PATCH', 'DELETE']);
    expect(registered).toContain('DELETE /api/console/campaigns/:campaignId/showcases/:showcaseId');
    expect(registered).toEqual(writes.map((write) => write.route).sort());
  });

  for (const write of writes)
    it(`${write.route} leaves ${write.action ?? 'no line (it stores nothing)'}`, async () => {
      const before = await lastId();
      const response = await write.call();
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(200);
      expect(response.statusCode, response.body).toBeLessThan(300);
      const lines = await newestLines(before);
      expect(lines.map((line) => line.action)).toEqual(write.action ? [write.action] : []);
      expect(lines.every((line) => line.actorType === 'operator')).toBe(true);
    });
});
