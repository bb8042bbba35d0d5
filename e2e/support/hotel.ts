import { expect, type Page } from '@playwright/test';

/** Searches hotels in São Paulo from the home form (its default rooms and guests). */
export async function searchSaoPauloHotels(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Hotel' }).click();
  await page.getByRole('combobox', { name: 'Destino' }).fill('São P');
  await page.getByRole('option', { name: /^São Paulo, São Paulo - Brasil/ }).click();
  await page
    .getByRole('form', { name: 'Busca de hotéis' })
    .getByRole('button', { name: 'Buscar', exact: true })
    .click();
  await expect(page.getByTestId('hotel-card').first()).toBeVisible({ timeout: 30_000 });
}

/** Searches hotels in São Paulo from the home form and opens the first one's details. */
export async function openFirstSaoPauloHotel(page: Page): Promise<void> {
  await searchSaoPauloHotels(page);
  await page
    .getByTestId('hotel-card')
    .first()
    .getByRole('button', { name: /^Detalhes:/ })
    .click();
}
