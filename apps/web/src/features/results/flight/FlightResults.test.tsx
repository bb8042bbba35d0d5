import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { FlightSearchResponse } from '@portal/domain/flights';
import type { SessionUser } from '@portal/domain/users';
import { makeOption, makeRecommendation } from '@portal/domain/testing';
import { campaign77, guarulhos, guest, member, salvador } from '../../../test/fixtures';
import { mockFetch, type MockReply } from '../../../test/fetchMock';
import { renderApp } from '../../../test/renderApp';
import { buildDates } from '../../../shared/search/searchDates';

const ida = (
  id: string,
  carrier: string,
  stops: number,
  departureMinutes: number,
  number: number,
) =>
  makeOption({
    id,
    direction: 'IDA',
    from: 'GRU',
    to: 'SSA',
    date: '2030-03-10',
    carrier,
    departureMinutes,
    stops,
    cabin: 'Y',
    number,
  });
const volta = (id: string, carrier: string, stops: number, number: number) =>
  makeOption({
    id,
    direction: 'VOLTA',
    from: 'SSA',
    to: 'GRU',
    date: '2030-03-17',
    carrier,
    departureMinutes: 18 * 60,
    stops,
    cabin: 'Y',
    number,
  });

const response: FlightSearchResponse = {
  recommendations: [
    makeRecommendation(
      'G3-1',
      'G3',
      'GOL Linhas Aéreas',
      1500,
      [ida('G3-IDA-1', 'G3', 1, 8 * 60, 1000)],
      [volta('G3-VOLTA-1', 'G3', 0, 2000), volta('G3-VOLTA-2', 'G3', 1, 2100)],
      {
        adults: 2,
        children: 1,
        infants: 1,
      },
    ),
    makeRecommendation(
      'AD-1',
      'AD',
      'Azul Linhas Aéreas',
      1200,
      [ida('AD-IDA-1', 'AD', 0, 23 * 60, 4000)],
      [volta('AD-VOLTA-1', 'AD', 0, 4100)],
      {
        adults: 2,
        children: 1,
        infants: 1,
      },
    ),
  ],
  availabilitysummary: [
    {
      validatingcarrier: 'AD',
      availabilitysummarycarrier: 'AD',
      availabilitysummarydetail: [{ stopsnumber: 0, minimumtotalfare: { total: 1200 } }],
    },
    {
      validatingcarrier: 'G3',
      availabilitysummarycarrier: 'G3',
      availabilitysummarydetail: [{ stopsnumber: 1, minimumtotalfare: { total: 1500 } }],
    },
  ],
};

const fare = {
  airlineCode: 'G3',
  fareBaseCode: 'QLTBR',
  fareBaseName: 'LIGHT',
  weitghtLuggageIncluded: 23,
  comfortSeat: false,
  allowChange: true,
  percentageRefund: 50,
};

function storeSearch(roundTrip = true) {
  const day = (d: number) => new Date(2030, 2, d);
  window.sessionStorage.setItem(
    'flySearch',
    JSON.stringify({
      origem: guarulhos,
      destino: salvador,
      datas: buildDates(day(10), roundTrip ? day(17) : null),
      adultos: 2,
      criancas: 1,
      bebes: 1,
      idavolta: roundTrip,
      tarifasBagagem: false,
      apenasVoosDiretos: false,
    }),
  );
  window.sessionStorage.setItem('buscaAtual', JSON.stringify('Aéreo'));
}

function setup(
  flight: MockReply | ((r: { body: unknown }) => MockReply) = { body: response },
  user: SessionUser = member,
  extra: Record<string, MockReply> = {},
) {
  storeSearch();
  const spy = mockFetch({
    'GET /api/user': { body: user },
    'GET /api/campaign/current': { body: campaign77 },
    'POST /api/flight': flight,
    'GET /api/flight/airline-fare/G3/QLTBR': { body: fare },
    ...extra,
  });
  const utils = renderApp('/busca/resultado-pesquisa', { signedIn: true });
  return { ...utils, spy };
}

const cards = () => screen.getAllByRole('article');
const notOnOtherProducts = Object.fromEntries(
  (['car', 'hotel', 'experience', 'bus', 'entertainment'] as const).map((p) => [p, false]),
) as Record<'car' | 'hotel' | 'experience' | 'bus' | 'entertainment', false>;
const card = (name: RegExp) => screen.getByRole('article', { name });

describe('flight results', () => {
  it('posts the stored search and shows the summary bar, table, cards sorted by price, breakdown in points', async () => {
    const bodies: unknown[] = [];
    setup(({ body }) => {
      bodies.push(body);
      return { body: response };
    });
    expect(await screen.findByText('2 resultados encontrados')).toBeInTheDocument();
    expect(bodies[0]).toEqual({
      qtAdult: 2,
      qtChild: 1,
      qtBaby: 1,
      directFlight: false,
      luggage: false,
      cabin: 'Y',
      flightSegments: [
        { departureAirport: 'GRU', arrivelAirport: 'SSA', departureDate: '2030-03-10' },
        { departureAirport: 'SSA', arrivelAirport: 'GRU', departureDate: '2030-03-17' },
      ],
    });
    const summary = screen.getByRole('region', { name: 'Resumo da pesquisa' });
    expect(within(summary).getByText('Guarulhos (GRU)')).toBeInTheDocument();
    expect(within(summary).getByText('10/03/2030')).toBeInTheDocument();
    expect(within(summary).getByText('17/03/2030')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Editar' })).toHaveAttribute('href', '/');
    // the table and the filter column load on their own beside the list
    expect(
      await screen.findByRole('table', { name: 'Menor preço por companhia aérea' }),
    ).toBeInTheDocument();
    // cheapest first; R$ 1.200,00 × 50 points
    expect(cards()[0]).toHaveAccessibleName('Azul Linhas Aéreas, 60.000 Pts');
    const azul = cards()[0]!;
    for (const label of ['2 Adulto(s)', '1 Criança(s)', '1 Bebê(s)', 'Taxas'])
      expect(within(azul).getByText(label)).toBeInTheDocument();
    expect(within(azul).getByText('IDA')).toBeInTheDocument();
    expect(within(azul).getByText('VOLTA')).toBeInTheDocument();
    expect(within(azul).getAllByText('DIRETO').length).toBeGreaterThan(0);
    expect(within(azul).getByText('+1')).toBeInTheDocument(); // 23:00 + 2 h lands the next day
    expect(within(card(/GOL/)).getAllByText('1 parada(s)').length).toBeGreaterThan(0);
  });

  it("shows the airline's logo from the flight supplier when it gives one, file storage's otherwise", async () => {
    const logo =
      'https://assets.duffel.com/img/airlines/for-light-background/full-color-logo/AD.svg';
    const [gol, azul] = response.recommendations;
    setup({
      body: {
        ...response,
        recommendations: [gol!, { ...azul!, validatingcarrierLogoUrl: logo }],
      },
    });
    await screen.findByText('2 resultados encontrados');
    expect(within(card(/Azul/)).getByAltText('Logo Azul Linhas Aéreas')).toHaveAttribute(
      'src',
      logo,
    );
    expect(within(card(/GOL/)).getByAltText('Logo GOL Linhas Aéreas')).toHaveAttribute(
      'src',
      '/files/airlines/G3',
    );
  });

  it("says what the campaign's flight coupon would give beside the total, not as a line above it", async () => {
    const withCoupon: SessionUser = {
      ...member,
      campaign: {
        ...member.campaign,
        couponEnabled: true,
        // 10% off flights only
        coupon: { discountType: 2, value: 10, air: true, ...notOnOtherProducts },
      },
    };
    setup({ body: response }, withCoupon);
    expect(await screen.findByText('2 resultados encontrados')).toBeInTheDocument();
    const azul = cards()[0]!;
    expect(within(azul).queryByText('Desconto')).not.toBeInTheDocument();
    expect(within(azul).getByText('Com cupom: 10% de desconto na compra')).toBeInTheDocument();
    expect(azul).toHaveAccessibleName('Azul Linhas Aéreas, 60.000 Pts');
  });

  it('re-applies the filters on every change (Paradas, Cias Aéreas, Voo#)', async () => {
    setup();
    const user = userEvent.setup();
    await screen.findByText('2 resultados encontrados');
    await user.click(await screen.findByRole('checkbox', { name: 'Direto' }));
    expect(await screen.findByText('1 resultado encontrado')).toBeInTheDocument();
    expect(cards()).toHaveLength(1);
    expect(cards()[0]).toHaveAccessibleName(/Azul/);
    await user.click(screen.getByRole('checkbox', { name: 'Direto' }));
    await user.click(screen.getByRole('checkbox', { name: 'GOL Linhas Aéreas' }));
    expect(await screen.findByText('1 resultado encontrado')).toBeInTheDocument();
    expect(cards()[0]).toHaveAccessibleName(/GOL/);
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await user.type(screen.getByRole('textbox', { name: 'Voo#' }), 'ZZ');
    expect(
      await screen.findByText(/Não encontramos resultados que correspondam/),
    ).toBeInTheDocument();
    for (const name of ['Horário de Ida início', 'Horário de Volta fim', 'Duração de Voo fim'])
      expect(screen.getByRole('slider', { name })).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'Ida e Volta no mesmo aeroporto' }),
    ).toBeInTheDocument();
  });

  it('gives the selection messages and hands the chosen legs to /busca/resumo', async () => {
    const { router } = setup();
    const user = userEvent.setup();
    await screen.findByText('2 resultados encontrados');
    const gol = card(/GOL/);
    await user.click(within(gol).getByRole('button', { name: 'Selecionar' }));
    expect(await screen.findByText('Por favor, selecione algum voo!')).toBeInTheDocument();
    await user.click(within(gol).getByRole('radio', { name: /^IDA: 08:00 GRU/ }));
    await user.click(within(gol).getByRole('button', { name: 'Selecionar' }));
    expect(await screen.findByText('Por favor selecione a ida e volta')).toBeInTheDocument();
    await user.click(within(gol).getByRole('radio', { name: /^VOLTA: .*G32100/ }));
    await user.click(within(card(/Azul/)).getByRole('button', { name: 'Selecionar' }));
    expect(
      await screen.findByText('Por favor selecione um voo neste segmento'),
    ).toBeInTheDocument();
    await user.click(within(gol).getByRole('button', { name: 'Selecionar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/busca/resumo'));
    const stored = JSON.parse(window.sessionStorage.getItem('selectedFlight') ?? '{}') as Record<
      string,
      unknown
    >;
    expect(stored).toMatchObject({
      goingSegmentId: 'G3-IDA-1',
      returnSegmentId: 'G3-VOLTA-2',
      recommendation: { recommendationid: 'G3-1' },
      search: { adultos: 2 },
    });
  });

  it('fare details dialog fetches once per airline and fare code (session cache)', async () => {
    const { spy } = setup();
    const user = userEvent.setup();
    await screen.findByText('2 resultados encontrados');
    const fareCalls = () =>
      spy.mock.calls.filter(([url]) => String(url).includes('/api/flight/airline-fare/')).length;
    await user.click(within(card(/GOL/)).getByRole('button', { name: 'Detalhes da Tarifa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detalhes da Tarifa' });
    expect(await within(dialog).findByText('LIGHT')).toBeInTheDocument();
    expect(within(dialog).getByText('23 kg')).toBeInTheDocument();
    expect(within(dialog).getByText('50%')).toBeInTheDocument();
    expect(fareCalls()).toBe(1);
    expect(JSON.parse(window.sessionStorage.getItem('airlineFares') ?? '{}')).toHaveProperty([
      'G3/QLTBR',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(card(/GOL/)).getByRole('button', { name: 'Detalhes da Tarifa' }));
    expect(
      await within(await screen.findByRole('dialog', { name: 'Detalhes da Tarifa' })).findByText(
        'LIGHT',
      ),
    ).toBeInTheDocument();
    expect(fareCalls()).toBe(1);
  });

  it('missing fare details just stop the loading', async () => {
    setup({ body: response }, member, {
      'GET /api/flight/airline-fare/AD/QLTBR': { status: 404, body: { error: 'x' } },
    });
    const user = userEvent.setup();
    await screen.findByText('2 resultados encontrados');
    await user.click(within(card(/Azul/)).getByRole('button', { name: 'Detalhes da Tarifa' }));
    expect(await screen.findByText('Detalhes da tarifa indisponíveis.')).toBeInTheDocument();
  });

  it('a guest sees R$ and gets the login/register dialog on Selecionar', async () => {
    setup({ body: response }, guest);
    const user = userEvent.setup();
    await screen.findByText('2 resultados encontrados');
    const azul = card(/Azul/);
    expect(azul).toHaveAccessibleName('Azul Linhas Aéreas, R$\u00a01.200,00');
    await user.click(within(azul).getByRole('radio', { name: /^IDA/ }));
    await user.click(within(azul).getByRole('radio', { name: /^VOLTA/ }));
    await user.click(within(azul).getByRole('button', { name: 'Selecionar' }));
    expect(
      await screen.findByRole('dialog', { name: 'Identifique-se para continuar' }),
    ).toBeInTheDocument();
  });

  it('409 shows the server text with Refazer pesquisa', async () => {
    const { router } = setup({
      status: 409,
      body: { error: 'Fornecedor recusou a consulta.', code: 'SUPPLIER_CONFLICT' },
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Fornecedor recusou a consulta.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refazer pesquisa' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('no flight: message, redo link and the lead form posting /api/lead-mgmt', async () => {
    const leads: unknown[] = [];
    const { spy } = setup({ status: 204 }, member, {
      'POST /api/lead-mgmt': { status: 201, body: { ok: true } },
    });
    const user = userEvent.setup();
    expect(
      await screen.findByText(
        'Infelizmente o destino escolhido não tem disponibilidade para as datas selecionadas.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Refazer a pesquisa' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('textbox', { name: /Nome completo/ })).toHaveValue(member.name);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Celular não pode ser vazio')).toBeInTheDocument();
    expect(screen.getByText('Detalhes da viagem não pode ser vazio')).toBeInTheDocument();
    expect(await screen.findByText('Preencha todos os campos obrigatórios')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Celular/ }), '11987654321');
    await user.type(
      screen.getByRole('textbox', { name: /Detalhes da viagem/ }),
      'Salvador em março',
    );
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(
      await screen.findByText(
        'Sua solicitação foi enviada com sucesso! Em breve entraremos em contato.',
      ),
    ).toBeInTheDocument();
    for (const [url, init] of spy.mock.calls)
      if (String(url).includes('lead-mgmt')) leads.push(JSON.parse(String(init?.body)));
    expect(leads[0]).toMatchObject({
      name: member.name,
      email: member.email,
      phone: '(11) 98765-4321',
      details: 'Salvador em março',
      channel: 'searchResult',
    });
  });

  it('axe: no serious or critical violation on the results and the flight form', async () => {
    setup();
    await screen.findByText('2 resultados encontrados');
    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    const serious = result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
      );
    expect(serious).toEqual([]);
  });
});
