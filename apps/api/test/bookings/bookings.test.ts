import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bearer, demo, login } from '../helpers/testApp';
import {
  card,
  flightBooking,
  hotelOffer,
  hotelSearch,
  postBooking,
  prices,
  sharedMember,
} from './helpers';

const CARDS = {
  approve: '4111111111111111',
  twoFactor: '5555555555554444',
  redirect: '4000002760003184',
  decline: '4000000000000002',
  timeout: '4000000000000119',
};

describe('POST /api/booking (FLIGHT and HOTEL)', () => {
  const signedIn = sharedMember();
  const balance = () => signedIn.balance();
  const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
    ((await signedIn.t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const holdsOf = (locator: string) =>
    rows<{ status: string; points: number }>(
      sql`select status, points::int as points from ledger_holds where reference = ${locator}`,
    );
  const paymentOf = (locator: string) =>
    rows<{ status: string; amount_cents: number }>(
      sql`select status, amount_cents::int as amount_cents from payment_transactions where reference = ${locator}`,
    );

  it('issues a flight paid with the minimum points and the rest by card: 200, status 2, points and card captured', async () => {
    const before = await balance();
    const payload = flightBooking(signedIn.offer, CARDS.approve);
    const response = await postBooking(signedIn.t, signedIn.token, payload);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      auth2fa: false,
      redirectAuth2fa: null,
      bookingResponse: { statusId: 2 },
    });
    expect(body.bookingResponse.bookingCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(body.booking).toMatchObject({
      type: 'FLIGHT',
      statusId: 2,
      pointsPrice: payload.pointsPrice,
      cashPrice: payload.cashPrice,
      bookingExpirationDate: null,
    });
    expect(body.booking.paymentTransaction).toMatchObject({
      status: 'captured',
      brand: 'visa',
      last4Digits: '1111',
    });
    expect(payload.pointsPrice).toBeGreaterThan(0);
    expect(payload.cashPrice).toBeGreaterThan(0);
    expect(await balance()).toBe(before - payload.pointsPrice);
    expect(await holdsOf(body.booking.locator)).toEqual([
      { status: 'captured', points: payload.pointsPrice },
    ]);
    expect(await paymentOf(body.booking.locator)).toEqual([
      { status: 'captured', amount_cents: Math.round(payload.cashPrice * 100) },
    ]);
    // The answer is built from what the purchase wrote, not read back: it must be what is stored.
    const stored = await signedIn.t.app.inject({
      method: 'GET',
      url: `/api/bookings/${body.booking.locator}`,
      headers: bearer(signedIn.token),
    });
    expect(stored.json()).toEqual(body.booking);
  });

  it('replays the first answer for a repeated key and refuses the same key with another body', async () => {
    const key = randomUUID();
    const payload = flightBooking(signedIn.offer, CARDS.approve);
    const first = await postBooking(signedIn.t, signedIn.token, payload, key);
    expect(first.statusCode).toBe(200);
    const afterFirst = await balance();
    const again = await postBooking(signedIn.t, signedIn.token, payload, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await balance()).toBe(afterFirst);
    const changed = await postBooking(
      signedIn.t,
      signedIn.token,
      { ...payload, passengers: [{ name: 'João', lastName: 'Souza' }] },
      key,
    );
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error).toBe(
      'Esta chave de idempotência já foi usada em outra compra com dados diferentes. Refaça a compra.',
    );
    expect(await balance()).toBe(afterFirst);
    expect(await rows(sql`select id from bookings where idempotency_key = ${key}`)).toHaveLength(1);
  });

  it('requires an Idempotency-Key header and validates the payload', async () => {
    const missing = await postBooking(
      signedIn.t,
      signedIn.token,
      flightBooking(signedIn.offer, CARDS.approve),
      null,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Cabeçalho Idempotency-Key obrigatório.');
    const twins = {
      ...flightBooking(signedIn.offer, CARDS.approve),
      search: { ...flightBooking(signedIn.offer, null).search, qtAdult: 2 },
    };
    twins.passengers = [twins.passengers[0]!, { ...twins.passengers[0]! }];
    const duplicate = await postBooking(signedIn.t, signedIn.token, twins);
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().error).toBe(
      'Há passageiros com o mesmo nome. Verifique os nomes informados.',
    );
    const noAuth = await signedIn.t.app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: { 'idempotency-key': randomUUID() },
      payload: flightBooking(signedIn.offer, CARDS.approve),
    });
    expect(noAuth.statusCode).toBe(401);
  });

  it('never trusts client prices: a lower total, a lower cash part or too few points is refused with nothing debited', async () => {
    const before = await balance();
    const payload = flightBooking(signedIn.offer, CARDS.approve);
    const cheaper = await postBooking(signedIn.t, signedIn.token, {
      ...payload,
      pointsTotalValue: payload.pointsTotalValue - 1000,
      cashTotalValue: payload.cashTotalValue - 20,
    });
    expect(cheaper.statusCode).toBe(409);
    expect(cheaper.json()).toMatchObject({
      error: 'O preço mudou desde a sua busca. Refaça a pesquisa.',
      code: 'PRICE_CHANGED',
    });
    const lessCash = await postBooking(signedIn.t, signedIn.token, {
      ...payload,
      cashPrice: payload.cashPrice - 10,
    });
    expect(lessCash.statusCode).toBe(409);
    expect(lessCash.json().code).toBe('PRICE_CHANGED');
    const below = flightBooking(signedIn.offer, CARDS.approve, payload.pointsPrice - 1);
    const belowMinimum = await postBooking(signedIn.t, signedIn.token, below);
    expect(belowMinimum.statusCode).toBe(409);
    expect(belowMinimum.json()).toEqual({
      error: `O mínimo de pontos para esta compra é ${payload.pointsPrice}.`,
      code: 'BELOW_MINIMUM',
    });
    const gone = await postBooking(signedIn.t, signedIn.token, {
      ...payload,
      recommendationid: 'G3XX-nope',
    });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().code).toBe('OFFER_UNAVAILABLE');
    expect(await balance()).toBe(before);
  });

  it('refuses more points than the balance', async () => {
    const low = await login(signedIn.t.app, demo.lowBalance);
    const response = await postBooking(
      signedIn.t,
      low.idToken,
      flightBooking(signedIn.offer, CARDS.approve),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: 'Saldo de pontos insuficiente para esta compra.',
      code: 'INSUFFICIENT_POINTS',
    });
    expect(await signedIn.ledger.balance(77, low.localId)).toBe(100);
  });

  it('a declined card leaves the booking pendente with an expiry, 201 success false, and no points held', async () => {
    const before = await balance();
    const response = await postBooking(
      signedIn.t,
      signedIn.token,
      flightBooking(signedIn.offer, CARDS.decline),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: false,
      auth2fa: false,
      redirectAuth2fa: null,
      bookingResponse: { statusId: 1, bookingCode: null },
    });
    expect(Date.parse(body.bookingResponse.bookingExpirationDate)).toBeGreaterThan(Date.now());
    expect(body.booking.paymentTransaction.status).toBe('declined');
    expect(await balance()).toBe(before);
    expect(await holdsOf(body.booking.locator)).toEqual([]);
  });

  it('a two-factor card answers 201 auth2fa without redirect: pendente, points held, payment awaiting the code', async () => {
    const before = await balance();
    const payload = flightBooking(signedIn.offer, CARDS.twoFactor);
    const response = await postBooking(signedIn.t, signedIn.token, payload);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: false,
      auth2fa: true,
      redirectAuth2fa: null,
      bookingResponse: { statusId: 1 },
    });
    expect(body.bookingResponse.bookingExpirationDate).not.toBeNull();
    expect(await balance()).toBe(before - payload.pointsPrice);
    expect(await holdsOf(body.booking.locator)).toEqual([
      { status: 'held', points: payload.pointsPrice },
    ]);
    expect((await paymentOf(body.booking.locator))[0]?.status).toBe('requires_two_factor');
  });

  it("a 3-D Secure card answers 201 auth2fa with redirectAuth2fa to the gateway's confirmation page", async () => {
    const before = await balance();
    const payload = flightBooking(signedIn.offer, CARDS.redirect);
    const response = await postBooking(signedIn.t, signedIn.token, payload);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ success: false, auth2fa: true, bookingResponse: { statusId: 1 } });
    expect(body.redirectAuth2fa).toMatch(
      /^http:\/\/localhost\/api\/payments\/sandbox\/confirm\/[0-9a-f-]{36}$/,
    );
    const page = await signedIn.t.app.inject({
      method: 'GET',
      url: new URL(body.redirectAuth2fa).pathname,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Confirmar pagamento');
    expect(await balance()).toBe(before - payload.pointsPrice);
  });

  it('a gateway timeout answers 504 with no debit, no held points and the supplier hold cancelled; the key replays 504', async () => {
    const before = await balance();
    const key = randomUUID();
    const payload = flightBooking(signedIn.offer, CARDS.timeout);
    const response = await postBooking(signedIn.t, signedIn.token, payload, key);
    expect(response.statusCode).toBe(504);
    expect(response.json().error).toBe('Tempo expirou, tente novamente!');
    expect(await balance()).toBe(before);
    const [row] = await rows<{ locator: string; state: string }>(
      sql`select locator, state from bookings where idempotency_key = ${key}`,
    );
    expect(row?.state).toBe('failed');
    expect(await holdsOf(row!.locator)).toEqual([]);
    // Its outcome at the gateway is unknown until the reconciliation asks (the sandbox keeps none: failed).
    expect((await paymentOf(row!.locator))[0]?.status).toBe('unknown');
    await signedIn.t.app.payments.reconcile(new Date(Date.now() + 1000));
    expect((await paymentOf(row!.locator))[0]?.status).toBe('failed');
    const again = await postBooking(signedIn.t, signedIn.token, payload, key);
    expect(again.statusCode).toBe(504);
    expect(await balance()).toBe(before);
  });

  it('issues a hotel paid entirely in points, without a card', async () => {
    const before = await balance();
    const { rateKey, totalCents } = await hotelOffer();
    const p = prices(totalCents, prices(totalCents).pointsTotalValue);
    expect(p.cashCents).toBe(0);
    const response = await postBooking(signedIn.t, signedIn.token, {
      type: 'HOTEL',
      ...hotelSearch,
      qtBaby: 0,
      echoToken: signedIn.userId,
      guests: [
        [
          { name: 'Maria', lastName: 'Souza', email: 'membro@demo.test' },
          { name: 'José', lastName: 'Souza' },
        ],
      ],
      roomIds: [{ roomId: rateKey, tax: 0 }],
      pointsTotalValue: p.pointsTotalValue,
      cashTotalValue: p.cashTotalValue,
      pointsPrice: p.pointsPrice,
      cashPrice: 0,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().booking).toMatchObject({
      type: 'HOTEL',
      statusId: 2,
      cashPrice: 0,
      paymentTransaction: null,
      date: hotelSearch.checkinDate,
    });
    expect(await balance()).toBe(before - p.pointsPrice);
  });

  it('lists only the caller’s own bookings, newest first, by type, at most 50', async () => {
    const mine = await signedIn.t.app.inject({
      method: 'GET',
      url: '/api/bookings?limit=50',
      headers: bearer(signedIn.token),
    });
    expect(mine.statusCode).toBe(200);
    const list = mine.json() as Array<{ type: string; bookingDate: string; statusId: number }>;
    expect(list.length).toBeGreaterThanOrEqual(6);
    expect(list[0]?.type).toBe('HOTEL');
    const dates = list.map((b) => b.bookingDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    // A failed submission (the timeout) is not a booking.
    expect(list.every((b) => [1, 2].includes(b.statusId))).toBe(true);
    const flights = (
      await signedIn.t.app.inject({
        method: 'GET',
        url: '/api/bookings?type=FLIGHT&limit=2',
        headers: bearer(signedIn.token),
      })
    ).json() as Array<{ type: string }>;
    expect(flights).toHaveLength(2);
    expect(flights.every((b) => b.type === 'FLIGHT')).toBe(true);
    expect(
      (
        await signedIn.t.app.inject({
          method: 'GET',
          url: '/api/bookings?limit=51',
          headers: bearer(signedIn.token),
        })
      ).statusCode,
    ).toBe(400);
    expect((await signedIn.t.app.inject({ method: 'GET', url: '/api/bookings' })).statusCode).toBe(
      401,
    );

    const other = await login(signedIn.t.app, demo.lowBalance);
    const theirs = await signedIn.t.app.inject({
      method: 'GET',
      url: '/api/bookings',
      headers: bearer(other.idToken),
    });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toEqual([]);
  });

  it('never stores a card number in the bookings table', async () => {
    const all = await rows(sql`select * from bookings`);
    expect(all.length).toBeGreaterThan(0);
    const dump = JSON.stringify(all);
    for (const number of Object.values(CARDS)) expect(dump).not.toContain(number);
    expect(dump).not.toContain(card(CARDS.approve).cardSecurityCode + '"');
  });

  it('expires an unpaid pendente past its date and gives its points back', async () => {
    const before = await balance();
    const response = await postBooking(
      signedIn.t,
      signedIn.token,
      flightBooking(signedIn.offer, CARDS.twoFactor),
    );
    expect(response.statusCode).toBe(201);
    const locator = response.json().booking.locator as string;
    expect(await balance()).toBeLessThan(before);
    expect(await signedIn.t.app.bookings.expirePending()).toBe(0);

    await signedIn.t.database.db.execute(
      sql`update bookings set expires_at = now() - interval '1 minute' where locator = ${locator}`,
    );
    expect(await signedIn.t.app.bookings.expirePending()).toBe(1);
    expect(await balance()).toBe(before);
    expect((await holdsOf(locator)).map((h) => h.status)).toEqual(['released']);
    const [row] = await rows<{ status_id: number }>(
      sql`select status_id from bookings where locator = ${locator}`,
    );
    expect(row?.status_id).toBe(3);
    // a second run finds nothing left to expire
    expect(await signedIn.t.app.bookings.expirePending()).toBe(0);
  });
});
