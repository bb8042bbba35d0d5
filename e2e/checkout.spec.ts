import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openFirstSaoPauloHotel } from './support/hotel';
import { signIn, signInAsMember } from './support/session';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).exclude('.leaflet-container').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// Whole purchases on a shared machine: search, four forms, terms and the booking saga.
test.describe.configure({ timeout: 180_000 });

const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

async function headerBalance(page: Page): Promise<number> {
  return digits(await page.getByLabel(/^Saldo: /).textContent());
}

async function pickAirport(page: Page, label: string, text: string, option: RegExp) {
  await page.getByRole('combobox', { name: label }).fill(text);
  await page.getByRole('option', { name: option }).first().click();
}

/** GRU→GIG from the home form, first result, to /busca/resumo. */
async function selectFlight(page: Page, oneWay: boolean) {
  const form = page.getByTestId('search-form-flight');
  if (oneWay) await form.getByRole('radio', { name: 'Somente ida' }).check();
  await pickAirport(page, 'Origem', 'gru', /\(GRU\)/);
  await pickAirport(page, 'Destino', 'gig', /\(GIG\)/);
  await form.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/\/busca\/resultado-pesquisa$/);
  const first = page.getByRole('article').first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  await first.getByRole('radio', { name: /^IDA/ }).first().check();
  if (!oneWay) await first.getByRole('radio', { name: /^VOLTA/ }).first().check();
  await first.getByRole('button', { name: 'Selecionar' }).click();
  await expect(page).toHaveURL(/\/busca\/resumo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Detalhes da Viagem' })).toBeVisible();
}

/** A field by its whole label, with or without the required asterisk. */
const label = (text: string) => new RegExp(`^${text}[\\s\\u2009]*\\*?$`);

const names = ['ANA', 'BRUNO', 'CARLA', 'DANIEL', 'ELISA', 'FABIO'];

/** Fills every empty field of each traveller form (the member's own form comes prefilled). */
async function fillTravellers(page: Page) {
  const forms = page.locator('[data-testid^="traveller-"]');
  const count = await forms.count();
  for (let i = 0; i < count; i += 1) {
    const form = forms.nth(i);
    const fill = async (name: string, value: string) => {
      const field = form.getByLabel(label(name));
      if ((await field.count()) === 0) return;
      if ((await field.inputValue()) === '') await field.fill(value);
    };
    const choose = async (name: string, value: string) => {
      const field = form.getByLabel(label(name));
      if ((await field.count()) === 0) return;
      if ((await field.inputValue()) === '') await field.selectOption(value);
    };
    await fill('Nome', names[i] ?? `NOME${'X'.repeat(i)}`);
    await fill('Sobrenome', 'TESTE');
    await fill('Data de Nascimento', '10/05/1985');
    await choose('Gênero', 'M');
    await choose('Tipo Documento', 'CPF');
    await fill('Número documento', '52998224725');
    await fill('E-mail', `viajante${i}@demo.test`);
    await fill('Telefone', '11987654321');
  }
}

/** Sets the points field to the purchase minimum so that the rest is paid by card. */
async function payMinimumPoints(page: Page) {
  const points = page.getByTestId('points-input');
  const helper = await page.locator('#' + ((await points.getAttribute('aria-describedby')) ?? '').split(' ')[0]).textContent();
  const minimum = digits((helper ?? '').split('–')[0] ?? '');
  await points.fill(String(minimum));
  await points.blur();
  return minimum;
}

async function fillCard(page: Page, number: string) {
  const card = page.getByRole('region', { name: 'Dados do cartão' });
  await card.getByLabel('Número do cartão').fill(number);
  await card.getByLabel('Nome do titular').fill('ANA TESTE');
  await card.getByLabel('Validade (MM/AAAA)').fill('12/2031');
  await card.getByLabel('CCV').fill('123');
  await card.getByLabel('CCV').blur();
}

async function fillBilling(page: Page) {
  const billing = page.getByRole('region', { name: 'Dados de cobrança' });
  await billing.getByLabel('CPF').fill('52998224725');
  const email = billing.getByLabel('E-mail');
  if ((await email.inputValue()) === '') await email.fill('cobranca@demo.test');
  await billing.getByLabel('Telefone').fill('11987654321');
  await billing.getByLabel(label('Número')).fill('100');
  await billing.getByLabel('CEP').fill('01310100');
  await expect(billing.getByLabel('Cidade')).not.toHaveValue('');
  await expect(billing.getByLabel('Estado')).not.toHaveValue('');
  const address = billing.getByLabel('Endereço');
  if ((await address.inputValue()) === '') await address.fill('Avenida Paulista');
}

/** The terms dialog enables its confirmation only once scrolled to the end. */
async function acceptTerms(page: Page) {
  await page.getByRole('checkbox', { name: 'Li e aceito os termos de uso e a política de privacidade' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const accept = dialog.getByRole('button', { name: 'Declaro ter lido os termos' });
  const content = dialog.getByTestId('terms-content');
  await expect(content).toContainText('Contato');
  await content.evaluate((node) => node.scrollTo({ top: node.scrollHeight }));
  await expect(accept).toBeEnabled();
  await accept.click();
  await expect(page.getByRole('checkbox', { name: 'Li e aceito os termos de uso e a política de privacidade' })).toBeChecked();
}

async function buyWithCard(page: Page, card: string) {
  await fillTravellers(page);
  await payMinimumPoints(page);
  await fillCard(page, card);
  await fillBilling(page);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Comprar' }).click();
}

test('member buys a round-trip flight with points only and the header balance drops by the price', async ({ page }) => {
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
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Comprar' }).click();

  await expect(page).toHaveURL(/\/busca\/finalizado$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Reserva concluída' })).toBeVisible();
  await expect(page.getByText('Código da Reserva')).toBeVisible();
  await expect(page.getByTestId('booking-code')).not.toBeEmpty();
  await expect.poll(() => headerBalance(page)).toBe(before - price);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Ver minhas viagens' }).click();
  await expect(page).toHaveURL(/\/conta\/minhas-viagens$/);
});

test('empty checkout: Comprar with missing data shows Preencha todos os campos and focuses the first field in error', async ({ page }) => {
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
  await expect(page.getByText('Já existe um cupom aplicado, remova-o para adicionar um novo!')).toBeVisible();

  await buyWithCard(page, '4111111111111111');
  await expect(page).toHaveURL(/\/busca\/finalizado$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Reserva concluída' })).toBeVisible();
});

test('card 5555555555554444 goes through the two-factor dialog with the e-mailed code', async ({ page, request }) => {
  await signInAsMember(page);
  await selectFlight(page, true);
  await buyWithCard(page, '5555555555554444');
  const dialog = page.getByRole('dialog', { name: 'Autenticação de 2 fatores' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Reenviar código' }).click();
  await expect(page.getByText('Código reenviado, verifique sua caixa de mensagens!')).toBeVisible();
  const outbox = (await (await request.get('/api/dev/outbox')).json()) as { to: string; subject: string; text: string }[];
  const mail = outbox.find((m) => m.to === 'membro@demo.test' && /\b\d{6}\b/.test(m.text));
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  expect(code).toBeTruthy();
  await dialog.getByLabel('Código').fill(code ?? '');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(/\/busca\/finalizado$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Reserva concluída' })).toBeVisible();
});

test('card 4000002760003184 goes through the gateway confirmation page and back to finalizado', async ({ page }) => {
  await signInAsMember(page);
  await selectFlight(page, true);
  await buyWithCard(page, '4000002760003184');
  await expect(page.getByRole('heading', { name: 'Gateway de pagamento (sandbox)' })).toBeVisible({ timeout: 30_000 });
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
  await expect(page.getByRole('heading', { name: 'Sua reserva foi concluída com ressalvas' })).toBeVisible();
  await expect(page.getByText('Vá até Minhas viagens, insira os dados do cartão, para podermos concluir a reserva')).toBeVisible();
  await expect(page.getByTestId('booking-code')).not.toBeEmpty();
  expect(await seriousViolations(page)).toEqual([]);
});

test('card 4000000000000119 ends on the error page with Tempo expirou, tente novamente!', async ({ page }) => {
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
  await expect(page.getByText(/^Você deve possuir ao menos [\d.]+ Pontos para realizar esta compra!$/)).toBeVisible();
  await acceptTerms(page);
  await expect(page.getByRole('button', { name: 'Comprar' })).toBeDisabled();
});

test('a guest pays in R$', async ({ page }) => {
  // Guests get the login dialog on Selecionar (spec 2 §6), so the selection is made by a member
  // and carried over in the tab's session storage.
  await signInAsMember(page);
  await selectFlight(page, true);
  const stored = await page.evaluate(() => ({ ...window.sessionStorage }));
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/guest');
  await page.getByLabel('Código da campanha').fill('CONVIDADO77');
  await page.getByRole('button', { name: 'Entrar como convidado' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.evaluate((items) => {
    for (const [key, value] of Object.entries(items)) window.sessionStorage.setItem(key, value);
  }, stored);
  await page.goto('/busca/resumo');
  await expect(page.getByRole('heading', { level: 1, name: 'Detalhes da Viagem' })).toBeVisible();
  await expect(page.getByText('Valor do Saldo')).toHaveCount(0);
  await expect(page.getByTestId('cash-total')).toContainText('R$');
  await fillTravellers(page);
  await fillCard(page, '4111111111111111');
  const card = page.getByRole('region', { name: 'Dados do cartão' });
  await expect(card.getByLabel('Parcelas')).toHaveValue('1');
  await expect(card.getByRole('option')).toHaveCount(1);
  await fillBilling(page);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Comprar' }).click();
  await expect(page).toHaveURL(/\/busca\/finalizado$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Reserva concluída' })).toBeVisible();
});
