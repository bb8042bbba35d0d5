import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loyaltyMessages } from '@portal/domain/loyalty';
import { loadConfig } from '../../src/config';
import { webhookDeliveries } from '../../src/db/consoleSchema';
import { webhookDispatcher } from '../../src/modules/webhooks/dispatcher';
import { isPublicAddress, webhookTargetPolicy } from '../../src/modules/webhooks/targets';
import { demoOperators } from '../../src/seed/operators';
import { consoleLogin, operatorBearer } from '../helpers/console';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { webhookReceiver } from './receiver';

const nonPublic = [
  '127.0.0.1',
  '10.1.2.3',
  '172.16.0.1',
  '192.168.1.10',
  '169.254.169.254',
  '100.64.0.1',
  '0.0.0.0',
  '224.0.0.1',
  '::1',
  'fe80::1',
  'fd00::1',
  '::ffff:127.0.0.1',
  '::ffff:10.0.0.1',
];

describe('webhook targets', () => {
  it('tells public unicast addresses from loopback, link-local, private and reserved ones', () => {
    for (const address of nonPublic) expect(isPublicAddress(address), address).toBe(false);
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111'])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it('is public-only in production by default, not elsewhere, and WEBHOOK_PUBLIC_ONLY decides', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-webhook-config-'));
    const base = { DATA_DIR: dataDir, JWT_SECRET: 'secret' };
    try {
      expect(loadConfig(base).webhookPublicOnly).toBe(false);
      expect(loadConfig({ ...base, NODE_ENV: 'test' }).webhookPublicOnly).toBe(false);
      expect(loadConfig({ ...base, NODE_ENV: 'production' }).webhookPublicOnly).toBe(true);
      const optedOut = { ...base, NODE_ENV: 'production', WEBHOOK_PUBLIC_ONLY: 'false' };
      expect(loadConfig(optedOut).webhookPublicOnly).toBe(false);
      expect(loadConfig({ ...base, WEBHOOK_PUBLIC_ONLY: 'true' }).webhookPublicOnly).toBe(true);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('webhook URLs under the public-only rule', { timeout: 120_000 }, () => {
  let t: TestApp;
  let admin: string;
  let receiver: Awaited<ReturnType<typeof webhookReceiver>>;

  beforeAll(async () => {
    t = await createTestApp({ config: { webhookPublicOnly: true } });
    receiver = await webhookReceiver();
    admin = await consoleLogin(t.app, demoOperators.admin);
  }, 240_000);
  afterAll(async () => {
    await receiver?.close();
    await t?.close();
  });

  const createClient = (webhookUrl: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/console/campaigns/77/loyalty-clients',
      headers: operatorBearer(admin),
      payload: { name: 'Programa Parceiro', webhookUrl },
    });

  it('refuses loopback, link-local and private webhook URLs when a client is created or moved', async () => {
    for (const url of [
      receiver.url,
      'http://localhost:4100/hooks',
      'http://[::1]/hooks',
      'http://169.254.169.254/latest/meta-data',
      'https://10.0.0.5/hooks',
      'http://[::ffff:192.168.0.1]/hooks',
    ]) {
      const refused = await createClient(url);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json(), url).toMatchObject({
        code: 'WEBHOOK_URL_NOT_PUBLIC',
        error: loyaltyMessages.webhookUrlNotPublic,
      });
    }
    const created = await createClient('https://93.184.216.34/hooks');
    expect(created.statusCode, created.body).toBe(201);
    const clientId = created.json().client.clientId as string;
    const move = (webhookUrl: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/console/loyalty-clients/${clientId}/webhook`,
        headers: operatorBearer(admin),
        payload: { webhookUrl },
      });
    const moved = await move('http://127.0.0.2:8080/hooks');
    expect(moved.statusCode, moved.body).toBe(400);
    expect(moved.json()).toMatchObject({ code: 'WEBHOOK_URL_NOT_PUBLIC' });
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/console/campaigns/77/loyalty-clients',
      headers: operatorBearer(admin),
    });
    expect(listed.json()).toContainEqual(
      expect.objectContaining({ clientId, webhookUrl: 'https://93.184.216.34/hooks' }),
    );
  });

  it('re-checks at delivery: a name that now resolves to loopback (rebinding) is not called', async () => {
    const created = await createClient('https://93.184.216.34/hooks');
    expect(created.statusCode, created.body).toBe(201);
    const clientId = created.json().client.clientId as string;
    // the name was fine when saved; it now points at this machine, as a rebinding would
    const rebound = receiver.url.replace('127.0.0.1', 'localhost');
    await t.database.db.execute(
      `update loyalty_clients set webhook_url = '${rebound}' where id = '${clientId}'`,
    );
    const enqueue = async () => {
      const [row] = await t.database.db
        .insert(webhookDeliveries)
        .values({ clientId, eventType: 'points.redeemed', payload: { probe: true } })
        .returning();
      return row!.id;
    };

    const refusedId = await enqueue();
    const publicOnly = webhookDispatcher(t.database.db, webhookTargetPolicy({ publicOnly: true }));
    expect(await publicOnly.deliverDue()).toEqual({ delivered: 0, failed: 1 });
    expect(receiver.received).toHaveLength(0);
    const [refused] = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, refusedId));
    expect(refused).toMatchObject({ lastStatus: null, deliveredAt: null });
    expect(refused!.lastError).toMatch(/not a public address/);

    // the same delivery path with the rule off (development, tests) reaches the local receiver
    await t.database.db.delete(webhookDeliveries).where(eq(webhookDeliveries.id, refusedId));
    await enqueue();
    const anywhere = webhookDispatcher(t.database.db, webhookTargetPolicy({ publicOnly: false }));
    expect(await anywhere.deliverDue()).toEqual({ delivered: 1, failed: 0 });
    expect(receiver.received).toHaveLength(1);
  });
});
