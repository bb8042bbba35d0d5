import { expect, test, type Page } from '@playwright/test';
import { signInAsGuest, signInAsMember } from './support/session';
import { fundMember } from './support/points';
import {
  acceptTerms,
  digits,
  fillBilling,
  fillCard,
  headerBalance,
  label,
  payMinimumPoints,
  seriousViolations,
} from './support/checkout';

test.beforeAll(async ({ request }) => fundMember(request));

/** Entertainment ('Experiências'): search, filters, detail page, availability, checkout, my trips. */

test.describe.configure({ timeout: 240_000 });

/** Salvador's activities of one category from the home tab, then the first card matching `name`. */
async function openActivity(page: Page, category: 'Transfer' | 'Passeio', name: RegExp) {
  await page.getByRole('tab', { name: 'Experiências' }).click();
  await expect(page.getByText('Onde deseja encontrar?')).toBeVisible();
  const box = page.getByRole('combobox', { name: 'Digite um destino' });
  await box.fill('Sa');
  await expect(page.getByText('Digite pelo menos 3 letras')).toBeVisible();
  await box.fill('Salvador');
  await expect(page.getByRole('listbox').getByText('Locais', { exact: true })).toBeVisible();
  await page
    .getByRole('option', { name: /^Salvador, Bahia/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/busca\/resultado-pesquisa$/);
  await expect(page.getByRole('heading', { name: /\d+ Resultados encontrados/ })).toBeVisible({
    timeout: 30_000,
  });
  const all = digits(
    await page.getByRole('heading', { name: /Resultados encontrados/ }).textContent(),
  );
  await page.getByRole('checkbox', { name: category }).check();
  await expect(page.getByRole('heading', { name: /Resultados encontrados/ })).not.toHaveText(
    `${all} Resultados encontrados`,
  );
  const cards = page.getByTestId('activity-card');
  await expect(cards.first()).toContainText(category);
  await expect(cards.first().getByTestId('activity-price')).not.toHaveText('');
  expect(await seriousViolations(page)).toEqual([]);
  await cards
    .filter({ hasText: name })
    .first()
    .getByRole('button', { name: /^Detalhes:/ })
    .click();
  await expect(page).toHaveURL(/\/busca\/entertainment-details$/);
  await expect(page.getByText('Imediata', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Grátis até \d+ dias? antes$/)).toBeVisible();
  await expect(page.getByText('Cancelamento grátis', { exact: true })).toBeVisible();
  await expect(page.locator('.rdp-day_button').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
}

/** Moves the calendar `months` ahead and picks its first available day. */
async function pickDay(scope: ReturnType<Page['locator']> | Page, months: number, nth = 0) {
  for (let i = 0; i < months; i += 1) await scope.locator('.rdp-button_next').click();
  await scope.locator('.rdp-day_button:not([disabled])').nth(nth).click();
}

const people = [
  { name: 'ANA', birth: '10/05/1985' },
  { name: 'BRUNO', birth: '11/06/1987' },
  { name: 'BIA', birth: '10/05/2018' },
];

/** Fills each passenger form; the member's own form comes prefilled with name and contact. */
async function fillPassengers(page: Page, count: number) {
  for (let i = 0; i < count; i += 1) {
    const form = page.getByTestId(`traveller-${i}`);
    const fill = async (field: string, value: string) => {
      const input = form.getByLabel(label(field));
      if ((await input.inputValue()) === '') await input.fill(value);
    };
    await fill('Nome', people[i]?.name ?? 'CARLA');
    await fill('Sobrenome', 'TESTE');
    await form
      .getByLabel(label('Data de Nascimento'))
      .fill(i === 0 ? '10/05/1985' : (people[i]?.birth ?? '10/05/1985'));
    await form.getByLabel(label('Gênero')).selectOption('F');
    const type = form.getByLabel(label('Tipo Documento'));
    if ((await type.inputValue()) === '') await type.selectOption('CPF');
    await fill('Número documento', '52998224725');
    await fill('E-mail', `passageiro${i}@demo.test`);
    await fill('Telefone', '71987654321');
  }
}

const completedLocator = (page: Page) =>
  page.evaluate(
    () =>
      (
        JSON.parse(sessionStorage.getItem('completedBooking') ?? '{}') as {
          booking?: { locator?: string };
        }
      ).booking?.locator ?? '',
  );

test('a member books a round-trip transfer with a return date and flight data with a split payment', async ({
  page,
}) => {
  await signInAsMember(page);
  await openActivity(page, 'Transfer', /privativo/);
  await expect(page.getByText(/por serviço/)).toBeVisible();
  await expect(page.getByText('Até 4 paxs')).toBeVisible();
  const panel = page.getByRole('region', { name: 'Verificar disponibilidade' });
  await panel.getByRole('button', { name: 'Verificar disponibilidade' }).click();
  await expect(
    page.getByText('Por favor, selecione uma data antes de verificar a disponibilidade.'),
  ).toBeVisible();
  await pickDay(panel, 1);
  // The vehicle seats 4: the counter stops there and says why.
  const more = panel.getByRole('button', { name: 'Aumentar Adulto' });
  for (let i = 0; i < 3; i += 1) await more.click();
  await expect(panel.getByTestId('count-Adulto')).toHaveText('4');
  await expect(more).toBeDisabled();
  await expect(panel.getByText('Este transfer comporta até 4 passageiros.')).toBeVisible();
  await panel.getByRole('button', { name: 'Diminuir Adulto' }).click();
  await panel.getByRole('button', { name: 'Diminuir Adulto' }).click();
  await expect(panel.getByTestId('count-Adulto')).toHaveText('2');
  await panel.getByRole('button', { name: 'Verificar disponibilidade' }).click();
  const result = panel.getByRole('region', { name: 'Disponibilidade' });
  await expect(result.getByText('1 mala por pessoa')).toBeVisible();
  await expect(result.getByText(/^2 x Adulto/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await result.getByRole('button', { name: 'Selecionar essa Data' }).click();

  const dialog = page.getByRole('dialog', { name: 'Selecione a data de retorno' });
  await dialog.getByRole('button', { name: 'Escolhi minha data de retorno' }).click();
  await expect(dialog.getByText('Por favor, selecione uma data de retorno.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await pickDay(dialog, 0, 2);
  await dialog.getByRole('button', { name: 'Escolhi minha data de retorno' }).click();
  await expect(page).toHaveURL(/\/busca\/resumo$/);
  await expect(page.getByRole('complementary').getByText('RETORNO')).toBeVisible();

  await fillPassengers(page, 2);
  const transfer = page.getByRole('region', { name: 'Dados do Transfer' });
  await transfer.getByLabel(label('Nome do aeroporto')).fill('Aeroporto de Salvador');
  await transfer.getByLabel(label('Código da reserva')).fill('ABC123');
  await transfer.getByLabel(label('Número do voo')).fill('G31234');
  // The arrival time is masked: four digits typed read as hh:mm.
  await transfer.getByLabel(label('Horário de chegada')).pressSequentially('1030');
  await expect(transfer.getByLabel(label('Horário de chegada'))).toHaveValue('10:30');
  await transfer.getByLabel(label('Local de desembarque')).fill('Hotel Farol da Barra, Salvador');
  const before = await headerBalance(page);
  const points = await payMinimumPoints(page);
  await fillCard(page, '4111111111111111');
  await fillBilling(page);
  expect(await seriousViolations(page)).toEqual([]);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Comprar' }).click();
  await expect(page).toHaveURL(/\/busca\/finalizado$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Reserva concluída' })).toBeVisible();
  await expect.poll(() => headerBalance(page)).toBe(before - points);
  const locator = await completedLocator(page);
  await page.getByRole('link', { name: 'Ver minhas viagens' }).click();
  const card = page.locator(`article[data-locator="${locator}"]`);
  await expect(card).toContainText('Transfer privativo');
  await expect(card.getByText('Retorno')).toBeVisible();
  await expect(card).toContainText(
    'Aeroporto de Salvador · Número do voo: G31234 · Horário de chegada: 10:30 · Código da reserva: ABC123',
  );
  await expect(card).toContainText('Local de desembarque: Hotel Farol da Barra, Salvador');
});

test('a member books a tour for 2 adults + 1 child and cancels it within the free period, getting every point back', async ({
  page,
}) => {
  await signInAsMember(page);
  await openActivity(page, 'Passeio', /./);
  const panel = page.getByRole('region', { name: 'Verificar disponibilidade' });
  await pickDay(panel, 2);
  await panel.getByRole('button', { name: 'Aumentar Adulto' }).click();
  await panel.getByRole('button', { name: 'Aumentar Criança' }).click();
  await panel.getByRole('button', { name: 'Verificar disponibilidade' }).click();
  const result = panel.getByRole('region', { name: 'Disponibilidade' });
  await expect(result.getByText(/^2 x Adulto/)).toBeVisible();
  await expect(result.getByText(/^1 x Criança/)).toBeVisible();
  await expect(result.getByTestId('availability-cancellation')).toHaveText(
    /^Cancelamento grátis até \d{2}\/\d{2}\/\d{4},? 00:00$/,
  );
  const shown = digits(await result.getByTestId('availability-total').textContent());
  expect(await seriousViolations(page)).toEqual([]);
  await result.getByRole('button', { name: 'Selecionar essa Data' }).click();
  await expect(
    page.getByText('Por favor, selecione um horário antes de prosseguir para o checkout.'),
  ).toBeVisible();
  await result
    .getByRole('button', { name: /^\d{2}:\d{2}$/ })
    .first()
    .click();
  await result.getByRole('button', { name: 'Política de cancelamento' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Política de cancelamento' }).getByRole('row'),
  ).toHaveCount(3);
  await page.getByRole('button', { name: 'Fechar' }).click();
  await result.getByRole('button', { name: 'Selecionar essa Data' }).click();
  await expect(page).toHaveURL(/\/busca\/resumo$/);

  await fillPassengers(page, 3);
  const before = await headerBalance(page);
  const price = Number(await page.getByTestId('points-input').inputValue());
  // The checkout charges the price the detail page showed.
  expect(price).toBe(shown);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Comprar' }).click();
  await expect(page).toHaveURL(/\/busca\/finalizado$/, { timeout: 30_000 });
  await expect.poll(() => headerBalance(page)).toBe(before - price);
  const locator = await completedLocator(page);
  expect(locator).not.toBe('');

  await page.getByRole('link', { name: 'Ver minhas viagens' }).click();
  const card = page.locator(`article[data-locator="${locator}"]`);
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card).toContainText(/Política de cancelamento: Grátis até \d+ dias? antes \(/);
  await card.getByRole('button', { name: 'Cancelar reserva' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar reserva' });
  await expect(dialog.getByTestId('cancellation-rule')).toContainText(
    /^Cancelamento grátis: Grátis até \d+ dias? antes da data da atividade/,
  );
  await expect(dialog.getByTestId('refund-points')).toContainText(
    `${price.toLocaleString('pt-BR')} Pontos`,
  );
  await dialog.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await expect(page.getByText('Reserva cancelada com sucesso!')).toBeVisible();
  await expect.poll(() => headerBalance(page)).toBe(before);

  await page.getByRole('button', { name: /Menu do usuário/ }).click();
  await page.getByRole('menuitem', { name: 'Extrato de Pontos' }).click();
  const statement = page.getByRole('dialog', { name: 'Extrato de Pontos' });
  // Every point paid comes back: the refund rows of this booking add up to the price.
  const refunds = statement
    .getByRole('row')
    .filter({ hasText: `Estorno do cancelamento da reserva ${locator}` });
  await expect(refunds.first()).toBeVisible();
  const refunded = (await refunds.locator('td:nth-child(4)').allTextContents())
    .map(digits)
    .reduce((sum, points) => sum + points, 0);
  expect(refunded).toBe(price);
});

test('a guest selecting a date gets the login/registration dialog instead of the checkout', async ({
  page,
}) => {
  await signInAsGuest(page);
  await openActivity(page, 'Passeio', /./);
  const panel = page.getByRole('region', { name: 'Verificar disponibilidade' });
  await pickDay(panel, 1);
  await panel.getByRole('button', { name: 'Verificar disponibilidade' }).click();
  const result = panel.getByRole('region', { name: 'Disponibilidade' });
  await expect(result.getByTestId('availability-total')).toContainText('R$');
  await result
    .getByRole('button', { name: /^\d{2}:\d{2}$/ })
    .first()
    .click();
  await result.getByRole('button', { name: 'Selecionar essa Data' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('tab', { name: 'Registrar-me' })).toBeVisible();
  await expect(page).toHaveURL(/\/busca\/entertainment-details$/);
});
