import { expect, test } from '@playwright/test';
import { fillDriverAddress, searchCarsAtGru, selectFirstCar } from './support/car';
import {
  acceptTerms,
  buyAndFinish,
  digits,
  expectBookingDone,
  expectSummaryFollowsCoupon,
  fillBilling,
  fillCard,
  fillTravellers,
  headerBalance,
  payMinimumPoints,
  seriousViolations,
} from './support/checkout';
import { signInAsGuest, signInAsMember } from './support/session';
import { fundMember } from './support/points';

test.beforeAll(async ({ request }) => fundMember(request));

// Whole purchases on a shared machine: search, the driver's form, terms and the booking saga.
test.describe.configure({ timeout: 180_000 });

test('member rents a car at GRU with points only and sees it in my trips', async ({ page }) => {
  await signInAsMember(page);
  const before = await headerBalance(page);
  await searchCarsAtGru(page);

  const filters = page.getByRole('complementary', { name: 'Filtros' });
  await expect(filters.getByText('Locadoras')).toBeVisible();
  await expect(filters.getByText('Tipos de Carros')).toBeVisible();
  await expect(filters.getByText('Valor', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Resumo da pesquisa' })).toContainText('Retirada');
  expect(await seriousViolations(page)).toEqual([]);
  // The stored search runs again on reload.
  const first = await page
    .getByTestId('car-card')
    .first()
    .getByRole('heading', { level: 3 })
    .textContent();
  await page.reload();
  await expect(page.getByTestId('car-card').first().getByRole('heading', { level: 3 })).toHaveText(
    first ?? '',
    { timeout: 30_000 },
  );

  const model = await selectFirstCar(page);
  const summary = page.getByRole('complementary', { name: 'Resumo da compra' });
  await expect(page.getByText(/^Periodo \d{2}\/\d{2}\/\d{4} à \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(summary.getByText('Retirada')).toBeVisible();
  await expect(summary.getByText('Devolução')).toBeVisible();
  await fillTravellers(page);
  await fillDriverAddress(page);
  const price = Number(await page.getByTestId('points-input').inputValue());
  expect(price).toBeGreaterThan(0);
  await expect(page.getByTestId('cash-amount')).toHaveValue(/R\$\s0,00/);
  await expect(page.getByRole('region', { name: 'Dados do cartão' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await buyAndFinish(page);
  await expect.poll(() => headerBalance(page)).toBe(before - price);

  await page.getByRole('link', { name: 'Ver minhas viagens' }).click();
  await expect(page).toHaveURL(/\/conta\/minhas-viagens$/);
  await expect(page.getByText(model).first()).toBeVisible({ timeout: 30_000 });
});

test('a guest buys a car in R$', async ({ page }) => {
  await signInAsGuest(page);
  await searchCarsAtGru(page);
  const card = page.getByTestId('car-card').first();
  await expect(card.getByTestId('car-price')).toContainText('R$');
  await expect(page.getByTestId('car-card').filter({ hasText: 'Pts' })).toHaveCount(0);

  // Members of campaign 77 pay part in points: the dialog offers the guest's own way, all in R$.
  await card.getByRole('button', { name: /^Selecionar / }).click();
  const dialog = page.getByRole('dialog', { name: 'Identifique-se para continuar' });
  await expect(dialog.getByRole('tab', { name: 'Registrar-me' })).toBeVisible();
  await expect(page).toHaveURL(/\/busca\/resultado-pesquisa$/);
  await dialog.getByRole('button', { name: 'Continuar como visitante (pagar em R$)' }).click();
  await expect(page).toHaveURL(/\/busca\/resumo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Detalhes da Viagem' })).toBeVisible();
  await expect(page.getByText('Valor do Saldo')).toHaveCount(0);
  const total = page.getByTestId('cash-total');
  await expect(total).toContainText('R$');
  const full = digits(await total.textContent());
  const coupon = page.getByRole('region', { name: 'Cupom de desconto' });
  await coupon.getByLabel('Código do cupom').fill('DESCONTO10');
  await coupon.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('Cupom aplicado com sucesso!')).toBeVisible();
  await expect.poll(async () => digits(await total.textContent())).toBeLessThan(full);
  expect(Math.abs(digits(await total.textContent()) - full * 0.9)).toBeLessThanOrEqual(1);
  await fillTravellers(page);
  await fillDriverAddress(page);
  await fillCard(page, '4111111111111111');
  await fillBilling(page);
  await buyAndFinish(page, 60_000);
});

test('member pays a car with points and a card that asks for the two-factor code', async ({
  page,
  request,
}) => {
  await signInAsMember(page);
  await searchCarsAtGru(page);
  await selectFirstCar(page);
  await fillTravellers(page);
  await fillDriverAddress(page);
  await payMinimumPoints(page);
  await fillCard(page, '5555555555554444');
  await fillBilling(page);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Comprar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Autenticação de 2 fatores' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  const outbox = (await (await request.get('/api/dev/outbox')).json()) as {
    to: string;
    text: string;
  }[];
  const code = /\b(\d{6})\b/.exec(
    outbox.filter((m) => m.to === 'membro@demo.test' && /\b\d{6}\b/.test(m.text)).at(-1)?.text ??
      '',
  )?.[1];
  expect(code).toBeTruthy();
  await dialog.getByLabel('Código').fill(code ?? '');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expectBookingDone(page);
});

test.describe('on a 390 px screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the car filters open in a dialog and Cancelar keeps the list as it was', async ({
    page,
  }) => {
    // The dialog closes itself 600 ms after the list changes; the page's clock stands still
    // while a filter is ticked so that the buttons are reached first, however slow the machine.
    await page.clock.install();
    await signInAsMember(page);
    await searchCarsAtGru(page);
    const cards = page.getByTestId('car-card');
    const count = page.getByRole('heading', { name: /carro\(s\) encontrado\(s\)$/ });
    const before = await count.textContent();
    await page.getByRole('button', { name: 'Aplicar filtros' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filtros' });
    await expect(dialog.getByText('Tipos de Carros')).toBeVisible();
    const option = dialog.getByRole('group', { name: 'Tipos de Carros' }).locator('label').first();
    const category = option.getByRole('checkbox');
    await page.clock.pauseAt(Date.now() + 1_000);
    await category.check();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await page.clock.resume();
    await expect(count).toHaveText(before ?? '');
    await page.getByRole('button', { name: 'Aplicar filtros' }).click();
    await expect(dialog.getByText('Tipos de Carros')).toBeVisible();
    const name = ((await option.textContent()) ?? '').replace(/ \(\d+\)$/, '');
    await page.clock.pauseAt(Date.now() + 2_000);
    await category.check();
    await dialog.getByRole('button', { name: 'Aplicar', exact: true }).click();
    await page.clock.resume();
    await expect(count).not.toHaveText(before ?? '');
    await expect(cards.first()).toContainText(name);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('the car side summary shows the DESCONTO10 discount line and the discounted total', async ({
  page,
}) => {
  await signInAsMember(page);
  await searchCarsAtGru(page);
  await selectFirstCar(page);
  await expectSummaryFollowsCoupon(page);
  expect(await seriousViolations(page)).toEqual([]);
});
