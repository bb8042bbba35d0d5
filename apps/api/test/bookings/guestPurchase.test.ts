import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages } from '@portal/domain/bookings';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { CARDS, rows } from './challengeHelpers';
import type { FlightOffer } from '../../src/suppliers';
import { closeChecked, flightBooking, flightOffer, postBooking } from './helpers';

const counts = (t: TestApp) =>
  rows<{ bookings: number; payments: number }>(
    t,
    sql`select (select count(*) from bookings)::int as bookings, (select count(*) from payment_transactions)::int as payments`,
  );

describe('a guest, who has no points, buys in R$ where the campaign takes R$', () => {
  let t: TestApp;
  let guest: string;
  let offer: FlightOffer;

  beforeAll(async () => {
    t = await createTestApp();
    guest = (
      (await t.app.inject('/api/login-guest-by-campaign?code=CONVIDADO77')).json() as {
        idToken: string;
      }
    ).idToken;
    offer = await flightOffer();
  });
  afterAll(() => closeChecked(t));

  it('pays the whole price by card in campaign 77, which takes R$ from members too', async () => {
    const response = await postBooking(t, guest, flightBooking(offer, CARDS.approve, 0));
    expect(response.statusCode, response.body).toBe(200);
  });

  it('is refused before anything is held where the campaign takes only points', async () => {
    await t.database.db.execute(
      sql`update campaigns set settings = jsonb_set(settings, '{acceptCashPayment}', 'false') where id = 77`,
    );
    const before = await counts(t);
    const response = await postBooking(t, guest, flightBooking(offer, CARDS.approve, 0));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: bookingMessages.guestsCannotBuy,
      code: 'GUESTS_CANNOT_BUY',
    });
    expect(await counts(t)).toEqual(before);
  });
});
