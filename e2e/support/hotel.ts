import { expect, type Locator, type Page } from '@playwright/test';

/** Opens the home's hotel tab and chooses São Paulo as the destination. */
export async function chooseSaoPauloDestination(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Hotel' }).click();
  await page.getByRole('combobox', { name: 'Destino' }).fill('São P');
  await page.getByRole('option', { name: /^São Paulo, São Paulo - Brasil/ }).click();
}

/** Sends the home's hotel search form as it stands. */
export async function submitHotelSearch(page: Page): Promise<void> {
  await page
    .getByRole('form', { name: 'Busca de hotéis' })
    .getByRole('button', { name: 'Buscar', exact: true })
    .click();
}

/** Searches hotels in São Paulo from the home form (its default rooms and guests). */
export async function searchSaoPauloHotels(page: Page): Promise<void> {
  await chooseSaoPauloDestination(page);
  await submitHotelSearch(page);
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

/** Opens the first São Paulo hotel and chooses its first room, landing on the checkout. */
export async function chooseFirstSaoPauloRoom(page: Page): Promise<void> {
  await openFirstSaoPauloHotel(page);
  await page.getByRole('button', { name: 'Escolher Quarto' }).first().click();
  await expect(page).toHaveURL(/\/busca\/resumo$/);
}

/** The pairs of price labels on a map whose boxes cover each other, by their text. */
export async function overlappingPriceLabels(map: Locator): Promise<string[]> {
  const boxes = await map.locator('.hotel-price-marker').evaluateAll((nodes) =>
    nodes.map((node) => {
      const { left, right, top, bottom } = node.getBoundingClientRect();
      return { text: node.textContent ?? '', left, right, top, bottom };
    }),
  );
  return boxes.flatMap((a, i) =>
    boxes
      .slice(i + 1)
      .filter((b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
      .map((b) => `${a.text} × ${b.text}`),
  );
}

/**
 * Which of the map's elements matching `selector` lies wholly inside the map nearest its centre
 * (an index among them), or -1: the map also holds markers just outside its view.
 */
export async function nearestInView(map: Locator, selector: string): Promise<number> {
  return map.evaluate((element, wanted) => {
    const frame = element.getBoundingClientRect();
    const centre = { x: (frame.left + frame.right) / 2, y: (frame.top + frame.bottom) / 2 };
    let best = { index: -1, distance: Infinity };
    element.querySelectorAll(wanted).forEach((node, index) => {
      const box = node.getBoundingClientRect();
      const inside =
        box.left >= frame.left &&
        box.right <= frame.right &&
        box.top >= frame.top &&
        box.bottom <= frame.bottom;
      const distance = Math.hypot(
        box.x + box.width / 2 - centre.x,
        box.y + box.height / 2 - centre.y,
      );
      if (inside && distance < best.distance) best = { index, distance };
    });
    return best.index;
  }, selector);
}
