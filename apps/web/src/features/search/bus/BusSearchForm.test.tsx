import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { busMessages } from '@portal/domain/buses';
import { type SessionUser } from '@portal/domain/users';
import { ddMMyyyy } from '../../../shared/format';
import { campaign77, member } from '../../../test/fixtures';
import { mockFetch } from '../../../test/fetchMock';
import { renderWithProviders } from '../../../test/renderApp';
import { WhenSigned } from '../../../test/hotel';
import { BusSearchForm } from './BusSearchForm';

const stations = {
  sao: {
    id: '3550308',
    name: 'Rodoviária de São Paulo - SP',
    iata: 'GRU',
    cityName: 'São Paulo',
    stateCode: 'SP',
  },
  rio: {
    id: '3304557',
    name: 'Rodoviária de Rio de Janeiro - RJ',
    iata: 'GIG',
    cityName: 'Rio de Janeiro',
    stateCode: 'RJ',
  },
};

function setup(user: SessionUser = member) {
  const spy = mockFetch({
    'GET /api/user': { body: user },
    'GET /api/campaign/current': { body: campaign77 },
    'POST /api/services/bus/auto-complete': ({ body }) => {
      const name = (body as { filter: { name: string } }).filter.name;
      return {
        body: name.startsWith('sao')
          ? [stations.sao]
          : name.startsWith('rio')
            ? [stations.rio]
            : [],
      };
    },
  });
  const view = renderWithProviders(
    <WhenSigned>
      <BusSearchForm />
    </WhenSigned>,
    { signedIn: true },
  );
  return { ...view, spy };
}

describe('BusSearchForm', () => {
  it('asks for both stations after Buscar', async () => {
    setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText(busMessages.originRequired)).toBeInTheDocument();
    expect(screen.getByText(busMessages.destinationRequired)).toBeInTheDocument();
    expect(await screen.findByText(busMessages.fillAll)).toBeInTheDocument();
    expect(window.sessionStorage.getItem('busSearch')).toBeNull();
  });

  it("opens the round-trip calendar 7 days ahead, whatever the campaign's car advance", async () => {
    setup({ ...member, campaign: { ...campaign77, advanceDaysCar: 2 } });
    const today = new Date();
    const first = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 7);
    const dates = await screen.findByLabelText('Datas');
    expect((dates as HTMLInputElement).value.startsWith(ddMMyyyy(first))).toBe(true);
  });

  it('autocompletes from 3 characters, switches to one date for one way and stores busSearch', async () => {
    const { router, spy } = setup();
    const user = userEvent.setup();
    const origin = await screen.findByRole('combobox', { name: 'Origem' });
    await user.type(origin, 'sa');
    expect(spy.mock.calls.filter(([url]) => String(url).includes('auto-complete'))).toHaveLength(0);
    await user.type(origin, 'o');
    await user.click(await screen.findByRole('option', { name: stations.sao.name }));
    await user.type(screen.getByRole('combobox', { name: 'Destino' }), 'rio');
    await user.click(await screen.findByRole('option', { name: stations.rio.name }));
    expect((screen.getByLabelText('Datas') as HTMLInputElement).value).toMatch(
      /^\d{2}\/\d{2}\/\d{4} - \d{2}\/\d{2}\/\d{4}$/,
    );
    await user.click(screen.getByRole('switch', { name: 'Ida e volta' }));
    expect((screen.getByLabelText('Data') as HTMLInputElement).value).toMatch(
      /^\d{2}\/\d{2}\/\d{4}$/,
    );
    expect(screen.getByLabelText('Nacionalidade')).toHaveValue('Brasil');
    await user.selectOptions(screen.getByLabelText('Passageiros'), '2');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/busca/resultado-pesquisa'));
    const stored = JSON.parse(window.sessionStorage.getItem('busSearch') ?? 'null');
    expect(stored).toMatchObject({
      origem: { id: stations.sao.id },
      destino: { id: stations.rio.id },
      idavolta: false,
      passageiros: 2,
      nacionalidade: 'Brasil',
    });
    expect(stored.datas.endDate).toBeNull();
    expect(JSON.parse(window.sessionStorage.getItem('buscaAtual') ?? 'null')).toBe('Rodoviário');
  });
});
