import { expect, type Page } from '@playwright/test';

export const password = 'Demo@1234';

export async function signIn(page: Page, email: string, pass = password): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(pass);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

export async function signInAsMember(page: Page, email = 'membro@demo.test'): Promise<void> {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/$/);
}

/** The shop sites of the campaigns are outside this machine: answer them locally. */
export async function stubShopSites(page: Page): Promise<void> {
  await page.route(/example\.com/, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<html><body><h1>Loja da campanha</h1></body></html>',
    }),
  );
}
