import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { campaign77, member } from '../../../test/fixtures';
import { mockFetch } from '../../../test/fetchMock';
import { renderWithProviders } from '../../../test/renderApp';
import { addDays, isoDate } from '../../../shared/format';
import { WhenSigned } from '../../../test/hotel';
import { ExperienceSearchForm } from './ExperienceSearchForm';

const saoPaulo = { id: '3550308', cityName: 'São Paulo', stateName: 'São Paulo' };

function setup() {
  const spy = mockFetch({
    'GET /api/user': { body: member },
    'GET /api/campaign/current': { body: campaign77 },
    'GET /api/experience/hotel-cities': ({ url }) => ({
      body: url.includes('name=sao') ? [saoPaulo] : [],
    }),
  });
  const view = renderWithProviders(
    <WhenSigned>
      <ExperienceSearchForm />
    </WhenSigned>,
    { signedIn: true },
  );
  return { ...view, spy };
}

describe('ExperienceSearchForm', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('needs a city (messages after the first Buscar) and starts the dates at the advance days', async () => {
    setup();
    const button = await screen.findByRole('button', { name: 'Buscar' });
    const start = screen.getByLabelText('Data inicial');
    // advanceDaysExperience of campaign 77 is 1 day
    expect(start).toHaveAttribute('min', isoDate(addDays(new Date(), 1)));
    expect(screen.queryByText('Cidade não pode ser vazia')).not.toBeInTheDocument();
    await userEvent.setup().click(button);
    expect(screen.getByText('Cidade não pode ser vazia')).toBeInTheDocument();
    expect(await screen.findByText('Por favor, preencha todos os campos')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('experienceSearch')).toBeNull();
  });

  it('autocompletes the city from 3 characters and stores the search with the group', async () => {
    const { router, spy } = setup();
    const input = await screen.findByRole('combobox', { name: 'Cidade' });
    const user = userEvent.setup();
    await user.type(input, 'Sã');
    expect(spy.mock.calls.filter(([url]) => String(url).includes('hotel-cities'))).toHaveLength(0);
    await user.type(input, 'o P');
    await user.click(await screen.findByRole('option', { name: 'São Paulo, São Paulo' }));
    await user.selectOptions(screen.getByLabelText('Adultos'), '3');
    await user.selectOptions(screen.getByLabelText('Crianças'), '1');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/busca/resultado-pesquisa'));
    expect(JSON.parse(window.sessionStorage.getItem('experienceSearch') ?? 'null')).toMatchObject({
      cidade: saoPaulo,
      adultos: 3,
      criancas: 1,
    });
    expect(JSON.parse(window.sessionStorage.getItem('buscaAtual') ?? 'null')).toBe('Experiencias');
  });
});
