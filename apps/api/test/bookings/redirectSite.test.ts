import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlightOffer } from '../../src/suppliers';
import { bearer, type TestApp } from '../helpers/testApp';
import { closeChecked, flightBooking, signedInMember } from './helpers';
import { confirmRedirect } from './challengeHelpers';

const REDIRECT = '4000002760003184';

describe(
  "a 3-D Secure card's confirmation returns to the campaign site the member is on",
  { timeout: 120_000 },
  () => {
    let t: TestApp;
    let token: string;
    let offer: FlightOffer;

    beforeAll(async () => {
      ({ t, token, offer } = await signedInMember());
    });
    afterAll(() => closeChecked(t));

    async function bookOn(host: string) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/booking',
        headers: { ...bearer(token), host, 'idempotency-key': randomUUID() },
        payload: flightBooking(offer, REDIRECT),
      });
      expect(response.statusCode, response.body).toBe(201);
      return {
        redirect: response.json().redirectAuth2fa as string,
        locator: response.json().bookingResponse.locator as string,
      };
    }

    it("serves the confirmation page on the campaign's own host and sends the member back there", async () => {
      const { redirect, locator } = await bookOn('77.localhost:3313');
      expect(new URL(redirect).origin).toBe('http://77.localhost:3313');
      const confirm = await confirmRedirect(t, redirect);
      expect(confirm.statusCode).toBe(303);
      expect(confirm.headers.location).toBe(
        `http://77.localhost:3313/busca/finalizado?locator=${locator}`,
      );
    });

    it('keeps the public address for a host the campaign does not own', async () => {
      for (const host of ['evil.example', '83.localhost:3313', '77.localhost.evil.example']) {
        const { redirect } = await bookOn(host);
        expect(new URL(redirect).origin).toBe('http://localhost:3000');
      }
    });
  },
);
