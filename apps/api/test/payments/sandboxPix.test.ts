import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSandboxSuppliers, type FlightOffer } from '../../src/suppliers';
import { pixCode } from '../../src/payments/pixCode';
import { bearer, demo, login } from '../helpers/testApp';
import { flightBooking, flightSearch, postBooking, sharedMember } from '../bookings/helpers';

describe('Pix in the sandbox (npm start)', { timeout: 60_000 }, () => {
  const signedIn = sharedMember();
  let offers: FlightOffer[];
  let booked = 0;

  beforeAll(async () => {
    offers = await createSandboxSuppliers({ inventoryFile: null }).flight.search(
      flightSearch,
      new AbortController().signal,
    );
  });

  const balance = () => signedIn.balance();
  const bookByPix = async () => {
    const response = await postBooking(signedIn.t, signedIn.token, {
      ...flightBooking(offers[booked++ % offers.length]!, null),
      payment: { method: 'pix' },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const booking = async (locator: string) =>
    (
      await signedIn.t.app.inject({
        method: 'GET',
        url: `/api/bookings/${locator}`,
        headers: bearer(signedIn.token),
      })
    ).json();
  const pay = (locator: string, headers = bearer(signedIn.token)) =>
    signedIn.t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/pix/${locator}/pay`,
      headers,
    });

  it('writes a BR Code with the amount, the transaction and a valid CRC', () => {
    const code = pixCode({ amountCents: 12345, txid: '0b5c9a2e-1111-4222-8333-944445555666' });
    expect(code).toMatch(/^000201/);
    expect(code).toContain('0014br.gov.bcb.pix');
    expect(code).toContain('5406123.45');
    expect(code).toContain('5802BR');
    // CRC-16/CCITT-FALSE of the payload up to and including '6304'.
    expect(code.slice(-8, -4)).toBe('6304');
    expect(code.slice(-4)).toMatch(/^[0-9A-F]{4}$/);
    expect(pixCode({ amountCents: 12345, txid: 'other' }).slice(-4)).not.toBe(code.slice(-4));
  });

  it("awaits the payment with seats and points held; 'Simular pagamento' issues the booking", async () => {
    const before = await balance();
    const body = await bookByPix();
    const locator: string = body.booking.locator;
    expect(body.success).toBe(false);
    expect(body.booking.statusId).toBe(1);
    expect(body.booking.bookingExpirationDate).not.toBeNull();
    expect(body.booking.paymentTransaction).toMatchObject({
      method: 'pix',
      status: 'awaiting_payment',
      pix: { code: expect.stringMatching(/^000201/), imageUrl: null },
    });
    expect(await balance()).toBeLessThan(before);
    const mail = await signedIn.t.app.bookingMails.preview(locator, 'pending_payment');
    expect(JSON.stringify(mail)).toContain('aguardando o pagamento do Pix');

    const other = await login(signedIn.t.app, demo.lowBalance);
    expect((await pay(locator, bearer(other.idToken))).statusCode).toBe(404);
    expect((await booking(locator)).statusId).toBe(1);

    expect((await pay(locator)).statusCode).toBe(204);
    const issued = await booking(locator);
    expect(issued).toMatchObject({
      statusId: 2,
      paymentTransaction: { status: 'captured', pix: null },
    });
    expect((await pay(locator)).statusCode).toBe(404);
  });

  it('expires unpaid: the points come back, my trips shows it expired, and it can no longer be paid', async () => {
    const before = await balance();
    const locator: string = (await bookByPix()).booking.locator;
    await signedIn.t.database.db.execute(
      sql`update bookings set expires_at = now() - interval '1 minute' where locator = ${locator}`,
    );
    expect(await signedIn.t.app.bookings.expirePending()).toBe(1);
    expect(await balance()).toBe(before);
    expect(await booking(locator)).toMatchObject({
      statusId: 3,
      paymentTransaction: { status: 'voided' },
    });
    expect((await pay(locator)).statusCode).toBe(404);
  });
});
