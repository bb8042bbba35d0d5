import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { groupWarning, type AirportOption } from '@portal/domain/search';
import { campaign77, member } from '../../../test/fixtures';
import { mockFetch } from '../../../test/fetchMock';
import { renderWithProviders } from '../../../test/renderApp';
import { buildDates } from '../../../shared/search/searchDates';
import { ddMMyyyy, addDays } from '../../../shared/format';
import { FlightSearchForm } from './FlightSearchForm';
import { guarulhos } from '../../../test/airports';

const airports: Record<string, AirportOption[]> = {
  gua: [guarulhos],
  sal: [
    {
      iata: 'SSA',
      description: 'Deputado Luís Eduardo Magalhães (SSA) - Salvador, BA, Brasil',
      airportName: 'Deputado Luís Eduardo Magalhães',
      cityName: 'Salvador',
      stateName: 'Bahia',
      countryName: 'Brasil',
      countryIso: 'BR',
    },
  ],
};

function setup(user = member) {
  const spy = mockFetch({
    'GET /api/user': { body: user },
    'GET /api/campaign/current': { body: campaign77 },
    'GET /api/flight/airports': ({ url }) => {
      const name = new URL(url, 'http://x').searchParams.get('name') ?? '';
      return { body: airports[name.slice(0, 3)] ?? [] };
    },
  });
  const utils = renderWithProviders(<FlightSearchForm />, { signedIn: true });
  return { ...utils, spy };
}

const today = () => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
};

async function pickAirport(label: string, text: string, option: RegExp) {
  const user = userEvent.setup();
  const input = await screen.findByRole('combobox', { name: label });
  await user.type(input, text);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('flight search form', () => {
  it('shows field messages and the fill-all alert only after the first Buscar', async () => {
    setup();
    const user = userEvent.setup();
    const buscar = await screen.findByRole('button', { name: 'Buscar' });
    expect(screen.queryByText('Origem não pode ser vazio')).not.toBeInTheDocument();
    await user.click(buscar);
    expect(await screen.findByText('Origem não pode ser vazio')).toBeInTheDocument();
    expect(screen.getByText('Destino não pode ser vazio')).toBeInTheDocument();
    expect(await screen.findByText('Por favor, preencha todos os campos')).toBeInTheDocument();
    expect(screen.queryByText('Data não pode ser vazia')).not.toBeInTheDocument();
  });

  it('autocomplete asks from 3 characters (lowercase, no accents) and says Não encontrado', async () => {
    const { spy } = setup();
    const user = userEvent.setup();
    const input = await screen.findByRole('combobox', { name: 'Origem' });
    await user.type(input, 'Sã');
    expect(await screen.findByText('Digite pelo menos 3 letras')).toBeInTheDocument();
    await user.type(input, 'o');
    expect(await screen.findByText('Não encontrado')).toBeInTheDocument();
    expect(
      spy.mock.calls.some(([url]) => String(url).includes('/api/flight/airports?name=sao')),
    ).toBe(true);
  });

  it('default range is today + advanceDaysCar to today + 19; one way starts 7 days ahead, its calendar titled for one date', async () => {
    setup({ ...member, campaign: { ...campaign77, advanceDaysCar: 3 } });
    const user = userEvent.setup();
    const dates = await screen.findByLabelText('Ida e volta (datas)');
    expect(dates).toHaveValue(
      `${ddMMyyyy(addDays(today(), 3))} - ${ddMMyyyy(addDays(today(), 19))}`,
    );
    await user.click(screen.getByRole('radio', { name: 'Somente ida' }));
    expect(screen.getByLabelText('Data de ida')).toHaveValue(ddMMyyyy(addDays(today(), 7)));
    await user.click(screen.getByLabelText('Data de ida'));
    const dialog = await screen.findByRole('dialog', { name: 'Escolha a data' });
    // days before the minimum advance cannot be chosen
    const grid = await within(dialog).findAllByRole('grid');
    expect(grid.length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: 'Fechar calendário' }));
  });

  it('passenger selects: adults 1-9, children labelled 2 à 11 anos, infants limited to adults', async () => {
    setup();
    const user = userEvent.setup();
    const adults = await screen.findByRole('combobox', { name: 'Adultos' });
    expect(
      within(adults)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(screen.getByText('2 à 11 anos')).toBeInTheDocument();
    const infants = screen.getByRole('combobox', { name: 'Bebês' });
    expect(within(infants).getAllByRole('option')).toHaveLength(2);
    await user.selectOptions(adults, '3');
    expect(within(infants).getAllByRole('option')).toHaveLength(4);
    await user.selectOptions(infants, '3');
    await user.selectOptions(adults, '1');
    expect(infants).toHaveValue('1');
  });

  it('more than 9 travellers: group warning and /plantrip', async () => {
    window.sessionStorage.setItem(
      'flySearch',
      JSON.stringify({
        origem: { ...airports.gua![0]!, stateName: 'São Paulo' },
        destino: { ...airports.sal![0]!, stateName: 'Bahia' },
        datas: buildDates(addDays(today(), 10), addDays(today(), 15)),
        adultos: 1,
        criancas: 0,
        bebes: 0,
        idavolta: true,
        tarifasBagagem: false,
        apenasVoosDiretos: false,
      }),
    );
    const { router } = setup();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Adultos' }), '6');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Crianças' }), '4');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText(groupWarning)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/plantrip'));
  });

  it('stores flySearch and buscaAtual, goes to the results, and restores the search when the form reopens', async () => {
    const { router, unmount } = setup();
    const user = userEvent.setup();
    await pickAirport('Origem', 'gua', /Guarulhos/);
    await pickAirport('Destino', 'sal', /Salvador/);
    await user.click(screen.getByRole('checkbox', { name: 'Somente voos diretos' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Adultos' }), '2');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/busca/resultado-pesquisa'));
    const stored = JSON.parse(window.sessionStorage.getItem('flySearch') ?? '{}') as Record<
      string,
      unknown
    >;
    expect(stored).toMatchObject({
      adultos: 2,
      criancas: 0,
      bebes: 0,
      idavolta: true,
      apenasVoosDiretos: true,
      tarifasBagagem: false,
    });
    expect(stored.origem).toMatchObject({ iata: 'GRU' });
    expect(stored.datas).toMatchObject({
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown,
    });
    expect(JSON.parse(window.sessionStorage.getItem('buscaAtual') ?? 'null')).toBe('Aéreo');
    unmount();

    setup();
    expect(await screen.findByRole('combobox', { name: 'Origem' })).toHaveValue(
      airports.gua![0]!.description,
    );
    expect(screen.getByRole('combobox', { name: 'Destino' })).toHaveValue(
      airports.sal![0]!.description,
    );
    expect(screen.getByRole('checkbox', { name: 'Somente voos diretos' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Adultos' })).toHaveValue('2');
  });
});
