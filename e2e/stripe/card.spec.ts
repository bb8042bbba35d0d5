import { expect, test, type Page } from '@playwright/test';
import { acceptTerms, fillBilling, fillTravellers, payMinimumPoints } from '../support/checkout';
import { filesWithCardData } from '../support/cardLeaks';
import { signInAsMember } from '../support/session';
import { serveStripeJsStandIn } from '../support/stripeJsStandIn';

test.describe.configure({ timeout: 180_000 });

const PAN = '4242424242424242';

async function pickAirport(page: Page, label: string, text: string, option: RegExp) {
  await page.getByRole('combobox', { name: label }).fill(text);
  await page.getByRole('option', { name: option }).first().click();
}

test('in Stripe mode a member pays by card in Stripe’s fields, and the API never receives the card', async ({
  page,
  baseURL,
}) => {
  const sentToApi: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${baseURL}/api/`))
      sentToApi.push(`${request.url()} ${request.postData() ?? ''}`);
  });
  await serveStripeJsStandIn(page);
  await signInAsMember(page);

  const form = page.getByTestId('search-form-flight');
  await form.getByRole('radio', { name: 'Somente ida' }).check();
  await pickAirport(page, 'Origem', 'gru', /\(GRU\)/);
  await pickAirport(page, 'Destino', 'gig', /\(GIG\)/);
  await form.getByRole('button', { name: 'Buscar' }).click();
  const first = page.getByRole('article').first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  await first.getByRole('radio', { name: /^IDA/ }).first().check();
  await first.getByRole('button', { name: 'Selecionar' }).click();
  await expect(page).toHaveURL(/\/busca\/resumo$/);

  await fillTravellers(page);
  await payMinimumPoints(page);
  const card = page.getByRole('region', { name: 'Dados do cartão' });
  // Our own number field is gone: Stripe's Payment Element takes the card.
  await expect(card.getByLabel('Número do cartão', { exact: true })).toHaveCount(0);
  await card.getByLabel('Nome do titular').fill('ANA TESTE');
  await card.getByLabel('Número do cartão (Stripe)').fill(PAN);
  await card.getByLabel('Validade (Stripe)').fill('12/34');
  await card.getByLabel('CVC (Stripe)').fill('987');
  await fillBilling(page);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Comprar' }).click();

  await expect(page).toHaveURL(/\/busca\/finalizado$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Reserva concluída' })).toBeVisible();

  const booking = sentToApi.find((line) => line.includes('/api/booking '));
  expect(booking).toContain('"paymentMethodId":"pm_card_visa"');
  for (const line of sentToApi) {
    expect(line).not.toContain(PAN);
    expect(line).not.toContain('4242 4242');
    expect(line).not.toContain('cardNumber');
    expect(line).not.toMatch(/(cvc|cvv|securityCode)"\s*:/i);
  }
});

test('no card number or security code is stored by the Stripe-mode journeys', () => {
  expect(filesWithCardData(`${process.env.E2E_DATA_DIR}-stripe`)).toEqual([]);
});
