// portal-test-fixture: test-only module; the production bundle test fails if a build contains it.
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { makeOption, makeRecommendation } from '@portal/domain/testing';
import { campaign77, guarulhos, member, salvador } from './fixtures';
import { mockFetch } from './fetchMock';
import { renderWithProviders } from './renderApp';
import { buildDates } from '../shared/search/searchDates';
import { checkoutTravellers, type CheckoutTravellersData } from '@portal/domain/checkout';
import type { SessionUser } from '@portal/domain/users';
import { testDraft, testRate, testStay, WhenSigned } from './hotel';
import { buildSelectedRoom } from '../features/details/hotel/RoomSelection';
import { useBusRecheck } from '../features/checkout/bus/useBusRecheck';
import { useCheckoutForm } from '../features/checkout/form/useCheckoutForm';
import { useCheckoutSelection, type CheckoutSelection } from '../features/checkout/selection';
import { CheckoutSummary } from '../features/checkout/summary/CheckoutSummary';
import { TravellersSection } from '../features/checkout/travellers/TravellersSection';

/** Test helpers: stored selections as the results and detail pages leave them, and a checkout harness. */
export function storeFlightSelection(
  pax: { adults: number; children?: number; infants?: number },
  roundTrip = true,
  /** The airline requires each passenger's passport (a Duffel offer may). */
  identityDocumentsRequired = false,
) {
  const ida = makeOption({
    id: 'IDA-1',
    direction: 'IDA',
    from: 'GRU',
    to: 'SSA',
    date: '2030-03-10',
    carrier: 'G3',
    departureMinutes: 22 * 60,
    stops: 1,
    cabin: 'Y',
    number: 1000,
    durationMinutes: 185,
  });
  const volta = makeOption({
    id: 'VOLTA-1',
    direction: 'VOLTA',
    from: 'SSA',
    to: 'GRU',
    date: '2030-03-17',
    carrier: 'G3',
    departureMinutes: 9 * 60,
    stops: 0,
    cabin: 'Y',
    number: 2000,
    durationMinutes: 130,
  });
  const recommendation = makeRecommendation(
    'REC-1',
    'G3',
    'GOL Linhas Aéreas',
    1500,
    [ida],
    roundTrip ? [volta] : [],
    pax,
  );
  const search = {
    origem: guarulhos,
    destino: salvador,
    datas: buildDates(new Date(2030, 2, 10), roundTrip ? new Date(2030, 2, 17) : null),
    adultos: pax.adults,
    criancas: pax.children ?? 0,
    bebes: pax.infants ?? 0,
    idavolta: roundTrip,
    tarifasBagagem: false,
    apenasVoosDiretos: false,
  };
  window.sessionStorage.setItem('flySearch', JSON.stringify(search));
  window.sessionStorage.setItem('buscaAtual', JSON.stringify('Aéreo'));
  window.sessionStorage.setItem(
    'selectedFlight',
    JSON.stringify({
      recommendation: identityDocumentsRequired
        ? { ...recommendation, identityDocumentsRequired }
        : recommendation,
      ida,
      volta: roundTrip ? volta : null,
      goingSegmentId: ida.segmentid,
      returnSegmentId: roundTrip ? volta.segmentid : null,
      search,
    }),
  );
  return recommendation;
}

export const hotelStay = testStay('H-1', 'Pousada Sol', 3.6, [
  { name: 'Standard', rates: [testRate(0, 300), testRate(1, 320), testRate(2, 340)] },
  { name: 'Superior', rates: [testRate(0, 450), testRate(1, 500)] },
]);

export function storeHotelSelection(guests: {
  qtAdult: number;
  qtChild?: number;
  qtRooms: number;
}) {
  // No room-by-room split: the guests are spread over the rooms from the totals.
  const draft = {
    ...testDraft(guests.qtRooms),
    qtAdult: guests.qtAdult,
    qtChild: guests.qtChild ?? 0,
    childAge: Array.from({ length: guests.qtChild ?? 0 }, () => 5),
    apartments: [],
  };
  const rooms = Array.from({ length: guests.qtRooms }, (_, index) => {
    const type = hotelStay.roomStays.roomTypes[0];
    const rate = type?.roomRates[index];
    if (!type || !rate) throw new Error('test stay has fewer rates than rooms');
    return buildSelectedRoom(
      hotelStay,
      { roomType: type, rate, cents: Math.round(rate.total.amountAfterTax * 100) },
      draft,
      index,
    );
  });
  window.sessionStorage.setItem('hotelSearch', JSON.stringify(draft));
  window.sessionStorage.setItem('buscaAtual', JSON.stringify('Hotel'));
  window.sessionStorage.setItem('selectedHotel', JSON.stringify(hotelStay));
  window.sessionStorage.setItem('selectedRoom', JSON.stringify(rooms));
  window.sessionStorage.setItem(
    'hotelSession',
    JSON.stringify({ addressCode: 'ADDR-1', session: { userId: null, sessionId: 's-1' } }),
  );
}

/** What the harness's 'Comprar' found: the travellers' booking data, or that they are not valid. */
export type TravellersOutcome = { ok: true; data: CheckoutTravellersData } | { ok: false };

function Pieces({
  selection,
  onResult,
}: {
  selection: CheckoutSelection;
  onResult: (result: TravellersOutcome) => void;
}) {
  const recheck = useBusRecheck(selection);
  const checkout = useCheckoutForm(recheck.priced);
  const [status, setStatus] = useState('');
  // The whole checkout form is checked (as 'Comprar' does); the outcome is the travellers' part.
  const check = () => {
    const result = checkoutTravellers(checkout.form.getValues(), checkout.plan, checkout.today);
    onResult(result.ok ? result : { ok: false });
    setStatus(result.ok ? 'válido' : 'inválido');
  };
  return (
    <FormProvider {...checkout.form}>
      <TravellersSection selection={recheck.priced} plan={checkout.plan} recheck={recheck} />
      <button type="button" onClick={() => void checkout.form.handleSubmit(check, check)()}>
        Comprar
      </button>
      <p role="status">{status}</p>
      <CheckoutSummary selection={recheck.priced} />
    </FormProvider>
  );
}

function Harness({ onResult }: { onResult: (result: TravellersOutcome) => void }) {
  const selection = useCheckoutSelection();
  return selection ? <Pieces selection={selection} onResult={onResult} /> : <p>Sem seleção</p>;
}

/** A one-way bus for one passenger, at R$ 100,00, as the results page stores it. */
export function storeBusSelection() {
  const place = (id: string, name: string) => ({ id, name, cityName: name, stateCode: 'SP' });
  const going = {
    key: 'BUS-1',
    refToken: 'REF-1',
    company: { name: 'Viação Teste', type: 'EXECUTIVO', logo: '' },
    classType: 'EXECUTIVO',
    origin: place('1', 'São Paulo'),
    destination: place('2', 'Campinas'),
    departure: '2030-03-10T08:00',
    arrival: '2030-03-10T09:30',
    duration: 90,
    distanceKm: 95,
    cashValue: 100,
    totalCashValue: 100,
    pointsValue: null,
    occupancy: 1,
    availableSeats: 20,
  };
  window.sessionStorage.setItem('buscaAtual', JSON.stringify('Rodoviário'));
  window.sessionStorage.setItem(
    'selectedBus',
    JSON.stringify({ going, back: null, passengers: 1 }),
  );
}

/** The rate check's answer for the stored bus: two free seats, at `cashValue` a passenger. */
export const busRateCheck = (cashValue: number) => ({
  booking: {
    id: 'RC-1',
    date: '2030-03-01T10:00:00.000Z',
    bookingBuses: [
      {
        names: 'São Paulo → Campinas',
        busList: [
          {
            key: 'BUS-1',
            refToken: 'REF-2',
            cashValue,
            segments: [
              {
                seatMap: [
                  { number: '01', available: true, position: { x: 0, y: 0 } },
                  { number: '02', available: true, position: { x: 1, y: 0 } },
                ],
              },
            ],
          },
        ],
        policies: [],
      },
    ],
  },
  filter: { goingBusRefToken: 'REF-2', returnBusRefToken: null },
});

/** Renders the traveller section and side summary of the stored selection, with a 'Comprar' that validates. */
export function renderCheckoutPieces(
  user: SessionUser = member,
  routes: Parameters<typeof mockFetch>[0] = {},
) {
  const results: TravellersOutcome[] = [];
  mockFetch({
    'GET /api/user': { body: user },
    'GET /api/campaign/current': { body: campaign77 },
    ...routes,
  });
  const view = renderWithProviders(
    <WhenSigned>
      <Harness onResult={(result) => results.push(result)} />
    </WhenSigned>,
    { signedIn: true, path: '/busca/resumo' },
  );
  return { ...view, results };
}
