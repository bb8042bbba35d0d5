import { expect, test } from '@playwright/test';
import { signInAsGuest, signInAsMember } from './support/session';
import { seriousViolations } from './support/checkout';
import {
  chooseSaoPauloDestination,
  nearestInView,
  overlappingPriceLabels,
  searchSaoPauloHotels,
  submitHotelSearch,
} from './support/hotel';

test('member: hotel search for 2 rooms, stars filter, map, details, both rooms chosen, summary', async ({
  page,
}) => {
  // a long journey: search, filters, the map's clusters zoomed into one by one, details, rooms
  test.setTimeout(180_000);
  // no tile server on this machine: markers must work without tiles
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await signInAsMember(page);

  await chooseSaoPauloDestination(page);
  await page.getByRole('button', { name: 'Alterar quartos e hóspedes' }).click();
  const rooms = page.getByRole('dialog', { name: 'Quartos e hóspedes' });
  await rooms.getByRole('button', { name: 'Adicionar quarto' }).click();
  await rooms.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByRole('textbox', { name: 'Quartos e hóspedes' })).toHaveValue(
    '2 quartos, 2 hóspedes',
  );
  await submitHotelSearch(page);

  await expect(page).toHaveURL(/\/busca\/resultado-pesquisa$/);
  const cards = page.getByTestId('hotel-card');
  await expect(cards.first()).toBeVisible({ timeout: 30_000 });
  await expect(cards.first()).toContainText('por');
  await expect(cards.first()).toContainText('2 quartos');
  const before = await page
    .getByRole('heading', { name: /hot(é|e)is? encontrados?/ })
    .textContent();
  // São Paulo has well over 100 hotels: the list is virtualised, so only the rows near the viewport exist.
  expect(Number(/\d+/.exec(before ?? '')?.[0])).toBeGreaterThan(100);
  expect(await cards.count()).toBeLessThan(30);

  const stars = page.getByRole('slider', { name: /Estrelas/ });
  await stars.focus();
  for (let i = 0; i < 8; i += 1) await page.keyboard.press('ArrowRight');
  await expect(stars).toHaveAttribute('aria-valuenow', '4');
  await expect(page.getByRole('heading', { name: /hot(é|e)is? encontrados?/ })).not.toHaveText(
    before ?? '',
  );
  const ratings = await cards
    .locator('[role="img"][aria-label^="Classificação"]')
    .evaluateAll((nodes) =>
      nodes.map((n) =>
        Number(
          /([\d,]+) de 5/.exec(n.getAttribute('aria-label') ?? '')?.[1]?.replace(',', '.') ?? 0,
        ),
      ),
    );
  expect(ratings.length).toBeGreaterThan(0);
  expect(ratings.every((r) => r >= 4)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Mapa' }).click();
  const map = page.getByRole('region', { name: 'Mapa dos hotéis' });
  await expect(map).toBeVisible();
  // Hotels close together share a cluster marker saying how many and from what price, so no
  // price label covers another; a cluster zooms in when clicked, until hotels show alone.
  const clusters = map.getByRole('button', { name: /^\d+ hotéis a partir de [\d.]+ Pts$/ });
  await expect(clusters.first()).toBeVisible();
  expect(await overlappingPriceLabels(map)).toEqual([]);
  expect(await seriousViolations(page, { withMap: true })).toEqual([]);
  for (let i = 0; i < 6; i += 1) {
    const nearest = await nearestInView(map, '.hotel-cluster-icon');
    expect(nearest, 'a cluster in view').toBeGreaterThanOrEqual(0);
    const cluster = map.locator('.hotel-cluster-icon').nth(nearest);
    const name = await cluster.textContent();
    await cluster.click();
    await expect(map.getByRole('button', { name: name ?? '', exact: true })).toHaveCount(0);
    if ((await nearestInView(map, '.hotel-price-marker')) >= 0) break;
  }
  const nearestPrice = await nearestInView(map, '.hotel-price-marker');
  expect(nearestPrice, 'a price label in view').toBeGreaterThanOrEqual(0);
  const marker = map.locator('.hotel-price-marker').nth(nearestPrice);
  expect(await overlappingPriceLabels(map)).toEqual([]);
  await expect(marker).toHaveText(/^[\d.]+ Pts$/);
  await marker.click();
  const popup = page.locator('.leaflet-popup');
  await expect(popup.getByRole('button', { name: 'Selecionar' })).toBeVisible();
  await popup.getByRole('button', { name: 'Selecionar' }).click();

  await expect(page).toHaveURL(/\/busca\/hotel-details$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Quarto 1/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    page.getByRole('button', { name: 'Selecione 2 quarto(s) restante(s)' }),
  ).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Escolher Quarto' }).first().click();
  await expect(page.getByRole('tab', { name: /Quarto 2/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    page.getByRole('button', { name: 'Selecione 1 quarto(s) restante(s)' }),
  ).toBeDisabled();
  await page.getByRole('button', { name: 'Escolher Quarto' }).first().click();
  await page.getByRole('button', { name: 'Prosseguir para Resumo' }).click();

  await expect(page).toHaveURL(/\/busca\/resumo$/);
  const stored = await page.evaluate(
    () =>
      JSON.parse(sessionStorage.getItem('selectedRoom') ?? 'null') as
        { room: number; roomName: string; nights: number }[] | null,
  );
  expect(stored?.map((r) => r.room)).toEqual([0, 1]);
  expect(stored?.every((r) => r.roomName.length > 0 && r.nights > 0)).toBe(true);
});

test('guest: hotel prices in R$, choosing a room opens the Registrar-me / Login dialog instead of the summary', async ({
  page,
}) => {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await signInAsGuest(page);

  await chooseSaoPauloDestination(page);
  await submitHotelSearch(page);

  await expect(page).toHaveURL(/\/busca\/resultado-pesquisa$/);
  const cards = page.getByTestId('hotel-card');
  await expect(cards.first()).toBeVisible({ timeout: 30_000 });
  await expect(cards.first()).toContainText('R$');
  await expect(cards.first()).not.toContainText('Pts');

  await cards
    .first()
    .getByRole('button', { name: /^Detalhes:/ })
    .click();
  await expect(page).toHaveURL(/\/busca\/hotel-details$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByText('R$').first()).toBeVisible();

  await page.getByRole('button', { name: 'Escolher Quarto' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('tab', { name: 'Registrar-me' })).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Login' })).toBeVisible();
  await expect(page).toHaveURL(/\/busca\/hotel-details$/);
});

test("member: the results' café da manhã choice keeps hotels with it or without it", async ({
  page,
}) => {
  await signInAsMember(page);
  await searchSaoPauloHotels(page);
  const heading = page.getByRole('heading', { name: /hot(é|e)is? encontrados?/ });
  const found = async () => Number(/\d+/.exec((await heading.textContent()) ?? '')?.[0]);
  const all = await found();
  const choice = page.getByRole('radiogroup');
  await expect(choice.getByRole('radio', { name: 'Indiferente' })).toBeChecked();

  await choice.getByRole('radio', { name: 'Com café da manhã' }).check();
  await expect.poll(found).toBeLessThan(all);
  const withBreakfast = await found();
  expect(withBreakfast).toBeGreaterThan(0);
  await choice.getByRole('radio', { name: 'Sem café da manhã' }).check();
  await expect.poll(found).not.toBe(withBreakfast);
  expect(await found()).toBeGreaterThan(0);
  expect(await found()).toBeLessThan(all);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect.poll(found).toBe(all);
});
