import { expect, type Page } from '@playwright/test';

async function pickStation(page: Page, label: string, text: string, option: RegExp) {
  await page.getByRole('combobox', { name: label }).fill(text);
  await page.getByRole('option', { name: option }).first().click();
}

/** São Paulo → Rio de Janeiro (round trip unless told) for `passengers` from the home form, on the default dates. */
export async function searchSaoPauloRio(
  page: Page,
  passengers: number,
  roundTrip = true,
): Promise<void> {
  await page.getByRole('tab', { name: 'Rodoviário' }).click();
  const form = page.getByRole('form', { name: 'Busca de passagens rodoviárias' });
  const toggle = form
    .getByRole('switch', { name: 'Ida e volta' })
    .or(form.getByRole('checkbox', { name: 'Ida e volta' }));
  await expect(toggle).toBeChecked();
  if (!roundTrip) await toggle.uncheck();
  await pickStation(page, 'Origem', 'São Paulo', /^Rodoviária de São Paulo/);
  await pickStation(page, 'Destino', 'Rio de Janeiro', /^Rodoviária de Rio de Janeiro/);
  await form.getByLabel('Passageiros').selectOption(String(passengers));
  await form.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/\/busca\/resultado-pesquisa$/);
  await expect(page.getByTestId('bus-route').first()).toBeVisible({ timeout: 30_000 });
}

/** Chooses the first outbound (and return) departures on the results, leaving 'Selecionar' to the caller. */
export async function chooseFirstDepartures(page: Page, roundTrip = true): Promise<void> {
  const select = page.getByRole('button', { name: 'Selecionar' });
  await expect(select).toBeDisabled();
  await page.getByRole('radio', { name: /^IDA / }).first().check();
  if (roundTrip) {
    await expect(select).toBeDisabled();
    await page
      .getByRole('radio', { name: /^VOLTA / })
      .first()
      .check();
  }
  await expect(select).toBeEnabled();
}

/** Chooses the first outbound (and return) departures and goes to the checkout. */
export async function selectFirstDepartures(page: Page, roundTrip = true): Promise<void> {
  await chooseFirstDepartures(page, roundTrip);
  await page.getByRole('button', { name: 'Selecionar' }).click();
  await expect(page).toHaveURL(/\/busca\/resumo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Detalhes da Viagem' })).toBeVisible();
}

/** Taps (or clicks, without a touch screen) `count` free seats on a leg's map; returns their numbers. */
export async function chooseSeats(
  page: Page,
  leg: 'IDA' | 'VOLTA',
  count: number,
): Promise<string[]> {
  const picker = page.getByTestId(`seat-picker-${leg}`);
  const touch = await page.evaluate(() => navigator.maxTouchPoints > 0);
  const chosen: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const seat = picker.getByRole('button', { name: /, Livre$/ }).first();
    const name = (await seat.getAttribute('aria-label')) ?? '';
    chosen.push(/Assento (\S+),/.exec(name)?.[1] ?? '');
    if (touch) await seat.tap();
    else await seat.click();
  }
  await expect(picker.getByText(`${count} de ${count} assento(s) selecionado(s)`)).toBeVisible();
  return chosen;
}
