import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponMessages } from '@portal/domain/coupons';
import { coupons } from '../../src/db/schema';
import { bearer, createTestApp, demo, login, type TestApp } from '../helpers/testApp';

const DAY = 86_400_000;

describe('POST /api/booking/coupon/check and /api/services/{service}/check-discount', () => {
  let t: TestApp;
  let token: string;
  const check = (payload: object, headers = bearer(token)) =>
    t.app.inject({ method: 'POST', url: '/api/booking/coupon/check', headers, payload });
  const serviceCheck = (service: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/services/${service}/check-discount`,
      headers: bearer(token),
      payload,
    });

  beforeAll(async () => {
    t = await createTestApp();
    token = (await login(t.app, demo.member)).idToken;
    const base = { campaignId: 77, discountType: 2 as const, value: 15, air: true, hotel: true };
    await t.database.db.insert(coupons).values([
      { ...base, code: 'PAUSADO', active: false },
      { ...base, code: 'VENCIDO', validUntil: new Date(Date.now() - DAY) },
      { ...base, code: 'FUTURO', validFrom: new Date(Date.now() + DAY) },
      {
        ...base,
        code: 'NOPRAZO',
        validFrom: new Date(Date.now() - DAY),
        validUntil: new Date(Date.now() + DAY),
      },
    ]);
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  it('DESCONTO10 takes 10 % off both totals of a flight', async () => {
    const response = await check({
      type: 'FLIGHT',
      pointsTotalValue: 100_000,
      cashTotalValue: 2000,
      couponCode: 'DESCONTO10',
      guest: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      couponCode: 'DESCONTO10',
      coupon: { discountType: 2, value: 10 },
      discountPoints: 10_000,
      discountCash: 200,
    });
  });

  it('truncates a percentage to whole points and centavos, never discounting more than advertised', async () => {
    const response = await check({
      category: 'hotel',
      pointsTotalValue: 12_345,
      cashTotalValue: 246.99,
      couponCode: 'DESCONTO10',
    });
    expect(response.json()).toMatchObject({ discountPoints: 1234, discountCash: 24.69 });
  });

  it('looks codes up whatever their case, from couponCode or the legacy coupon field', async () => {
    const lower = await check({
      type: 'HOTEL',
      pointsTotalValue: 1000,
      cashTotalValue: 20,
      couponCode: '  desconto10 ',
    });
    expect(lower.statusCode).toBe(200);
    expect(lower.json().couponCode).toBe('DESCONTO10');
    const legacy = await check({
      type: 'HOTEL',
      pointsTotalValue: 1000,
      cashTotalValue: 20,
      coupon: 'Desconto10',
    });
    expect(legacy.statusCode).toBe(200);
    expect(legacy.json()).toMatchObject({
      couponCode: 'DESCONTO10',
      discountPoints: 100,
      discountCash: 2,
    });
  });

  it('MENOS5000 takes 5000 points off a flight and the same share of the cash total', async () => {
    const response = await check({
      type: 'FLIGHT',
      pointsTotalValue: 100_000,
      cashTotalValue: 2000,
      couponCode: 'MENOS5000',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      couponCode: 'MENOS5000',
      coupon: { discountType: 1, value: 5000 },
      discountPoints: 5000,
      discountCash: 100,
    });
    const small = await check({
      type: 'FLIGHT',
      pointsTotalValue: 3000,
      cashTotalValue: 60,
      couponCode: 'MENOS5000',
    });
    expect(small.json()).toMatchObject({ discountPoints: 3000, discountCash: 60 });
  });

  it('refuses a coupon for a product its flags do not allow', async () => {
    for (const [type, label] of [
      ['HOTEL', 'hospedagens'],
      ['CAR', 'aluguel de carros'],
      ['EXPERIENCE', 'experiências'],
    ] as const) {
      const response = await check({
        type,
        pointsTotalValue: 100_000,
        cashTotalValue: 2000,
        couponCode: 'MENOS5000',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: `Este cupom não é válido para ${label}.`,
        code: 'COUPON_CATEGORY',
      });
    }
  });

  it('answers each refusal with its own message', async () => {
    const body = { type: 'FLIGHT', pointsTotalValue: 1000, cashTotalValue: 20 };
    const cases: Array<[string, number, string, string]> = [
      ['NAOEXISTE', 404, couponMessages.notFound, 'COUPON_NOT_FOUND'],
      ['PAUSADO', 409, 'Este cupom não está mais disponível.', 'COUPON_INACTIVE'],
      ['VENCIDO', 409, 'Este cupom expirou.', 'COUPON_EXPIRED'],
      ['FUTURO', 409, 'Este cupom ainda não está válido.', 'COUPON_NOT_YET_VALID'],
    ];
    for (const [code, status, error, errorCode] of cases) {
      const response = await check({ ...body, couponCode: code });
      expect(response.statusCode, code).toBe(status);
      expect(response.json()).toEqual({ error, code: errorCode });
    }
    const inWindow = await check({ ...body, couponCode: 'NOPRAZO' });
    expect(inWindow.statusCode).toBe(200);
    expect(inWindow.json()).toMatchObject({ discountPoints: 150, discountCash: 3 });
  });

  it('validates the request: a code and a product are required', async () => {
    const noCode = await check({
      type: 'FLIGHT',
      pointsTotalValue: 1000,
      cashTotalValue: 20,
      couponCode: '   ',
    });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().error).toBe('Informe o código do cupom.');
    const noProduct = await check({
      pointsTotalValue: 1000,
      cashTotalValue: 20,
      couponCode: 'DESCONTO10',
    });
    expect(noProduct.statusCode).toBe(400);
    expect(noProduct.json().error).toBe('Informe o tipo de produto da compra.');
    const negative = await check({
      type: 'FLIGHT',
      pointsTotalValue: -1,
      cashTotalValue: 20,
      couponCode: 'DESCONTO10',
    });
    expect(negative.statusCode).toBe(400);
  });

  it('needs a session, and a campaign with coupons enabled (83 has none)', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/booking/coupon/check',
      payload: { type: 'FLIGHT', cashTotalValue: 20, couponCode: 'DESCONTO10' },
    });
    expect(anonymous.statusCode).toBe(401);
    const member83 = await login(t.app, demo.member83, 83);
    const disabled = await check(
      { type: 'FLIGHT', cashTotalValue: 20, couponCode: 'DESCONTO10' },
      bearer(member83.idToken, 83),
    );
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json()).toEqual({
      error: 'Esta campanha não aceita cupons de desconto.',
      code: 'COUPON_DISABLED',
    });
  });

  it('a guest gets the discount on the cash total; the points total is derived when not sent', async () => {
    const guest = await t.app.inject('/api/login-guest-by-campaign?code=CONVIDADO77');
    expect(guest.statusCode).toBe(200);
    const response = await check(
      { type: 'HOTEL', cashTotalValue: 150, couponCode: 'DESCONTO10', guest: true },
      bearer(guest.json().idToken),
    );
    expect(response.statusCode).toBe(200);
    // 150 reais × 50 points = 7500 points.
    expect(response.json()).toMatchObject({ discountCash: 15, discountPoints: 750 });
  });

  it('serves the bus and entertainment check-discount calls with the same answer and the same rules', async () => {
    const bus = await serviceCheck('bus', {
      pointsTotalValue: 20_000,
      cashTotalValue: 400,
      couponCode: 'DESCONTO10',
      data: { id: 'x', passengers: [] },
    });
    expect(bus.statusCode).toBe(200);
    expect(bus.json()).toEqual({
      success: true,
      couponCode: 'DESCONTO10',
      coupon: { discountType: 2, value: 10 },
      discountPoints: 2000,
      discountCash: 40,
    });
    const show = await serviceCheck('entertainment', {
      pointsTotalValue: 20_000,
      cashTotalValue: 400,
      couponCode: 'desconto10',
    });
    expect(show.statusCode).toBe(200);
    expect(show.json().discountCash).toBe(40);
    const flightOnly = await serviceCheck('bus', {
      pointsTotalValue: 20_000,
      cashTotalValue: 400,
      couponCode: 'MENOS5000',
    });
    expect(flightOnly.statusCode).toBe(409);
    expect(flightOnly.json().error).toBe('Este cupom não é válido para passagens rodoviárias.');
    const entertainmentOnly = await serviceCheck('entertainment', {
      pointsTotalValue: 20_000,
      cashTotalValue: 400,
      couponCode: 'MENOS5000',
    });
    expect(entertainmentOnly.json().error).toBe('Este cupom não é válido para entretenimento.');
    const unknownService = await serviceCheck('hotel', {
      pointsTotalValue: 20_000,
      cashTotalValue: 400,
      couponCode: 'DESCONTO10',
    });
    expect(unknownService.statusCode).toBe(400);
    const missing = await serviceCheck('bus', { pointsTotalValue: 20_000, cashTotalValue: 400 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Informe o código do cupom.');
  });

  it('documents both calls and the CEP lookup in the OpenAPI document', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    expect(doc.paths['/api/booking/coupon/check'].post).toBeDefined();
    expect(doc.paths['/api/services/{service}/check-discount'].post).toBeDefined();
    expect(doc.paths['/api/ws/{cep}/json'].get).toBeDefined();
  });
});
