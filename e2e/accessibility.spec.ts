import { expect, test } from '@playwright/test';
import { scrollToFoot } from './support/belowTheFold';
import { signInAsMember } from './support/session';
import { seriousViolations } from './support/checkout';

test('axe: /login has no serious or critical violation', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('E-mail')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe: / and /plantrip have no serious or critical violation', async ({ page }) => {
  await signInAsMember(page);
  await scrollToFoot(page);
  await expect(page.getByRole('heading', { name: 'Destinos mais procurados' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Parceiros' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/plantrip');
  await expect(page.getByRole('heading', { name: 'Dados para o contato' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
