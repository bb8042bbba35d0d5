/**
 * `npm run test:live:duffel`: the Duffel adapter against Duffel's own test mode and its scripted
 * airline, Duffel Airways (ZZ): a one-way search, an instant order paid from the test balance,
 * Duffel's cancellation quote, then the cancellation confirmed. Runs only with a
 * `duffel_test_` token: without one it prints 'skipped: no token'.
 */
import { randomUUID } from 'node:crypto';
import { duffelApiUrl } from '../src/config';
import { DuffelFlightSupplier } from '../src/suppliers/duffel/supplier';

const token = process.env.DUFFEL_ACCESS_TOKEN ?? '';
if (!token.startsWith('duffel_test_')) {
  console.log('skipped: no token (set DUFFEL_ACCESS_TOKEN to a duffel_test_ token)');
  process.exit(0);
}

const check = (what: string, ok: boolean, detail: unknown) => {
  console.log(`${ok ? 'ok' : 'FAILED'} - ${what}`, ok ? '' : JSON.stringify(detail));
  if (!ok) process.exitCode = 1;
};

// Test-mode prices come in several currencies: a rate of 1 for each is enough to check the flow.
const supplier = new DuffelFlightSupplier({
  accessToken: token,
  apiUrl: process.env.DUFFEL_API_URL || duffelApiUrl,
  rates: { brlPer: async () => 1 },
  searchTimeoutMs: 20_000,
});
const signal = () => AbortSignal.timeout(60_000);
const departure = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
const search = {
  qtAdult: 1,
  qtChild: 0,
  qtBaby: 0,
  directFlight: false,
  luggage: false,
  cabin: 'Y' as const,
  // Duffel Airways flies between any airports in test mode.
  flightSegments: [{ departureAirport: 'LHR', arrivelAirport: 'JFK', departureDate: departure }],
};

const offers = await supplier.search(search, signal());
const offer = offers.find((o) => o.carrier === 'ZZ');
check('the search finds Duffel Airways offers', offer !== undefined, offers.length);
if (!offer) process.exit(1);

const rechecked = await supplier.offer(offer.recommendationid, search, signal());
check(
  'the offer is fetched again at booking',
  rechecked?.totalCents === offer.totalCents,
  rechecked,
);

const holdId = randomUUID();
const hold = await supplier.hold(
  {
    holdId,
    ref: offer.recommendationid,
    quantity: 1,
    priceCents: offer.totalCents,
    travellers: [
      {
        paxType: 'ADT',
        givenName: 'Maria',
        familyName: 'Souza',
        gender: 'FEMALE',
        bornOn: '1990-05-04',
        email: 'maria@example.com',
        phone: '+5511987654321',
        ...(offer.identityDocumentsRequired
          ? { document: { number: 'FZ123456', issuingCountry: 'BR', expiresOn: '2035-01-01' } }
          : {}),
      },
    ],
  },
  signal(),
);
check('an instant order is created with a booking reference', Boolean(hold.reference), hold);

const found = await new DuffelFlightSupplier({
  accessToken: token,
  apiUrl: process.env.DUFFEL_API_URL || duffelApiUrl,
  rates: { brlPer: async () => 1 },
  searchTimeoutMs: 20_000,
}).issue(holdId, signal());
check('a fresh process finds the order by its metadata', found.reference === hold.reference, found);

const quote = await supplier.cancellationQuote(holdId, signal());
console.log('cancellation quote:', JSON.stringify(quote));
const cancelled = await supplier.cancel(holdId, signal());
check('the order is cancelled (quote confirmed)', cancelled.status === 'CANCELLED', cancelled);
