import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { newMember } from '../ledger/invariants';
import { createSandboxSuppliers } from '../../src/suppliers';
import { flightBooking, flightSearch, postBooking, sharedMember } from './helpers';
import {
  bookingRow,
  cardPayment,
  CARDS,
  confirmRedirect,
  getBooking,
  holdsOf,
  issueTicket,
  lastCode,
  paymentsOf,
  rows,
} from './challengeHelpers';

describe('reprocess: POST /api/booking/issue-ticket?locator= on a pendente booking', () => {
  const signedIn = sharedMember();
  const balance = () => signedIn.balance();

  /** A flight whose card was declined: pendente, no points held. */
  async function declined(): Promise<{ locator: string; points: number; cash: number }> {
    const payload = flightBooking(signedIn.offer, CARDS.decline);
    const response = await postBooking(signedIn.t, signedIn.token, payload);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      success: false,
      auth2fa: false,
      bookingResponse: { statusId: 1 },
    });
    return {
      locator: response.json().booking.locator,
      points: payload.pointsPrice,
      cash: payload.cashPrice,
    };
  }

  it('declined, then a new approved card: 200 emitido, points debited once, the new payment captured', async () => {
    const before = await balance();
    const { locator, points, cash } = await declined();
    expect(await balance()).toBe(before);

    const response = await issueTicket(signedIn.t, signedIn.token, locator, {
      body: cardPayment(CARDS.approve),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      auth2fa: false,
      message: 'Compra reprocessada com sucesso',
      bookingResponse: { locator, statusId: 2, bookingExpirationDate: null },
      booking: {
        statusId: 2,
        paymentTransaction: { status: 'captured', last4Digits: '1111', amount: cash },
      },
    });
    expect(await balance()).toBe(before - points);
    expect(await holdsOf(signedIn.t, locator)).toEqual([{ status: 'captured', points }]);
    expect((await paymentsOf(signedIn.t, locator)).map((p) => p.status)).toEqual([
      'declined',
      'captured',
    ]);

    // A replay of the call never pays twice.
    const again = await issueTicket(signedIn.t, signedIn.token, locator, {
      body: cardPayment(CARDS.approve),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'Esta reserva já foi emitida.', code: 'ALREADY_ISSUED' });
    expect(await balance()).toBe(before - points);
    expect((await paymentsOf(signedIn.t, locator)).map((p) => p.status)).toEqual([
      'declined',
      'captured',
    ]);
  });

  it('asks for a card when cash is due and none is sent (card numbers are not stored): 400, nothing changes', async () => {
    const before = await balance();
    const { locator } = await declined();
    const response = await issueTicket(signedIn.t, signedIn.token, locator);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Informe os dados do cartão para pagar a parte em dinheiro.',
      code: 'PAYMENT_REQUIRED',
    });
    expect((await bookingRow(signedIn.t, locator))?.state).toBe('declined');
    expect(await balance()).toBe(before);
  });

  it('declined again: 201 success false, still pendente, no points held', async () => {
    const before = await balance();
    const { locator } = await declined();
    const response = await issueTicket(signedIn.t, signedIn.token, locator, {
      body: cardPayment(CARDS.decline),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: false,
      auth2fa: false,
      bookingResponse: { statusId: 1 },
    });
    expect(response.json().bookingResponse.bookingExpirationDate).not.toBeNull();
    expect(await balance()).toBe(before);
    expect(await holdsOf(signedIn.t, locator)).toEqual([]);
  });

  it('with a two-factor card: 201 auth2fa, the code e-mailed and points held; the code then issues it', async () => {
    const before = await balance();
    const { locator, points } = await declined();
    const response = await issueTicket(signedIn.t, signedIn.token, locator, {
      body: cardPayment(CARDS.twoFactor),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      success: false,
      auth2fa: true,
      redirectAuth2fa: null,
      message: 'Enviamos um código de confirmação para o seu e-mail.',
    });
    expect(await balance()).toBe(before - points);
    expect(await holdsOf(signedIn.t, locator)).toEqual([{ status: 'held', points }]);

    // Reprocess without a card re-sends the code of the pending payment.
    const resend = await issueTicket(signedIn.t, signedIn.token, locator);
    expect(resend.statusCode).toBe(201);
    expect(resend.json().auth2fa).toBe(true);
    const { code, count } = await lastCode(signedIn.t, locator);
    expect(count).toBe(2);

    const confirm = await issueTicket(signedIn.t, signedIn.token, locator, {
      token2fa: code,
      body: cardPayment(CARDS.twoFactor),
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json().booking).toMatchObject({
      statusId: 2,
      paymentTransaction: { status: 'captured', last4Digits: '4444' },
    });
    expect(await balance()).toBe(before - points);
    expect(await holdsOf(signedIn.t, locator)).toEqual([{ status: 'captured', points }]);
  });

  it('a two-factor booking paid again with another card: the pending authorisation is voided, points are not held twice', async () => {
    const before = await balance();
    const payload = flightBooking(signedIn.offer, CARDS.twoFactor);
    const submitted = await postBooking(signedIn.t, signedIn.token, payload);
    expect(submitted.statusCode).toBe(201);
    const { locator } = submitted.json().booking;
    const response = await issueTicket(signedIn.t, signedIn.token, locator, {
      body: cardPayment(CARDS.approve),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await balance()).toBe(before - payload.pointsPrice);
    expect(await holdsOf(signedIn.t, locator)).toEqual([
      { status: 'captured', points: payload.pointsPrice },
    ]);
    expect((await paymentsOf(signedIn.t, locator)).map((p) => p.status)).toEqual([
      'voided',
      'captured',
    ]);
  });

  it('with a redirect card: 201 redirectAuth2fa; the confirmation page issues it', async () => {
    const before = await balance();
    const { locator, points } = await declined();
    const response = await issueTicket(signedIn.t, signedIn.token, locator, {
      body: cardPayment(CARDS.redirect),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ success: false, auth2fa: true });
    const redirect = response.json().redirectAuth2fa as string;
    expect(redirect).toMatch(/\/api\/payments\/sandbox\/confirm\/[0-9a-f-]{36}$/);
    // Without a card, the same page is offered again.
    const again = await issueTicket(signedIn.t, signedIn.token, locator);
    expect(again.json().redirectAuth2fa).toBe(redirect);

    const confirm = await confirmRedirect(signedIn.t, redirect);
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe(`http://localhost/busca/finalizado?locator=${locator}`);
    expect((await getBooking(signedIn.t, signedIn.token, locator)).json()).toMatchObject({
      statusId: 2,
      paymentTransaction: { status: 'captured' },
    });
    expect(await balance()).toBe(before - points);
  });

  it("a gateway timeout answers 504 'Tempo expirou, tente novamente!' and leaves the booking pendente for another try", async () => {
    const before = await balance();
    const { locator, points } = await declined();
    const response = await issueTicket(signedIn.t, signedIn.token, locator, {
      body: cardPayment(CARDS.timeout),
    });
    expect(response.statusCode).toBe(504);
    expect(response.json().error).toBe('Tempo expirou, tente novamente!');
    expect(await bookingRow(signedIn.t, locator)).toMatchObject({
      state: 'declined',
      status_id: 1,
    });
    expect(await balance()).toBe(before);
    const ok = await issueTicket(signedIn.t, signedIn.token, locator, {
      body: cardPayment(CARDS.approve),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await balance()).toBe(before - points);
  });

  it('two reprocess calls at once: one payment captured, points debited once', async () => {
    const before = await balance();
    const { locator, points } = await declined();
    const answers = await Promise.all([
      issueTicket(signedIn.t, signedIn.token, locator, { body: cardPayment(CARDS.approve) }),
      issueTicket(signedIn.t, signedIn.token, locator, { body: cardPayment(CARDS.approve) }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await balance()).toBe(before - points);
    expect(await holdsOf(signedIn.t, locator)).toEqual([{ status: 'captured', points }]);
    expect(
      (await paymentsOf(signedIn.t, locator)).filter((p) => p.status === 'captured'),
    ).toHaveLength(1);
  });

  it('refuses an expired or cancelled booking with a clear 409', async () => {
    const { locator } = await declined();
    await signedIn.t.database.db.execute(
      sql`update bookings set expires_at = now() - interval '1 second' where locator = ${locator}`,
    );
    const late = await issueTicket(signedIn.t, signedIn.token, locator, {
      body: cardPayment(CARDS.approve),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      error: 'Esta reserva expirou. Faça uma nova busca.',
      code: 'BOOKING_EXPIRED',
    });
    expect(await signedIn.t.app.bookings.expirePending()).toBeGreaterThanOrEqual(1);
    expect(
      (
        await issueTicket(signedIn.t, signedIn.token, locator, { body: cardPayment(CARDS.approve) })
      ).json().error,
    ).toBe('Esta reserva expirou. Faça uma nova busca.');

    const failed = await postBooking(
      signedIn.t,
      signedIn.token,
      flightBooking(signedIn.offer, CARDS.timeout),
    );
    expect(failed.statusCode).toBe(504);
    const [row] = await rows<{ locator: string }>(
      signedIn.t,
      sql`select locator from bookings where state = 'failed' order by created_at desc limit 1`,
    );
    const cancelled = await issueTicket(signedIn.t, signedIn.token, row!.locator, {
      body: cardPayment(CARDS.approve),
    });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().error).toBe('Esta reserva foi cancelada. Faça uma nova compra.');
  });

  it('holds the points again and refuses with 409 when the balance no longer allows them', async () => {
    const memberId = await newMember(signedIn.t.database.db);
    const member = (
      await signedIn.t.app.issueAccessToken({ userId: memberId, campaignId: 77, kind: 'member' })
    ).idToken;
    // Another flight: the first one's seats are held by the pendentes above.
    const [, second] = await createSandboxSuppliers({ inventoryFile: null }).flight.search(
      flightSearch,
      new AbortController().signal,
    );
    const payload = flightBooking(second!, CARDS.decline);
    await signedIn.ledger.accrue({
      campaignId: 77,
      userId: memberId,
      points: payload.pointsPrice,
      description: 'Crédito',
      expiresAt: null,
      idempotencyKey: `reprocess:${memberId}`,
    });
    const submitted = await postBooking(signedIn.t, member, payload);
    expect(submitted.statusCode, submitted.body).toBe(201);
    const { locator } = submitted.json().booking;
    // The points are spent elsewhere meanwhile.
    const other = await postBooking(signedIn.t, member, flightBooking(second!, CARDS.approve));
    expect(other.statusCode, other.body).toBe(200);
    expect(await signedIn.ledger.balance(77, memberId)).toBe(0);

    const response = await issueTicket(signedIn.t, member, locator, {
      body: cardPayment(CARDS.approve),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'Saldo de pontos insuficiente para esta compra.',
      code: 'INSUFFICIENT_POINTS',
    });
    expect(await signedIn.ledger.balance(77, memberId)).toBe(0);
    expect(await bookingRow(signedIn.t, locator)).toMatchObject({
      state: 'declined',
      status_id: 1,
    });
    // The authorisation of this attempt was given back.
    expect((await paymentsOf(signedIn.t, locator)).map((p) => p.status)).toEqual([
      'declined',
      'voided',
    ]);
  });
});
