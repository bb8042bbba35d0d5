import { expect, test } from '@playwright/test';
import { signIn, signInAsGuest, signInAsMember, stubShopSites } from './support/session';

test.describe('sign-in', () => {
  test('a member signs in, sees name and points balance, and signs out', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await signInAsMember(page);
    const header = page.getByRole('banner');
    await expect(header.getByText('Maria Souza')).toBeVisible();
    await expect(header.getByText('500.000 Pts')).toBeVisible();

    await header.getByRole('button', { name: /Menu do usuário/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Minhas viagens' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Extrato de Pontos' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => window.localStorage.getItem('auth'))).toBeNull();

    // a signed-out visitor is sent back to /login from any page
    await page.goto('/plantrip');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a wrong password shows the spec message and stays on /login', async ({ page }) => {
    await signIn(page, 'membro@demo.test', 'errada123');
    await expect(page.getByText('Usuário ou senha inválidos.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('empty fields ask for user and password', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByText('Por favor, digite um usuário e senha')).toBeVisible();
  });

  test('a member of another campaign is refused with the campaign message', async ({ page }) => {
    await signIn(page, 'membro83@demo.test');
    await expect(
      page.getByText(
        'Tivemos um problema para efetuar a autenticação da campanha, por favor tente novamente mais tarde.',
      ),
    ).toBeVisible();
  });

  test('a guest enters with the campaign code and sees no balance and no trips', async ({
    page,
  }) => {
    await signInAsGuest(page);
    const header = page.getByRole('banner');
    await expect(header.getByText(/Pts/)).toHaveCount(0);
    await header.getByRole('button', { name: /Menu do usuário/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Sair' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Minhas viagens' })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: /Extrato/ })).toHaveCount(0);
  });

  test('a used travel voucher is refused', async ({ page }) => {
    await page.goto('/guest');
    await page.getByLabel('Código do voucher').fill('VOUCHER-77-0002');
    await page.getByRole('button', { name: 'Usar voucher' }).click();
    await expect(
      page.getByText('Esse voucher já foi utilizado, favor efetuar o login com sua conta pessoal.'),
    ).toBeVisible();
  });

  test('first access: the member must set a new password', async ({ page }) => {
    await signIn(page, 'primeiro@demo.test');
    const dialog = page.getByRole('dialog', { name: 'Primeiro acesso' });
    await expect(dialog).toBeVisible();
    const submit = dialog.getByRole('button', { name: 'Alterar senha' });
    await dialog.getByLabel('Nova senha').fill('NovaSenha@2026');
    await dialog.getByLabel('Confirmar senha').fill('OutraSenha@2026');
    await expect(dialog.getByText('Senhas não conferem, verifique!')).toBeVisible();
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Confirmar senha').fill('NovaSenha@2026');
    await submit.click();
    await expect(page.getByText('Senha alterada com sucesso!')).toBeVisible();
    await expect(dialog).toBeHidden();

    // the new password is the one that works from now on
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Menu do usuário/ })
      .click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await signIn(page, 'primeiro@demo.test', 'NovaSenha@2026');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog', { name: 'Primeiro acesso' })).toHaveCount(0);
  });

  test('an invalid session ends on /session-expires, clears storage and returns to the shop', async ({
    page,
  }) => {
    await stubShopSites(page);
    await signInAsMember(page);
    await page.evaluate(() => {
      window.sessionStorage.setItem('flySearch', '{}');
      window.localStorage.setItem(
        'auth',
        JSON.stringify({
          idToken: 'not-a-valid-token',
          refreshToken: 'revoked',
          localId: 'x',
          expiresAt: Date.now() + 60_000,
        }),
      );
    });
    await page.reload();
    await expect(page).toHaveURL(/\/session-expires$/);
    await expect(page.getByText('Sua sessão expirou')).toBeVisible();
    await expect(page.getByText(/redirecionado para a loja em [1-5] segundo/)).toBeVisible();
    expect(
      await page.evaluate(() => [
        window.localStorage.getItem('auth'),
        window.sessionStorage.getItem('flySearch'),
      ]),
    ).toEqual([null, null]);
    await page.waitForURL('https://loja.viajemais.example.com/**', { timeout: 10_000 });
  });

  test('single sign-on round trip through the campaign identity provider', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Entrar com a conta da loja' }).click();
    await page.waitForURL(/127\.0\.0\.1:\d+\/interaction\//);
    await page.locator('input[name="login"]').fill('socio-sso');
    await page.locator('input[name="password"]').fill('qualquer');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(/127\.0\.0\.1:\d+\/interaction\//);
    await page.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/localhost:\d+\/$/, { timeout: 20_000 });
    await expect(page.getByRole('banner').getByText('Sócio Loja')).toBeVisible();
  });
});
