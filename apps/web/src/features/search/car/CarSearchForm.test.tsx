import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { carMessages } from '@portal/domain/cars';
import { campaign77, member } from '../../../test/fixtures';
import { mockFetch } from '../../../test/fetchMock';
import { renderWithProviders } from '../../../test/renderApp';
import { WhenSigned } from '../../../test/hotel';
import { CarSearchForm } from './CarSearchForm';

const saoPaulo = {
  description: 'São Paulo, SP, Brasil',
  iata: 'GRU',
  countryIso: 'BR',
  cityName: 'São Paulo',
};
const onlyCounter = {
  locationCode: 'GRU-LZ-A',
  type: 'AIRPORT',
  address: { address: 'Guarulhos - balcão Localiza', cityName: 'São Paulo' },
  rental: { code: 'LZ', name: 'Localiza' },
  iata: 'GRU',
};

function setup() {
  const spy = mockFetch({
    'GET /api/user': { body: member },
    'GET /api/campaign/current': { body: campaign77 },
    'GET /api/car/cities': ({ url }) => ({ body: url.includes('name=gru') ? [saoPaulo] : [] }),
    'GET /api/car/locations/GRU': { body: [onlyCounter] },
  });
  const view = renderWithProviders(
    <WhenSigned>
      <CarSearchForm />
    </WhenSigned>,
    { signedIn: true },
  );
  return { ...view, spy };
}

describe('CarSearchForm', () => {
  it('shows the pickup messages after Buscar, and the return ones once the car goes back elsewhere', async () => {
    setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText(carMessages.pickupCityRequired)).toBeInTheDocument();
    expect(screen.getByText(carMessages.pickupLocationRequired)).toBeInTheDocument();
    expect(screen.queryByText(carMessages.returnCityRequired)).not.toBeInTheDocument();
    expect(await screen.findByText(carMessages.fillAll)).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Devolver no mesmo local' }));
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText(carMessages.returnCityRequired)).toBeInTheDocument();
    expect(screen.getByText(carMessages.returnLocationRequired)).toBeInTheDocument();
    expect(window.sessionStorage.getItem('carSearch')).toBeNull();
  });

  it('picks the only location of a city by itself, stores carSearch and goes to the results', async () => {
    const { router } = setup();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('combobox', { name: 'Cidade de retirada' }), 'gru');
    await user.click(await screen.findByRole('option', { name: 'São Paulo, SP, Brasil' }));
    await waitFor(() => expect(screen.getByLabelText('Local de retirada')).toHaveValue('GRU-LZ-A'));
    expect(screen.getByLabelText('Horário de retirada')).toHaveValue('10:00');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/busca/resultado-pesquisa'));
    const stored = JSON.parse(window.sessionStorage.getItem('carSearch') ?? 'null');
    expect(stored).toMatchObject({
      cidadeRetirada: { iata: 'GRU' },
      localRetirada: { locationCode: 'GRU-LZ-A' },
      mesmoLocal: true,
      horaRetirada: '10:00',
      horaDevolucao: '10:00',
    });
    expect(stored.localDevolucao).toEqual(stored.localRetirada);
    expect(JSON.parse(window.sessionStorage.getItem('buscaAtual') ?? 'null')).toBe('Carro');
  });
});
