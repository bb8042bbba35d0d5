import { expect, type Page } from '@playwright/test';

/** Searches cars at São Paulo's Guarulhos counter of Localiza from the home form and waits for the list. */
export async function searchCarsAtGru(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Carro' }).click();
  const form = page.getByRole('form', { name: 'Busca de carros' });
  await form.getByRole('combobox', { name: 'Cidade de retirada' }).fill('gru');
  await page.getByRole('option', { name: /^São Paulo, SP/ }).click();
  const location = form.getByLabel('Local de retirada');
  const gru = location.locator('option', {
    hasText: /^Localiza - Aeroporto Internacional de São Paulo\/Guarulhos/,
  });
  await expect(gru).toHaveCount(1);
  await location.selectOption((await gru.getAttribute('value')) ?? '');
  await form.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/\/busca\/resultado-pesquisa$/);
  await expect(page.getByTestId('car-card').first()).toBeVisible({ timeout: 30_000 });
}

/** Selects the first (cheapest) car and lands on the checkout; returns its model. */
export async function selectFirstCar(page: Page): Promise<string> {
  const card = page.getByTestId('car-card').first();
  const model = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await card.getByRole('button', { name: /^Selecionar / }).click();
  await expect(page).toHaveURL(/\/busca\/resumo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Detalhes da Viagem' })).toBeVisible();
  return model;
}

export async function fillDriverAddress(page: Page): Promise<void> {
  await page
    .getByRole('region', { name: 'Dados do Condutor' })
    .getByLabel(/^Endereço/)
    .fill('Avenida Paulista, 1000, São Paulo');
}
