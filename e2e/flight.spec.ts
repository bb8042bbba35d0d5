import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInAsMember } from './support/session';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function pickAirport(page: Page, label: string, text: string, option: RegExp) {
  const input = page.getByRole('combobox', { name: label });
  await input.fill(text);
  await page.getByRole('option', { name: option }).first().click();
}

const countText = (page: Page) => page.getByText(/^\d+ resultados? encontrados?$/);
const resultCount = async (page: Page) => Number((await countText(page).innerText()).split(' ')[0]);

test('member: GRU→SSA round trip, Direto filter, fare details, selection to /busca/resumo', async ({ page }) => {
  await signInAsMember(page);
  const form = page.getByTestId('search-form-flight');
  await expect(form.getByRole('radio', { name: 'Ida e volta' })).toBeChecked();
  await pickAirport(page, 'Origem', 'gru', /\(GRU\)/);
  await pickAirport(page, 'Destino', 'salvador', /\(SSA\)/);
  await form.getByRole('button', { name: 'Buscar' }).click();

  await expect(page).toHaveURL(/\/busca\/resultado-pesquisa$/);
  await expect(countText(page)).toBeVisible({ timeout: 30_000 });
  const all = await resultCount(page);
  expect(all).toBeGreaterThan(100);
  const summary = page.getByRole('region', { name: 'Resumo da pesquisa' });
  await expect(summary.getByText(/\(GRU\)/)).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Editar' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Menor preço por companhia aérea' })).toBeVisible();
  // virtualised: far fewer cards in the DOM than results
  expect(await page.getByRole('article').count()).toBeLessThan(30);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('checkbox', { name: 'Direto' }).check();
  await expect.poll(() => resultCount(page)).toBeLessThan(all);
  const first = page.getByRole('article').first();
  await expect(first.getByText('DIRETO').first()).toBeVisible();
  await expect(first.getByText(/Pts$/).first()).toBeVisible();

  await first.getByRole('button', { name: 'Detalhes da Tarifa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Detalhes da Tarifa' });
  await expect(dialog.getByRole('columnheader', { name: 'Bagagem incluída' })).toBeVisible();
  await expect(dialog.getByRole('cell').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toBeHidden();

  await first.getByRole('button', { name: 'Selecionar' }).click();
  await expect(page.getByText('Por favor, selecione algum voo!')).toBeVisible();
  await first.getByRole('radio', { name: /^IDA/ }).first().check();
  await first.getByRole('radio', { name: /^VOLTA/ }).first().check();
  await first.getByRole('button', { name: 'Selecionar' }).click();
  await expect(page).toHaveURL(/\/busca\/resumo$/);
  const stored = await page.evaluate(() => JSON.parse(window.sessionStorage.getItem('selectedFlight') ?? 'null') as Record<string, unknown> | null);
  expect(stored).toMatchObject({ search: { origem: { iata: 'GRU' }, destino: { iata: 'SSA' }, idavolta: true } });
  expect(typeof stored?.goingSegmentId).toBe('string');
  expect(typeof stored?.returnSegmentId).toBe('string');
});

test('a supplier refusal (ZZC) shows the 409 box with Refazer pesquisa', async ({ page }) => {
  await signInAsMember(page);
  await page.evaluate(() => {
    const start = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const airport = (iata: string) => ({ iata, airportName: iata, description: iata, countryName: 'Brasil', countryIso: 'BR', cityName: iata, stateName: '' });
    window.sessionStorage.setItem(
      'flySearch',
      JSON.stringify({
        origem: airport('GRU'),
        destino: airport('ZZC'),
        datas: { dataIda: start, dataVolta: null, abreviada: start, diaSemanaIda: '', diaSemanaVolta: null, startDate: start, endDate: null },
        adultos: 1,
        criancas: 0,
        bebes: 0,
        idavolta: false,
        tarifasBagagem: false,
        apenasVoosDiretos: false,
      }),
    );
    window.sessionStorage.setItem('buscaAtual', JSON.stringify('Aéreo'));
  });
  await page.goto('/busca/resultado-pesquisa');
  await expect(page.getByText('o fornecedor recusou a consulta para este destino', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Refazer pesquisa' }).click();
  await expect(page).toHaveURL(/\/$/);
});
