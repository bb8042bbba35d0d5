import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingViewSchema } from '@portal/domain/bookings';
import { createSandboxSuppliers, type FlightOffer } from '../../src/suppliers';
import { bearer, type TestApp } from '../helpers/testApp';
import { closeChecked, daysAhead, flightBooking, postBooking, signedInMember } from './helpers';
import { pdfText } from './pdfText';
import { economySearch } from '../helpers/flightSearch';

const APPROVE = '4111111111111111';
const roundTrip = economySearch([
  { departureAirport: 'GRU', arrivelAirport: 'GIG', departureDate: daysAhead(60) },
  { departureAirport: 'GIG', arrivelAirport: 'GRU', departureDate: daysAhead(64) },
]);

/** A round-trip recommendation offering at least three VOLTA options. */
async function roundTripOffer(): Promise<FlightOffer> {
  const offers = await createSandboxSuppliers({ inventoryFile: null }).flight.search(
    roundTrip,
    new AbortController().signal,
  );
  const offer = offers.find((o) => (o.journeys[1]?.segments.length ?? 0) >= 3);
  if (!offer) throw new Error('no round-trip offer with three return options');
  return offer;
}

describe(
  'a flight booking records the IDA and VOLTA options the member chose',
  { timeout: 120_000 },
  () => {
    let t: TestApp;
    let token: string;
    let offer: FlightOffer;
    const roundTripBooking = (going: string, back: string | null) => ({
      ...flightBooking(offer, APPROVE),
      search: roundTrip,
      goingSegmentId: going,
      returnSegmentId: back,
    });

    beforeAll(async () => {
      ({ t, token } = await signedInMember());
      offer = await roundTripOffer();
    });
    afterAll(() => closeChecked(t));

    it('keeps only the chosen options in the booking, its list view and its voucher', async () => {
      const going = offer.journeys[0]!.segments[0]!;
      const back = offer.journeys[1]!.segments[2]!;
      const response = await postBooking(
        t,
        token,
        roundTripBooking(going.segmentid, back.segmentid),
      );
      expect(response.statusCode, response.body).toBe(200);
      const locator: string = response.json().bookingResponse.locator;

      const list = await t.app.inject({ url: '/api/bookings', headers: bearer(token) });
      const booking = bookingViewSchema
        .array()
        .parse(list.json())
        .find((b) => b.locator === locator);
      const details = booking?.details;
      if (details?.kind !== 'flight') throw new Error('the booking has no flight details');
      expect(details.journeys.map((j) => [j.direction, j.segments.length])).toEqual([
        ['IDA', 1],
        ['VOLTA', 1],
      ]);
      expect(details.journeys[0]!.segments[0]!.flights.map((f) => f.flightNumber)).toEqual(
        going.flights.map((f) => f.flightnumber),
      );
      expect(details.journeys[1]!.segments[0]!.flights.map((f) => f.flightNumber)).toEqual(
        back.flights.map((f) => f.flightnumber),
      );
      // The supplier's flight number already leads with the carrier: it is kept as given.
      expect(details.journeys[0]!.segments[0]!.flights[0]!.flightNumber).toMatch(
        new RegExp(`^${offer.carrier}\\d+$`),
      );

      const voucher = await t.app.inject({
        url: `/api/booking/voucher?locator=${locator}`,
        headers: bearer(token),
      });
      expect(voucher.statusCode).toBe(200);
      const text = await pdfText(voucher.rawPayload);
      for (const flight of back.flights) expect(text).toContain(`VOLTA ${flight.flightnumber}:`);
      const notChosen = offer.journeys[1]!.segments.filter(
        (s) => s.segmentid !== back.segmentid,
      ).flatMap((s) => s.flights.map((f) => f.flightnumber));
      for (const number of notChosen.filter((n) => !back.flights.some((f) => f.flightnumber === n)))
        expect(text).not.toContain(number);
    });

    it('refuses an option that is not in the recommendation, or a round trip without its return', async () => {
      const going = offer.journeys[0]!.segments[0]!.segmentid;
      const unknown = await postBooking(t, token, roundTripBooking(going, 'VOLTA-nope'));
      expect(unknown.statusCode).toBe(409);
      expect(unknown.json().code).toBe('OFFER_UNAVAILABLE');
      const crossed = await postBooking(
        t,
        token,
        roundTripBooking(offer.journeys[1]!.segments[0]!.segmentid, going),
      );
      expect(crossed.statusCode).toBe(409);
      const noReturn = await postBooking(t, token, roundTripBooking(going, null));
      expect(noReturn.statusCode).toBe(400);
    });
  },
);
