import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@portal/domain/operators';
import type { BalanceHistoryRow } from '@portal/domain/users';
import type { WebhookDelivery, WebhookEvent } from '@portal/domain/loyalty';
import { ledgerService, type LedgerService } from '../../src/modules/ledger/service';
import { webhookDispatcher, type WebhookDispatcher } from '../../src/modules/webhooks/dispatcher';
import { webhookTargetPolicy } from '../../src/modules/webhooks/targets';
import { demoOperators } from '../../src/seed/operators';
import { flightBooking, flightOffer, postBooking, prices } from '../bookings/helpers';
import { consoleLogin, operatorBearer } from '../helpers/console';
import { bearer, createTestApp, demo, login, type TestApp } from '../helpers/testApp';
import { expectLedgerInvariants, newMember } from '../ledger/invariants';
import { webhookReceiver } from './receiver';

const V1 = '/api/loyalty/v1';

/**
 * The receiver's check, written from the documented scheme alone (not the portal's code):
 * `Portal-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, at most five
 * minutes old.
 */
function receiverAccepts(
  secret: string,
  header: string,
  rawBody: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  if (!match) return false;
  const [, t, v1] = match as unknown as [string, string, string];
  if (Math.abs(nowSeconds - Number(t)) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`, 'utf8').digest();
  return timingSafeEqual(expected, Buffer.from(v1, 'hex'));
}

describe('loyalty programme API', { timeout: 120_000 }, () => {
  let t: TestApp;
  let admin: string;
  let support: string;
  let receiver: Awaited<ReturnType<typeof webhookReceiver>>;
  let client: { clientId: string; clientSecret: string; webhookSecret: string };
  let token: string;
  let ledger: LedgerService;
  let dispatcher: WebhookDispatcher;

  beforeAll(async () => {
    t = await createTestApp();
    receiver = await webhookReceiver();
    admin = await consoleLogin(t.app, demoOperators.admin);
    support = await consoleLogin(t.app, demoOperators.support);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/console/campaigns/77/loyalty-clients',
      headers: operatorBearer(admin),
      payload: { name: 'Programa Parceiro', webhookUrl: receiver.url },
    });
    expect(created.statusCode, created.body).toBe(201);
    client = {
      clientId: created.json().client.clientId,
      clientSecret: created.json().clientSecret,
      webhookSecret: created.json().webhookSecret,
    };
    const issued = await t.app.inject({
      method: 'POST',
      url: `${V1}/oauth/token`,
      payload: {
        grant_type: 'client_credentials',
        client_id: client.clientId,
        client_secret: client.clientSecret,
      },
    });
    expect(issued.statusCode, issued.body).toBe(200);
    token = issued.json().access_token;
    ledger = ledgerService(t.database.db);
    dispatcher = webhookDispatcher(t.database.db, webhookTargetPolicy({ publicOnly: false }));
  }, 240_000);
  afterAll(async () => {
    if (t) await expectLedgerInvariants(t.database.db);
    await receiver?.close();
    await t?.close();
  });

  const api = (
    method: 'GET' | 'POST',
    path: string,
    options: { payload?: object; key?: string; auth?: string } = {},
  ) =>
    t.app.inject({
      method,
      url: `${V1}${path}`,
      headers: {
        authorization: `Bearer ${options.auth ?? token}`,
        ...(options.key ? { 'idempotency-key': options.key } : {}),
      },
      ...(options.payload ? { payload: options.payload } : {}),
    });
  const deliveries = async (): Promise<WebhookDelivery[]> =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/console/webhooks?clientId=${client.clientId}&limit=200`,
        headers: operatorBearer(support),
      })
    ).json();
  const audit = async (query: string): Promise<AuditEntry[]> =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/console/audit?limit=200&${query}`,
        headers: operatorBearer(support),
      })
    ).json().entries;
  const postingsWithKey = async (key: string) =>
    (
      (await t.database.db.execute(
        sql`select count(*)::int as n from ledger_postings where idempotency_key = ${key}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]?.n;

  it('issues client-credentials tokens only for the right secret; no other token opens the API', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: `${V1}/oauth/token`,
      payload: {
        grant_type: 'client_credentials',
        client_id: client.clientId,
        client_secret: 'sk_wrong',
      },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('INVALID_CLIENT');
    const userId = await newMember(t.database.db);
    const member = await login(t.app, demo.member);
    for (const auth of [member.idToken, admin, 'garbage']) {
      expect((await api('GET', `/members/${userId}/balance`, { auth })).statusCode).toBe(401);
    }
    const secrets = (await t.database.db.execute(
      sql`select secret_hash from loyalty_clients where id = ${client.clientId}`,
    )) as unknown as { rows: { secret_hash: string }[] };
    expect(secrets.rows[0]?.secret_hash).toMatch(/^\$argon2id\$/);
  });

  it('credits, reads balance and statement; the same key and body answer the first answer, another body 422', async () => {
    const userId = await newMember(t.database.db);
    const key = randomUUID();
    const body = {
      points: 2500,
      description: 'Compra no parceiro',
      expiresAt: '2099-01-31T00:00:00Z',
    };
    const first = await api('POST', `/members/${userId}/accruals`, { payload: body, key });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      memberId: userId,
      points: 2500,
      expiresAt: '2099-01-31T00:00:00.000Z',
    });
    const replay = await api('POST', `/members/${userId}/accruals`, { payload: body, key });
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const other = await api('POST', `/members/${userId}/accruals`, {
      payload: { ...body, points: 9999 },
      key,
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_MISMATCH');
    expect((await api('GET', `/members/${userId}/balance`)).json()).toMatchObject({
      memberId: userId,
      points: 2500,
    });
    const statement = (await api('GET', `/members/${userId}/statement`)).json()
      .entries as BalanceHistoryRow[];
    expect(statement).toEqual([
      expect.objectContaining({
        action: 'Crédito',
        pointsValue: 2500,
        description: 'Compra no parceiro',
      }),
    ]);
    expect((await api('POST', `/members/${userId}/accruals`, { payload: body })).statusCode).toBe(
      400,
    );
  });

  it('redeems with hold and capture, refunds in part, reverses a hold; other campaigns stay out of reach', async () => {
    const userId = await newMember(t.database.db);
    await api('POST', `/members/${userId}/accruals`, {
      payload: { points: 10_000, description: 'Carga' },
      key: randomUUID(),
    });
    const held = await api('POST', `/members/${userId}/redemptions`, {
      payload: { points: 4000, description: 'Resgate', reference: 'PEDIDO-1' },
      key: randomUUID(),
    });
    expect(held.statusCode, held.body).toBe(201);
    expect(held.json()).toMatchObject({ status: 'held', points: 4000, reference: 'PEDIDO-1' });
    const id = held.json().redemptionId as string;
    expect((await api('GET', `/members/${userId}/balance`)).json().points).toBe(6000);
    const captured = await api('POST', `/redemptions/${id}/capture`, { key: randomUUID() });
    expect(captured.json()).toMatchObject({ status: 'captured' });
    const refund = await api('POST', `/redemptions/${id}/refunds`, {
      payload: { points: 1000 },
      key: randomUUID(),
    });
    expect(refund.statusCode, refund.body).toBe(201);
    expect(refund.json()).toMatchObject({ refundedPoints: 1000 });
    const tooMuch = await api('POST', `/redemptions/${id}/refunds`, {
      payload: { points: 3001 },
      key: randomUUID(),
    });
    expect(tooMuch.json().code).toBe('REFUND_TOO_LARGE');
    expect((await api('GET', `/members/${userId}/balance`)).json().points).toBe(7000);

    const second = await api('POST', `/members/${userId}/redemptions`, {
      payload: { points: 500, description: 'Resgate', reference: 'PEDIDO-2' },
      key: randomUUID(),
    });
    const reversed = await api('POST', `/redemptions/${second.json().redemptionId}/reverse`, {
      key: randomUUID(),
    });
    expect(reversed.json()).toMatchObject({ status: 'released' });
    expect((await api('GET', `/members/${userId}/balance`)).json().points).toBe(7000);
    const broke = await api('POST', `/members/${userId}/redemptions`, {
      payload: { points: 70_001, description: 'x', reference: 'P3' },
      key: randomUUID(),
    });
    expect(broke.statusCode).toBe(409);
    expect(broke.json().code).toBe('INSUFFICIENT_POINTS');

    const member83 = await login(t.app, demo.member83, 83);
    expect((await api('GET', `/members/${member83.localId}/balance`)).statusCode).toBe(404);
    const hold83 = await ledger
      .accrue({
        campaignId: 83,
        userId: member83.localId,
        points: 100,
        description: 'x',
        expiresAt: null,
        idempotencyKey: randomUUID(),
      })
      .then(() =>
        ledger.hold({
          campaignId: 83,
          userId: member83.localId,
          points: 100,
          description: 'x',
          reference: 'R83',
          idempotencyKey: randomUUID(),
        }),
      );
    expect(
      (await api('POST', `/redemptions/${hold83.hold.id}/capture`, { key: randomUUID() }))
        .statusCode,
    ).toBe(404);
  });

  it('20 concurrent repeats of one key have one effect and the same answer', async () => {
    const userId = await newMember(t.database.db);
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        api('POST', `/members/${userId}/accruals`, {
          payload: { points: 300, description: 'Bônus' },
          key,
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(responses.filter((r) => r.headers['idempotent-replayed'] === 'false')).toHaveLength(1);
    expect(await ledger.balance(77, userId)).toBe(300);
    expect(await postingsWithKey(`loyalty:${client.clientId}:${key}`)).toBe(1);

    await api('POST', `/members/${userId}/accruals`, {
      payload: { points: 1000, description: 'Carga' },
      key: randomUUID(),
    });
    const redeemKey = randomUUID();
    const redeemed = await Promise.all(
      Array.from({ length: 20 }, () =>
        api('POST', `/members/${userId}/redemptions`, {
          payload: { points: 1200, description: 'Resgate', reference: 'PEDIDO-C' },
          key: redeemKey,
        }),
      ),
    );
    expect(new Set(redeemed.map((r) => r.json().redemptionId)).size).toBe(1);
    expect(await ledger.balance(77, userId)).toBe(100);
  });

  it('signs each webhook with HMAC-SHA256 and a timestamp; a test receiver verifies it', async () => {
    const userId = await newMember(t.database.db);
    await api('POST', `/members/${userId}/accruals`, {
      payload: { points: 800, description: 'Carga' },
      key: randomUUID(),
    });
    const held = await api('POST', `/members/${userId}/redemptions`, {
      payload: { points: 800, description: 'Resgate', reference: 'PEDIDO-W' },
      key: randomUUID(),
    });
    await api('POST', `/redemptions/${held.json().redemptionId}/capture`, { key: randomUUID() });
    await api('POST', `/redemptions/${held.json().redemptionId}/refunds`, {
      payload: { points: 300 },
      key: randomUUID(),
    });
    const seen = receiver.received.length;
    await dispatcher.deliverDue();
    const got = receiver.received
      .slice(seen)
      .map((r) => ({ ...r, event: JSON.parse(r.body) as WebhookEvent }));
    const mine = got.filter((r) => r.event.data.reference === 'PEDIDO-W');
    expect(mine.map((r) => r.event.type).sort()).toEqual(['points.redeemed', 'points.refunded']);
    for (const request of mine) {
      const header = request.headers['portal-signature'] as string;
      expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(receiverAccepts(client.webhookSecret, header, request.body)).toBe(true);
      expect(
        receiverAccepts(client.webhookSecret, header, request.body.replace('PEDIDO-W', 'PEDIDO-X')),
      ).toBe(false);
      expect(receiverAccepts('whsec_other', header, request.body)).toBe(false);
      expect(
        receiverAccepts(
          client.webhookSecret,
          header,
          request.body,
          Math.floor(Date.now() / 1000) + 3600,
        ),
      ).toBe(false);
    }
    expect(mine.find((r) => r.event.type === 'points.refunded')?.event.data).toMatchObject({
      memberId: userId,
      points: 300,
      refundedPoints: 300,
    });
  });

  /** A new member's points credited, then redeemed under `reference` and captured: one event. */
  const redeemedByNewMember = async (points: number, reference: string) => {
    const userId = await newMember(t.database.db);
    await api('POST', `/members/${userId}/accruals`, {
      payload: { points, description: 'Carga' },
      key: randomUUID(),
    });
    const held = await api('POST', `/members/${userId}/redemptions`, {
      payload: { points, description: 'Resgate', reference },
      key: randomUUID(),
    });
    await api('POST', `/redemptions/${held.json().redemptionId}/capture`, { key: randomUUID() });
  };

  it('retries a webhook with backoff after the receiver fails twice, and shows it in the console', async () => {
    await dispatcher.deliverDue();
    await redeemedByNewMember(50, 'PEDIDO-R');
    const find = async () => (await deliveries()).find((d) => d.payload.reference === 'PEDIDO-R');
    receiver.failNextRequests(2);
    const start = new Date();
    expect(await dispatcher.deliverDue(start)).toEqual({ delivered: 0, failed: 1 });
    expect(await find()).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastStatus: 500,
      nextAttemptAt: new Date(start.getTime() + 10_000).toISOString(),
    });
    // not due yet: nothing is sent
    expect(await dispatcher.deliverDue(new Date(start.getTime() + 5_000))).toEqual({
      delivered: 0,
      failed: 0,
    });
    expect(await dispatcher.deliverDue(new Date(start.getTime() + 10_000))).toEqual({
      delivered: 0,
      failed: 1,
    });
    expect(await find()).toMatchObject({
      attempts: 2,
      nextAttemptAt: new Date(start.getTime() + 30_000).toISOString(),
    });
    expect(await dispatcher.deliverDue(new Date(start.getTime() + 30_000))).toEqual({
      delivered: 1,
      failed: 0,
    });
    expect(await find()).toMatchObject({ status: 'delivered', attempts: 3, lastStatus: 204 });
    const sent = receiver.received.filter((r) => r.body.includes('PEDIDO-R'));
    expect(sent.map((r) => r.answeredWith)).toEqual([500, 500, 204]);
    expect(new Set(sent.map((r) => r.headers['portal-event-id'])).size).toBe(1);
  });

  it('delivers an event stamped within the millisecond of the pass, in that pass', async () => {
    await dispatcher.deliverDue();
    await redeemedByNewMember(10, 'PEDIDO-MS');
    // the database keeps microseconds: 600 µs into the millisecond the pass is told is now
    await t.database.db.execute(
      sql`update webhook_deliveries set next_attempt_at = '2026-12-02T12:00:00.000600Z' where delivered_at is null`,
    );
    expect(await dispatcher.deliverDue(new Date('2026-12-02T12:00:00.000Z'))).toEqual({
      delivered: 1,
      failed: 0,
    });
    expect(receiver.received.filter((r) => r.body.includes('PEDIDO-MS'))).toHaveLength(1);
  });

  it('sends booking issued, cancelled and refunded events from a member purchase on the portal', async () => {
    const member = await login(t.app, demo.member);
    const offer = await flightOffer();
    const payload = flightBooking(offer, null, prices(offer.totalCents).pointsTotalValue);
    const booked = await postBooking(t, member.idToken, payload);
    expect(booked.statusCode, booked.body).toBe(200);
    const locator = booked.json().booking.locator as string;
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/booking/cancel?locator=${locator}`,
      headers: bearer(member.idToken),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const events = (await deliveries())
      .filter((d) => d.payload.locator === locator)
      .map((d) => d.eventType);
    expect(events.sort()).toEqual(['booking.cancelled', 'booking.issued', 'booking.refunded']);
  });

  it('lets only admins issue API clients, and writes them to the audit trail', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/console/campaigns/77/loyalty-clients',
      headers: operatorBearer(support),
      payload: { name: 'Outro' },
    });
    expect(refused.statusCode).toBe(403);
    const trail = await t.app.inject({
      method: 'GET',
      url: `/api/console/audit?action=loyalty_client.created`,
      headers: operatorBearer(support),
    });
    expect(trail.json().entries).toEqual([
      expect.objectContaining({
        targetId: client.clientId,
        campaignId: 77,
        actorName: demoOperators.admin.email,
      }),
    ]);
    expect(JSON.stringify(trail.json())).not.toContain(client.clientSecret);
  });

  it('lets an admin disable, re-enable, rotate the secret and move the webhooks of a client', async () => {
    const manage = (method: 'POST' | 'PUT' | 'GET', url: string, token = admin, payload?: object) =>
      t.app.inject({
        method,
        url: `/api/console${url}`,
        headers: operatorBearer(token),
        ...(payload ? { payload } : {}),
      });
    const created = await manage('POST', '/campaigns/83/loyalty-clients', admin, {
      name: 'Clube Verde',
      webhookUrl: receiver.url,
    });
    expect(created.statusCode, created.body).toBe(201);
    const other = {
      id: created.json().client.clientId as string,
      secret: created.json().clientSecret as string,
    };
    const issue = (secret: string) =>
      t.app.inject({
        method: 'POST',
        url: `${V1}/oauth/token`,
        payload: { grant_type: 'client_credentials', client_id: other.id, client_secret: secret },
      });
    // a valid token gets past authentication: an unknown e-mail is a 404, a refused token a 401
    const lookup = (auth: string) => api('GET', '/members?email=ninguem@demo.test', { auth });
    const firstToken = (await issue(other.secret)).json().access_token as string;
    expect((await lookup(firstToken)).statusCode).toBe(404);

    for (const [method, path, payload] of [
      ['POST', 'disable', undefined],
      ['POST', 'enable', undefined],
      ['POST', 'rotate-secret', undefined],
      ['PUT', 'webhook', { webhookUrl: null }],
    ] as const) {
      const refused = await manage(
        method,
        `/loyalty-clients/${other.id}/${path}`,
        support,
        payload,
      );
      expect(refused.statusCode, path).toBe(403);
    }
    expect((await manage('POST', '/loyalty-clients/lc_404/disable')).statusCode).toBe(404);

    // a rotated secret: shown once; the old secret and its tokens stop working
    const rotated = await manage('POST', `/loyalty-clients/${other.id}/rotate-secret`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const newSecret = rotated.json().clientSecret as string;
    expect(newSecret).toMatch(/^sk_/);
    expect(newSecret).not.toBe(other.secret);
    expect((await lookup(firstToken)).statusCode).toBe(401);
    expect((await issue(other.secret)).statusCode).toBe(401);
    const secondToken = (await issue(newSecret)).json().access_token as string;
    expect((await lookup(secondToken)).statusCode).toBe(404);

    // disabled: its tokens and webhooks stop; enabled again, the same secret works for new
    // tokens, while the tokens it had before stay ended
    const disabled = await manage('POST', `/loyalty-clients/${other.id}/disable`);
    expect(disabled.json()).toMatchObject({ clientId: other.id, disabled: true });
    expect((await lookup(secondToken)).statusCode).toBe(401);
    expect((await issue(newSecret)).statusCode).toBe(401);
    const enabled = await manage('POST', `/loyalty-clients/${other.id}/enable`);
    expect(enabled.json()).toMatchObject({ disabled: false });
    expect((await lookup(secondToken)).statusCode).toBe(401);
    const thirdToken = (await issue(newSecret)).json().access_token as string;
    expect((await lookup(thirdToken)).statusCode).toBe(404);

    // the webhook address: checked, changed, and cleared (no more deliveries)
    expect(
      (
        await manage('PUT', `/loyalty-clients/${other.id}/webhook`, admin, {
          webhookUrl: 'ftp://x',
        })
      ).statusCode,
    ).toBe(400);
    const moved = await manage('PUT', `/loyalty-clients/${other.id}/webhook`, admin, {
      webhookUrl: `${receiver.url}?programa=verde`,
    });
    expect(moved.json()).toMatchObject({ webhookUrl: `${receiver.url}?programa=verde` });
    const cleared = await manage('PUT', `/loyalty-clients/${other.id}/webhook`, admin, {
      webhookUrl: null,
    });
    expect(cleared.json()).toMatchObject({ webhookUrl: null });
    expect((await manage('GET', '/campaigns/83/loyalty-clients', support)).json()).toEqual([
      expect.objectContaining({ clientId: other.id, webhookUrl: null, disabled: false }),
    ]);

    const trail = await audit(`targetType=loyalty_client&targetId=${other.id}`);
    expect(trail.map((e) => e.action).reverse()).toEqual([
      'loyalty_client.created',
      'loyalty_client.secret_rotated',
      'loyalty_client.disabled',
      'loyalty_client.enabled',
      'loyalty_client.webhook_changed',
      'loyalty_client.webhook_changed',
    ]);
    expect(trail.every((e) => e.campaignId === 83)).toBe(true);
    expect(JSON.stringify(trail)).not.toContain(newSecret);
    expect(JSON.stringify(trail)).not.toMatch(/secretHash|webhookSecret/);
  });

  it('sends a failed webhook delivery again from the console, once', async () => {
    await dispatcher.deliverDue();
    const userId = await newMember(t.database.db);
    await api('POST', `/members/${userId}/accruals`, {
      payload: { points: 70, description: 'Carga' },
      key: randomUUID(),
    });
    const held = await api('POST', `/members/${userId}/redemptions`, {
      payload: { points: 70, description: 'Resgate', reference: 'PEDIDO-F' },
      key: randomUUID(),
    });
    await api('POST', `/redemptions/${held.json().redemptionId}/capture`, { key: randomUUID() });
    const find = async () =>
      (await deliveries()).find((d) => d.payload.reference === 'PEDIDO-F') as WebhookDelivery;
    const resend = (id: number, token = support) =>
      t.app.inject({
        method: 'POST',
        url: `/api/console/webhooks/${id}/resend`,
        headers: operatorBearer(token),
      });
    const pending = await find();
    expect((await resend(pending.id)).statusCode).toBe(409);
    // the receiver is down for every attempt the outbox makes
    await t.database.db.execute(
      sql`update webhook_deliveries set attempts = 8, failed_at = now(), last_status = 500, last_error = 'HTTP 500' where id = ${pending.id}`,
    );
    expect(await find()).toMatchObject({ status: 'failed', attempts: 8 });
    const again = await resend(pending.id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ status: 'pending', attempts: 8 });
    expect((await resend(pending.id)).json().code).toBe('DELIVERY_NOT_FAILED');
    const seen = receiver.received.length;
    expect(await dispatcher.deliverDue()).toMatchObject({ delivered: 1 });
    expect(await find()).toMatchObject({ status: 'delivered', attempts: 9, lastStatus: 204 });
    const sent = receiver.received.slice(seen).filter((r) => r.body.includes('PEDIDO-F'));
    expect(sent.map((r) => r.headers['portal-event-id'])).toEqual([pending.eventId]);
    expect((await resend(pending.id)).statusCode).toBe(409);
    expect((await resend(999_999_999)).statusCode).toBe(404);
    const [line, ...more] = await audit(`action=webhook.resent&targetId=${pending.id}`);
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      actorName: demoOperators.support.email,
      campaignId: 77,
      before: { status: 'failed' },
      after: { status: 'pending' },
    });
  });

  it('lists every operation with its Idempotency-Key and request examples', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<
      string,
      Record<
        string,
        {
          parameters?: { name: string; in: string; required?: boolean }[];
          requestBody?: { content: Record<string, { schema: { example?: unknown } }> };
        }
      >
    >;
    const loyalty = Object.keys(paths).filter((p) => p.startsWith('/api/loyalty/v1/'));
    expect(loyalty.sort()).toEqual([
      '/api/loyalty/v1/members',
      '/api/loyalty/v1/members/{memberId}/accruals',
      '/api/loyalty/v1/members/{memberId}/balance',
      '/api/loyalty/v1/members/{memberId}/redemptions',
      '/api/loyalty/v1/members/{memberId}/statement',
      '/api/loyalty/v1/oauth/token',
      '/api/loyalty/v1/redemptions/{redemptionId}',
      '/api/loyalty/v1/redemptions/{redemptionId}/capture',
      '/api/loyalty/v1/redemptions/{redemptionId}/refunds',
      '/api/loyalty/v1/redemptions/{redemptionId}/reverse',
    ]);
    const accrual = paths['/api/loyalty/v1/members/{memberId}/accruals']?.post;
    expect(accrual?.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'idempotency-key', in: 'header', required: true }),
      ]),
    );
    expect(accrual?.requestBody?.content['application/json']?.schema.example).toMatchObject({
      points: 2500,
    });
  });

  it('pings the webhook URL of a client with a signed test, and rotates the webhook secret (admins, audited)', async () => {
    const manage = (url: string, token = admin) =>
      t.app.inject({ method: 'POST', url: `/api/console${url}`, headers: operatorBearer(token) });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/console/campaigns/77/loyalty-clients',
      headers: operatorBearer(admin),
      payload: { name: 'Clube Ping', webhookUrl: receiver.url },
    });
    const clientId = created.json().client.clientId as string;
    const firstSecret = created.json().webhookSecret as string;
    const pings = () =>
      receiver.received.filter((r) => r.headers['portal-event-type'] === 'webhook.ping');
    const before = pings().length;

    for (const path of ['webhook-ping', 'rotate-webhook-secret'])
      expect((await manage(`/loyalty-clients/${clientId}/${path}`, support)).statusCode).toBe(403);
    const pinged = await manage(`/loyalty-clients/${clientId}/webhook-ping`);
    expect(pinged.statusCode, pinged.body).toBe(200);
    expect(pinged.json()).toEqual({ delivered: true, status: 204, error: null });
    const [first] = pings().slice(before);
    expect(
      receiverAccepts(firstSecret, String(first?.headers['portal-signature']), first?.body ?? ''),
    ).toBe(true);

    const rotated = await manage(`/loyalty-clients/${clientId}/rotate-webhook-secret`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const newSecret = rotated.json().webhookSecret as string;
    expect(newSecret).toMatch(/^whsec_/);
    expect(newSecret).not.toBe(firstSecret);
    receiver.failNextRequests(1);
    expect((await manage(`/loyalty-clients/${clientId}/webhook-ping`)).json()).toEqual({
      delivered: false,
      status: 500,
      error: 'HTTP 500',
    });
    const [, second] = pings().slice(before);
    const header = String(second?.headers['portal-signature']);
    expect(receiverAccepts(newSecret, header, second?.body ?? '')).toBe(true);
    expect(receiverAccepts(firstSecret, header, second?.body ?? '')).toBe(false);

    await t.app.inject({
      method: 'PUT',
      url: `/api/console/loyalty-clients/${clientId}/webhook`,
      headers: operatorBearer(admin),
      payload: { webhookUrl: null },
    });
    expect((await manage(`/loyalty-clients/${clientId}/webhook-ping`)).statusCode).toBe(409);

    const trail = await audit(`targetType=loyalty_client&targetId=${clientId}`);
    expect(trail.map((e) => e.action).reverse()).toEqual([
      'loyalty_client.created',
      'loyalty_client.webhook_pinged',
      'loyalty_client.webhook_secret_rotated',
      'loyalty_client.webhook_pinged',
      'loyalty_client.webhook_changed',
    ]);
    expect(JSON.stringify(trail)).not.toContain(newSecret);
    expect(JSON.stringify(trail)).not.toMatch(/webhookSecret/);
  });
});
