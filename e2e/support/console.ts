import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

/** The seeded demo admin (README): password, then the code of its published authenticator secret. */
export const demoAdmin = {
  email: 'admin@console.test',
  password: 'Console@1234',
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};

export async function signInToConsole(page: Page, operator = demoAdmin): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('E-mail').fill(operator.email);
  await page.getByLabel('Senha').fill(operator.password);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();
  await page
    .getByLabel('Código')
    .fill(TOTP.generate({ secret: Secret.fromBase32(operator.totpSecret) }));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('heading', { name: 'Campanhas' })).toBeVisible();
}
