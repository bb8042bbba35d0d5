import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Activity } from '@portal/domain/activities';
import type { SessionUser } from '@portal/domain/users';
import { campaign77, guest, member } from '../../../test/fixtures';
import { mockFetch } from '../../../test/fetchMock';
import { renderWithProviders } from '../../../test/renderApp';
import { WhenSigned } from '../../../test/hotel';
import EntertainmentResults from './EntertainmentResults';
import { testActivity } from '../../../test/activities';

const long = `${'Passeio pela cidade histórica com guia. '.repeat(4)}Fim.`;

const activities = [
  testActivity({
    activityId: '4292740800',
    type: 'Transfer',
    name: 'Transfer aeroporto',
    weekDaysList: '0;1;2;3;4;5;6',
    weekDays: 'Dom, Seg, Ter, Qua, Qui, Sex, Sáb',
  }),
  testActivity({
    activityId: '5292740800',
    type: 'Ingresso',
    name: 'Ingresso Aquário',
    location: 'Lauro de Freitas',
    promotionalCombo: true,
    weekDaysList: '6',
    weekDays: 'Sáb',
    price: 0,
  }),
  testActivity({
    activityId: '6292740800',
    type: 'Passeio',
    name: 'City tour',
    description: long,
    weekDaysList: '1;2',
  }),
];

function setup(list: Activity[] = activities, user: SessionUser = member) {
  mockFetch({
    'GET /api/user': { body: user },
    'GET /api/campaign/current': { body: campaign77 },
    'POST /api/services/entertainment/search': { body: list },
  });
  window.sessionStorage.setItem(
    'selectedEntertainment',
    JSON.stringify({ cityName: 'Salvador', locationId: '2927408', activityId: null }),
  );
  window.sessionStorage.setItem('buscaAtual', JSON.stringify('Entretenimento'));
  return renderWithProviders(
    <WhenSigned>
      <EntertainmentResults />
    </WhenSigned>,
    { signedIn: true, path: '/busca/resultado-pesquisa' },
  );
}

const heading = () => screen.getByRole('heading', { name: /Resultados encontrados/ });

describe('EntertainmentResults', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('counts the results and narrows them with any-of groups', async () => {
    setup();
    expect(
      await screen.findByRole('heading', { name: '3 Resultados encontrados' }),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Transfer (1)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Passeio (1)' }));
    expect(heading()).toHaveTextContent('2 Resultados encontrados');
    await user.click(screen.getByRole('checkbox', { name: 'Sábado' }));
    expect(heading()).toHaveTextContent('1 Resultados encontrados');
    expect(screen.getByRole('article', { name: 'Transfer aeroporto' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await user.click(screen.getByRole('switch', { name: 'Combo promocional' }));
    expect(heading()).toHaveTextContent('1 Resultados encontrados');
    await user.click(screen.getByRole('checkbox', { name: 'Salvador' }));
    expect(heading()).toHaveTextContent('0 Resultados encontrados');
  });

  it("cuts long descriptions with 'ver mais' / 'ver menos' and shows N/A without a price", async () => {
    setup();
    const tour = await screen.findByRole('article', { name: 'City tour' });
    expect(within(tour).queryByText(long)).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(tour).getByRole('button', { name: 'ver mais' }));
    expect(within(tour).getByText(long, { exact: false })).toBeInTheDocument();
    await user.click(within(tour).getByRole('button', { name: 'ver menos' }));
    expect(within(tour).getByRole('button', { name: 'ver mais' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Ingresso Aquário' })).getByTestId(
        'activity-price',
      ),
    ).toHaveTextContent('N/A');
    expect(within(tour).getByText('Grátis até 2 dias antes')).toBeInTheDocument();
  });

  it('always lists the three categories, one without results shown with 0 and not choosable', async () => {
    setup(activities.filter((a) => a.type !== 'Transfer'));
    expect(
      await screen.findByRole('heading', { name: '2 Resultados encontrados' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Transfer (0)' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Ingresso (1)' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Passeio (1)' })).toBeEnabled();
  });

  it('renders an HTML description as sanitised HTML, cut to its words until expanded', async () => {
    const html = `<p>Passeio <b>guiado</b> pelo centro histórico<script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2"></p><p>${'Paradas para fotos e degustação. '.repeat(4)}</p>`;
    setup([
      testActivity({
        activityId: '6292740800',
        type: 'Passeio',
        name: 'City tour',
        description: html,
      }),
    ]);
    const tour = await screen.findByRole('article', { name: 'City tour' });
    expect(tour).not.toHaveTextContent('<b>');
    expect(tour).toHaveTextContent('Passeio guiado pelo centro histórico');
    expect(tour.querySelector('b')).toBeNull();
    await userEvent.setup().click(within(tour).getByRole('button', { name: 'ver mais' }));
    expect(within(tour).getByText('guiado').tagName).toBe('B');
    expect(tour.querySelector('script')).toBeNull();
    expect(tour.querySelector('img[onerror]')).toBeNull();
  });

  it('shows a cash user the whole-reais price of the activity, halves going down', async () => {
    setup(
      [
        testActivity({ activityId: '5292740801', type: 'Ingresso', name: 'Aquário', price: 89.9 }),
        testActivity({ activityId: '5292740802', type: 'Ingresso', name: 'Museu', price: 44.5 }),
      ],
      guest,
    );
    const price = async (name: string) =>
      within(await screen.findByRole('article', { name })).getByTestId('activity-price');
    expect(await price('Aquário')).toHaveTextContent(/^R\$\s90,00$/);
    expect(await price('Museu')).toHaveTextContent(/^R\$\s44,00$/);
  });
});
