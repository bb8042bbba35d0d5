import { expect, test, type Page } from '@playwright/test';
import { pickAirport, searchFlights } from './support/flight';
import { signInAsMember } from './support/session';
import { seriousViolations } from './support/checkout';
import { storedFlightSearch } from './support/storedSearch';

/** The selection the results page stored for the checkout. */
const storedSelection = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(window.sessionStorage.getItem('selectedFlight') ?? 'null') as Record<
        string,
        unknown
      > | null,
  );

const countText = (page: Page) => page.getByText(/^\d+ resultados? encontrados?$/);
const resultCount = async (page: Page) => Number((await countText(page).innerText()).split(' ')[0]);

test('member: GRU→GIG round trip, Direto filter, fare details, selection to /busca/resumo', async ({
  page,
}) => {
  await signInAsMember(page);
  const form = page.getByTestId('search-form-flight');
  await expect(form.getByRole('radio', { name: 'Ida e volta' })).toBeChecked();
  await pickAirport(page, 'Origem', 'gru', /\(GRU\)/);
  await pickAirport(page, 'Destino', 'gig', /\(GIG\)/);
  // the airport's Portuguese name, and MUI's buttons in Portuguese
  const origin = form.getByRole('combobox', { name: 'Origem' });
  await expect(origin).toHaveValue(
    'Aeroporto Internacional de São Paulo/Guarulhos – Governador André Franco Montoro (GRU) - São Paulo, SP, Brasil',
  );
  await origin.hover();
  await expect(form.getByRole('button', { name: 'Limpar' }).first()).toBeVisible();
  await expect(form.getByRole('button', { name: 'Abrir' }).first()).toBeAttached();
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
  await first
    .getByRole('radio', { name: /^VOLTA/ })
    .first()
    .check();
  await first.getByRole('button', { name: 'Selecionar' }).click();
  await expect(page).toHaveURL(/\/busca\/resumo$/);
  const stored = await storedSelection(page);
  expect(stored).toMatchObject({
    search: { origem: { iata: 'GRU' }, destino: { iata: 'GIG' }, idavolta: true },
  });
  expect(typeof stored?.goingSegmentId).toBe('string');
  expect(typeof stored?.returnSegmentId).toBe('string');
});

test('a supplier refusal (ZZC) shows the 409 box with Refazer pesquisa', async ({ page }) => {
  await signInAsMember(page);
  const { flySearch, type } = storedFlightSearch('GRU', 'ZZC', { oneWay: true, daysAhead: 20 });
  await page.evaluate(
    ([search, searchType]) => {
      window.sessionStorage.setItem('flySearch', search);
      window.sessionStorage.setItem('buscaAtual', searchType);
    },
    [flySearch, type] as const,
  );
  await page.goto('/busca/resultado-pesquisa');
  await expect(
    page.getByText('o fornecedor recusou a consulta para este destino', { exact: false }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Refazer pesquisa' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('member: one-way GRU→GIG shows only IDA sections and selection reaches /busca/resumo', async ({
  page,
}) => {
  await signInAsMember(page);
  await searchFlights(page, true);
  await expect(countText(page)).toBeVisible({ timeout: 30_000 });
  expect(await resultCount(page)).toBeGreaterThan(0);
  const summary = page.getByRole('region', { name: 'Resumo da pesquisa' });
  await expect(summary.getByText(/\(GIG\)/)).toBeVisible();

  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const first = cards.first();
  await expect(first.getByText('IDA', { exact: true })).toBeVisible();
  expect(await first.getByRole('radio', { name: /^IDA/ }).count()).toBeGreaterThan(0);
  // no return leg anywhere in the rendered list
  expect(await page.getByRole('radio', { name: /^VOLTA/ }).count()).toBe(0);
  await expect(page.getByRole('main').getByText('VOLTA', { exact: true })).toHaveCount(0);

  await first.getByRole('radio', { name: /^IDA/ }).first().check();
  await first.getByRole('button', { name: 'Selecionar' }).click();
  await expect(page).toHaveURL(/\/busca\/resumo$/);
  const stored = await storedSelection(page);
  expect(stored).toMatchObject({
    search: { origem: { iata: 'GRU' }, destino: { iata: 'GIG' }, idavolta: false },
  });
  expect(typeof stored?.goingSegmentId).toBe('string');
  expect(stored?.returnSegmentId ?? null).toBeNull();
});

test('member: a reload on the results page restores the search, its results and summary', async ({
  page,
}) => {
  await signInAsMember(page);
  await searchFlights(page);
  await expect(countText(page)).toBeVisible({ timeout: 30_000 });
  const count = await countText(page).innerText();
  const summary = page.getByRole('region', { name: 'Resumo da pesquisa' });
  const summaryText = (await summary.textContent()) ?? '';
  expect(summaryText).toContain('(GRU)');
  expect(summaryText).toContain('(GIG)');
  const firstCard = await page.getByRole('article').first().getAttribute('aria-label');

  await page.reload();
  await expect(page).toHaveURL(/\/busca\/resultado-pesquisa$/);
  await expect(countText(page)).toBeVisible({ timeout: 30_000 });
  await expect(countText(page)).toHaveText(count);
  await expect(summary).toHaveText(summaryText);
  await expect(page.getByRole('article').first()).toHaveAttribute('aria-label', firstCard ?? '');
});

test('member: a group of 10 (9 adults + 1 child) gets the group warning and lands on /plantrip', async ({
  page,
}) => {
  await signInAsMember(page);
  const form = page.getByTestId('search-form-flight');
  await pickAirport(page, 'Origem', 'gru', /\(GRU\)/);
  await pickAirport(page, 'Destino', 'gig', /\(GIG\)/);
  await form.getByLabel('Adultos').selectOption('9');
  await form.getByLabel('Crianças').selectOption('1');
  await form.getByRole('button', { name: 'Buscar' }).click();
  await expect(
    page.getByText(
      'Ops! Para grupos acima de 9 pessoas, nosso time de especialistas entra em ação! Entre em contato e descubra opções personalizadas para sua viagem.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/plantrip$/);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the filters open full screen from Aplicar filtros, close 600 ms after the results change, and Cancelar restores them', async ({
    page,
  }) => {
    await signInAsMember(page);
    await searchFlights(page);
    const open = page.getByRole('button', { name: 'Aplicar filtros' });
    await expect(page.getByRole('complementary', { name: 'Filtros' })).toHaveCount(0);
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Filtros' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    expect(await seriousViolations(page)).toEqual([]);

    // a change that alters the results closes the dialog by itself
    await dialog.getByRole('checkbox', { name: 'Direto' }).check();
    await expect(dialog).toBeHidden({ timeout: 3_000 });
    await expect(page.getByText('DIRETO').first()).toBeVisible();
    await expect(page.getByText(/\d parada/)).toHaveCount(0);

    // Cancelar puts back the filters the dialog opened with
    await open.click();
    await expect(dialog.getByRole('checkbox', { name: 'Direto' })).toBeChecked();
    await dialog.getByRole('checkbox', { name: 'Direto' }).uncheck();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await open.click();
    await expect(dialog.getByRole('checkbox', { name: 'Direto' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Aplicar' }).click();
    await expect(dialog).toBeHidden();
  });
});
