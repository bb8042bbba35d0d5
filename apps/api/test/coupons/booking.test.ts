import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { applyCoupon, cashForPoints, minimumPoints, type CouponRule } from '@portal/domain/pricing';
import { cashToPoints } from '@portal/domain/money';
import { coupons } from '../../src/db/schema';
import { everyCategory } from '../../src/seed/coupons';
import { bearer } from '../helpers/testApp';
import {
  CONVERSION_RATE,
  POLICY,
  card,
  flightBooking,
  hotelOffer,
  hotelSearch,
  postBooking,
  sharedMember,
} from '../bookings/helpers';

const APPROVE = '4111111111111111';
const TIMEOUT = '4000000000000119';
const DECLINE = '4000000000000002';
const DESCONTO10: CouponRule = { discountType: 2, value: 10, ...everyCategory };
const MENOS5000: CouponRule = {
  discountType: 1,
  value: 5000,
  ...everyCategory,
  car: false,
  hotel: false,
  experience: false,
  bus: false,
  entertainment: false,
};

/** The checkout's figures with a coupon: totals before it, the split on the discounted total. */
function discounted(
  totalCents: number,
  rule: CouponRule,
  points?: (min: number, total: number) => number,
) {
  const total = { points: cashToPoints(totalCents, CONVERSION_RATE), cash: totalCents };
  const discount = applyCoupon(total, rule, 'flight');
  if (!discount) throw new Error('coupon does not apply');
  const pointsPrice = points
    ? points(minimumPoints(discount.total.points, POLICY), discount.total.points)
    : minimumPoints(discount.total.points, POLICY);
  const cash = cashForPoints(discount.total, pointsPrice);
  return {
    total,
    discount,
    pointsPrice,
    cashCents: cash,
    prices: {
      pointsTotalValue: total.points,
      cashTotalValue: totalCents / 100,
      pointsPrice,
      cashPrice: cash / 100,
    },
  };
}

describe('POST /api/booking with a coupon', () => {
  const signedIn = sharedMember(300_000);
  const balance = () => signedIn.balance();
  const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
    ((await signedIn.t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const usagesOf = (code: string) =>
    rows<{ state: string; discount_points: number; discount_cash_cents: number }>(
      sql`select b.state, u.discount_points::int as discount_points, u.discount_cash_cents::int as discount_cash_cents
          from coupon_usages u join coupons c on c.id = u.coupon_id join bookings b on b.id = u.booking_id
          where c.code = ${code} order by u.created_at`,
    );
  const check = (code: string) =>
    signedIn.t.app.inject({
      method: 'POST',
      url: '/api/booking/coupon/check',
      headers: bearer(signedIn.token),
      payload: { type: 'FLIGHT', pointsTotalValue: 10_000, cashTotalValue: 200, couponCode: code },
    });

  beforeAll(async () => {
    await signedIn.t.database.db.insert(coupons).values([
      {
        campaignId: 77,
        code: 'UMAVEZ',
        discountType: 2,
        value: 20,
        ...everyCategory,
        usageLimit: 1,
      },
      {
        campaignId: 77,
        code: 'PENDENTE1',
        discountType: 2,
        value: 20,
        ...everyCategory,
        usageLimit: 1,
      },
    ]);
  }, 300_000);

  it('DESCONTO10 on a flight: the discounted minimum points are debited and the discounted cash is charged', async () => {
    const before = await balance();
    const p = discounted(signedIn.offer.totalCents, DESCONTO10);
    const undiscountedMinimum = minimumPoints(p.total.points, POLICY);
    expect(p.pointsPrice).toBeLessThan(undiscountedMinimum);
    const response = await postBooking(signedIn.t, signedIn.token, {
      ...flightBooking(signedIn.offer, APPROVE),
      ...p.prices,
      couponCode: 'desconto10',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.booking).toMatchObject({
      statusId: 2,
      pointsPrice: p.pointsPrice,
      cashPrice: p.cashCents / 100,
      pointsTotalValue: p.total.points,
    });
    expect(body.booking.paymentTransaction).toMatchObject({
      status: 'captured',
      amount: p.cashCents / 100,
    });
    expect(await balance()).toBe(before - p.pointsPrice);
    expect(await usagesOf('DESCONTO10')).toEqual([
      {
        state: 'issued',
        discount_points: p.discount.discountPoints,
        discount_cash_cents: p.discount.discountCash,
      },
    ]);
  });

  it('MENOS5000 on a flight paid all in points debits the total less 5000 points', async () => {
    const before = await balance();
    const p = discounted(signedIn.offer.totalCents, MENOS5000, (_min, total) => total);
    expect(p.cashCents).toBe(0);
    const { payment: _payment, ...payload } = flightBooking(signedIn.offer, APPROVE);
    const response = await postBooking(signedIn.t, signedIn.token, {
      ...payload,
      ...p.prices,
      couponCode: 'MENOS5000',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await balance()).toBe(before - (p.total.points - 5000));
  });

  it('prices never trust the client: the undiscounted split with a coupon is a changed price', async () => {
    const before = await balance();
    const response = await postBooking(signedIn.t, signedIn.token, {
      ...flightBooking(signedIn.offer, APPROVE),
      couponCode: 'DESCONTO10',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('PRICE_CHANGED');
    expect(await balance()).toBe(before);
  });

  it('refuses a coupon the product does not allow, or an unknown one, with nothing booked or debited', async () => {
    const before = await balance();
    const { rateKey, totalCents } = await hotelOffer();
    const key = randomUUID();
    const total = cashToPoints(totalCents, CONVERSION_RATE);
    const hotel = {
      type: 'HOTEL',
      ...hotelSearch,
      guests: [
        [
          { name: 'Maria', lastName: 'Souza' },
          { name: 'José', lastName: 'Souza' },
        ],
      ],
      roomIds: [{ roomId: rateKey }],
      pointsTotalValue: total,
      cashTotalValue: totalCents / 100,
      pointsPrice: total,
      cashPrice: 0,
      couponCode: 'MENOS5000',
    };
    const refused = await postBooking(signedIn.t, signedIn.token, hotel, key);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'Este cupom não é válido para hospedagens.',
      code: 'COUPON_CATEGORY',
    });
    const unknown = await postBooking(signedIn.t, signedIn.token, {
      ...hotel,
      couponCode: 'NAOEXISTE',
    });
    // The booking's error catalogue shows the server's text on a 409.
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json()).toEqual({
      error: 'Cupom não encontrado. Confira o código e tente novamente.',
      code: 'COUPON_NOT_FOUND',
    });
    expect(await rows(sql`select id from bookings where idempotency_key = ${key}`)).toEqual([]);
    expect(await balance()).toBe(before);
  });

  it('a failed booking does not consume a usage; the limit counts only bookings that live', async () => {
    const rule: CouponRule = { discountType: 2, value: 20, ...everyCategory };
    const p = discounted(signedIn.offer.totalCents, rule);
    const before = await balance();
    const failed = await postBooking(signedIn.t, signedIn.token, {
      ...flightBooking(signedIn.offer, TIMEOUT),
      ...p.prices,
      couponCode: 'UMAVEZ',
    });
    expect(failed.statusCode).toBe(504);
    expect(await balance()).toBe(before);
    expect(await usagesOf('UMAVEZ')).toMatchObject([{ state: 'failed' }]);
    expect((await check('UMAVEZ')).statusCode).toBe(200);

    const issued = await postBooking(signedIn.t, signedIn.token, {
      ...flightBooking(signedIn.offer, APPROVE),
      ...p.prices,
      couponCode: 'UMAVEZ',
    });
    expect(issued.statusCode, issued.body).toBe(200);
    expect(await balance()).toBe(before - p.pointsPrice);

    const exhausted = await postBooking(signedIn.t, signedIn.token, {
      ...flightBooking(signedIn.offer, APPROVE),
      ...p.prices,
      couponCode: 'UMAVEZ',
    });
    expect(exhausted.statusCode).toBe(409);
    expect(exhausted.json()).toEqual({
      error: 'Este cupom atingiu o limite de utilizações.',
      code: 'COUPON_EXHAUSTED',
    });
    const checked = await check('UMAVEZ');
    expect(checked.statusCode).toBe(409);
    expect(checked.json().error).toBe('Este cupom atingiu o limite de utilizações.');
    expect(await balance()).toBe(before - p.pointsPrice);
  });

  it('a pendente booking holds its usage until it expires, then gives it back', async () => {
    const p = discounted(signedIn.offer.totalCents, {
      discountType: 2,
      value: 20,
      ...everyCategory,
    });
    const declined = await postBooking(signedIn.t, signedIn.token, {
      ...flightBooking(signedIn.offer, DECLINE),
      ...p.prices,
      couponCode: 'PENDENTE1',
    });
    expect(declined.statusCode, declined.body).toBe(201);
    expect((await check('PENDENTE1')).json().code).toBe('COUPON_EXHAUSTED');
    await signedIn.t.database.db.execute(
      sql`update bookings set expires_at = now() - interval '1 minute' where locator = ${declined.json().booking.locator as string}`,
    );
    expect(await signedIn.t.app.bookings.expirePending()).toBeGreaterThanOrEqual(1);
    expect(await usagesOf('PENDENTE1')).toMatchObject([{ state: 'expired' }]);
    expect((await check('PENDENTE1')).statusCode).toBe(200);
  });

  it('a guest pays the discounted cash with a coupon', async () => {
    const guest = await signedIn.t.app.inject('/api/login-guest-by-campaign?code=CONVIDADO77');
    const guestToken: string = guest.json().idToken;
    const total = {
      points: cashToPoints(signedIn.offer.totalCents, CONVERSION_RATE),
      cash: signedIn.offer.totalCents,
    };
    const discount = applyCoupon(total, DESCONTO10, 'flight');
    if (!discount) throw new Error('coupon does not apply');
    const response = await signedIn.t.app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: { ...bearer(guestToken), 'idempotency-key': randomUUID() },
      payload: {
        ...flightBooking(signedIn.offer, null),
        pointsTotalValue: total.points,
        cashTotalValue: total.cash / 100,
        pointsPrice: 0,
        cashPrice: discount.total.cash / 100,
        couponCode: 'DESCONTO10',
        guest: true,
        payment: { paymentCode: randomUUID(), installments: 1, card: card(APPROVE) },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().booking.paymentTransaction).toMatchObject({
      status: 'captured',
      amount: discount.total.cash / 100,
    });
    expect(response.json().booking.pointsPrice).toBe(0);
  });
});
