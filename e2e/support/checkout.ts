import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { signInAsGuest } from './session';

/** Checkout steps shared by the purchase journeys of every product. */

/** Serious axe violations of the page; a map is left out unless `withMap` (Leaflet's own markup). */
export async function seriousViolations(page: Page, { withMap = false } = {}) {
  // a dialog or alert still fading in is measured at part opacity, a contrast it never shows at rest
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running',
      ),
  );
  const axe = new AxeBuilder({ page });
  const results = await (withMap ? axe : axe.exclude('.leaflet-container')).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

export async function headerBalance(page: Page): Promise<number> {
  return digits(
    await page
      .getByLabel(/^Saldo: /)
      .first()
      .textContent(),
  );
}

/** A field by its whole label, with or without the required asterisk. */
export const label = (text: string) => new RegExp(`^${text}[\\s\\u2009]*\\*?$`);

const names = ['ANA', 'BRUNO', 'CARLA', 'DANIEL', 'ELISA', 'FABIO'];

/**
 * Fills every empty field of each traveller form (the member's own form comes prefilled);
 * `birthdates` gives a traveller's birth date by form index (a child's), adults otherwise.
 */
export async function fillTravellers(
  page: Page,
  birthdates: Record<number, string> = {},
): Promise<void> {
  const forms = page.locator('[data-testid^="traveller-"]');
  await expect(forms.first()).toBeVisible();
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
    await fill('Data de Nascimento', birthdates[i] ?? '10/05/1985');
    await choose('Gênero', 'M');
    await choose('Tipo Documento', 'CPF');
    await fill('Número documento', '52998224725');
    await fill('E-mail', `viajante${i}@demo.test`);
    await fill('Telefone', '11987654321');
  }
}

/** Sets the points field to the purchase minimum so that the rest is paid by card. */
export async function payMinimumPoints(page: Page): Promise<number> {
  const points = page.getByTestId('points-input');
  const helper = await page
    .locator('#' + ((await points.getAttribute('aria-describedby')) ?? '').split(' ')[0])
    .textContent();
  const minimum = digits((helper ?? '').split('–')[0] ?? '');
  await points.fill(String(minimum));
  await points.blur();
  return minimum;
}

export async function fillCard(page: Page, number: string): Promise<void> {
  const card = page.getByRole('region', { name: 'Dados do cartão' });
  await card.getByLabel('Número do cartão').fill(number);
  await card.getByLabel('Nome do titular').fill('ANA TESTE');
  await card.getByLabel('Validade (MM/AAAA)').fill('12/2031');
  await card.getByLabel('CCV').fill('123');
  await card.getByLabel('CCV').blur();
}

export async function fillBilling(page: Page): Promise<void> {
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
export async function acceptTerms(page: Page): Promise<void> {
  await page
    .getByRole('checkbox', { name: 'Li e aceito os termos de uso e a política de privacidade' })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const accept = dialog.getByRole('button', { name: 'Declaro ter lido os termos' });
  const content = dialog.getByTestId('terms-content');
  await expect(content).toContainText('Contato');
  await content.evaluate((node) => node.scrollTo({ top: node.scrollHeight }));
  await expect(accept).toBeEnabled();
  await accept.click();
  await expect(
    page.getByRole('checkbox', {
      name: 'Li e aceito os termos de uso e a política de privacidade',
    }),
  ).toBeChecked();
}

/** The page a finished purchase lands on: /busca/finalizado with 'Reserva concluída'. */
export async function expectBookingDone(page: Page, timeout = 30_000): Promise<void> {
  await expect(page).toHaveURL(/\/busca\/finalizado$/, { timeout });
  await expect(page.getByRole('heading', { name: 'Reserva concluída' })).toBeVisible();
}

/** The tail of every paid checkout: the terms, 'Comprar', then the finished booking page. */
export async function buyAndFinish(page: Page, timeout = 30_000): Promise<void> {
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Comprar' }).click();
  await expectBookingDone(page, timeout);
}

/**
 * Guests get the login dialog on 'Selecionar', so a member makes the selection and a guest of
 * campaign 77 takes over the tab's session storage on /busca/resumo.
 */
export async function continueAsGuest(page: Page): Promise<void> {
  const stored = await page.evaluate(() => ({ ...window.sessionStorage }));
  await page.evaluate(() => window.localStorage.clear());
  await signInAsGuest(page);
  await page.evaluate((items) => {
    for (const [key, value] of Object.entries(items)) window.sessionStorage.setItem(key, value);
  }, stored);
  await page.goto('/busca/resumo');
  await expect(page.getByRole('heading', { level: 1, name: 'Detalhes da Viagem' })).toBeVisible();
}

/**
 * Travellers, the minimum points, the card and its billing, the terms, then Comprar; answers the
 * points paid.
 */
export async function buyWithCard(page: Page, card: string): Promise<number> {
  await fillTravellers(page);
  const points = await payMinimumPoints(page);
  await fillCard(page, card);
  await fillBilling(page);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Comprar' }).click();
  return points;
}

/**
 * Applies DESCONTO10 and checks the side summary: a 'Desconto' line appears and its Total drops
 * to the discounted price the points field now asks for (members of campaign 77 pay in points).
 */
export async function expectSummaryFollowsCoupon(page: Page): Promise<void> {
  const summary = page.getByRole('region', { name: 'Resumo da viagem' });
  const total = summary
    .getByText('Total', { exact: true })
    .locator('xpath=following-sibling::dd[1]');
  const points = page.getByTestId('points-input');
  const pts = (n: number) => `${new Intl.NumberFormat('pt-BR').format(n)} Pts`;
  const fullPrice = Number(await points.inputValue());
  await expect(total).toHaveText(pts(fullPrice));
  await expect(summary.getByText('Desconto', { exact: true })).toHaveCount(0);

  const coupon = page.getByRole('region', { name: 'Cupom de desconto' });
  await coupon.getByLabel('Código do cupom').fill('DESCONTO10');
  await coupon.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('Cupom aplicado com sucesso!')).toBeVisible();
  await expect.poll(async () => Number(await points.inputValue())).toBeLessThan(fullPrice);
  const discounted = Number(await points.inputValue());
  expect(Math.abs(discounted - fullPrice * 0.9)).toBeLessThanOrEqual(1);
  await expect(total).toHaveText(pts(discounted));
  await expect(summary.getByText('Desconto', { exact: true })).toBeVisible();
  await expect(
    summary.getByText('Desconto', { exact: true }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText(`− ${pts(fullPrice - discounted)}`);
}
