// portal-test-fixture: test-only module; the production bundle test fails if a build contains it.
import { useEffect } from 'react';
import { FormProvider } from 'react-hook-form';
import type { BusRoute } from '@portal/domain/buses';
import type { CarOffer } from '@portal/domain/cars';
import type { CheckoutFormValues } from '@portal/domain/checkout';
import type { SessionUser } from '@portal/domain/users';
import { buildDates } from '../shared/search/searchDates';
import type { BusSearchDraft, CarSearchDraft } from '../shared/search/drafts';
import { useCheckoutForm } from '../features/checkout/form/useCheckoutForm';
import { useCheckoutSelection, type CheckoutSelection } from '../features/checkout/selection';
import { CheckoutSummary } from '../features/checkout/summary/CheckoutSummary';
import { campaign77, member } from './fixtures';
import { mockFetch } from './fetchMock';
import { renderWithProviders } from './renderApp';
import { WhenSigned } from './hotel';

/** Test helpers: car and bus offers, the searches and selections the results pages store. */

export function testCarOffer(
  offerId: string,
  companyName: string,
  categoryName: string,
  model: string,
  totalAmount: number,
  extra: Partial<CarOffer> = {},
): CarOffer {
  return {
    offerId,
    companyCode: companyName.slice(0, 2).toUpperCase(),
    companyName,
    category: categoryName.slice(0, 4).toUpperCase(),
    categoryName,
    model,
    urlCarImg: `/files/sandbox/cars/${offerId}.png`,
    urlLogoCompany: `/files/sandbox/rentals/${companyName}.png`,
    capacity: 5,
    numberDoors: 4,
    luggage: 2,
    automaticTransmission: true,
    airConditioning: true,
    rentalDays: 3,
    dailyAmount: totalAmount / 3,
    totalAmount,
    currencyCode: 'BRL',
    pickupDateTime: '2030-03-10T10:00',
    dropoffDateTime: '2030-03-13T09:30',
    pickupAddress: 'Aeroporto de Guarulhos, Terminal 2',
    dropoffAddress: 'Aeroporto de Guarulhos, Terminal 2',
    loyaltyNumbersList: { discountNumbers: [] },
    ...extra,
  };
}

/** carSearch of a Guarulhos counter, same place, 10 to 13 March 2030. */
export function testCarDraft(): CarSearchDraft {
  return {
    cidadeRetirada: { description: 'São Paulo, SP', iata: 'GRU', countryIso: 'BR' },
    localRetirada: {
      locationCode: 'LOC-GRU',
      rental: { name: 'Localiza' },
      address: { address: 'Aeroporto de Guarulhos, Terminal 2', cityName: 'Guarulhos' },
    },
    horaRetirada: '10:00',
    cidadeDevolucao: null,
    localDevolucao: null,
    horaDevolucao: '09:30',
    datas: buildDates(new Date(2030, 2, 10), new Date(2030, 2, 13)),
    mesmoLocal: true,
  };
}

const place = (id: string, name: string, cityName: string, stateCode: string) => ({
  id,
  name,
  cityName,
  stateCode,
});
export const busPlaces = {
  tiete: place('10', 'Terminal Rodoviário do Tietê - São Paulo', 'São Paulo', 'SP'),
  barraFunda: place('11', 'Terminal Barra Funda', 'São Paulo', 'SP'),
  novoRio: place('20', 'Rodoviária Novo Rio', 'Rio de Janeiro', 'RJ'),
};

export function testBusRoute(
  key: string,
  origin: BusRoute['origin'],
  destination: BusRoute['destination'],
  fare: { company: string; classType: BusRoute['classType']; cashValue: number },
  times: { departure: string; arrival: string },
  occupancy = 2,
): BusRoute {
  return {
    key,
    refToken: `ref-${key}`,
    company: { name: fare.company, type: fare.classType, logo: `/files/bus/${fare.company}.png` },
    classType: fare.classType,
    origin,
    destination,
    departure: times.departure,
    arrival: times.arrival,
    duration: 375,
    distanceKm: 430,
    cashValue: fare.cashValue,
    totalCashValue: fare.cashValue * occupancy,
    pointsValue: null,
    occupancy,
    availableSeats: 20,
  };
}

/** busSearch São Paulo → Rio for `passengers`, round trip 10 to 17 March 2030 unless one way. */
export function testBusDraft(passengers: number, roundTrip = true): BusSearchDraft {
  return {
    origem: { id: '3550308', name: 'Rodoviária de São Paulo - SP', iata: 'GRU' },
    destino: { id: '3304557', name: 'Rodoviária de Rio de Janeiro - RJ', iata: 'GIG' },
    datas: buildDates(new Date(2030, 2, 10), roundTrip ? new Date(2030, 2, 17) : null),
    idavolta: roundTrip,
    passageiros: passengers,
    nacionalidade: 'Brasil',
  };
}

export function storeCarSelection(offer: CarOffer) {
  window.sessionStorage.setItem('buscaAtual', JSON.stringify('Carro'));
  window.sessionStorage.setItem(
    'selectedCar',
    JSON.stringify({
      offer,
      search: {
        country: 'BR',
        pickupAirport: 'GRU',
        pickupLocationCode: 'LOC-GRU',
        dropoffAirport: 'GRU',
        dropoffLocationCode: 'LOC-GRU',
        pickupDate: '2030-03-10',
        pickupTime: '10:00',
        dropoffDate: '2030-03-13',
        dropoffTime: '09:30',
        page: 0,
        pageItems: 100,
      },
    }),
  );
}

export function storeBusSelection(going: BusRoute, back: BusRoute | null, passengers: number) {
  window.sessionStorage.setItem('buscaAtual', JSON.stringify('Rodoviário'));
  window.sessionStorage.setItem('selectedBus', JSON.stringify({ going, back, passengers }));
}

type Seats = CheckoutFormValues['seats'];

/** The side summary inside the checkout's form, as the page renders it, with `seats` chosen. */
function SummaryInForm({ selection, seats }: { selection: CheckoutSelection; seats?: Seats }) {
  const { form } = useCheckoutForm(selection);
  useEffect(() => {
    if (seats) form.setValue('seats', seats);
  }, [form, seats]);
  return (
    <FormProvider {...form}>
      <CheckoutSummary selection={selection} />
    </FormProvider>
  );
}

function StoredSummary({ seats }: { seats?: Seats }) {
  const selection = useCheckoutSelection();
  return selection ? <SummaryInForm selection={selection} seats={seats} /> : <p>Sem seleção</p>;
}

/** Renders the checkout side summary of the stored selection for `user`, with `seats` chosen. */
export function renderStoredSummary(user: SessionUser = member, seats?: Seats) {
  mockFetch({ 'GET /api/user': { body: user }, 'GET /api/campaign/current': { body: campaign77 } });
  return renderWithProviders(
    <WhenSigned>
      <StoredSummary seats={seats} />
    </WhenSigned>,
    { signedIn: true, path: '/busca/resumo' },
  );
}
