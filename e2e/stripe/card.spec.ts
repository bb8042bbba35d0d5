import { expect, test, type Locator, type Page } from '@playwright/test';
import { acceptTerms, fillBilling, fillTravellers, payMinimumPoints } from '../support/checkout';
import { pickAirport } from '../support/flight';
import { signInAsMember } from '../support/session';
import { serveStripeJsStandIn } from '../support/stripeJsStandIn';

test.describe.configure({ timeout: 180_000 });

const PAN = '4242424242424242';

const DECLINED_PAN = '4000000000009995';
const THREE_D_SECURE_PAN = '4000002500003155';

/**
 * The member signed in on a page given the stand-in of Stripe.js; answers every request the page
 * then makes to our API, with its body.
 */
async function signedInWithStripeJs(page: Page, baseURL: string | undefined): Promise<string[]> {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${baseURL}/api/`))
      sent.push(`${request.url()} ${request.postData() ?? ''}`);
  });
  await serveStripeJsStandIn(page);
  await signInAsMember(page);
  return sent;
}

/** No request to our API carried the card: only PaymentMethod ids. */
function expectNoCardSent(sentToApi: string[], pans: string[]) {
  for (const line of sentToApi) {
    for (const pan of pans) expect(line).not.toContain(pan);
    expect(line).not.toContain('4242 4242');
    expect(line).not.toContain('cardNumber');
    expect(line).not.toMatch(/(cvc|cvv|securityCode)"\s*:/i);
  }
}

/** Types a card into the stand-in of Stripe's Payment Element inside `scope`. */
async function typeStripeCard(scope: Locator, pan: string) {
  await scope.getByLabel('Número do cartão (Stripe)').fill(pan);
  await scope.getByLabel('Validade (Stripe)').fill('12/34');
  await scope.getByLabel('CVC (Stripe)').fill('987');
}

/** A one-way GRU→GIG (the `offer`-th result) bought from the checkout with `pan` in Stripe's fields. */
async function buyFlightByCard(page: Page, pan: string, offer: number) {
  await page.goto('/');
  const form = page.getByTestId('search-form-flight');
  await form.getByRole('radio', { name: 'Somente ida' }).check();
  await pickAirport(page, 'Origem', 'gru', /\(GRU\)/);
  await pickAirport(page, 'Destino', 'gig', /\(GIG\)/);
  await form.getByRole('button', { name: 'Buscar' }).click();
  const result = page.getByRole('article').nth(offer);
  await expect(result).toBeVisible({ timeout: 30_000 });
  await result.getByRole('radio', { name: /^IDA/ }).first().check();
  await result.getByRole('button', { name: 'Selecionar' }).click();
  await expect(page).toHaveURL(/\/busca\/resumo$/);

  await fillTravellers(page);
  await payMinimumPoints(page);
  const card = page.getByRole('region', { name: 'Dados do cartão' });
  // Our own number field is gone: Stripe's Payment Element takes the card.
  await expect(card.getByLabel('Número do cartão', { exact: true })).toHaveCount(0);
  await card.getByLabel('Nome do titular').fill('ANA TESTE');
  await typeStripeCard(card, pan);
  await fillBilling(page);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Comprar' }).click();
}

test('in Stripe mode a member pays by card in Stripe’s fields, and the API never receives the card', async ({
  page,
  baseURL,
}) => {
  const sentToApi = await signedInWithStripeJs(page, baseURL);
  await buyFlightByCard(page, PAN, 0);

  await expect(page).toHaveURL(/\/busca\/finalizado$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Reserva concluída' })).toBeVisible();

  const booking = sentToApi.find((line) => line.includes('/api/booking '));
  expect(booking).toContain('"paymentMethodId":"pm_card_visa"');
  expectNoCardSent(sentToApi, [PAN]);
});

test('in Stripe mode a declined booking is reprocessed from my trips with a new card in Stripe’s fields, through 3-D Secure', async ({
  page,
  baseURL,
}) => {
  const sentToApi = await signedInWithStripeJs(page, baseURL);
  await buyFlightByCard(page, DECLINED_PAN, 1);
  await expect(page).toHaveURL(/\/busca\/finalizado$/, { timeout: 30_000 });
  const submitted = sentToApi.find((line) => line.includes('/api/booking '));
  expect(submitted).toContain('"paymentMethodId":"pm_card_visa_chargeDeclinedInsufficientFunds"');

  await page.goto('/conta/minhas-viagens');
  const trip = page.locator('article[data-locator]').filter({ hasText: 'pendente' }).first();
  await expect(trip).toBeVisible({ timeout: 30_000 });
  const locator = await trip.getAttribute('data-locator');
  await trip.getByRole('button', { name: 'Reprocessar Pagamento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reprocessar Pagamento' });
  await expect(dialog.getByTestId('stripe-payment-element')).toBeVisible();
  await expect(dialog.getByLabel('Número do cartão', { exact: true })).toHaveCount(0);
  await dialog.getByLabel('Nome do titular').fill('ANA TESTE');
  await typeStripeCard(dialog, THREE_D_SECURE_PAN);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();

  // The issuer's page (the Stripe stand-in's), then back to the booking, issued.
  await expect(page.getByRole('heading', { name: '3D Secure test page' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page).toHaveURL(new RegExp(`/busca/finalizado\\?locator=${locator}$`), {
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { name: 'Reserva concluída' })).toBeVisible({
    timeout: 30_000,
  });

  const reprocessed = sentToApi.find((line) =>
    line.includes(`/api/booking/issue-ticket?locator=${locator} `),
  );
  expect(reprocessed).toContain('"paymentMethodId":"pm_card_authenticationRequired"');
  expectNoCardSent(sentToApi, [DECLINED_PAN, THREE_D_SECURE_PAN]);
});
