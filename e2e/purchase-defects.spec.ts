import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { brlToCents, cashToPoints } from '@portal/domain/money';
import { cashForPoints, minimumPoints } from '@portal/domain/pricing';
import {
  acceptTerms,
  buyAndFinish,
  buyWithCard,
  expectBookingDone,
  expectSummaryFollowsCoupon,
  fillBilling,
  fillCard,
  fillTravellers,
  headerBalance,
  label,
  payMinimumPoints,
  seriousViolations,
} from './support/checkout';
import { fillDriverAddress, searchCarsAtGru, selectFirstCar } from './support/car';
import {
  chooseFirstSaoPauloRoom,
  chooseSaoPauloDestination,
  openFirstSaoPauloHotel,
  submitHotelSearch,
} from './support/hotel';
import { signInAsGuest, signInAsMember } from './support/session';
import { fundMember } from './support/points';
import { pdfText } from '../apps/api/test/bookings/pdfText';
import { chooseFirstFlight, pickAirport, searchFlights, selectFlight } from './support/flight';

test.beforeAll(async ({ request }) => fundMember(request));

// Whole purchases on a shared machine: search, forms, terms and the booking saga.
test.describe.configure({ timeout: 180_000 });

interface StoredLeg {
  flights: { flightnumber: string; arrivaldatetime: string }[];
}

test('1. a round trip records only the IDA and the third VOLTA option the member ticked', async ({
  page,
}) => {
  await signInAsMember(page);
  await searchFlights(page);
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });

  // The first recommendation with at least four return options: the third is then not the last,
  // so the calendar's end tells the chosen option from the recommendation's last one.
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('radio', { name: /^VOLTA/ }).nth(3) })
    .first();
  await card.getByRole('radio', { name: /^IDA/ }).first().check();
  await card
    .getByRole('radio', { name: /^VOLTA/ })
    .nth(2)
    .check();
  await card.getByRole('button', { name: 'Selecionar' }).click();
  await expect(page).toHaveURL(/\/busca\/resumo$/);
  const chosen = await page.evaluate(
    () =>
      JSON.parse(window.sessionStorage.getItem('selectedFlight') ?? 'null') as {
        volta: StoredLeg;
        recommendation: { journeys: { segments: StoredLeg[] }[] };
      },
  );
  const back = chosen.volta.flights.map((f) => f.flightnumber);
  const others = chosen.recommendation.journeys[1]!.segments.flatMap((s) =>
    s.flights.map((f) => f.flightnumber),
  ).filter((n) => !back.includes(n));
  expect(others.length).toBeGreaterThan(0);

  await fillTravellers(page);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Comprar' }).click();
  await expect(page).toHaveURL(/\/busca\/finalizado$/, { timeout: 30_000 });
  await page.getByRole('link', { name: 'Ver minhas viagens' }).click();
  await expect(page).toHaveURL(/\/conta\/minhas-viagens$/);

  const trip = page.getByRole('article').first();
  const segments = trip.getByTestId('flight-segment');
  await expect(segments).toHaveCount(2);
  const volta = segments.nth(1);
  for (const number of back) await expect(volta).toContainText(`Voo ${number} `);
  for (const number of others) await expect(trip).not.toContainText(number);
  // The carrier is not repeated before a flight number that already leads with it.
  await expect(trip).not.toContainText(/Voo [A-Z0-9]{2} [A-Z0-9]{2}\d/);
  expect(await seriousViolations(page)).toEqual([]);

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    trip.getByRole('button', { name: 'Baixar voucher' }).click(),
  ]);
  const text = await pdfText(await readFile(await pdf.path()));
  for (const number of back) expect(text).toContain(`VOLTA ${number}:`);
  for (const number of others) expect(text).not.toContain(number);

  const [ics] = await Promise.all([
    page.waitForEvent('download'),
    trip.getByRole('button', { name: 'Adicionar ao calendário' }).click(),
  ]);
  const calendar = await readFile(await ics.path(), 'utf8');
  const arrival = chosen.volta.flights.at(-1)!.arrivaldatetime.slice(0, 16).replace(/[-:]/g, '');
  expect(calendar).toContain(`DTEND:${arrival}`);
});

test('2. cancelling a non-refundable hotel rate keeps its full charge, shown before the member confirms', async ({
  page,
}) => {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await signInAsMember(page);
  const before = await headerBalance(page);
  await openFirstSaoPauloHotel(page);
  await expect(page).toHaveURL(/\/busca\/hotel-details$/);
  const rate = page.getByTestId('room-rate').filter({ hasText: 'não reembolsável' }).first();
  await rate.getByRole('button', { name: 'Escolher Quarto' }).click();
  await expect(page).toHaveURL(/\/busca\/resumo$/);
  await buyWithCard(page, '4111111111111111');
  await expectBookingDone(page);
  await expect.poll(() => headerBalance(page)).toBeLessThan(before);
  const paid = before - (await headerBalance(page));

  await page.getByRole('link', { name: 'Ver minhas viagens' }).click();
  const trip = page.getByRole('article').first();
  await trip.getByRole('button', { name: 'Cancelar reserva' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar reserva' });
  await expect(dialog.getByText('Nenhum valor a devolver.')).toBeVisible();
  const penalty = dialog.getByTestId('cancel-penalty');
  await expect(penalty).toContainText('Multa de cancelamento da tarifa:');
  await expect(penalty).toContainText(
    `${new Intl.NumberFormat('pt-BR').format(paid)} Pontos retidos`,
  );
  await expect(penalty).toContainText('Não reembolsável: cancelamento com cobrança integral.');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await expect(page.getByText('Reserva cancelada com sucesso!')).toBeVisible();
  await expect(trip.getByText('cancelado', { exact: true })).toBeVisible();
  expect(await headerBalance(page)).toBe(before - paid);
});

test('3. two rooms with different guests (2 adults; 1 adult and a child) are bought with each guest in their own room', async ({
  page,
}) => {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await signInAsMember(page);
  await chooseSaoPauloDestination(page);
  await page.getByRole('button', { name: 'Alterar quartos e hóspedes' }).click();
  const rooms = page.getByRole('dialog', { name: 'Quartos e hóspedes' });
  await rooms.getByRole('button', { name: 'Aumentar Adultos do Quarto 1' }).click();
  await rooms.getByRole('button', { name: 'Adicionar quarto' }).click();
  await rooms.getByRole('button', { name: 'Aumentar Crianças do Quarto 2' }).click();
  await rooms.getByLabel('Idade da criança 1 do Quarto 2').selectOption('7');
  await rooms.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByRole('textbox', { name: 'Quartos e hóspedes' })).toHaveValue(
    '2 quartos, 4 hóspedes',
  );
  await submitHotelSearch(page);

  const cards = page.getByTestId('hotel-card');
  await expect(cards.first()).toBeVisible({ timeout: 30_000 });
  await cards
    .first()
    .getByRole('button', { name: /^Detalhes:/ })
    .click();
  await expect(page).toHaveURL(/\/busca\/hotel-details$/);
  await page.getByRole('button', { name: 'Escolher Quarto' }).first().click();
  await expect(page.getByRole('tab', { name: /Quarto 2/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('button', { name: 'Escolher Quarto' }).first().click();
  await page.getByRole('button', { name: 'Prosseguir para Resumo' }).click();
  await expect(page).toHaveURL(/\/busca\/resumo$/);

  // Guests are placed as entered: two adults in Quarto 1, an adult and the child in Quarto 2.
  const room1 = page.getByRole('region', { name: 'Quarto 1' });
  const room2 = page.getByRole('region', { name: 'Quarto 2' });
  await expect(room1.getByRole('group')).toHaveCount(2);
  await expect(room1.getByRole('group', { name: /Criança/ })).toHaveCount(0);
  await expect(room2.getByRole('group')).toHaveCount(2);
  await expect(room2.getByRole('group', { name: /Criança/ })).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);

  await fillTravellers(page, { 3: '10/05/2018' });
  await payMinimumPoints(page);
  await fillCard(page, '4111111111111111');
  await fillBilling(page);
  await buyAndFinish(page);
});

test('4. the redirect card brings a campaign 83 member back to 83.localhost, still signed in', async ({
  page,
  baseURL,
}) => {
  const site = new URL(baseURL ?? 'http://localhost');
  site.hostname = '83.localhost';
  const origin = site.origin;
  await page.goto(`${origin}/login`);
  await page.getByLabel('E-mail').fill('membro83@demo.test');
  await page.getByLabel('Senha', { exact: true }).fill('Demo@1234');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(`${origin}/`);

  await selectFlight(page, true);
  await expect(page).toHaveURL(`${origin}/busca/resumo`);

  await fillTravellers(page);
  await fillCard(page, '4000002760003184');
  await fillBilling(page);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Comprar' }).click();
  await expect(page.getByRole('heading', { name: 'Gateway de pagamento (sandbox)' })).toBeVisible({
    timeout: 30_000,
  });
  expect(new URL(page.url()).origin).toBe(origin);
  await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
  await expect(page).toHaveURL(
    new RegExp(`^${origin.replace(/[.]/g, '\\.')}/busca/finalizado\\?locator=`),
    { timeout: 30_000 },
  );
  await expect(page.getByRole('heading', { name: 'Reserva concluída' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Menu do usuário Carlos/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('5. the side summary Total follows the DESCONTO10 coupon, as the points split does', async ({
  page,
}) => {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await signInAsMember(page);
  await chooseFirstSaoPauloRoom(page);
  await expectSummaryFollowsCoupon(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test('6. a guest of campaign 77 is told before registering that members pay partly in points, and buys in R$ as a guest', async ({
  page,
}) => {
  await signInAsGuest(page);
  const first = await chooseFirstFlight(page, true);
  await first.getByRole('button', { name: 'Selecionar' }).click();

  const dialog = page.getByRole('dialog', { name: 'Identifique-se para continuar' });
  await expect(
    dialog.getByText(
      /exigem ao menos 30% do valor em pontos, e um novo cadastro começa sem pontos/,
    ),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Continuar como visitante (pagar em R$)' }).click();
  await expect(page).toHaveURL(/\/busca\/resumo$/);
  await expect(page.getByTestId('cash-total')).toContainText('R$');
  await fillTravellers(page);
  await fillCard(page, '4111111111111111');
  await fillBilling(page);
  await buyAndFinish(page, 60_000);
});

test('9. the search summary header shows on /busca/hotel-details and /busca/resumo', async ({
  page,
}) => {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await signInAsMember(page);
  await openFirstSaoPauloHotel(page);
  await expect(page).toHaveURL(/\/busca\/hotel-details$/);
  const summary = page.getByRole('region', { name: 'Resumo da pesquisa' });
  await expect(summary.getByRole('heading', { name: 'Hotel' })).toBeVisible();
  await expect(summary).toContainText('São Paulo');
  await expect(summary.getByRole('link', { name: 'Editar' })).toHaveAttribute('href', '/');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Escolher Quarto' }).first().click();
  await expect(page).toHaveURL(/\/busca\/resumo$/);
  await expect(summary.getByRole('heading', { name: 'Hotel' })).toBeVisible();
  await expect(summary).toContainText('São Paulo');
  expect(await seriousViolations(page)).toEqual([]);
});

test('7. hotel photos exist, a missing one becomes the designed placeholder, and map tiles come from the host the CSP allows', async ({
  page,
}) => {
  const tileHosts = new Set<string>();
  await page.route(/tile\.openstreetmap\.org/, (route) => {
    tileHosts.add(new URL(route.request().url()).hostname);
    return route.abort();
  });
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  const loaded = (image: ReturnType<Page['locator']>) =>
    image.evaluate(
      (node) => node instanceof HTMLImageElement && node.complete && node.naturalWidth > 0,
    );

  await signInAsMember(page);
  await chooseSaoPauloDestination(page);
  await submitHotelSearch(page);
  const card = page.getByTestId('hotel-card').first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => loaded(card.locator('img').first())).toBe(true);
  await page.getByRole('button', { name: 'Mapa' }).click();
  await expect(page.getByRole('region', { name: 'Mapa dos hotéis' })).toBeVisible();
  await expect.poll(() => [...tileHosts]).toEqual(['tile.openstreetmap.org']);

  await page.route(/\/files\/sandbox\/hotels\//, (route) =>
    route.fulfill({ status: 404, body: '' }),
  );
  await page.reload();
  const missing = page.getByTestId('hotel-card').first();
  await expect(missing).toBeVisible({ timeout: 30_000 });
  await expect(missing.getByText('Imagem indisponível')).toBeVisible();
  await page.unroute(/\/files\/sandbox\/hotels\//);
  await missing.getByRole('button', { name: /^Detalhes:/ }).click();
  await expect(page).toHaveURL(/\/busca\/hotel-details$/);
  await expect
    .poll(() => loaded(page.getByTestId('hotel-carousel').locator('img').first()))
    .toBe(true);
  expect(cspViolations).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
});

test('8. campaign 83 buttons carry its green, its logo and 77 footer brand hold their whole names, and both homes pass axe', async ({
  page,
  baseURL,
}) => {
  const site = new URL(baseURL ?? 'http://localhost');
  site.hostname = '83.localhost';
  await page.goto(`${site.origin}/login`);
  await page.getByLabel('E-mail').fill('membro83@demo.test');
  await page.getByLabel('Senha', { exact: true }).fill('Demo@1234');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(`${site.origin}/`);
  const buscar = page.getByTestId('search-form-flight').getByRole('button', { name: 'Buscar' });
  await expect(buscar).toHaveCSS('background-color', 'rgb(27, 94, 32)');
  expect(await seriousViolations(page)).toEqual([]);

  /** Whether an SVG logo's own width holds its name, drawn from x = 76 in 20 px bold. */
  const logoFits = async (path: string, name: string) => {
    const svg = await (await page.request.get(path)).text();
    const width = Number(/width="(\d+)"/.exec(svg)?.[1]);
    const text = await page.evaluate((label) => {
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = '700 20px Arial, sans-serif';
      return context.measureText(label).width;
    }, name);
    return 76 + text <= width;
  };
  expect(await logoFits('/files/campaign/83/logo', 'Clube Verde Viagens')).toBe(true);
  expect(await logoFits('/files/campaign/77/logoSecundaria', 'Viaje Mais Pontos')).toBe(true);

  await signInAsMember(page);
  // the footer renders with the page, so no scroll or key press has to reach it first
  await expect(
    page.getByRole('contentinfo').getByRole('img', { name: 'Viaje Mais Pontos' }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('10. the checkout opens at its top and keeps its total in view on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signInAsMember(page);
  await searchFlights(page, true);
  const first = page.getByRole('article').first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  await page.mouse.wheel(0, 600);
  await first.getByRole('radio', { name: /^IDA/ }).first().check();
  await first.getByRole('button', { name: 'Selecionar' }).click();
  await expect(page).toHaveURL(/\/busca\/resumo$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  const points = Number(await page.getByTestId('points-input').inputValue());
  const sticky = page.getByTestId('sticky-total');
  await expect(sticky).toHaveText(`${new Intl.NumberFormat('pt-BR').format(points)} Pontos`);
  await expect(sticky).toBeInViewport();
  expect(await seriousViolations(page)).toEqual([]);
});

test('10. a fare sold out after the list came is re-checked on Selecionar, before any form is filled', async ({
  page,
  request,
}) => {
  await signInAsMember(page);
  const form = page.getByTestId('search-form-flight');
  await form.getByRole('radio', { name: 'Somente ida' }).check();
  // A route no other journey buys on, so that the first fare still has seats for nine.
  await pickAirport(page, 'Origem', 'gru', /\(GRU\)/);
  await pickAirport(page, 'Destino', 'cwb', /\(CWB\)/);
  await form.getByRole('button', { name: 'Buscar' }).click();
  const first = page.getByRole('article').first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  const cardName = await first.getAttribute('aria-label');

  // Another buyer takes the fare's last seats: nine adults on the same recommendation.
  const { idToken, date } = await page.evaluate(() => ({
    idToken:
      (JSON.parse(localStorage.getItem('auth') ?? '{}') as { idToken?: string }).idToken ?? '',
    date: (
      JSON.parse(sessionStorage.getItem('flySearch') ?? '{}') as { datas: { startDate: string } }
    ).datas.startDate,
  }));
  const headers = { Authorization: `Bearer ${idToken}`, Campaign: '77' };
  const search = {
    qtAdult: 9,
    qtChild: 0,
    qtBaby: 0,
    directFlight: false,
    luggage: false,
    cabin: 'Y',
    flightSegments: [{ departureAirport: 'GRU', arrivelAirport: 'CWB', departureDate: date }],
  };
  const shown = (await (
    await request.post('/api/flight', { headers, data: { ...search, qtAdult: 1 } })
  ).json()) as { recommendations: { recommendationid: string }[] };
  const offers = (await (await request.post('/api/flight', { headers, data: search })).json()) as {
    recommendations: {
      recommendationid: string;
      totalfare: { total: number };
      journeys: { segments: { segmentid: string }[] }[];
    }[];
  };
  const target = offers.recommendations.find(
    (r) => r.recommendationid === shown.recommendations[0]?.recommendationid,
  );
  if (!target) throw new Error('the first fare is not offered to nine adults');
  const cash = brlToCents(target.totalfare.total);
  const points = cashToPoints(cash, 50);
  const pointsPrice = minimumPoints(points, { acceptCashPayment: true, cashPaymentPercentage: 70 });
  const names = ['ANA', 'BIA', 'CAIO', 'DANI', 'EDU', 'FABI', 'GUI', 'HELO', 'IVO'];
  const bought = await request.post('/api/booking', {
    headers: { ...headers, 'Idempotency-Key': `sold-out-${Date.now()}` },
    data: {
      type: 'FLIGHT',
      search,
      recommendationid: target.recommendationid,
      goingSegmentId: target.journeys[0]?.segments[0]?.segmentid,
      passengers: names.map((name) => ({
        name,
        lastName: 'ESGOTADO',
        birthdate: '1990-05-04',
        documentType: 'CPF',
        documentId: '52998224725',
      })),
      pointsTotalValue: points,
      cashTotalValue: cash / 100,
      pointsPrice,
      cashPrice: cashForPoints({ points, cash }, pointsPrice) / 100,
      payment: {
        paymentCode: `pc-${Date.now()}`,
        installments: 1,
        card: {
          cardNumber: '4111111111111111',
          holder: 'ANA ESGOTADO',
          cardExpirationDate: '12/2099',
          cardSecurityCode: '123',
          installments: 1,
        },
      },
    },
  });
  expect(bought.status(), await bought.text()).toBe(200);

  const stale = page.getByRole('article', { name: cardName ?? '' }).first();
  await stale.getByRole('radio', { name: /^IDA/ }).first().check();
  await stale.getByRole('button', { name: 'Selecionar' }).click();
  await expect(
    page.getByText('Esta tarifa acabou de esgotar. Escolha outra opção da lista atualizada.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/busca\/resultado-pesquisa$/);
});

test('10. Back after a purchase lands on the finished page, never on a live checkout of the same trip', async ({
  page,
}) => {
  await signInAsMember(page);
  await searchCarsAtGru(page);
  await selectFirstCar(page);
  await fillTravellers(page);
  await fillDriverAddress(page);
  await buyAndFinish(page);

  await page.goBack();
  await expect(page).toHaveURL(/\/busca\/finalizado$/);
  await expect(page.getByRole('heading', { name: 'Reserva concluída' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Comprar' })).toHaveCount(0);
  await page.goBack();
  await expect(page).not.toHaveURL(/\/busca\/resumo$/);
  await expect(page.getByRole('button', { name: 'Comprar' })).toHaveCount(0);
});

test('10. a reload mid-form keeps the travellers, the points and the billing data, but never the card', async ({
  page,
}) => {
  await signInAsMember(page);
  await searchCarsAtGru(page);
  await selectFirstCar(page);
  const driver = page.getByTestId('traveller-driver');
  await driver.getByLabel(/^Nome/).fill('OUTRO');
  await fillTravellers(page);
  await fillDriverAddress(page);
  const minimum = await payMinimumPoints(page);
  await fillCard(page, '4111111111111111');
  await fillBilling(page);
  const billing = page.getByRole('region', { name: 'Dados de cobrança' });
  const city = await billing.getByLabel('Cidade').inputValue();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Detalhes da Viagem' })).toBeVisible();
  await expect(driver.getByLabel(/^Nome/)).toHaveValue('OUTRO');
  await expect(
    page.getByRole('region', { name: 'Dados do Condutor' }).getByLabel(/^Endereço/),
  ).toHaveValue('Avenida Paulista, 1000, São Paulo');
  await expect(page.getByTestId('points-input')).toHaveValue(String(minimum));
  await expect(billing.getByLabel('CPF')).toHaveValue('529.982.247-25');
  await expect(billing.getByLabel('Cidade')).toHaveValue(city);
  await expect(billing.getByLabel(label('Número'))).toHaveValue('100');
  const card = page.getByRole('region', { name: 'Dados do cartão' });
  await expect(card.getByLabel('Número do cartão')).toHaveValue('');
  await expect(card.getByLabel('CCV')).toHaveValue('');
  await expect(card.getByLabel('Validade (MM/AAAA)')).toHaveValue('');
  await expect(card.getByLabel('Nome do titular')).toHaveValue('');
  const stored = await page.evaluate(() => JSON.stringify({ ...window.sessionStorage }));
  expect(stored).not.toContain('4111');
  expect(stored).not.toContain('2031');
  expect(await seriousViolations(page)).toEqual([]);
});
