import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Activity, AvailabilityResult } from '@portal/domain/activities';
import type { SessionUser } from '@portal/domain/users';
import { campaign77, guest, member } from '../../../test/fixtures';
import { mockFetch, type MockReply } from '../../../test/fetchMock';
import { renderWithProviders } from '../../../test/renderApp';
import { addDays, ddMMyyyy, isoDate } from '../../../shared/format';
import { WhenSigned } from '../../../test/hotel';
import { testActivity } from '../../../test/activities';
import EntertainmentDetailsPage from './EntertainmentDetailsPage';

const tomorrow = addDays(new Date(), 1);

function setup(
  activity = testActivity({
    activityId: '6292740800',
    type: 'Passeio',
    name: 'City tour',
    avaiableDates: [ddMMyyyy(tomorrow)],
  }),
  availability: MockReply = { body: [] },
  user: SessionUser = member,
) {
  const spy = mockFetch({
    'GET /api/user': { body: user },
    'GET /api/campaign/current': { body: campaign77 },
    'POST /api/services/entertainment/availability': availability,
  });
  window.sessionStorage.setItem(
    'selectedEntertainment',
    JSON.stringify({
      cityName: 'Salvador',
      locationId: '2927408',
      activityId: null,
      activity,
      choice: null,
    }),
  );
  const { router } = renderWithProviders(
    <WhenSigned>
      <EntertainmentDetailsPage />
    </WhenSigned>,
    { signedIn: true, path: '/busca/entertainment-details' },
  );
  return Object.assign(spy, { router });
}

const isoTomorrow = isoDate(tomorrow);

/** An availability answer: bands at the supplier's prices (reais, ending in ,90). */
function availabilityOf(
  activity: Activity,
  bands: Array<{ name: string; endAge: number; quantity: number; total: number }>,
  over: Partial<AvailabilityResult> = {},
): AvailabilityResult {
  const total = bands.reduce((sum, band) => sum + band.total, 0);
  return {
    activityId: activity.activityId,
    refToken: `avail-${activity.activityId}`,
    serviceDate: isoTomorrow,
    type: activity.type,
    startingTimes: [],
    transferIn: false,
    transferOut: false,
    transferType: null,
    maxNumberBaggage: 0,
    remaining: 20,
    passengersRateTotalPrice: total,
    passengersRateTotalPricePoints: null,
    passengersCalculatedRate: bands.map((band) => ({
      name: band.name,
      endAge: band.endAge,
      price: {
        quantity: band.quantity,
        priceTotalOriginal: band.total,
        priceTotalOriginalPoints: null,
      },
    })),
    cancellationRules: [
      { startDate: isoDate(new Date()), endDate: isoTomorrow, price: 0 },
      { startDate: isoTomorrow, endDate: isoTomorrow, price: total },
    ],
    bestPrice: { currency: { symbol: 'R$' } },
    ...over,
  };
}

/** Clicks the first day the calendar lets the member choose. */
async function pickAvailableDay() {
  await waitFor(() =>
    expect(document.querySelector('.rdp-day_button:not([disabled])')).not.toBeNull(),
  );
  await userEvent
    .setup()
    .click(document.querySelector('.rdp-day_button:not([disabled])') as HTMLElement);
}

describe('EntertainmentDetailsPage', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('heads the page with the search summary bar, the city searched and Editar', async () => {
    window.sessionStorage.setItem('buscaAtual', JSON.stringify('Entretenimento'));
    setup();
    const bar = await screen.findByRole('region', { name: 'Resumo da pesquisa' });
    expect(within(bar).getByRole('heading', { level: 2, name: 'Experiências' })).toBeVisible();
    expect(await within(bar).findByText('Salvador')).toBeVisible();
    expect(within(bar).getByRole('link', { name: 'Editar' })).toHaveAttribute('href', '/');
  });

  it("says 'Nenhuma atividade encontrada' for a placeholder activity", async () => {
    setup(testActivity({ activityId: '6292740800_0', type: 'Passeio', name: 'Vazia' }));
    expect(
      await screen.findByRole('heading', { name: 'Nenhuma atividade encontrada' }),
    ).toBeInTheDocument();
  });

  it('renders an HTML description without its scripts and handlers', async () => {
    setup(
      testActivity({
        activityId: '6292740800',
        type: 'Passeio',
        name: 'City tour',
        description:
          '<p>Passeio <b>guiado</b><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2"></p>',
      }),
    );
    expect(await screen.findByText('guiado')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('img[onerror]')).toBeNull();
  });

  it('needs a date and a passenger, and says when the date has no availability', async () => {
    const spy = setup();
    const user = userEvent.setup();
    const check = await screen.findByRole('button', { name: 'Verificar disponibilidade' });
    await user.click(check);
    expect(
      screen.getByText('Por favor, selecione uma data antes de verificar a disponibilidade.'),
    ).toBeInTheDocument();
    await pickAvailableDay();
    await user.click(screen.getByRole('button', { name: 'Diminuir Adulto' }));
    await user.click(check);
    expect(
      screen.getByText('Por favor, selecione pelo menos um tipo de passageiro.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aumentar Adulto' }));
    await user.click(screen.getByRole('button', { name: 'Aumentar Criança' }));
    await user.click(check);
    expect(
      await screen.findByText(/^Infelizmente não encontramos uma disponibilidade/),
    ).toBeInTheDocument();
    const sent = spy.mock.calls.find(([url]) => String(url).includes('/availability'));
    expect(JSON.parse(String(sent?.[1]?.body)).passengers).toEqual([
      { endAge: 11, quantity: 1 },
      { endAge: 99, quantity: 1 },
    ]);
  });

  it('a ticket page: about block, inclusions, start times, whole-reais prices and its cancellation before the checkout', async () => {
    const ticket = testActivity({
      activityId: '5292740800',
      type: 'Ingresso',
      name: 'Ingresso Aquário de Salvador',
      price: 89.9,
      duration: 0,
      daysBeforeCancellationPolicy: 7,
      avaiableDates: [ddMMyyyy(tomorrow)],
      ticket: {
        images: [{ url: '/files/aquario.jpg' }],
        address: 'Centro, Salvador',
        inclusions: [
          { id: 43, type: 'highlight', description: 'Tanque oceânico' },
          { id: 44, type: 'include', description: 'Entrada e acompanhamento' },
          { id: 45, type: 'exclude', description: 'Despesas pessoais' },
          { id: 46, type: 'information', description: 'Leve documento com foto' },
        ],
        locations: [{ location: { fullName: 'Salvador, Bahia, Brasil' } }],
      },
    });
    const answer = availabilityOf(
      ticket,
      [
        { name: 'Crianca', endAge: 11, quantity: 1, total: 44.9 },
        { name: 'Adulto', endAge: 99, quantity: 2, total: 179.8 },
      ],
      { startingTimes: ['09:00', '13:00'] },
    );
    const { router } = setup(ticket, { body: [answer] }, guest);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ingresso Aquário de Salvador' }),
    ).toBeInTheDocument();
    const about = screen.getByRole('region', { name: 'Sobre a atividade' });
    expect(within(about).getByText('Imediata')).toBeInTheDocument();
    expect(within(about).getByText('Grátis até 7 dias antes')).toBeInTheDocument();
    expect(within(about).queryByText('Duração')).not.toBeInTheDocument();
    expect(screen.getByText('Cancelamento grátis')).toBeInTheDocument();
    for (const [section, item] of [
      ['Destaques', 'Tanque oceânico'],
      ['O que está incluído', 'Entrada e acompanhamento'],
      ['O que não está incluído', 'Despesas pessoais'],
      ['Informações importantes', 'Leve documento com foto'],
    ] as const) {
      expect(within(screen.getByRole('region', { name: section })).getByText(item)).toBeVisible();
    }
    expect(screen.queryByTestId('transfer-price')).not.toBeInTheDocument();

    const user = userEvent.setup();
    await pickAvailableDay();
    await user.click(screen.getByRole('button', { name: 'Aumentar Adulto' }));
    await user.click(screen.getByRole('button', { name: 'Aumentar Criança' }));
    await user.click(screen.getByRole('button', { name: 'Verificar disponibilidade' }));
    const result = await screen.findByRole('region', { name: 'Disponibilidade' });
    // R$ 179,80 and R$ 44,90 are R$ 180 and R$ 45: the total is what the api charges.
    expect(within(result).getByText(/^2 x Adulto/)).toHaveTextContent(/R\$\s180,00$/);
    expect(within(result).getByText(/^1 x Criança/)).toHaveTextContent(/R\$\s45,00$/);
    expect(within(result).getByTestId('availability-total')).toHaveTextContent(
      /^Total: R\$\s225,00$/,
    );
    expect(within(result).getByTestId('availability-cancellation')).toHaveTextContent(
      'Não reembolsável',
    );
    await user.click(within(result).getByRole('button', { name: 'Selecionar essa Data' }));
    expect(
      screen.getByText('Por favor, selecione um horário antes de prosseguir para o checkout.'),
    ).toBeInTheDocument();
    await user.click(within(result).getByRole('button', { name: '13:00' }));
    await user.click(within(result).getByRole('button', { name: 'Selecionar essa Data' }));
    // A guest is asked to sign in or register first, the choice kept for after.
    expect(await screen.findByRole('tab', { name: 'Registrar-me' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/busca/entertainment-details');
    expect(
      JSON.parse(window.sessionStorage.getItem('selectedEntertainment') ?? '{}').choice,
    ).toMatchObject({ startingTime: '13:00', counts: { 11: 1, 99: 2 }, returnDate: null });
  });

  it('a member sees the whole-reais total in points and the free-cancellation deadline', async () => {
    const far = addDays(new Date(), 20);
    const ticket = testActivity({
      activityId: '5292740800',
      type: 'Ingresso',
      name: 'Ingresso Museu',
      daysBeforeCancellationPolicy: 2,
      avaiableDates: [ddMMyyyy(far)],
    });
    const answer = availabilityOf(
      ticket,
      [{ name: 'Adulto', endAge: 99, quantity: 1, total: 89.9 }],
      { serviceDate: isoDate(far) },
    );
    setup(ticket, { body: [answer] });
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Verificar disponibilidade' });
    // The only available day is 20 days ahead: in this month's calendar or the next.
    await waitFor(() => expect(document.querySelector('.rdp-day_button')).not.toBeNull());
    if (!document.querySelector('.rdp-day_button:not([disabled])'))
      await user.click(document.querySelector('.rdp-button_next') as HTMLElement);
    await pickAvailableDay();
    await user.click(screen.getByRole('button', { name: 'Verificar disponibilidade' }));
    const result = await screen.findByRole('region', { name: 'Disponibilidade' });
    // R$ 89,90 is charged as R$ 90: 4.500 points at 50 points per real.
    expect(within(result).getByTestId('availability-total')).toHaveTextContent(
      /^Total: 4\.500 Pts$/,
    );
    const deadline = addDays(far, -2);
    expect(within(result).getByTestId('availability-cancellation')).toHaveTextContent(
      new RegExp(`^Cancelamento grátis até ${ddMMyyyy(deadline)},? 00:00$`),
    );
  });

  it("a private transfer counts people up to its 'Até N paxs', priced per service", async () => {
    const transfer = testActivity({
      activityId: '4292740801',
      type: 'Transfer',
      name: 'Transfer privativo aeroporto - hotel em Salvador',
      price: 249.9,
      avaiableDates: [ddMMyyyy(tomorrow)],
      transfer: {
        images: [],
        address: 'Aeroporto de Salvador',
        inclusions: [],
        locations: [],
        transferType: { type: 'Privativo', maxNumberPassenger: 4 },
      },
    });
    const spy = setup(transfer, {
      status: 409,
      body: { error: 'Este transfer comporta até 4 passageiros.' },
    });
    const box = await screen.findByTestId('transfer-price');
    // R$ 249,90 per service is R$ 250: 12.500 points at 50 points per real.
    expect(box).toHaveTextContent(/^A partir de12\.500 Pts/);
    expect(within(box).getByText('por serviço')).toBeInTheDocument();
    expect(within(box).getByText('Até 4 paxs')).toBeInTheDocument();
    const user = userEvent.setup();
    const more = screen.getByRole('button', { name: 'Aumentar Adulto' });
    for (let i = 0; i < 3; i += 1) await user.click(more);
    expect(screen.getByTestId('count-Adulto')).toHaveTextContent('4');
    expect(more).toBeDisabled();
    expect(screen.getByTestId('passenger-limit')).toHaveTextContent(
      'Este transfer comporta até 4 passageiros.',
    );
    await user.click(screen.getByRole('button', { name: 'Diminuir Adulto' }));
    expect(more).toBeEnabled();
    expect(screen.getByTestId('passenger-limit')).toHaveTextContent('');
    // The server refuses a group above the limit with the same words.
    await pickAvailableDay();
    await user.click(screen.getByRole('button', { name: 'Verificar disponibilidade' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este transfer comporta até 4 passageiros.',
    );
    expect(spy).toHaveBeenCalled();
  });

  it("cuts the name at 150 and the description at 500 characters with 'ver mais' / 'ver menos'", async () => {
    const name = `Passeio ${'muito longo '.repeat(20)}`.trim();
    const description = `${'Praias, mirantes e centro histórico. '.repeat(20)}Fim da descrição.`;
    setup(
      testActivity({
        activityId: '6292740800',
        type: 'Passeio',
        name,
        description,
        avaiableDates: [ddMMyyyy(tomorrow)],
      }),
    );
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(`${name.slice(0, 150).trimEnd()}...`);
    expect(heading).toHaveAttribute('title', name);
    const section = screen.getByRole('region', { name: 'Descrição' });
    expect(section).not.toHaveTextContent('Fim da descrição.');
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'ver mais' }));
    expect(section).toHaveTextContent('Fim da descrição.');
    await user.click(within(section).getByRole('button', { name: 'ver menos' }));
    expect(section).not.toHaveTextContent('Fim da descrição.');
  });
});
