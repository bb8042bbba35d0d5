import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { campaign77, member } from '../../../test/fixtures';
import { mockFetch } from '../../../test/fetchMock';
import { renderWithProviders } from '../../../test/renderApp';
import { WhenSigned } from '../../../test/hotel';
import { EntertainmentSearchForm } from './EntertainmentSearchForm';

const place = (id: string, name: string) => ({ id, name, fullName: `${name}, Bahia, Brasil` });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function setup() {
  const spy = mockFetch({
    'GET /api/user': { body: member },
    'GET /api/campaign/current': { body: campaign77 },
    'POST /api/services/entertainment/auto-complete': async ({ body }) => {
      const name = (body as { filter: { name: string } }).filter.name;
      if (name === 'Salv') {
        // The older question answers last.
        await sleep(600);
        return { body: { locations: [place('1', 'Salvador Antigo')], activities: [] } };
      }
      if (name === 'Salvador')
        return {
          body: {
            locations: [place('2927408', 'Salvador')],
            activities: [
              {
                activityId: '5292740800',
                name: 'Ingresso Aquário de Salvador',
                location: 'Salvador',
                locationId: '2927408',
              },
            ],
          },
        };
      return { body: { locations: [], activities: [] } };
    },
  });
  const view = renderWithProviders(
    <WhenSigned>
      <EntertainmentSearchForm />
    </WhenSigned>,
    { signedIn: true },
  );
  return { ...view, spy };
}

describe('EntertainmentSearchForm', () => {
  it("asks from 3 characters, drops a reply to an older text and groups 'Locais' and activities", async () => {
    const { spy } = setup();
    expect(await screen.findByText('Onde deseja encontrar?')).toBeInTheDocument();
    const input = screen.getByRole('combobox', { name: 'Digite um destino' });
    const user = userEvent.setup();
    await user.type(input, 'Sa');
    await sleep(300);
    expect(spy.mock.calls.filter(([url]) => String(url).includes('auto-complete'))).toHaveLength(0);
    await user.type(input, 'lv');
    expect(await screen.findByText('Carregando as opções...')).toBeInTheDocument();
    await sleep(300);
    await user.type(input, 'ador');
    expect(
      await screen.findByRole('option', { name: 'Salvador, Bahia, Brasil' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Locais')).toBeInTheDocument();
    expect(screen.getByText('Atividades')).toBeInTheDocument();
    await sleep(700);
    expect(screen.queryByRole('option', { name: /Salvador Antigo/ })).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Salvador, Bahia, Brasil' })).toBeInTheDocument();
  });

  it("says 'Nenhuma opção encontrada' when nothing matches, and fewer than 3 characters clears the list", async () => {
    setup();
    const input = await screen.findByRole('combobox', { name: 'Digite um destino' });
    const user = userEvent.setup();
    await user.type(input, 'Xyzw');
    expect(await screen.findByText('Nenhuma opção encontrada')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'Salvador');
    expect(
      await screen.findByRole('option', { name: 'Salvador, Bahia, Brasil' }),
    ).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'Sa');
    await waitFor(() => expect(screen.queryByRole('option')).not.toBeInTheDocument());
  });

  it('choosing a place stores it as the current Entretenimento search and opens the results', async () => {
    const { router } = setup();
    const input = await screen.findByRole('combobox', { name: 'Digite um destino' });
    const user = userEvent.setup();
    await user.type(input, 'Salvador');
    await user.click(await screen.findByRole('option', { name: 'Salvador, Bahia, Brasil' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/busca/resultado-pesquisa'));
    expect(JSON.parse(window.sessionStorage.getItem('buscaAtual') ?? 'null')).toBe(
      'Entretenimento',
    );
    expect(JSON.parse(window.sessionStorage.getItem('selectedEntertainment') ?? 'null')).toEqual({
      cityName: 'Salvador',
      locationId: '2927408',
      activityId: null,
    });
  });
});
