import { expect, test } from '@playwright/test';
import {
  chooseFirstDepartures,
  chooseSeats,
  searchSaoPauloRio,
  selectFirstDepartures,
} from './support/bus';
import {
  acceptTerms,
  buyAndFinish,
  digits,
  fillBilling,
  fillCard,
  fillTravellers,
  headerBalance,
  payMinimumPoints,
  seriousViolations,
} from './support/checkout';
import { signInAsMember } from './support/session';
import { fundMember } from './support/points';

test.beforeAll(async ({ request }) => fundMember(request));

// Whole purchases on a shared machine: search, two passenger forms, two seat maps, the booking saga.
test.describe.configure({ timeout: 180_000 });

test('round-trip São Paulo → Rio for 2 passengers choosing 2 seats per leg, split payment, then cancel and get the refund the rules allow', async ({
  page,
}) => {
  await signInAsMember(page);
  const before = await headerBalance(page);
  await searchSaoPauloRio(page, 2);

  const filters = page.getByRole('complementary', { name: 'Filtros' });
  for (const title of ['Rodoviárias', 'Classes', 'Viações'])
    await expect(filters.getByText(title, { exact: true })).toBeVisible();
  await expect(filters.getByText('Ida e Volta na mesma rodoviária')).toBeVisible();
  await expect(page.getByText('2 pessoa(s)').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ida e Volta' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Resumo da pesquisa' })).toContainText(
    'Rodoviária de São Paulo',
  );
  expect(await seriousViolations(page)).toEqual([]);

  // The side card prices each passenger (both legs) and the total for the 2 of them.
  await chooseFirstDepartures(page);
  const side = page.getByRole('region', { name: 'Ida e Volta' });
  const perPassenger = digits(await side.getByTestId('bus-per-passenger').textContent());
  expect(perPassenger).toBeGreaterThan(0);
  const total = digits(await side.getByTestId('bus-total').textContent());
  expect(Math.abs(total - 2 * perPassenger)).toBeLessThanOrEqual(1);
  await side.getByRole('button', { name: 'Selecionar' }).click();
  await expect(page).toHaveURL(/\/busca\/resumo$/);
  await expect(page.getByRole('heading', { name: 'Selecione os assentos' })).toBeVisible();
  const picker = page.getByTestId('seat-picker-IDA');
  for (const legend of ['Livre', 'Selecionado', 'Ocupado'])
    await expect(picker.getByText(legend, { exact: true })).toBeVisible();
  await picker.getByRole('button', { name: 'Regras da IDA' }).click();
  const rules = page.getByRole('dialog', { name: 'Regras da IDA' });
  await expect(rules).toContainText('ANTT');
  await rules.getByRole('button', { name: 'Fechar' }).click();

  const going = await chooseSeats(page, 'IDA', 2);
  const back = await chooseSeats(page, 'VOLTA', 2);
  const summary = page.getByRole('complementary', { name: 'Resumo da compra' });
  await expect(summary.getByRole('region', { name: 'IDA' })).toContainText(
    `Assentos selecionados: ${going.join(', ')}`,
  );
  await expect(summary.getByRole('region', { name: 'VOLTA' })).toContainText(
    `Assentos selecionados: ${back.join(', ')}`,
  );
  await expect(summary.getByRole('link', { name: 'Alterar viagem de ônibus' })).toHaveAttribute(
    'href',
    '/busca/resultado-pesquisa',
  );

  await fillTravellers(page);
  const points = await payMinimumPoints(page);
  const cash = digits(await page.getByTestId('cash-amount').inputValue());
  expect(points).toBeGreaterThan(0);
  expect(cash).toBeGreaterThan(0);
  await fillCard(page, '4111111111111111');
  await fillBilling(page);
  expect(await seriousViolations(page)).toEqual([]);
  await buyAndFinish(page, 60_000);
  await expect.poll(() => headerBalance(page)).toBe(before - points);
  const locator = await page.evaluate(
    () =>
      (
        JSON.parse(window.sessionStorage.getItem('completedBooking') ?? '{}') as {
          bookingResponse?: { locator?: string };
        }
      ).bookingResponse?.locator ?? '',
  );
  expect(locator).not.toBe('');

  await page.getByRole('link', { name: 'Ver minhas viagens' }).click();
  const card = page.locator(`article[data-locator="${locator}"]`);
  await expect(card).toBeVisible({ timeout: 30_000 });
  await card.getByRole('button', { name: 'Cancelar reserva' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar reserva' });
  await expect(dialog.getByText(/embarque/)).toBeVisible();
  await expect(dialog.getByTestId('refund-points')).toContainText(
    `${points.toLocaleString('pt-BR')} Pontos`,
  );
  await expect(dialog.getByTestId('refund-cash')).toBeVisible();
  expect(digits(await dialog.getByTestId('refund-cash').textContent())).toBe(cash);
  await dialog.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await expect(page.getByText('Reserva cancelada com sucesso!')).toBeVisible();
  await expect(card.getByText('cancelado', { exact: true })).toBeVisible();
  await expect.poll(() => headerBalance(page)).toBe(before);
});

test('a seat bought by someone else meanwhile is answered with its message and a fresh seat map', async ({
  page,
  browser,
}) => {
  await signInAsMember(page);
  await searchSaoPauloRio(page, 1, false);
  await selectFirstDepartures(page, false);
  const [seat] = await chooseSeats(page, 'IDA', 1);
  await fillTravellers(page);

  // Another buyer takes the same seat first, in a browser of their own.
  const other = await browser.newContext();
  const rival = await other.newPage();
  await signInAsMember(rival);
  await searchSaoPauloRio(rival, 1, false);
  await selectFirstDepartures(rival, false);
  expect(await chooseSeats(rival, 'IDA', 1)).toEqual([seat]);
  await fillTravellers(rival);
  await payMinimumPoints(rival);
  await fillCard(rival, '4111111111111111');
  await fillBilling(rival);
  await acceptTerms(rival);
  await rival.getByRole('button', { name: 'Comprar' }).click();
  await expect(rival).toHaveURL(/\/busca\/finalizado$/, { timeout: 60_000 });
  await other.close();

  await payMinimumPoints(page);
  await fillCard(page, '4111111111111111');
  await fillBilling(page);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Comprar' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: `O assento ${seat} não está mais disponível.` }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/busca\/resumo$/);
  const picker = page.getByTestId('seat-picker-IDA');
  await expect(picker.getByRole('button', { name: `Assento ${seat}, Ocupado` })).toBeDisabled();
  await expect(picker.getByText('0 de 1 assento(s) selecionado(s)')).toBeVisible();
  const [another] = await chooseSeats(page, 'IDA', 1);
  expect(another).not.toBe(seat);
  await page.getByRole('button', { name: 'Comprar' }).click();
  await expect(page).toHaveURL(/\/busca\/finalizado$/, { timeout: 60_000 });
});

test.describe('on a 390 px touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the bus filters open in a dialog and the seat map is chosen by touch', async ({ page }) => {
    await signInAsMember(page);
    await searchSaoPauloRio(page, 2);
    await expect(page.getByRole('complementary', { name: 'Filtros' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Aplicar filtros' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filtros' });
    await expect(dialog.getByText('Viações', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Aplicar', exact: true }).click();
    await expect(dialog).toHaveCount(0);

    await selectFirstDepartures(page);
    const map = page.getByRole('group', { name: 'Mapa de assentos da IDA' });
    const box = await map.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await chooseSeats(page, 'IDA', 2);
    await chooseSeats(page, 'VOLTA', 2);
    const extra = page
      .getByTestId('seat-picker-IDA')
      .getByRole('button', { name: /, Livre$/ })
      .first();
    await extra.tap();
    await expect(
      page.getByTestId('seat-picker-IDA').getByText('2 de 2 assento(s) selecionado(s)'),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
