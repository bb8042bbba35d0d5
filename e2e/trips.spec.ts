import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { brlToCents, cashToPoints } from '@portal/domain/money';
import { cashForPoints, minimumPoints } from '@portal/domain/pricing';
import { signInAsGuest, signInAsMember } from './support/session';
import { fundMember } from './support/points';
import { headerBalance, seriousViolations } from './support/checkout';

test.beforeAll(async ({ request }) => fundMember(request));

/**
 * My trips journeys on the demo data. Bookings are made through the API with the
 * signed member's token (the checkout UI has its own journeys); reprocess, two-factor,
 * voucher, cancellation and filters are then driven through /conta/minhas-viagens.
 */

// Each journey books through the API and then waits on the sandbox: slower than a page visit.
test.describe.configure({ timeout: 180_000 });

const APPROVED = '4111111111111111';
const TWO_FACTOR = '5555555555554444';
const DECLINED = '4000000000000002';

const daysAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
async function signedHeaders(page: Page): Promise<Record<string, string>> {
  const { idToken, campaign } = await page.evaluate(() => ({
    idToken:
      (JSON.parse(localStorage.getItem('auth') ?? '{}') as { idToken?: string }).idToken ?? '',
    campaign: localStorage.getItem('campaignId') ?? '77',
  }));
  return { Authorization: `Bearer ${idToken}`, Campaign: campaign.replace(/"/g, '') };
}

interface Booked {
  locator: string;
  status: number;
  pointsPrice: number;
  cashPrice: number;
}

/**
 * Signs the member in and books GRU→GIG one way for one adult, minimum points and the rest on
 * the card (campaign 77: 50 pts per R$ 1, 70 % cash).
 */
async function bookFlight(
  page: Page,
  request: APIRequestContext,
  cardNumber: string,
  passenger: { name: string; lastName: string },
  days = 45,
): Promise<Booked> {
  await signInAsMember(page);
  const headers = await signedHeaders(page);
  const search = {
    qtAdult: 1,
    qtChild: 0,
    qtBaby: 0,
    directFlight: false,
    luggage: false,
    cabin: 'Y',
    flightSegments: [
      { departureAirport: 'GRU', arrivelAirport: 'GIG', departureDate: daysAhead(days) },
    ],
  };
  const found = await request.post('/api/flight', { headers, data: search });
  expect(found.status()).toBe(200);
  const offer = (
    (await found.json()) as {
      recommendations: {
        recommendationid: string;
        totalfare: { total: number };
        journeys: { segments: { segmentid: string }[] }[];
      }[];
    }
  ).recommendations[0];
  if (!offer) throw new Error('no sandbox flight offer');
  const cash = brlToCents(offer.totalfare.total);
  const points = cashToPoints(cash, 50);
  const pointsPrice = minimumPoints(points, { acceptCashPayment: true, cashPaymentPercentage: 70 });
  const cashPrice = cashForPoints({ points, cash }, pointsPrice);
  const reply = await request.post('/api/booking', {
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
    data: {
      type: 'FLIGHT',
      search,
      recommendationid: offer.recommendationid,
      goingSegmentId: offer.journeys[0]?.segments[0]?.segmentid,
      passengers: [
        {
          ...passenger,
          birthdate: '1990-05-04',
          documentType: 'CPF',
          documentId: '52998224725',
          email: 'membro@demo.test',
        },
      ],
      pointsTotalValue: points,
      cashTotalValue: cash / 100,
      pointsPrice,
      cashPrice: cashPrice / 100,
      payment: {
        paymentCode: randomUUID(),
        installments: 1,
        card: {
          cardNumber,
          holder: 'MARIA SOUZA',
          cardExpirationDate: '12/2099',
          cardSecurityCode: '123',
          installments: 1,
        },
      },
    },
  });
  const body = (await reply.json()) as { bookingResponse?: { locator: string }; error?: string };
  if (!body.bookingResponse)
    throw new Error(`booking failed ${reply.status()}: ${body.error ?? ''}`);
  return { locator: body.bookingResponse.locator, status: reply.status(), pointsPrice, cashPrice };
}

const tripCard = (page: Page, locator: string): Locator =>
  page.locator(`article[data-locator="${locator}"]`);

/** Opens my trips and gives the card of the booking `locator`. */
async function openMyTrips(page: Page, locator: string): Promise<Locator> {
  await page.goto('/conta/minhas-viagens');
  await expect(page.getByRole('heading', { name: 'Minhas viagens', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  return tripCard(page, locator);
}

/** Asks to reprocess the trip's payment and types `cardNumber` into the dialog, which it gives. */
async function reprocessWith(page: Page, trip: Locator, cardNumber: string) {
  await trip.getByRole('button', { name: 'Reprocessar Pagamento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reprocessar Pagamento' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/Número do cartão/).fill(cardNumber);
  await dialog.getByLabel(/Nome do titular/).fill('MARIA SOUZA');
  await dialog.getByLabel(/Validade/).fill('12/2099');
  await dialog.getByLabel(/CCV/).fill('123');
  await dialog.getByLabel(/CCV/).blur();
  return dialog;
}

test('a declined purchase is pendente in my trips; reprocessing with an approved card issues it', async ({
  page,
  request,
}) => {
  const booked = await bookFlight(page, request, DECLINED, {
    name: 'PENDENTE',
    lastName: 'RECUSADO',
  });
  expect(booked.status).toBe(201);

  const card = await openMyTrips(page, booked.locator);
  await expect(card.getByText('pendente', { exact: true })).toBeVisible();
  await expect(card.getByText(/^Expira em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeVisible();
  await expect(
    card
      .getByText('DIRETO')
      .or(card.getByText(/parada\(s\)/))
      .first(),
  ).toBeVisible();

  const dialog = await reprocessWith(page, card, APPROVED);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(/\/busca\/finalizado$/, { timeout: 30_000 });
  await expect(page.getByText('Reserva concluída')).toBeVisible();

  await expect(
    (await openMyTrips(page, booked.locator)).getByText('emitido', { exact: true }),
  ).toBeVisible();
});

test('reprocessing with the two-factor card asks for the e-mailed code', async ({
  page,
  request,
}) => {
  const booked = await bookFlight(
    page,
    request,
    DECLINED,
    { name: 'DOIS', lastName: 'FATORES' },
    46,
  );
  const card = await openMyTrips(page, booked.locator);
  const dialog = await reprocessWith(page, card, TWO_FACTOR);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();

  const twoFactor = page.getByRole('dialog', { name: 'Autenticação de 2 fatores' });
  await expect(twoFactor).toBeVisible({ timeout: 30_000 });
  expect(await seriousViolations(page)).toEqual([]);
  let code = '';
  await expect
    .poll(async () => {
      const outbox = (await (await request.get('/api/dev/outbox')).json()) as { text: string }[];
      code =
        outbox
          .map((m) => new RegExp(`reserva ${booked.locator} é: (\\d+)`).exec(m.text)?.[1])
          .find(Boolean) ?? '';
      return code;
    })
    .not.toBe('');
  await twoFactor.getByLabel(/Código/).fill(code);
  await twoFactor.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Compra reprocessada com sucesso')).toBeVisible();
  await expect(tripCard(page, booked.locator).getByText('emitido', { exact: true })).toBeVisible();
});

test('an emitido booking resends its voucher by e-mail with the PDF, downloads it and a calendar file', async ({
  page,
  request,
}) => {
  const booked = await bookFlight(
    page,
    request,
    APPROVED,
    { name: 'VOUCHER', lastName: 'EMITIDO' },
    47,
  );
  expect(booked.status).toBe(200);
  const card = await openMyTrips(page, booked.locator);
  await expect(card.getByText('emitido', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: 'Reenviar Voucher' }).click();
  await expect(page.getByText('Voucher reenviado, verifique seu e-mail!')).toBeVisible();
  const outbox = (await (await request.get('/api/dev/outbox')).json()) as {
    to: string;
    attachments: { filename: string; contentType: string; size: number }[] | null;
  }[];
  const mail = outbox.find((m) => m.attachments?.some((a) => a.filename.includes(booked.locator)));
  expect(mail?.to).toBe('membro@demo.test');
  expect(mail?.attachments?.[0]).toMatchObject({ contentType: 'application/pdf' });
  expect(mail?.attachments?.[0]?.size).toBeGreaterThan(500);

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Baixar voucher' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe(`voucher-${booked.locator}.pdf`);
  const [ics] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Adicionar ao calendário' }).click(),
  ]);
  expect(ics.suggestedFilename()).toBe(`viagem-${booked.locator}.ics`);
});

test('cancelling an emitido booking gives the points back in the header and the statement', async ({
  page,
  request,
}) => {
  const booked = await bookFlight(
    page,
    request,
    APPROVED,
    { name: 'CANCELA', lastName: 'REEMBOLSO' },
    48,
  );
  const card = await openMyTrips(page, booked.locator);
  const before = await headerBalance(page);
  await card.getByRole('button', { name: 'Cancelar reserva' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar reserva' });
  await expect(dialog.getByTestId('refund-points')).toContainText(
    `${booked.pointsPrice.toLocaleString('pt-BR')} Pontos`,
  );
  await expect(dialog.getByTestId('refund-cash')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await expect(page.getByText('Reserva cancelada com sucesso!')).toBeVisible();
  await expect(card.getByText('cancelado', { exact: true })).toBeVisible();
  await expect.poll(() => headerBalance(page)).toBe(before + booked.pointsPrice);

  await page.getByRole('button', { name: /Menu do usuário/ }).click();
  await page.getByRole('menuitem', { name: 'Extrato de Pontos' }).click();
  const statement = page.getByRole('dialog', { name: 'Extrato de Pontos' });
  await expect(
    statement.getByRole('row').filter({ hasText: booked.locator }).first(),
  ).toBeVisible();
});

test('the filters narrow the list by type, name, dates and situation; axe finds nothing serious', async ({
  page,
  request,
}) => {
  const booked = await bookFlight(
    page,
    request,
    APPROVED,
    { name: 'FILTRO', lastName: 'UNICO' },
    60,
  );
  const trip = await openMyTrips(page, booked.locator);
  const cards = page.getByRole('article');
  await expect(trip).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const panel = page.getByRole('region', { name: 'Filtros' });

  await panel.getByLabel('Nome').fill('filtro unico');
  await expect(cards).toHaveCount(1);
  await expect(trip).toBeVisible();
  await panel.getByLabel('Nome').fill('');

  await panel.getByRole('radio', { name: 'Hoteis' }).check();
  await expect(
    page
      .getByText('Nenhuma viagem encontrada.')
      .or(page.locator('article[data-locator^="PB"]').first()),
  ).toBeVisible();
  await expect(trip).toHaveCount(0);
  await panel.getByRole('radio', { name: 'Voos' }).check();
  await expect(trip).toBeVisible();

  await panel.getByRole('radio', { name: 'Encerradas' }).check();
  await expect(trip).toHaveCount(0);
  await panel.getByRole('radio', { name: 'Em andamento' }).check();
  await expect(trip).toBeVisible();

  await panel.getByLabel('Data inicial').click();
  const calendar = page.getByRole('dialog', { name: 'Data inicial' });
  await calendar.getByRole('button', { name: /Hoje/ }).click();
  await expect(trip).toBeVisible();
  await panel.getByLabel('Data final').click();
  await page
    .getByRole('dialog', { name: 'Data final' })
    .getByRole('button', { name: /Hoje/ })
    .click();
  await expect(trip).toHaveCount(0);
  await panel.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(trip).toBeVisible();
});

test('a guest is sent away from /conta/minhas-viagens', async ({ page }) => {
  await signInAsGuest(page);
  await page.goto('/conta/minhas-viagens');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Minhas viagens', level: 1 })).toHaveCount(0);
});
