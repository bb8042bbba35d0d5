import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BusRoute } from '@portal/domain/buses';
import type { SessionUser } from '@portal/domain/users';
import { campaign77, guest, member } from '../../../test/fixtures';
import { mockFetch } from '../../../test/fetchMock';
import { renderWithProviders } from '../../../test/renderApp';
import { WhenSigned } from '../../../test/hotel';
import { busPlaces, testBusDraft, testBusRoute } from '../../../test/carBus';
import BusResults from './BusResults';

const { tiete, barraFunda, novoRio } = busPlaces;
const night = { departure: '2030-03-10T23:30', arrival: '2030-03-11T05:45' };
const day = { departure: '2030-03-10T08:00', arrival: '2030-03-10T14:00' };
const back = { departure: '2030-03-17T09:00', arrival: '2030-03-17T15:00' };
const cometa = { company: 'Viação Cometa', classType: 'LEITO', cashValue: 150.9 } as const;
const util = { company: 'Util', classType: 'EXECUTIVO', cashValue: 99.9 } as const;
const going = [
  testBusRoute('g1', tiete, novoRio, cometa, night),
  testBusRoute('g2', barraFunda, novoRio, util, day),
];
const returning = [
  testBusRoute('r1', novoRio, tiete, cometa, back),
  testBusRoute(
    'r2',
    novoRio,
    barraFunda,
    { ...util, classType: 'CONVENCIONAL', cashValue: 80 },
    back,
  ),
];
const leg = (direction: 'IDA' | 'VOLTA', busAvailability: BusRoute[]) => ({
  direction,
  date: busAvailability[0]?.departure.slice(0, 10) ?? '2030-03-10',
  origin: direction === 'IDA' ? tiete : novoRio,
  destination: direction === 'IDA' ? novoRio : tiete,
  busAvailability,
});

function setup(user: SessionUser = member, roundTrip = true) {
  window.sessionStorage.setItem('busSearch', JSON.stringify(testBusDraft(2, roundTrip)));
  window.sessionStorage.setItem('buscaAtual', JSON.stringify('Rodoviário'));
  const spy = mockFetch({
    'GET /api/user': { body: user },
    'GET /api/campaign/current': { body: campaign77 },
    'POST /api/services/bus/search': {
      body: {
        routes: roundTrip ? [leg('IDA', going), leg('VOLTA', returning)] : [leg('IDA', going)],
      },
    },
  });
  const view = renderWithProviders(
    <WhenSigned>
      <BusResults />
    </WhenSigned>,
    { signedIn: true, path: '/busca/resultado-pesquisa' },
  );
  return { ...view, spy };
}

const legList = (name: 'IDA' | 'VOLTA') => screen.getByRole('radiogroup', { name });
const radios = (name: 'IDA' | 'VOLTA') =>
  within(legList(name))
    .getAllByRole('radio')
    .map((radio) => radio.getAttribute('value'));
const select = () => screen.getByRole('button', { name: 'Selecionar' });

describe('BusResults', () => {
  it('lists IDA and VOLTA rows with the price per passenger, occupancy, places cut to 30 characters and +N days', async () => {
    const { spy } = setup();
    await screen.findByRole('radiogroup', { name: 'IDA' });
    const body = spy.mock.calls.find(([url]) => String(url).includes('/bus/search'))?.[1]?.body;
    expect(JSON.parse(String(body))).toEqual({
      filter: {
        start: '2030-03-10',
        end: '2030-03-17',
        origin: '3550308',
        destination: '3304557',
        occupancy: 2,
        nationality: 'Brasil',
      },
    });
    expect(radios('IDA')).toEqual(['g1', 'g2']);
    expect(radios('VOLTA')).toEqual(['r1', 'r2']);
    const [first] = within(legList('IDA')).getAllByTestId('bus-route');
    if (!first) throw new Error('no row');
    // R$ 150,90 per passenger at 50 points per real
    expect(first).toHaveTextContent('7.545 Pts');
    expect(first).toHaveTextContent('por passageiro');
    expect(first).toHaveTextContent('2 pessoa(s)');
    expect(first).toHaveTextContent('Viação Cometa · LEITO');
    expect(first).toHaveTextContent('Duração: 6h15');
    expect(within(first).getByText('+1 dia(s)')).toBeInTheDocument();
    expect(first).toHaveTextContent('Terminal Rodoviário do Tietê …');
    expect(first).not.toHaveTextContent('Tietê - São Paulo');
    expect(
      within(first).getByRole('img', { name: 'Logo da viação Viação Cometa' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('radio', {
        name: 'IDA 23:30 → 05:45 (+1 dia(s)), Viação Cometa, LEITO, 7.545 Pts por passageiro',
      }),
    ).toBeInTheDocument();
  });

  it('keeps Selecionar disabled until a departure and a return are chosen, shows the price per passenger and the total, and stores the choice', async () => {
    const { router } = setup();
    await screen.findByRole('radiogroup', { name: 'IDA' });
    const side = screen.getByRole('region', { name: 'Ida e Volta' });
    expect(within(side).getByText('Total')).toBeInTheDocument();
    expect(select()).toBeDisabled();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /^IDA 23:30/ }));
    expect(select()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /^VOLTA .*Util/ }));
    expect(select()).toBeEnabled();
    // (150,90 + 80,00) per passenger, 2 passengers
    expect(within(side).getByTestId('bus-per-passenger')).toHaveTextContent('11.545 Pts');
    expect(within(side).getByTestId('bus-total')).toHaveTextContent('23.090 Pts');
    await user.click(select());
    await waitFor(() => expect(router.state.location.pathname).toBe('/busca/resumo'));
    const stored = JSON.parse(window.sessionStorage.getItem('selectedBus') ?? 'null');
    expect(stored).toMatchObject({ going: { key: 'g1' }, back: { key: 'r2' }, passengers: 2 });
  });

  it("filters by 'Rodoviárias', 'Classes' and 'Viações', each a labelled group with counts", async () => {
    setup();
    await screen.findByRole('radiogroup', { name: 'IDA' });
    const user = userEvent.setup();
    const classes = screen.getByRole('group', { name: 'Classes' });
    await user.click(within(classes).getByRole('checkbox', { name: 'LEITO (2)' }));
    expect(radios('IDA')).toEqual(['g1']);
    expect(radios('VOLTA')).toEqual(['r1']);
    await user.click(within(classes).getByRole('checkbox', { name: 'LEITO (2)' }));

    const companies = screen.getByRole('group', { name: 'Viações' });
    await user.click(within(companies).getByRole('checkbox', { name: 'Util (2)' }));
    expect(radios('IDA')).toEqual(['g2']);
    expect(radios('VOLTA')).toEqual(['r2']);
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));

    const stations = screen.getByRole('group', { name: 'Rodoviárias' });
    await user.click(within(stations).getByRole('checkbox', { name: 'Terminal Barra Funda (2)' }));
    expect(radios('IDA')).toEqual(['g2']);
    expect(radios('VOLTA')).toEqual(['r2']);
  });

  it('drops a chosen departure or return that a filter hides', async () => {
    setup();
    await screen.findByRole('radiogroup', { name: 'IDA' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /^IDA 23:30/ }));
    await user.click(screen.getByRole('radio', { name: /^VOLTA .*Util/ }));
    expect(select()).toBeEnabled();

    // The return to Barra Funda does not end where the Tietê departure began.
    await user.click(screen.getByRole('checkbox', { name: 'Ida e Volta na mesma rodoviária' }));
    expect(radios('VOLTA')).toEqual(['r1']);
    expect(select()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Ida e Volta na mesma rodoviária' }));
    expect(radios('VOLTA')).toEqual(['r1', 'r2']);
    expect(screen.getByRole('radio', { name: /^VOLTA .*Util/ })).not.toBeChecked();

    // A departure hidden by 'Classes' is no longer chosen either.
    await user.click(screen.getByRole('radio', { name: /^VOLTA .*Cometa/ }));
    expect(select()).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'EXECUTIVO (1)' }));
    expect(radios('IDA')).toEqual(['g2']);
    expect(select()).toBeDisabled();
    expect(screen.getByTestId('bus-total')).toHaveTextContent('0 Pts');
  });

  it('one way: only IDA, the side card says Ida; guests see R$', async () => {
    setup(guest, false);
    await screen.findByRole('radiogroup', { name: 'IDA' });
    expect(screen.queryByRole('radiogroup', { name: 'VOLTA' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Ida e Volta na mesma rodoviária' })).toBeNull();
    const side = screen.getByRole('region', { name: 'Ida' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /^IDA 08:00/ }));
    expect(select()).toBeEnabled();
    expect(within(side).getByTestId('bus-per-passenger')).toHaveTextContent('R$ 99,90');
    expect(within(side).getByTestId('bus-total')).toHaveTextContent('R$ 199,80');
  });
});
