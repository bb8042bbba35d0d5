import { expect, test, type Page } from '@playwright/test';
import { chooseFirstSaoPauloRoom } from './support/hotel';
import { signInAsMember } from './support/session';
import { fundMember } from './support/points';
import { seriousViolations } from './support/checkout';

test.beforeAll(async ({ request }) => fundMember(request));

/**
 * The 2-second validation alert shows (its code loads on first use), then hides: axe must not
 * measure it mid-fade, where its text blends into the page (a false contrast failure).
 */
async function waitForValidationAlert(page: Page) {
  const alert = page.getByRole('alert').filter({ hasText: 'Preencha todos os campos' });
  await expect(alert).toBeVisible();
  await expect(alert).toHaveCount(0);
}

/** GRU→GIG one way from the home form, first result, to /busca/resumo. */
async function selectOneWayFlight(page: Page) {
  const form = page.getByTestId('search-form-flight');
  await form.getByRole('radio', { name: 'Somente ida' }).check();
  for (const [label, text, option] of [
    ['Origem', 'gru', /\(GRU\)/],
    ['Destino', 'gig', /\(GIG\)/],
  ] as const) {
    await page.getByRole('combobox', { name: label }).fill(text);
    await page.getByRole('option', { name: option }).first().click();
  }
  await form.getByRole('button', { name: 'Buscar' }).click();
  const first = page.getByRole('article').first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  await first.getByRole('radio', { name: /^IDA/ }).first().check();
  await first.getByRole('button', { name: 'Selecionar' }).click();
  await expect(page).toHaveURL(/\/busca\/resumo$/);
}

/** The terms dialog enables its confirmation once scrolled to the end (helper C's section). */
async function acceptTerms(page: Page) {
  const terms = page.getByRole('checkbox', {
    name: 'Li e aceito os termos de uso e a política de privacidade',
  });
  await terms.focus();
  await page.keyboard.press('Space');
  const dialog = page.getByRole('dialog');
  const accept = dialog.getByRole('button', { name: 'Declaro ter lido os termos' });
  // The terms arrive from the API: scroll again until the end reached is the end of the loaded text.
  await expect(async () => {
    await dialog
      .getByTestId('terms-content')
      .evaluate((node) => node.scrollTo({ top: node.scrollHeight }));
    await expect(accept).toBeEnabled({ timeout: 1_000 });
  }).toPass();
  await accept.focus();
  await page.keyboard.press('Enter');
  await expect(terms).toBeChecked();
}

test('flight checkout: side summary, then traveller errors, focus on the first, and a keyboard-only fill', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsMember(page);
  await selectOneWayFlight(page);

  const summary = page.getByRole('region', { name: 'Resumo da viagem' });
  await expect(summary.getByText('IDA', { exact: true })).toBeVisible();
  await expect(summary.getByText('VOLTA', { exact: true })).toHaveCount(0);
  await expect(summary.getByText(/^(DIRETO|\d parada\(s\))$/).first()).toBeVisible();
  await expect(summary.getByText(/^\d+h \d{2}m$/)).toBeVisible();
  for (const label of ['Ticket', 'Taxa de Embarque', 'Total']) {
    await expect(
      summary.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]'),
    ).toHaveText(/Pts$/);
  }
  await expect(summary.getByRole('link', { name: 'Alterar voo' })).toHaveAttribute(
    'href',
    '/busca/resultado-pesquisa',
  );

  const section = page.getByRole('region', { name: 'Dados dos Passageiros' });
  const main = section.getByRole('group', { name: 'Passageiro 1 - Adulto (principal)' });
  await expect(main.getByLabel('Nome', { exact: true })).toHaveValue('MARIA');
  await expect(main.getByLabel('Sobrenome', { exact: true })).toHaveValue('SOUZA');
  await expect(main.getByLabel('E-mail', { exact: true })).toHaveValue('membro@demo.test');
  // The member's own CPF and cellphone come from the session too.
  await expect(main.getByLabel('Tipo Documento', { exact: true })).toHaveValue('CPF');
  await expect(main.getByLabel('Número documento', { exact: true })).toHaveValue('52998224725');
  await expect(main.getByLabel('Telefone', { exact: true })).toHaveValue('(11) 99999-0000');

  await acceptTerms(page);
  await page.getByRole('button', { name: 'Comprar' }).focus();
  await page.keyboard.press('Enter');

  const birthdate = main.getByLabel('Data de Nascimento', { exact: true });
  await expect(birthdate).toBeFocused();
  for (const message of ['Data Nascimento não pode ser vazio', 'Genero não pode ser vazio']) {
    await expect(main.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(birthdate).toHaveAccessibleDescription('Data Nascimento não pode ser vazio');
  await waitForValidationAlert(page);
  expect(await seriousViolations(page)).toEqual([]);

  // From the focused field on, only the keyboard: type, Tab, pick options by their first letter.
  await page.keyboard.type('10051985');
  await page.keyboard.press('Tab');
  await page.keyboard.type('F');
  await page.keyboard.press('Tab');
  await expect(main.getByLabel('Tipo Documento', { exact: true })).toBeFocused();
  await page.keyboard.type('R');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('123456789');
  await page.keyboard.press('Tab');
  await expect(main.getByLabel('E-mail', { exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('11987654321');

  await expect(birthdate).toHaveValue('10/05/1985');
  await expect(main.getByLabel('Gênero', { exact: true })).toHaveValue('F');
  await expect(main.getByLabel('Tipo Documento', { exact: true })).toHaveValue('RG');
  await expect(main.getByLabel('Número documento', { exact: true })).toHaveValue('123456789');
  await expect(main.getByLabel('Telefone', { exact: true })).toHaveValue('(11) 98765-4321');
  await expect(section.getByText(/não pode ser vazio/)).toHaveCount(0);
});

test('hotel checkout: guests per room, the hotel side summary, and focus on the first guest field in error', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await signInAsMember(page);
  await chooseFirstSaoPauloRoom(page);

  const summary = page.getByRole('region', { name: 'Resumo da viagem' });
  await expect(
    summary.getByRole('img', { name: /^Classificação: \d de 5 estrelas$/ }),
  ).toBeVisible();
  await expect(summary.getByRole('heading', { name: 'Check-in' })).toBeVisible();
  await expect(summary.getByRole('heading', { name: 'Check-out' })).toBeVisible();
  await expect(summary.getByTestId('summary-room').first()).toContainText(/Quarto 1.*\d+ diárias?/);
  await expect(summary.getByText(/^Período:/)).toBeVisible();

  const section = page.getByRole('region', { name: 'Dados dos Hóspedes' });
  await expect(section.getByRole('heading', { name: 'Quarto 1' })).toBeVisible();
  const main = section.getByRole('group', { name: 'Hóspede 1 - Adulto (principal)' });
  await expect(main.getByLabel('Nome', { exact: true })).toHaveValue('MARIA');
  await expect(main.getByLabel('Gênero', { exact: true })).toHaveCount(0);

  await acceptTerms(page);
  await page.getByRole('button', { name: 'Comprar' }).focus();
  await page.keyboard.press('Enter');
  await expect(main.getByLabel('Data de Nascimento', { exact: true })).toBeFocused();
  await expect(main.getByText('Data Nascimento não pode ser vazio', { exact: true })).toBeVisible();
  await waitForValidationAlert(page);
  expect(await seriousViolations(page)).toEqual([]);
});
