import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { MailMessage } from '../../src/mail/mailer';
import { twoFactorCodes } from '../../src/modules/bookings/twoFactor';
import { bearer, demo, login } from '../helpers/testApp';
import { flightBooking, postBooking, sharedMember } from './helpers';
import {
  bookingRow,
  CARDS,
  getBooking,
  holdsOf,
  issueTicket,
  lastCode,
  paymentsOf,
  resendCode,
  rows,
} from './challengeHelpers';

describe('two-factor and redirect confirmation of a card payment', () => {
  const signedIn = sharedMember();
  const balance = () => signedIn.balance();

  /** A new flight paid with the two-factor card: 201 auth2fa, its locator and points. */
  async function awaitingCode(): Promise<{
    locator: string;
    points: number;
    key: string;
    payload: object;
    first: unknown;
  }> {
    const payload = flightBooking(signedIn.offer, CARDS.twoFactor);
    const key = randomUUID();
    const response = await postBooking(signedIn.t, signedIn.token, payload, key);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ success: false, auth2fa: true, redirectAuth2fa: null });
    return {
      locator: response.json().booking.locator,
      points: payload.pointsPrice,
      key,
      payload,
      first: response.json(),
    };
  }

  it('e-mails a 6-digit code to the member; the code issues the booking: 200, emitido, points and card captured once', async () => {
    const before = await balance();
    const { locator, points, key, payload, first } = await awaitingCode();
    const mail = await lastCode(signedIn.t, locator);
    expect(mail.to).toBe(demo.member.email);
    expect(mail.code).toMatch(/^\d{6}$/);
    // Only a salted hash is stored.
    const stored = await rows<{ code_hash: string; attempts: number }>(
      signedIn.t,
      sql`select c.code_hash, c.attempts from booking_two_factor_codes c join bookings b on b.id = c.booking_id where b.locator = ${locator}`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.code_hash).not.toContain(mail.code);

    const response = await issueTicket(signedIn.t, signedIn.token, locator, {
      token2fa: mail.code,
      body: {},
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      auth2fa: false,
      redirectAuth2fa: null,
      bookingResponse: { locator, statusId: 2, bookingExpirationDate: null },
    });
    expect(body.bookingResponse.bookingCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(body.booking.paymentTransaction).toMatchObject({
      status: 'captured',
      brand: 'master',
      last4Digits: '4444',
    });
    expect(await balance()).toBe(before - points);
    expect(await holdsOf(signedIn.t, locator)).toEqual([{ status: 'captured', points }]);
    expect((await paymentsOf(signedIn.t, locator)).map((p) => p.status)).toEqual(['captured']);

    // Single use: the same code again changes nothing.
    const again = await issueTicket(signedIn.t, signedIn.token, locator, { token2fa: mail.code });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Esta reserva já foi emitida.');
    expect(await balance()).toBe(before - points);
    // The submission's own answer is still what its idempotency key replays.
    const replay = await postBooking(signedIn.t, signedIn.token, payload, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first);
  });

  it('counts wrong codes: 4 tries left … then locked after the 5th, even for the right code; a resend gives a new code that works', async () => {
    const before = await balance();
    const { locator, points } = await awaitingCode();
    const { code } = await lastCode(signedIn.t, locator);
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await issueTicket(signedIn.t, signedIn.token, locator, { token2fa: wrong });
      expect(response.statusCode).toBe(409);
      messages.push(response.json().error);
    }
    expect(messages).toEqual([
      'Código inválido. Você ainda tem 4 tentativas.',
      'Código inválido. Você ainda tem 3 tentativas.',
      'Código inválido. Você ainda tem 2 tentativas.',
      'Código inválido. Você ainda tem 1 tentativa.',
      'Código bloqueado após 5 tentativas inválidas. Peça um novo código.',
    ]);
    const locked = await issueTicket(signedIn.t, signedIn.token, locator, { token2fa: code });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({
      error: 'Código bloqueado após 5 tentativas inválidas. Peça um novo código.',
      code: 'CODE_LOCKED',
    });
    expect((await bookingRow(signedIn.t, locator))?.state).toBe('awaiting_two_factor');

    const resent = await resendCode(signedIn.t, signedIn.token, locator);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toEqual({
      success: true,
      message: 'Código reenviado, verifique sua caixa de mensagens!',
    });
    const fresh = await lastCode(signedIn.t, locator);
    expect(fresh.count).toBe(2);
    if (fresh.code !== code) {
      const old = await issueTicket(signedIn.t, signedIn.token, locator, { token2fa: code });
      expect(old.statusCode).toBe(409);
      expect(old.json().error).toBe('Código inválido. Você ainda tem 4 tentativas.');
    }
    const ok = await issueTicket(signedIn.t, signedIn.token, locator, { token2fa: fresh.code });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().bookingResponse.statusId).toBe(2);
    expect(await balance()).toBe(before - points);
  });

  it('refuses an expired code (10 minutes) and issues with the code of a resend', async () => {
    const { locator } = await awaitingCode();
    const { code } = await lastCode(signedIn.t, locator);
    await signedIn.t.database.db.execute(
      sql`update booking_two_factor_codes set expires_at = now() - interval '1 second' where booking_id = (select id from bookings where locator = ${locator})`,
    );
    const expired = await issueTicket(signedIn.t, signedIn.token, locator, { token2fa: code });
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toEqual({
      error: 'Código expirado. Peça um novo código.',
      code: 'CODE_EXPIRED',
    });
    expect((await resendCode(signedIn.t, signedIn.token, locator)).statusCode).toBe(200);
    const ok = await issueTicket(signedIn.t, signedIn.token, locator, {
      token2fa: (await lastCode(signedIn.t, locator)).code,
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('codes live 10 minutes, are used once and stop working after a resend (clock injected)', async () => {
    const { locator } = await awaitingCode();
    const [row] = await rows<{ id: string; user_id: string }>(
      signedIn.t,
      sql`select id, user_id from bookings where locator = ${locator}`,
    );
    const booking = { id: row!.id, userId: row!.user_id, locator };
    const sent: MailMessage[] = [];
    let clock = new Date();
    const codes = twoFactorCodes({
      db: signedIn.t.database.db,
      mailer: {
        send: async (m) => {
          sent.push(m);
          return { outboxId: sent.length, sent: true, error: null };
        },
      },
      now: () => clock,
    });
    const codeOf = (m: MailMessage | undefined) => m?.text.match(/é: (\d{6})/)?.[1] ?? '';

    await codes.send(booking);
    expect(sent[0]).toMatchObject({
      to: demo.member.email,
      subject: 'Código de confirmação da sua compra',
    });
    clock = new Date(clock.getTime() + 10 * 60_000 + 1);
    await expect(codes.consume(booking.id, codeOf(sent[0]))).rejects.toMatchObject({
      statusCode: 409,
      message: 'Código expirado. Peça um novo código.',
    });

    await codes.send(booking);
    clock = new Date(clock.getTime() + 9 * 60_000);
    await codes.send(booking);
    if (codeOf(sent[1]) !== codeOf(sent[2]))
      await expect(codes.consume(booking.id, codeOf(sent[1]))).rejects.toMatchObject({
        code: 'WRONG_CODE',
      });
    await expect(codes.consume(booking.id, codeOf(sent[2]))).resolves.toBeUndefined();
    await expect(codes.consume(booking.id, codeOf(sent[2]))).rejects.toMatchObject({
      statusCode: 409,
      message: 'Este código já foi usado. Peça um novo código.',
    });
  });

  it('the same right code sent twice at once issues once', async () => {
    const before = await balance();
    const { locator, points } = await awaitingCode();
    const { code } = await lastCode(signedIn.t, locator);
    const answers = await Promise.all([
      issueTicket(signedIn.t, signedIn.token, locator, { token2fa: code }),
      issueTicket(signedIn.t, signedIn.token, locator, { token2fa: code }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await balance()).toBe(before - points);
    expect((await paymentsOf(signedIn.t, locator)).map((p) => p.status)).toEqual(['captured']);
  });

  it('resend and confirm only apply to a booking awaiting a code', async () => {
    const issued = await postBooking(
      signedIn.t,
      signedIn.token,
      flightBooking(signedIn.offer, CARDS.approve),
    );
    expect(issued.statusCode).toBe(200);
    const locator = issued.json().booking.locator;
    const resend = await resendCode(signedIn.t, signedIn.token, locator);
    expect(resend.statusCode).toBe(409);
    expect(resend.json().error).toBe('Esta reserva já foi emitida.');

    const declined = await postBooking(
      signedIn.t,
      signedIn.token,
      flightBooking(signedIn.offer, CARDS.decline),
    );
    const confirm = await issueTicket(signedIn.t, signedIn.token, declined.json().booking.locator, {
      token2fa: '123456',
    });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().error).toBe('Esta reserva não está aguardando um código de confirmação.');
  });

  it("a guest's code goes to the main traveller's e-mail", async () => {
    const guest = (
      await signedIn.t.app.inject('/api/login-guest-by-campaign?code=CONVIDADO77')
    ).json() as {
      idToken: string;
    };
    const base = flightBooking(signedIn.offer, CARDS.twoFactor, 0);
    const payload = {
      ...base,
      passengers: [{ ...base.passengers[0]!, email: 'viajante@exemplo.test' }],
    };
    const response = await postBooking(signedIn.t, guest.idToken, payload);
    expect(response.statusCode, response.body).toBe(201);
    const locator = response.json().booking.locator;
    const mail = await lastCode(signedIn.t, locator);
    expect(mail.to).toBe('viajante@exemplo.test');
    const ok = await issueTicket(signedIn.t, guest.idToken, locator, { token2fa: mail.code });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("redirect card: the gateway page's POST issues the booking and sends the browser to /busca/finalizado?locator=…", async () => {
    const before = await balance();
    const payload = flightBooking(signedIn.offer, CARDS.redirect);
    const response = await postBooking(signedIn.t, signedIn.token, payload);
    expect(response.statusCode).toBe(201);
    const { locator } = response.json().booking;
    const confirmPath = new URL(response.json().redirectAuth2fa).pathname;
    expect((await getBooking(signedIn.t, signedIn.token, locator)).json().statusId).toBe(1);

    const confirm = await signedIn.t.app.inject({
      method: 'POST',
      url: confirmPath,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(confirm.statusCode).toBe(303);
    // Back to the site the member bought on (the request's loopback host here).
    expect(confirm.headers.location).toBe(`http://localhost/busca/finalizado?locator=${locator}`);
    const booking = await getBooking(signedIn.t, signedIn.token, locator);
    expect(booking.statusCode).toBe(200);
    expect(booking.json()).toMatchObject({
      locator,
      statusId: 2,
      paymentTransaction: { status: 'captured', last4Digits: '3184' },
    });
    expect(booking.json().bookingCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(await balance()).toBe(before - payload.pointsPrice);
    expect(await holdsOf(signedIn.t, locator)).toEqual([
      { status: 'captured', points: payload.pointsPrice },
    ]);

    // A second press of the button changes nothing.
    const twice = await signedIn.t.app.inject({
      method: 'POST',
      url: confirmPath,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(twice.statusCode).toBe(303);
    expect(await balance()).toBe(before - payload.pointsPrice);
    expect((await paymentsOf(signedIn.t, locator)).map((p) => p.status)).toEqual(['captured']);
  });

  it('limits code resends per member', async () => {
    const other = await login(signedIn.t.app, demo.lowBalance);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await resendCode(signedIn.t, other.idToken, 'PBNAOEXISTE')).statusCode);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
    // Another member is not limited by it.
    expect(
      (
        await signedIn.t.app.inject({
          method: 'POST',
          url: '/api/booking/auth2fa/resend?locator=PBNAOEXISTE',
          headers: bearer(signedIn.token),
        })
      ).statusCode,
    ).toBe(404);
  });
});
