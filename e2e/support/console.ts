import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

/** The seeded demo admin (README): password, then the code of its published authenticator secret. */
export const demoAdmin = {
  email: 'admin@console.test',
  password: 'Console@1234',
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};

/** Time step of the last code each secret signed in with: the console takes a code once. */
const lastStepUsed = new Map<string, number>();

/** A code of a time step this worker has not used yet, waiting for the next step when needed. */
async function unusedCode(page: Page, secret: string): Promise<string> {
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  if (lastStepUsed.get(secret) === totp.counter())
    await page.waitForTimeout(totp.remaining() + 250);
  lastStepUsed.set(secret, totp.counter());
  return totp.generate();
}

export async function signInToConsole(page: Page, operator = demoAdmin): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('E-mail').fill(operator.email);
  await page.getByLabel('Senha').fill(operator.password);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();
  await page.getByLabel('Código').fill(await unusedCode(page, operator.totpSecret));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('heading', { name: 'Campanhas' })).toBeVisible();
}
