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

/** Enters campaign 77 as a guest with its guest code, landing on the home. */
export async function signInAsGuest(page: Page): Promise<void> {
  await page.goto('/guest');
  await page.getByLabel('Código da campanha').fill('CONVIDADO77');
  await page.getByRole('button', { name: 'Entrar como convidado' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Signs campaign 83's member in on the campaign's own host (83.localhost). */
export async function signInAtCampaign83(page: Page, baseURL: string): Promise<void> {
  const host83 = baseURL.replace('localhost', '83.localhost');
  await page.goto(`${host83}/login`);
  await page.getByLabel('E-mail').fill('membro83@demo.test');
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/83\.localhost:\d+\/$/);
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
