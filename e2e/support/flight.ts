import { expect, type Locator, type Page } from '@playwright/test';

/** Flight search steps shared by the journeys that buy a flight. */

export async function pickAirport(page: Page, label: string, text: string, option: RegExp) {
  const input = page.getByRole('combobox', { name: label });
  const choice = page.getByRole('option', { name: option }).first();
  // On a busy machine the home's form may still be mounting when typed into and lose the text:
  // type again until the options come.
  await expect(async () => {
    if (!(await choice.isVisible())) await input.fill(text);
    await expect(choice).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await choice.click();
}

/** GRU→GIG (a round trip unless `oneWay`) from the home form, to the results page. */
export async function searchFlights(page: Page, oneWay = false): Promise<void> {
  const form = page.getByTestId('search-form-flight');
  if (oneWay) {
    await form.getByRole('radio', { name: 'Somente ida' }).check();
    await expect(form.getByRole('radio', { name: 'Somente ida' })).toBeChecked();
  }
  await pickAirport(page, 'Origem', 'gru', /\(GRU\)/);
  await pickAirport(page, 'Destino', 'gig', /\(GIG\)/);
  await form.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/\/busca\/resultado-pesquisa$/);
}

/**
 * GRU→GIG from the home form with the first result's first IDA (and VOLTA on a round trip)
 * ticked; answers that result, leaving 'Selecionar' to the caller.
 */
export async function chooseFirstFlight(page: Page, oneWay: boolean): Promise<Locator> {
  await searchFlights(page, oneWay);
  const first = page.getByRole('article').first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  await first.getByRole('radio', { name: /^IDA/ }).first().check();
  if (!oneWay)
    await first
      .getByRole('radio', { name: /^VOLTA/ })
      .first()
      .check();
  return first;
}

/** GRU→GIG from the home form, first result (IDA, and VOLTA on a round trip), to /busca/resumo. */
export async function selectFlight(page: Page, oneWay: boolean): Promise<void> {
  const first = await chooseFirstFlight(page, oneWay);
  await first.getByRole('button', { name: 'Selecionar' }).click();
  await expect(page).toHaveURL(/\/busca\/resumo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Detalhes da Viagem' })).toBeVisible();
}
