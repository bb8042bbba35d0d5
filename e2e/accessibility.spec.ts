import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInAsMember } from './support/session';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('axe: /login has no serious or critical violation', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('E-mail')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe: / and /plantrip have no serious or critical violation', async ({ page }) => {
  await signInAsMember(page);
  await expect(page.getByRole('heading', { name: 'Destinos mais procurados' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/plantrip');
  await expect(page.getByRole('heading', { name: 'Dados para o contato' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
