import { expect, test, type Locator, type Page } from '@playwright/test';
import { searchSaoPauloRio } from './support/bus';
import { searchCarsAtGru } from './support/car';
import { seriousViolations } from './support/checkout';
import { signInAsMember } from './support/session';

/** The images inside `scope` that the browser could not draw (none loaded, or broken). */
async function brokenImages(scope: Locator): Promise<string[]> {
  return scope
    .locator('img')
    .evaluateAll((images) =>
      (images as HTMLImageElement[])
        .filter((image) => !image.complete || image.naturalWidth === 0)
        .map((image) => image.currentSrc || image.src),
    );
}

/** Loads every lazy image of the list by scrolling each card into view, then waits for them. */
async function loadImages(page: Page, cards: Locator): Promise<void> {
  for (const card of await cards.all()) await card.scrollIntoViewIfNeeded();
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => image.complete || image.loading === 'lazy'),
  );
}

test('car photos, rental logos and bus company logos load on the results', async ({ page }) => {
  await signInAsMember(page);
  await searchCarsAtGru(page);
  const cars = page.getByTestId('car-card');
  await loadImages(page, cars);
  await expect.poll(() => brokenImages(cars.first())).toEqual([]);
  const carImages = await cars.locator('img').count();
  expect(carImages).toBeGreaterThan(1);
  await expect.poll(() => brokenImages(page.getByRole('main'))).toEqual([]);

  await page.goto('/');
  await searchSaoPauloRio(page, 1, false);
  const routes = page.getByTestId('bus-route');
  await loadImages(page, routes);
  expect(await routes.locator('img').count()).toBeGreaterThan(0);
  await expect.poll(() => brokenImages(page.getByRole('main'))).toEqual([]);
});

test('the placeholder of an image that fails stays inside its box', async ({ page }) => {
  await page.route('**/files/sandbox/**', (route) => route.fulfill({ status: 404 }));
  await signInAsMember(page);
  await searchCarsAtGru(page);
  const placeholders = page.getByTestId('car-card').first().getByRole('img');
  await expect(placeholders).toHaveCount(2);
  for (const placeholder of await placeholders.all()) {
    const overflow = await placeholder.evaluate((box) => {
      const outer = box.getBoundingClientRect();
      return Array.from(box.querySelectorAll('*'))
        .filter((child) => getComputedStyle(child).display !== 'none')
        .map((child) => child.getBoundingClientRect())
        .filter(
          (r) =>
            r.width > 0 &&
            (r.left < outer.left - 0.5 ||
              r.right > outer.right + 0.5 ||
              r.top < outer.top - 0.5 ||
              r.bottom > outer.bottom + 0.5),
        ).length;
    });
    expect(overflow).toBe(0);
  }
  // The car photo's box is wide enough to say what is missing; the logo's shows the icon alone.
  await expect(placeholders.first().getByText('Imagem indisponível')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
