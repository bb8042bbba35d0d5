import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inputMessages } from '@portal/domain/lib';
import { bearer, createTestApp, demo, login, type TestApp } from './helpers/testApp';
import { card, flightBooking, flightOffer } from './bookings/helpers';

/**
 * Input that once reached PostgreSQL and answered 500: a NUL in a text field, and integers
 * beyond the `integer` column range. Each now answers a 4xx with the usual error body, or (for
 * the campaign a request names) falls back to the default campaign.
 */
const OPERATOR_TOKEN = 'operator-token-for-bad-input-tests';
let t: TestApp;
let token: string;
const errorLog: Array<Record<string, unknown>> = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
      errorLog.push(JSON.parse(line));
    callback();
  },
});

beforeAll(async () => {
  t = await createTestApp({
    config: { operatorToken: OPERATOR_TOKEN },
    logger: { level: 'error', stream },
  });
  token = (await login(t.app, demo.member)).idToken;
});
afterAll(() => t?.close());

const NUL = 'A\u0000B';
const lead = {
  name: 'Maria',
  phone: '(11) 98765-4321',
  email: 'maria@exemplo.com',
  details: 'Viagem em família',
  channel: 'form',
};
const registration = (email: string) => ({
  name: 'Ana',
  lastName: 'Lima',
  cpf: '529.982.247-25',
  cellphone: '(11) 98765-4321',
  email,
  password: 'Segura@123',
});
const member = () => bearer(token);

/** A request with a NUL in one field, and the field the 400 must name. */
interface NulCase {
  name: string;
  field: string;
  request: () => InjectOptions | Promise<InjectOptions>;
}

const nulCases: NulCase[] = [
  {
    name: 'GET /api/bookings/{locator}',
    field: 'locator',
    request: () => ({
      method: 'GET',
      url: `/api/bookings/${encodeURIComponent(NUL)}`,
      headers: member(),
    }),
  },
  ...(
    [
      ['GET', '/api/booking/cancel-preview'],
      ['POST', '/api/booking/cancel'],
      ['GET', '/api/booking/voucher'],
      ['POST', '/api/booking/send-voucher'],
      ['POST', '/api/booking/auth2fa/resend'],
    ] as const
  ).map(([method, url]) => ({
    name: `${method} ${url}?locator`,
    field: 'locator',
    request: () => ({ method, url, query: { locator: NUL }, headers: member() }),
  })),
  {
    name: 'POST /api/auth/login email',
    field: 'email',
    request: () => ({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `membro${NUL}@demo.test`, password: 'x' },
    }),
  },
  {
    name: 'POST /api/user email',
    field: 'email',
    request: () => ({
      method: 'POST',
      url: '/api/user',
      payload: registration(`ana${NUL}@exemplo.com`),
    }),
  },
  ...['/api/trip-request', '/api/lead-mgmt'].flatMap((url) =>
    (['name', 'details', 'channel'] as const).map((field) => ({
      name: `POST ${url} ${field}`,
      field,
      request: () => ({
        method: 'POST' as const,
        url,
        headers: member(),
        payload: { ...lead, [field]: NUL },
      }),
    })),
  ),
  {
    name: 'POST /api/booking/coupon/check couponCode',
    field: 'couponCode',
    request: () => ({
      method: 'POST',
      url: '/api/booking/coupon/check',
      headers: member(),
      payload: { type: 'FLIGHT', pointsTotalValue: 1000, cashTotalValue: 20, couponCode: NUL },
    }),
  },
  {
    name: 'POST /api/services/bus/check-discount couponCode',
    field: 'couponCode',
    request: () => ({
      method: 'POST',
      url: '/api/services/bus/check-discount',
      headers: member(),
      payload: { pointsTotalValue: 1000, cashTotalValue: 20, couponCode: NUL },
    }),
  },
  {
    name: 'POST /api/booking billing state',
    field: 'payment.customer.state',
    request: async () => {
      const booking = flightBooking(await flightOffer(), null);
      const customer = {
        documentNumber: '52998224725',
        email: 'maria@exemplo.com',
        mobilePhoneNumber: '(11) 98765-4321',
        zipCode: '01310100',
        address: 'Av. Paulista',
        number: '1000',
        state: NUL,
        city: 'São Paulo',
        complement: '',
      };
      const payment = {
        paymentCode: randomUUID(),
        installments: 1,
        card: card('4111111111111111'),
        customer,
      };
      return {
        method: 'POST',
        url: '/api/booking',
        headers: { ...member(), 'idempotency-key': randomUUID() },
        payload: { ...booking, payment },
      };
    },
  },
  {
    name: 'GET /api/login-guest-by-campaign code',
    field: 'code',
    request: () => ({
      method: 'GET',
      url: '/api/login-guest-by-campaign',
      query: { code: `CONVIDADO77${NUL}` },
    }),
  },
  {
    name: 'GET /api/user/{uid}',
    field: 'uid',
    request: () => ({
      method: 'GET',
      url: `/api/user/${encodeURIComponent(`VOUCHER-77-0001${NUL}`)}`,
    }),
  },
];

describe('a NUL character in a text field', () => {
  it.each(nulCases)('$name answers 400 on $field', async ({ field, request }) => {
    const response = await t.app.inject(await request());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: inputMessages.controlCharacters,
      code: 'VALIDATION',
      fields: { [field]: inputMessages.controlCharacters },
    });
  });
});

const tooLarge = ['2147483648', '4294967296', '9007199254740993', '99999999999999999999999999'];

describe('an integer beyond the integer column range', () => {
  describe.each(tooLarge)('%s', (id) => {
    it('as the Campaign header names no campaign: the default one answers', async () => {
      const current = await t.app.inject({
        method: 'GET',
        url: '/api/campaign/current',
        headers: { campaign: id },
      });
      expect(current.statusCode).toBe(200);
      expect(current.json()).toMatchObject({ id: 77 });
      const top = await t.app.inject({
        method: 'GET',
        url: '/api/destinations/top',
        headers: { campaign: id },
      });
      expect(top.statusCode).toBe(200);
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { campaign: id },
        payload: demo.member,
      });
      expect(signIn.statusCode).toBe(200);
      const voucher = await t.app.inject({
        method: 'GET',
        url: '/api/user/VOUCHER-77-0002',
        headers: { campaign: id },
      });
      expect(voucher.statusCode).toBe(409);
      const register = await t.app.inject({
        method: 'POST',
        url: '/api/user',
        headers: { campaign: id },
        payload: registration(`ana.${randomUUID()}@exemplo.com`),
      });
      expect(register.statusCode).toBe(201);
    });

    it('as the host names no campaign: the default one answers', async () => {
      for (const url of ['/api/campaign/current', '/api/destinations/top']) {
        const response = await t.app.inject({
          method: 'GET',
          url,
          headers: { host: `${id}.localhost:3000` },
        });
        expect(response.statusCode).toBe(200);
      }
      const current = await t.app.inject({
        method: 'GET',
        url: '/api/campaign/current',
        headers: { host: `${id}.localhost` },
      });
      expect(current.json()).toMatchObject({ id: 77 });
    });

    it('as GET /api/campaign/{id} answers 400', async () => {
      const response = await t.app.inject({ method: 'GET', url: `/api/campaign/${id}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION',
        fields: { id: inputMessages.outOfRange },
      });
    });

    it('as the campaignId of GET /api/auth answers 400', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/auth',
        query: { campaignId: id },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION',
        fields: { campaignId: inputMessages.outOfRange },
      });
    });

    it('as the campaignId of POST /api/admin/points/accruals answers 400 and credits nothing', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/points/accruals',
        headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
        payload: `{"campaignId":${id},"email":"membro@demo.test","points":10,"description":"Bônus","idempotencyKey":"${randomUUID()}"}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION',
        fields: { campaignId: inputMessages.outOfRange },
      });
    });
  });
});

describe('an error nobody expected', () => {
  it('answers 500 without its details and is logged with the request id', async () => {
    await t.database.db.execute(sql`alter table campaigns rename to campaigns_away`);
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/campaign/current' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        error: 'Ocorreu algum problema, por favor, tente novamente!',
      });
    } finally {
      await t.database.db.execute(sql`alter table campaigns_away rename to campaigns`);
    }
    const logged = errorLog.find((line) => line.msg === 'unhandled error');
    expect(logged).toMatchObject({
      reqId: expect.any(String),
      err: { message: expect.stringContaining('campaigns') },
    });
  });
});
