import { expect, test } from '@playwright/test';
import {
  acceptTerms,
  buyAndFinish,
  buyWithCard,
  continueAsGuest,
  expectBookingDone,
  fillBilling,
  fillCard,
  fillTravellers,
  headerBalance,
  payMinimumPoints,
  seriousViolations,
} from './support/checkout';
import { selectFlight } from './support/flight';
import { openFirstSaoPauloHotel } from './support/hotel';
import { signIn, signInAsMember } from './support/session';
import { fundMember } from './support/points';

test.beforeAll(async ({ request }) => fundMember(request));

// Whole purchases on a shared machine: search, four forms, terms and the booking saga.
test.describe.configure({ timeout: 180_000 });

test('member buys a round-trip flight with points only and the header balance drops by the price', async ({
  page,
}) => {
  await signInAsMember(page);
  const before = await headerBalance(page);
  await selectFlight(page, false);
  await fillTravellers(page);
  const points = page.getByTestId('points-input');
  const price = Number(await points.inputValue());
  expect(price).toBeGreaterThan(0);
  await expect(page.getByTestId('cash-amount')).toHaveValue(/R\$\s0,00/);
  await expect(page.getByRole('region', { name: 'Dados do cartão' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await expect(page.getByRole('button', { name: 'Comprar' })).toBeDisabled();
  await buyAndFinish(page);
  await expect(page.getByText('Código da Reserva')).toBeVisible();
  await expect(page.getByTestId('booking-code')).not.toBeEmpty();
  await expect.poll(() => headerBalance(page)).toBe(before - price);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Ver minhas viagens' }).click();
  await expect(page).toHaveURL(/\/conta\/minhas-viagens$/);
});

test('empty checkout: Comprar with missing data shows Preencha todos os campos and focuses the first field in error', async ({
  page,
}) => {
  await signInAsMember(page);
  await selectFlight(page, true);
  await payMinimumPoints(page);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Comprar' }).click();
  await expect(page.getByText('Preencha todos os campos')).toBeVisible();
  const card = page.getByRole('region', { name: 'Dados do cartão' });
  await fillTravellers(page);
  await page.getByRole('button', { name: 'Comprar' }).click();
  await expect(card.getByLabel('Número do cartão')).toBeFocused();
  await expect(card.getByText('Número do cartão não pode ser vazio')).toBeVisible();
  await expect(card.getByText('CCV do cartão não pode ser vazio')).toBeVisible();
});

test('member buys a hotel with a points-and-cash split and DESCONTO10', async ({ page }) => {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await signInAsMember(page);
  await openFirstSaoPauloHotel(page);
  await expect(page).toHaveURL(/\/busca\/hotel-details$/);
  await page.getByRole('button', { name: 'Escolher Quarto' }).first().click();
  const proceed = page.getByRole('button', { name: 'Prosseguir para Resumo' });
  if (await proceed.isVisible().catch(() => false)) await proceed.click();
  await expect(page).toHaveURL(/\/busca\/resumo$/);

  const points = page.getByTestId('points-input');
  const fullPrice = Number(await points.inputValue());
  const coupon = page.getByRole('region', { name: 'Cupom de desconto' });
  await coupon.getByLabel('Código do cupom').fill('DESCONTO10');
  await coupon.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('Cupom aplicado com sucesso!')).toBeVisible();
  await expect(coupon.getByTestId('coupon-applied')).toContainText('10%');
  await expect.poll(async () => Number(await points.inputValue())).toBeLessThan(fullPrice);
  await coupon.getByRole('button', { name: 'Aplicar' }).click();
  await expect(
    page.getByText('Já existe um cupom aplicado, remova-o para adicionar um novo!'),
  ).toBeVisible();

  await buyWithCard(page, '4111111111111111');
  await expectBookingDone(page);
});

test('card 5555555555554444 goes through the two-factor dialog with the e-mailed code', async ({
  page,
  request,
}) => {
  await signInAsMember(page);
  await selectFlight(page, true);
  await buyWithCard(page, '5555555555554444');
  const dialog = page.getByRole('dialog', { name: 'Autenticação de 2 fatores' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Reenviar código' }).click();
  await expect(page.getByText('Código reenviado, verifique sua caixa de mensagens!')).toBeVisible();
  const outbox = (await (await request.get('/api/dev/outbox')).json()) as {
    to: string;
    subject: string;
    text: string;
  }[];
  const mail = outbox.find((m) => m.to === 'membro@demo.test' && /\b\d{6}\b/.test(m.text));
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  expect(code).toBeTruthy();
  await dialog.getByLabel('Código').fill(code ?? '');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expectBookingDone(page);
});

test('card 4000002760003184 goes through the gateway confirmation page and back to finalizado', async ({
  page,
}) => {
  await signInAsMember(page);
  await selectFlight(page, true);
  await buyWithCard(page, '4000002760003184');
  await expect(page.getByRole('heading', { name: 'Gateway de pagamento (sandbox)' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
  await expect(page).toHaveURL(/\/busca\/finalizado\?locator=/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Reserva concluída' })).toBeVisible();
  await expect(page.getByTestId('booking-code')).not.toBeEmpty();
});

test('card 4000000000000002 ends in concluída com ressalvas', async ({ page }) => {
  await signInAsMember(page);
  await selectFlight(page, true);
  await buyWithCard(page, '4000000000000002');
  await expect(page).toHaveURL(/\/busca\/finalizado$/, { timeout: 30_000 });
  await expect(
    page.getByRole('heading', { name: 'Sua reserva foi concluída com ressalvas' }),
  ).toBeVisible();
  await expect(
    page.getByText(
      'Vá até Minhas viagens, insira os dados do cartão, para podermos concluir a reserva',
    ),
  ).toBeVisible();
  await expect(page.getByTestId('booking-code')).not.toBeEmpty();
  expect(await seriousViolations(page)).toEqual([]);
});

test('card 4000000000000119 ends on the error page with Tempo expirou, tente novamente!', async ({
  page,
}) => {
  await signInAsMember(page);
  await selectFlight(page, true);
  await buyWithCard(page, '4000000000000119');
  await expect(page).toHaveURL(/\/busca\/booking-error$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Erro ao realizar reserva!' })).toBeVisible();
  await expect(page.getByText('Tempo expirou, tente novamente!')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Tentar novamente' }).click();
  await expect(page).toHaveURL(/\/busca\/resumo$/);
});

test('saldo@demo.test sees the minimum-points warning and cannot buy', async ({ page }) => {
  await signIn(page, 'saldo@demo.test');
  await expect(page).toHaveURL(/\/$/);
  await selectFlight(page, true);
  await expect(
    page.getByText(/^Você deve possuir ao menos [\d.]+ Pontos para realizar esta compra!$/),
  ).toBeVisible();
  await acceptTerms(page);
  await expect(page.getByRole('button', { name: 'Comprar' })).toBeDisabled();
});

test('a guest pays in R$', async ({ page }) => {
  await signInAsMember(page);
  await selectFlight(page, true);
  await continueAsGuest(page);
  await expect(page.getByText('Valor do Saldo')).toHaveCount(0);
  await expect(page.getByTestId('cash-total')).toContainText('R$');
  await fillTravellers(page);
  await fillCard(page, '4111111111111111');
  const card = page.getByRole('region', { name: 'Dados do cartão' });
  await expect(card.getByLabel('Parcelas')).toHaveValue('1');
  await expect(card.getByRole('option')).toHaveCount(1);
  await fillBilling(page);
  await buyAndFinish(page, 60_000);
});
