import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { consoleMessages, type ConsoleExperience } from '@portal/domain/operators';
import { inputMessages } from '@portal/domain/lib';
import { consoleRequest, flightCoupon, sharedConsoleAdmin } from '../helpers/console';

/**
 * Console and loyalty-client input that once answered 500: campaign ids and amounts beyond the
 * `integer` column range, a coupon of a campaign that does not exist or above 100%, and a body
 * nested 100,000 deep sent to a loyalty write that takes none. Each now answers a 4xx with the
 * usual error body and writes nothing.
 */
const app = sharedConsoleAdmin();

const coupon = flightCoupon('FORA10', 1, 500);

const call = (method: InjectOptions['method'], url: string, payload?: object) =>
  consoleRequest(app.t.app, method, url, { token: app.admin, payload });

/** The row count of the tables a refused console write could touch. */
async function counts(): Promise<unknown> {
  const result = (await app.t.database.db.execute(
    sql`select (select count(*) from coupons) as coupons, (select count(*) from experiences) as experiences, (select count(*) from users) as users, (select count(*) from showcases) as showcases, (select count(*) from loyalty_clients) as clients, (select count(*) from audit_log) as audit`,
  )) as unknown as { rows: unknown[] };
  return result.rows[0];
}

const tooLarge = ['2147483648', '4294967296', '9007199254740993', '99999999999999999999999999'];

describe('a campaign id beyond the integer column range', () => {
  const couponId = randomUUID();
  const pathCases: Array<[InjectOptions['method'], (id: string) => string, object?]> = [
    ['GET', (id) => `/campaigns/${id}`],
    ['PUT', (id) => `/campaigns/${id}`, {}],
    ['POST', (id) => `/campaigns/${id}/images`, {}],
    ['GET', (id) => `/campaigns/${id}/coupons`],
    ['POST', (id) => `/campaigns/${id}/coupons`, coupon],
    ['PUT', (id) => `/campaigns/${id}/coupons/${couponId}`, coupon],
    ['GET', (id) => `/campaigns/${id}/showcases`],
    ['PUT', (id) => `/campaigns/${id}/showcases/praias`, {}],
    ['POST', (id) => `/campaigns/${id}/members`, {}],
    ['GET', (id) => `/campaigns/${id}/loyalty-clients`],
    ['POST', (id) => `/campaigns/${id}/loyalty-clients`, { name: 'Parceiro' }],
    ['GET', (id) => `/audit?campaignId=${id}`],
    ['GET', (id) => `/members?campaignId=${id}`],
    ['GET', (id) => `/bookings?campaignId=${id}`],
    ['GET', (id) => `/webhooks?campaignId=${id}`],
  ];
  describe.each(tooLarge)('%s', (id) => {
    it.each(
      pathCases.map(
        ([method, url, payload]) => [`${method} ${url(':id')}`, method, url, payload] as const,
      ),
    )('%s answers 400 on campaignId', async (_name, method, url, payload) => {
      const before = await counts();
      const response = await call(method, url(id), payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION',
        fields: { campaignId: inputMessages.outOfRange },
      });
      expect(await counts()).toEqual(before);
    });
  });
});

describe('an amount beyond the integer column range', () => {
  const large = 2_147_483_648;

  it.each([
    ['value', { ...coupon, value: large }],
    ['usageLimit', { ...coupon, usageLimit: large }],
  ])('a coupon %s answers 400 and writes nothing', async (field, payload) => {
    const before = await counts();
    for (const response of [
      await call('POST', '/campaigns/77/coupons', payload),
      await call('PUT', `/campaigns/77/coupons/${randomUUID()}`, payload),
    ]) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ fields: { [field]: inputMessages.outOfRange } });
    }
    expect(await counts()).toEqual(before);
  });

  it.each(['originalPriceCents', 'priceCents'])(
    'an experience %s answers 400 and writes nothing',
    async (field) => {
      const [existing] = (await call('GET', '/experiences?cityIbge=3550308')).json() as [
        ConsoleExperience,
      ];
      const { id, ...input } = existing;
      const before = await counts();
      const response = await call('PUT', `/experiences/${id}`, { ...input, [field]: large });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ fields: { [field]: inputMessages.outOfRange } });
      expect(await counts()).toEqual(before);
    },
  );
});

describe('a coupon of a campaign that does not exist', () => {
  it('answers 404 and writes nothing', async () => {
    const before = await counts();
    const response = await call('POST', '/campaigns/440/coupons', coupon);
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json()).toMatchObject({ error: 'Campanha não encontrada.' });
    expect(await counts()).toEqual(before);
  });
});

describe('a percentage coupon above 100%', () => {
  it('answers 400 on value and writes nothing', async () => {
    const before = await counts();
    const response = await call('POST', '/campaigns/77/coupons', {
      ...coupon,
      discountType: 2,
      value: 150,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      fields: { value: consoleMessages.couponPercentTooHigh },
    });
    expect(await counts()).toEqual(before);
  });
});

describe('a body nested 100,000 deep, sent to a loyalty write that takes no body', () => {
  it.each(['capture', 'reverse'])('%s answers 404 for the unknown redemption', async (action) => {
    const created = await call('POST', '/campaigns/77/loyalty-clients', { name: 'Parceiro' });
    expect(created.statusCode, created.body).toBe(201);
    const issued = await app.t.app.inject({
      method: 'POST',
      url: '/api/loyalty/v1/oauth/token',
      payload: {
        grant_type: 'client_credentials',
        client_id: created.json().client.clientId,
        client_secret: created.json().clientSecret,
      },
    });
    const response = await app.t.app.inject({
      method: 'POST',
      url: `/api/loyalty/v1/redemptions/${randomUUID()}/${action}`,
      headers: {
        authorization: `Bearer ${issued.json().access_token}`,
        'idempotency-key': randomUUID(),
        'content-type': 'application/json',
      },
      payload: `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    });
    expect(response.statusCode, response.body).toBe(404);
  });
});
