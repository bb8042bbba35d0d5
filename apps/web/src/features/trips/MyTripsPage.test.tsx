import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@portal/domain/users';
import { campaign77, campaign83, guest, member } from '../../test/fixtures';
import { mockFetch, type MockReply } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';

// Generous timeouts: the lazy page chunks load slowly when the machine is busy.
import {
  allTrips,
  cancelledBus,
  futureDay,
  issuedEntertainment,
  issuedHotel,
  issuedTransfer,
  pastCar,
  pendingFlight,
  submitResult,
} from '../../test/trips';

/** dd/mm/aaaa of the trips' future day less some days. */
const deadlineDay = (days: number) => {
  const [y, m, d] = futureDay.split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d! - days));
  return date.toISOString().slice(0, 10).split('-').reverse().join('/');
};

type Routes = Parameters<typeof mockFetch>[0];

const locatorOf = (url: string) => new URL(url, 'http://x').searchParams.get('locator') ?? '';

function signedAs(user: SessionUser, extra: Routes = {}) {
  return mockFetch({
    'GET /api/campaign/current': { body: user.campaign },
    'GET /api/user': { body: user },
    'GET /api/bookings': { body: allTrips },
    'GET /api/booking/cancel-preview': ({ url }): MockReply => {
      const locator = locatorOf(url);
      return {
        body:
          locator === issuedHotel.locator || locator === pendingFlight.locator
            ? { cancellable: true, refundPoints: 50000, refundCash: 0, freeCancellationUntil: null }
            : {
                cancellable: false,
                reason: 'Prazo encerrado',
                refundPoints: 0,
                refundCash: 0,
                freeCancellationUntil: null,
              },
      };
    },
    ...extra,
  });
}

const card = (locator: string) =>
  screen.getByRole('article', {
    name: new RegExp(allTrips.find((t) => t.locator === locator)?.description ?? locator),
  });

async function openPage(user: SessionUser = member, extra: Routes = {}) {
  const fetch = signedAs(user, extra);
  const view = renderApp('/conta/minhas-viagens', { signedIn: true });
  // The page and its cards are lazy chunks: a cold first load may be slow on a busy machine.
  await screen.findByRole('heading', { name: 'Minhas viagens', level: 1 }, { timeout: 30_000 });
  await screen.findAllByRole('article', {}, { timeout: 30_000 });
  return { fetch, ...view };
}

const titles = () =>
  screen
    .getAllByRole('article')
    .map((article) => within(article).getByRole('heading', { level: 3 }).textContent);

describe('my trips: list and cards', { timeout: 90_000 }, () => {
  it('shows one card per booking, newest first, with coloured status badges', async () => {
    const { fetch } = await openPage();
    expect(titles()).toEqual([
      'Voo LATAM GRU → GIG',
      'Hotel Praia Azul, Rio de Janeiro',
      'Ônibus São Paulo → Curitiba',
      'Passeio de barco',
      'Ingresso Cristo Redentor',
      'Carro Localiza SUV',
    ]);
    expect(within(card(pendingFlight.locator)).getByText('pendente')).toBeInTheDocument();
    expect(within(card(issuedHotel.locator)).getByText('emitido')).toBeInTheDocument();
    expect(within(card(pastCar.locator)).getByText('finalizado')).toBeInTheDocument();
    expect(within(card(cancelledBus.locator)).getByText('cancelado')).toBeInTheDocument();
    expect(within(card('PBEXP00001')).getByText('expirado')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url) === '/api/bookings?limit=50')).toBe(true);
  });

  it('makes one bookings request: the list answers which trips can be cancelled', async () => {
    const { fetch } = await openPage();
    expect(
      await within(card(issuedHotel.locator)).findByRole('button', { name: 'Cancelar reserva' }),
    ).toBeInTheDocument();
    expect(
      within(card(pendingFlight.locator)).getByRole('button', { name: 'Cancelar reserva' }),
    ).toBeInTheDocument();
    for (const locator of [pastCar.locator, cancelledBus.locator, issuedEntertainment.locator]) {
      expect(
        within(card(locator)).queryByRole('button', { name: 'Cancelar reserva' }),
      ).not.toBeInTheDocument();
    }
    const apiCalls = fetch.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.startsWith('/api/booking'));
    expect(apiCalls).toEqual(['/api/bookings?limit=50']);
  });

  it('shows the flight segments, stops, day offset, baggage and the airline logo', async () => {
    await openPage();
    const flight = card(pendingFlight.locator);
    const segments = within(flight).getAllByTestId('flight-segment');
    expect(segments).toHaveLength(2);
    expect(within(segments[0]!).getByText('IDA')).toBeInTheDocument();
    expect(within(segments[0]!).getByText('1 parada(s)', { exact: false })).toBeInTheDocument();
    expect(within(segments[0]!).getByText('+1')).toBeInTheDocument();
    expect(within(segments[0]!).getByText(/22:00 GRU/)).toBeInTheDocument();
    expect(
      within(segments[0]!).getByText(/Voo LA3001 GRU-BSB · Voo LA3002 BSB-GIG/),
    ).toBeInTheDocument();
    expect(within(segments[0]!).getByText(/Bagagem: 1P/)).toBeInTheDocument();
    expect(within(segments[1]!).getByText('VOLTA')).toBeInTheDocument();
    expect(within(segments[1]!).getByText(/DIRETO/)).toBeInTheDocument();
    expect(
      within(segments[1]!).getByText(/Bagagem: 0P \(Sem bagagem despachada\)/),
    ).toBeInTheDocument();
    expect(within(flight).getByRole('img', { name: 'Logo LATAM' })).toHaveAttribute(
      'src',
      '/files/airlines/LA',
    );
    expect(within(flight).getByText(/^Expira em/)).toHaveTextContent(
      /Expira em \d{2}\/\d{2}\/2026 \d{2}:\d{2}/,
    );
    expect(
      within(flight).getByRole('button', { name: 'Reprocessar Pagamento' }),
    ).toBeInTheDocument();
    expect(
      within(flight).queryByRole('button', { name: 'Reenviar Voucher' }),
    ).not.toBeInTheDocument();
  });

  it('shows hotel, car, bus, experience and entertainment details', async () => {
    await openPage();
    const hotel = card(issuedHotel.locator);
    expect(within(hotel).getByRole('img', { name: 'Hotel Praia Azul' })).toBeInTheDocument();
    expect(within(hotel).getByText('Av. Atlântica, 100, Rio de Janeiro')).toBeInTheDocument();
    expect(within(hotel).getByRole('img', { name: '4 estrelas' })).toBeInTheDocument();
    expect(within(hotel).getByText('Quarto Duplo Vista Mar')).toBeInTheDocument();
    expect(within(hotel).getByText('Grátis até 48 h antes')).toBeInTheDocument();
    expect(within(hotel).getByText('João Silva, Ana Lima')).toBeInTheDocument();

    const car = card(pastCar.locator);
    expect(within(car).getByText('Localiza')).toBeInTheDocument();
    expect(within(car).getByText('SUV · Jeep Compass')).toBeInTheDocument();
    expect(
      within(car).getByText(
        '5 pessoas · 4 portas · Bagagem: consulte a locadora · Automático · Ar-condicionado',
      ),
    ).toBeInTheDocument();
    expect(within(car).getAllByText(/Aeroporto GRU/)).toHaveLength(2);

    const bus = card(cancelledBus.locator);
    expect(within(bus).getByText('Cometa')).toBeInTheDocument();
    expect(within(bus).getByText('Leito')).toBeInTheDocument();
    expect(
      within(bus).getByText(/São Paulo \(Tietê\) → .* Curitiba \(\+1 dia\(s\)\)/),
    ).toBeInTheDocument();
    expect(within(bus).getByText('12, 13')).toBeInTheDocument();

    const experience = card('PBEXP00001');
    expect(within(experience).getByText('Passeio de barco em Paraty')).toBeInTheDocument();
    expect(within(experience).getByText('Paraty - RJ')).toBeInTheDocument();
    expect(within(experience).getByText(/09:30$/)).toBeInTheDocument();
    expect(within(experience).getByText('Não reembolsável')).toBeInTheDocument();

    const entertainment = card(issuedEntertainment.locator);
    expect(within(entertainment).getByText('Cristo Redentor')).toBeInTheDocument();
    expect(within(entertainment).getByText('Trem do Corcovado')).toBeInTheDocument();
    expect(
      within(entertainment).getByText(
        new RegExp(`^Grátis até 3 dias antes \\(${deadlineDay(3)},? 00:00\\)$`),
      ),
    ).toBeInTheDocument();
    expect(within(entertainment).getByRole('img', { name: 'Cristo Redentor' })).toHaveAttribute(
      'src',
      '/files/activities/5001',
    );
  });
});

describe('my trips: a transfer', { timeout: 90_000 }, () => {
  it('shows where it picks up (airport, flight, arrival time) and where it drops off', async () => {
    await openPage(member, { 'GET /api/bookings': { body: [issuedTransfer] } });
    const transfer = screen.getByRole('article', { name: /Transfer Aeroporto de Salvador/ });
    expect(
      within(transfer).getByText(
        'Aeroporto de Salvador · Número do voo: G31234 · Horário de chegada: 14:30 · Código da reserva: ABC123',
      ),
    ).toBeInTheDocument();
    expect(within(transfer).getByText('Partida:', { exact: false })).toBeInTheDocument();
    expect(
      within(transfer).getByText('Local de desembarque: Hotel Farol, Barra, Salvador'),
    ).toBeInTheDocument();
  });
});

describe('my trips: filters', { timeout: 90_000 }, () => {
  it('offers the Tipo options the campaign enables and narrows by type, name, dates and situation', async () => {
    const { fetch } = await openPage();
    const panel = screen.getByRole('region', { name: 'Filtros' });
    const tipo = within(panel).getByRole('radiogroup', { name: 'Tipo' });
    expect(
      within(tipo)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'Tudo',
      'Voos',
      'Experiências',
      'Entretenimento',
      'Hoteis',
      'Carros',
      'Rodoviários',
    ]);
    const user = userEvent.setup();

    await user.click(within(tipo).getByRole('radio', { name: 'Hoteis' }));
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(([url]) => String(url) === '/api/bookings?limit=50&type=HOTEL'),
      ).toBe(true),
    );
    await waitFor(() => expect(titles()).toEqual(['Hotel Praia Azul, Rio de Janeiro']));
    await user.click(within(tipo).getByRole('radio', { name: 'Tudo' }));

    await user.type(within(panel).getByLabelText('Nome'), 'ana LIMA');
    await waitFor(() => expect(titles()).toEqual(['Hotel Praia Azul, Rio de Janeiro']));
    await user.clear(within(panel).getByLabelText('Nome'));

    await user.click(within(panel).getByRole('radio', { name: 'Encerradas' }));
    expect(titles()).toEqual(['Carro Localiza SUV']);
    await user.click(within(panel).getByRole('radio', { name: 'Em andamento' }));
    expect(titles()).toHaveLength(5);

    await user.click(within(panel).getByRole('button', { name: 'Limpar filtros' }));
    expect(titles()).toHaveLength(6);
    expect(screen.getByText('6 viagens')).toBeInTheDocument();
  });

  it('filters by start and end date with the calendars', async () => {
    await openPage();
    const user = userEvent.setup();
    const panel = screen.getByRole('region', { name: 'Filtros' });
    await user.click(within(panel).getByLabelText('Data inicial'));
    const calendar = await screen.findByRole('dialog', { name: 'Data inicial' });
    // today: keeps every trip from today on
    await user.click(await within(calendar).findByRole('button', { name: /Hoje/i }));
    await waitFor(() => expect(titles()).not.toContain('Carro Localiza SUV'));
    expect(titles()).toHaveLength(5);
    await user.click(within(panel).getByLabelText('Data final'));
    const endCalendar = await screen.findByRole('dialog', { name: 'Data final' });
    await user.click(await within(endCalendar).findByRole('button', { name: /Hoje/i }));
    await waitFor(() => expect(screen.getByText('Nenhuma viagem encontrada.')).toBeInTheDocument());
  });

  it('hides the Tipo options a campaign disables', async () => {
    await openPage({ ...member, campaign: campaign83 });
    const tipo = screen.getByRole('radiogroup', { name: 'Tipo' });
    expect(
      within(tipo)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Tudo', 'Entretenimento', 'Hoteis', 'Carros']);
  });

  it('has no Tipo group when no product is enabled', async () => {
    const layout = {
      ...campaign77.campaignConfigLayout,
      flight: false,
      hotel: false,
      car: false,
      bus: false,
      experience: false,
      entertainment: false,
    };
    await openPage({ ...member, campaign: { ...campaign77, campaignConfigLayout: layout } });
    expect(screen.queryByRole('radiogroup', { name: 'Tipo' })).not.toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Situação' })).toBeInTheDocument();
  });
});

describe('my trips: reprocess', { timeout: 90_000 }, () => {
  it('asks for the card of a declined pendente, reprocesses and goes to /busca/finalizado', async () => {
    let body: unknown;
    const { router } = await openPage(member, {
      'POST /api/booking/issue-ticket': (request): MockReply => {
        body = request.body;
        return { body: submitResult(pendingFlight) };
      },
      'POST /api/services/flight/validate-credit-card': { body: { data: { valid: true } } },
      'GET /api/payments/cards': { body: [] },
    });
    const user = userEvent.setup();
    await user.click(
      within(card(pendingFlight.locator)).getByRole('button', { name: 'Reprocessar Pagamento' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reprocessar Pagamento' });
    expect(within(dialog).getByText(/pagar R\$\s300,00 e concluir/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(
      await within(dialog).findByText('Número do cartão não pode ser vazio'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Nome do titular do cartão não pode ser vazio'),
    ).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/Número do cartão/), '4111111111111111');
    await user.type(within(dialog).getByLabelText(/Nome do titular/), 'MARIA SOUZA');
    await user.type(within(dialog).getByLabelText(/Validade/), '122030');
    await user.type(within(dialog).getByLabelText(/CCV/), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/busca/finalizado'));
    expect(body).toEqual({
      payment: {
        installments: 1,
        card: {
          cardNumber: '4111111111111111',
          holder: 'MARIA SOUZA',
          cardExpirationDate: '12/2030',
          cardSecurityCode: '123',
          cardBrand: 'visa',
          installments: 1,
        },
      },
    });
    expect(JSON.parse(window.sessionStorage.getItem('completedBooking') ?? 'null')).toMatchObject({
      success: true,
      bookingResponse: { locator: pendingFlight.locator },
    });
  });

  it('reprocesses at once when no cash is due, and confirms the two-factor code', async () => {
    const pointsOnly = { ...pendingFlight, cashPrice: 0, paymentTransaction: null };
    const calls: string[] = [];
    await openPage(member, {
      'GET /api/bookings': { body: [pointsOnly] },
      'POST /api/booking/issue-ticket': ({ url }): MockReply => {
        calls.push(url);
        return url.includes('token2fa')
          ? { body: submitResult(pointsOnly, { message: 'Compra reprocessada com sucesso' }) }
          : {
              status: 201,
              body: submitResult(pointsOnly, {
                success: false,
                auth2fa: true,
                message: 'Enviamos um código',
              }),
            };
      },
      'POST /api/booking/auth2fa/resend': { body: { success: true, message: 'ok' } },
    });
    const user = userEvent.setup();
    await user.click(
      within(card(pointsOnly.locator)).getByRole('button', { name: 'Reprocessar Pagamento' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Autenticação de 2 fatores' });
    expect(screen.queryByRole('dialog', { name: 'Reprocessar Pagamento' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reenviar código' }));
    expect(
      await screen.findByText('Código reenviado, verifique sua caixa de mensagens!'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Código/), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Compra reprocessada com sucesso')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Autenticação de 2 fatores' }),
      ).not.toBeInTheDocument(),
    );
    expect(calls).toEqual([
      `/api/booking/issue-ticket?locator=${pointsOnly.locator}`,
      `/api/booking/issue-ticket?locator=${pointsOnly.locator}&token2fa=123456`,
    ]);
  });

  it('follows the redirect of a 201 with auth2fa and a redirect address', async () => {
    const pointsOnly = { ...pendingFlight, cashPrice: 0 };
    const browser = await import('../../shared/browser');
    const assign = vi.spyOn(browser, 'assignLocation').mockImplementation(() => undefined);
    await openPage(member, {
      'GET /api/bookings': { body: [pointsOnly] },
      'POST /api/booking/issue-ticket': {
        status: 201,
        body: submitResult(pointsOnly, {
          success: false,
          auth2fa: true,
          redirectAuth2fa: '/api/payments/sandbox/confirm/tx1',
        }),
      },
    });
    await userEvent
      .setup()
      .click(
        within(card(pointsOnly.locator)).getByRole('button', { name: 'Reprocessar Pagamento' }),
      );
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/payments/sandbox/confirm/tx1'));
  });

  it.each([
    [
      409,
      { error: 'Esta reserva expirou. Faça uma nova busca.' },
      'Esta reserva expirou. Faça uma nova busca.',
    ],
    [504, { error: 'x' }, 'Tempo expirou, tente novamente!'],
  ])(
    'stores the error and the reprocess flag and goes to booking-error on %i',
    async (status, body, message) => {
      const pointsOnly = { ...pendingFlight, cashPrice: 0 };
      const { router } = await openPage(member, {
        'GET /api/bookings': { body: [pointsOnly] },
        'POST /api/booking/issue-ticket': { status, body },
      });
      await userEvent
        .setup()
        .click(
          within(card(pointsOnly.locator)).getByRole('button', { name: 'Reprocessar Pagamento' }),
        );
      await waitFor(() => expect(router.state.location.pathname).toBe('/busca/booking-error'));
      expect(JSON.parse(window.sessionStorage.getItem('bookingError') ?? 'null')).toBe(message);
      expect(JSON.parse(window.sessionStorage.getItem('reprocess') ?? 'null')).toBe(true);
    },
  );

  it.each([
    [400, 'Há algo de errado nos seus dados, verifique!'],
    [500, 'Compra não processada, por favor, tente novamente!'],
  ])('alerts on %i and stays on my trips', async (status, message) => {
    const pointsOnly = { ...pendingFlight, cashPrice: 0 };
    const { router } = await openPage(member, {
      'GET /api/bookings': { body: [pointsOnly] },
      'POST /api/booking/issue-ticket': { status, body: { error: 'x' } },
    });
    await userEvent
      .setup()
      .click(
        within(card(pointsOnly.locator)).getByRole('button', { name: 'Reprocessar Pagamento' }),
      );
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/conta/minhas-viagens');
  });
});

describe('my trips: voucher, calendar and cancellation', { timeout: 90_000 }, () => {
  it('resends the voucher with the spec messages', async () => {
    let fail = false;
    await openPage(member, {
      'POST /api/booking/send-voucher': (): MockReply =>
        fail ? { status: 500, body: { error: 'x' } } : { body: { success: true, message: 'ok' } },
    });
    const user = userEvent.setup();
    await user.click(
      within(card(issuedHotel.locator)).getByRole('button', { name: 'Reenviar Voucher' }),
    );
    expect(await screen.findByText('Voucher reenviado, verifique seu e-mail!')).toBeInTheDocument();
    fail = true;
    await user.click(
      within(card(issuedHotel.locator)).getByRole('button', { name: 'Reenviar Voucher' }),
    );
    expect(await screen.findByText('Houve algum erro, tente novamente!')).toBeInTheDocument();
  });

  it('downloads the voucher PDF and the .ics of the trip', async () => {
    const created: Blob[] = [];
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return `blob:${created.length}`;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const { fetch } = await openPage(member, { 'GET /api/booking/voucher': { body: 'PDF' } });
    const user = userEvent.setup();
    await user.click(
      within(card(issuedHotel.locator)).getByRole('button', { name: 'Baixar voucher' }),
    );
    await waitFor(() => expect(names).toEqual([`voucher-${issuedHotel.locator}.pdf`]));
    expect(
      fetch.mock.calls.some(
        ([url]) => String(url) === `/api/booking/voucher?locator=${issuedHotel.locator}`,
      ),
    ).toBe(true);

    await user.click(
      within(card(issuedHotel.locator)).getByRole('button', { name: 'Adicionar ao calendário' }),
    );
    expect(names[1]).toBe(`viagem-${issuedHotel.locator}.ics`);
    const ics = await created[1]!.text();
    expect(ics).toContain(`DTSTART;VALUE=DATE:${issuedHotel.date.replace(/-/g, '')}`);
    expect(ics).toContain('SUMMARY:Hotel Praia Azul\\, Rio de Janeiro');
  });

  it('shows the refund before cancelling, then refreshes the list and the balance', async () => {
    let cancelled = false;
    const { fetch } = await openPage(member, {
      'GET /api/bookings': (): MockReply => ({
        body: allTrips.map((t) =>
          cancelled && t.locator === issuedHotel.locator
            ? { ...t, statusId: 5, cancellable: false }
            : t,
        ),
      }),
      'POST /api/booking/cancel': (): MockReply => {
        cancelled = true;
        return { body: { ...issuedHotel, statusId: 5, refund: { points: 50000, cash: 0 } } };
      },
    });
    expect(
      within(card(cancelledBus.locator)).queryByRole('button', { name: 'Cancelar reserva' }),
    ).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(
      await within(card(issuedHotel.locator)).findByRole('button', { name: 'Cancelar reserva' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar reserva' });
    expect(await within(dialog).findByTestId('refund-points')).toHaveTextContent(
      '50.000 Pontos devolvidos ao seu saldo',
    );
    const userCalls = () => fetch.mock.calls.filter(([url]) => String(url) === '/api/user').length;
    const before = userCalls();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar cancelamento' }));
    expect(await screen.findByText('Reserva cancelada com sucesso!')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(card(issuedHotel.locator)).getByText('cancelado')).toBeInTheDocument(),
    );
    await waitFor(() => expect(userCalls()).toBeGreaterThan(before));
  });

  it("states an activity's free-cancellation rule and deadline with the refund before confirming", async () => {
    const deadline = `${futureDay}T00:00:00-03:00`;
    await openPage(member, {
      'GET /api/bookings': {
        body: allTrips.map((t) =>
          t.locator === issuedEntertainment.locator ? { ...t, cancellable: true } : t,
        ),
      },
      'GET /api/booking/cancel-preview': {
        body: {
          cancellable: true,
          refundPoints: 12000,
          refundCash: 0,
          freeCancellationUntil: new Date(Date.parse(deadline) - 3 * 86_400_000).toISOString(),
        },
      },
    });
    const user = userEvent.setup();
    await user.click(
      await within(card(issuedEntertainment.locator)).findByRole('button', {
        name: 'Cancelar reserva',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar reserva' });
    expect(await within(dialog).findByTestId('cancellation-rule')).toHaveTextContent(
      new RegExp(
        `^Cancelamento grátis: Grátis até 3 dias antes da data da atividade, com reembolso integral\\. Prazo: ${deadlineDay(3)},? 00:00\\.$`,
      ),
    );
    expect(within(dialog).getByTestId('refund-points')).toHaveTextContent(
      '12.000 Pontos devolvidos ao seu saldo',
    );
  });

  it("states a flight's cancellation rule and deadline, as the other products do", async () => {
    const deadline = `${futureDay}T10:00:00-03:00`;
    await openPage(member, {
      'GET /api/booking/cancel-preview': {
        body: {
          cancellable: true,
          refundPoints: 50000,
          refundCash: 0,
          freeCancellationUntil: new Date(Date.parse(deadline) - 86_400_000).toISOString(),
        },
      },
    });
    const user = userEvent.setup();
    await user.click(
      await within(card(pendingFlight.locator)).findByRole('button', { name: 'Cancelar reserva' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar reserva' });
    expect(await within(dialog).findByTestId('cancellation-rule')).toHaveTextContent(
      new RegExp(
        `^Passagem aérea: cancelamento até 24 horas antes do embarque, com reembolso conforme a regra da tarifa\\. Prazo: ${deadlineDay(1)},? 10:00\\.$`,
      ),
    );
  });

  it('explains why a booking cannot be cancelled', async () => {
    await openPage(member, {
      'GET /api/booking/cancel-preview': {
        body: {
          cancellable: false,
          reason: 'O prazo para cancelamento terminou.',
          refundPoints: 0,
          refundCash: 0,
          freeCancellationUntil: null,
        },
      },
    });
    const user = userEvent.setup();
    await user.click(
      await within(card(issuedHotel.locator)).findByRole('button', { name: 'Cancelar reserva' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar reserva' });
    expect(
      await within(dialog).findByText('O prazo para cancelamento terminou.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: 'Confirmar cancelamento' }),
    ).not.toBeInTheDocument();
  });
});

describe('my trips: who may see it', { timeout: 90_000 }, () => {
  it('sends a guest home', async () => {
    signedAs(guest);
    const { router } = renderApp('/conta/minhas-viagens', { signedIn: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('hides "Minhas viagens" from a travel-voucher user and sends them home', async () => {
    const voucherUser = { ...guest, guest: false, travelVoucher: true, name: 'Viajante' };
    signedAs(voucherUser, {
      'GET /api/showcase': { body: [] },
      'GET /api/destinations/top': { body: [] },
    });
    const { router } = renderApp('/conta/minhas-viagens', { signedIn: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const banner = await screen.findByRole('banner');
    await userEvent
      .setup()
      .click(await within(banner).findByRole('button', { name: /Menu do usuário/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByText('Minhas viagens')).not.toBeInTheDocument();
  });

  it('renders the portoplus footer for that brand', async () => {
    const layout = { ...campaign77.campaignConfigLayout, brandTheme: 'portoplus' };
    await openPage({ ...member, campaign: { ...campaign77, campaignConfigLayout: layout } });
    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveAttribute('data-footer', 'portoplus');
    for (const name of [
      'Regulamento',
      'Política de privacidade',
      'Política de cookies',
      'Termos de uso',
      'Ajuda',
      'Fale conosco',
    ]) {
      expect(within(footer).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(footer).queryByText('Instagram')).not.toBeInTheDocument();
  });
});

describe('my trips: accessibility', { timeout: 90_000 }, () => {
  async function seriousViolations() {
    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
      );
  }

  it('has no serious axe violation on the page and the cancel dialog', async () => {
    await openPage();
    expect(await seriousViolations()).toEqual([]);
    await userEvent
      .setup()
      .click(
        await within(card(issuedHotel.locator)).findByRole('button', { name: 'Cancelar reserva' }),
      );
    await screen.findByTestId('refund-points');
    expect(await seriousViolations()).toEqual([]);
  });
});
