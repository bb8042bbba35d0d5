import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { groupWarning } from '@portal/domain/search';
import { campaign77, member } from '../../../test/fixtures';
import { mockFetch } from '../../../test/fetchMock';
import { renderWithProviders } from '../../../test/renderApp';
import { testDraft, WhenSigned } from '../../../test/hotel';
import { HotelSearchForm } from './HotelSearchForm';
import { buildDates } from '../../../shared/search/searchDates';
import { addDays, ddMMyyyy } from '../../../shared/format';

const saoPaulo = {
  code: '3550308',
  cityName: 'São Paulo',
  parentName: 'São Paulo',
  country: 'Brasil',
  isoCode: 'BR',
};

function setup() {
  const spy = mockFetch({
    'GET /api/user': { body: member },
    'GET /api/campaign/current': { body: campaign77 },
    'GET /api/hotel/locations': ({ url }) =>
      url.includes('name=sao')
        ? { body: [{ country: 'Brasil', isoCode: 'BR', destinations: [saoPaulo] }] }
        : { body: [] },
  });
  const view = renderWithProviders(
    <WhenSigned>
      <HotelSearchForm />
    </WhenSigned>,
    { signedIn: true },
  );
  return { ...view, spy };
}

const locationCalls = (spy: ReturnType<typeof mockFetch>) =>
  spy.mock.calls.filter(([url]) => String(url).includes('/api/hotel/locations'));

describe('HotelSearchForm', () => {
  it('shows field messages only after the first Buscar, with the fill-all alert', async () => {
    setup();
    const button = await screen.findByRole('button', { name: 'Buscar' });
    expect(screen.queryByText('Cidade não pode ser vazia')).not.toBeInTheDocument();
    const user = userEvent.setup();
    // clear the default dates
    await user.click(screen.getByLabelText('Check-in - Check-out'));
    const calendar = await screen.findByRole('dialog', { name: 'Selecione as datas da estadia' });
    await user.click(within(calendar).getByRole('button', { name: 'Limpar' }));
    expect(screen.queryByText('Data não pode ser vazia')).not.toBeInTheDocument();
    await user.click(button);
    expect(screen.getByText('Cidade não pode ser vazia')).toBeInTheDocument();
    expect(screen.getByText('Data não pode ser vazia')).toBeInTheDocument();
    expect(await screen.findByText('Por favor, preencha todos os campos')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('hotelSearch')).toBeNull();
  });

  it('autocompletes from 3 characters with "Não encontrado", stores the search and goes to the results', async () => {
    const { spy, router } = setup();
    const input = await screen.findByRole('combobox', { name: 'Destino' });
    const user = userEvent.setup();
    await user.type(input, 'Sã');
    expect(locationCalls(spy)).toHaveLength(0);
    await user.type(input, 'x');
    expect(await screen.findByText('Não encontrado')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'São P');
    await user.click(await screen.findByRole('option', { name: /São Paulo, São Paulo - Brasil/ }));
    expect(locationCalls(spy).some(([url]) => String(url).includes('name=sao'))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/busca/resultado-pesquisa'));
    const stored = JSON.parse(window.sessionStorage.getItem('hotelSearch') ?? 'null');
    expect(stored).toMatchObject({
      cidade: saoPaulo,
      qtAdult: 1,
      qtChild: 0,
      qtRooms: 1,
      childAge: [],
    });
    expect(stored.datas.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(JSON.parse(window.sessionStorage.getItem('buscaAtual') ?? 'null')).toBe('Hotel');
  });

  it('room dialog keeps its limits, ages and rooms', async () => {
    setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Alterar quartos e hóspedes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quartos e hóspedes' });
    const less = within(dialog).getByRole('button', { name: 'Diminuir Adultos do Quarto 1' });
    const more = within(dialog).getByRole('button', { name: 'Aumentar Adultos do Quarto 1' });
    expect(less).toBeDisabled();
    for (let i = 0; i < 8; i += 1) await user.click(more);
    expect(within(dialog).getByTestId('count-adults-1')).toHaveTextContent('9');
    expect(more).toBeDisabled();
    expect(
      within(dialog).getByRole('button', { name: 'Diminuir Idosos do Quarto 1' }),
    ).toBeDisabled();
    expect(
      within(dialog).getByRole('button', { name: 'Diminuir Crianças do Quarto 1' }),
    ).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Aumentar Idosos do Quarto 1' }));
    const seniorAge = within(dialog).getByRole('combobox', {
      name: 'Idade do idoso 1 do Quarto 1',
    });
    const seniorOptions = within(seniorAge)
      .getAllByRole('option')
      .map((o) => Number((o as HTMLOptionElement).value));
    expect([seniorOptions[0], seniorOptions.at(-1)]).toEqual([60, 99]);
    await user.click(within(dialog).getByRole('button', { name: 'Aumentar Crianças do Quarto 1' }));
    const childAge = within(dialog).getByRole('combobox', {
      name: 'Idade da criança 1 do Quarto 1',
    });
    const childOptions = within(childAge)
      .getAllByRole('option')
      .map((o) => Number((o as HTMLOptionElement).value));
    expect([childOptions[0], childOptions.at(-1)]).toEqual([0, 17]);
    await user.selectOptions(childAge, '7');
    expect(
      within(dialog).queryByRole('button', { name: 'Remover Quarto 1' }),
    ).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar quarto' }));
    expect(within(dialog).getByRole('region', { name: 'Quarto 2' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('count-adults-2')).toHaveTextContent('1');
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    expect(screen.getByLabelText('Quartos e hóspedes')).toHaveValue('2 quartos, 12 hóspedes');
  });

  it('sends groups above 9 to /plantrip with the warning', async () => {
    window.sessionStorage.setItem(
      'hotelSearch',
      JSON.stringify({
        ...testDraft(1),
        datas: { ...testDraft(1).datas },
        apartments: [{ adults: 8, seniors: 0, seniorsAges: [], childs: 2, childsAge: [3, 4] }],
      }),
    );
    const { router } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/plantrip'));
    expect(await screen.findByText(groupWarning)).toBeInTheDocument();
  });

  it('restores the stored search when it reopens', async () => {
    const today = new Date();
    const start = addDays(new Date(today.getFullYear(), today.getMonth(), today.getDate()), 10);
    const end = addDays(start, 3);
    window.sessionStorage.setItem(
      'hotelSearch',
      JSON.stringify({ ...testDraft(2), datas: buildDates(start, end) }),
    );
    setup();
    expect(await screen.findByRole('combobox', { name: 'Destino' })).toHaveValue(
      'São Paulo, São Paulo - Brasil',
    );
    expect(screen.getByLabelText('Quartos e hóspedes')).toHaveValue('2 quartos, 2 hóspedes');
    expect(screen.getByLabelText('Check-in - Check-out')).toHaveValue(
      `${ddMMyyyy(start)} - ${ddMMyyyy(end)}`,
    );
  });

  it('falls back to the default range when the stored dates left the window', async () => {
    window.sessionStorage.setItem('hotelSearch', JSON.stringify(testDraft(1)));
    setup();
    const today = new Date();
    const min = addDays(
      new Date(today.getFullYear(), today.getMonth(), today.getDate()),
      campaign77.advanceDaysCar,
    );
    const end = addDays(new Date(today.getFullYear(), today.getMonth(), today.getDate()), 19);
    expect(await screen.findByLabelText('Check-in - Check-out')).toHaveValue(
      `${ddMMyyyy(min)} - ${ddMMyyyy(end)}`,
    );
  });
});
