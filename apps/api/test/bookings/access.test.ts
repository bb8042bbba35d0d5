import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, createTestApp, demo, login, type TestApp } from '../helpers/testApp';
import { expectLedgerInvariants } from '../ledger/invariants';
import { flightBooking, flightOffer, postBooking } from './helpers';
import { bookingRow, cardPayment, CARDS, lastCode, rows } from './challengeHelpers';

/** One booking call on a locator, sent with a caller's token and Campaign header. */
interface BookingCall {
  name: string;
  send(
    t: TestApp,
    token: string,
    campaignId: number,
    locator: string,
  ): Promise<LightMyRequestResponse>;
}

/** Every call that names a booking by its locator; each must answer 404 for someone else's. */
const calls: BookingCall[] = [
  {
    name: 'GET /api/bookings/{locator}',
    send: (t, token, campaignId, locator) =>
      t.app.inject({
        method: 'GET',
        url: `/api/bookings/${locator}`,
        headers: bearer(token, campaignId),
      }),
  },
  {
    name: 'POST /api/booking/issue-ticket?locator= (reprocess)',
    send: (t, token, campaignId, locator) =>
      t.app.inject({
        method: 'POST',
        url: `/api/booking/issue-ticket?locator=${locator}`,
        headers: bearer(token, campaignId),
        payload: cardPayment(CARDS.approve),
      }),
  },
  {
    name: 'POST /api/booking/issue-ticket?locator=&token2fa= (two-factor)',
    // The owner's right code: even that is refused to anyone else.
    send: async (t, token, campaignId, locator) => {
      const code = await lastCode(t, locator).then(
        (mail) => mail.code,
        () => '123456',
      );
      return t.app.inject({
        method: 'POST',
        url: `/api/booking/issue-ticket?locator=${locator}&token2fa=${code}`,
        headers: bearer(token, campaignId),
      });
    },
  },
  {
    name: 'POST /api/booking/auth2fa/resend?locator=',
    send: (t, token, campaignId, locator) =>
      t.app.inject({
        method: 'POST',
        url: `/api/booking/auth2fa/resend?locator=${locator}`,
        headers: bearer(token, campaignId),
      }),
  },
];

describe('access: a booking is only its owner’s, in its campaign', () => {
  let t: TestApp;
  let owner: string;
  let ownerId: string;
  let locator: string;
  const intruders: Array<{ who: string; token: () => Promise<string>; campaignId: number }> = [
    {
      who: 'another member of the campaign',
      token: async () => (await login(t.app, demo.lowBalance)).idToken,
      campaignId: 77,
    },
    {
      who: 'a guest of the campaign',
      token: async () =>
        (
          (await t.app.inject('/api/login-guest-by-campaign?code=CONVIDADO77')).json() as {
            idToken: string;
          }
        ).idToken,
      campaignId: 77,
    },
    {
      who: 'a member of another campaign',
      token: async () => (await login(t.app, demo.member83, 83)).idToken,
      campaignId: 83,
    },
    // The owner's own id under another campaign: the campaign is checked, not only the user.
    {
      who: 'the owner’s id in another campaign',
      token: async () =>
        (await t.app.issueAccessToken({ userId: ownerId, campaignId: 83, kind: 'member' })).idToken,
      campaignId: 83,
    },
  ];

  beforeAll(async () => {
    t = await createTestApp();
    const session = await login(t.app, demo.member);
    owner = session.idToken;
    ownerId = session.localId;
    // A booking awaiting its two-factor code: every call above could act on it.
    const response = await postBooking(
      t,
      owner,
      flightBooking(await flightOffer(), CARDS.twoFactor),
    );
    expect(response.statusCode, response.body).toBe(201);
    locator = response.json().booking.locator;
  });
  afterAll(async () => {
    if (t) await expectLedgerInvariants(t.database.db);
    await t?.close();
  });

  for (const call of calls) {
    it(`${call.name}: 404 for anyone else, and nothing changes`, async () => {
      const mails = (await lastCode(t, locator)).count;
      for (const intruder of intruders) {
        const response = await call.send(t, await intruder.token(), intruder.campaignId, locator);
        expect(response.statusCode, `${intruder.who}: ${response.body}`).toBe(404);
        expect(response.json()).toMatchObject({ error: 'Reserva não encontrada.' });
        expect(response.body).not.toContain(locator);
      }
      expect(await bookingRow(t, locator)).toMatchObject({
        state: 'awaiting_two_factor',
        status_id: 1,
      });
      const [code] = await rows<{ attempts: number; used_at: Date | null }>(
        t,
        sql`select attempts, used_at from booking_two_factor_codes where booking_id = (select id from bookings where locator = ${locator})`,
      );
      expect(code).toEqual({ attempts: 0, used_at: null });
      expect((await lastCode(t, locator)).count).toBe(mails);
      // And an unknown locator is simply not found.
      expect((await call.send(t, owner, 77, 'PBNAOEXISTE')).statusCode).toBe(404);
    });
  }

  it('the owner reaches the booking', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${locator}`,
      headers: bearer(owner),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ locator, statusId: 1, type: 'FLIGHT' });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/bookings/${locator}` })).statusCode,
    ).toBe(401);
  });
});
