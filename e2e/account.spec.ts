import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { seriousViolations } from './support/checkout';
import { signIn, signInAsGuest } from './support/session';

/**
 * 'Minha conta'. Each journey registers its own member, so changing the
 * password never touches the demo members the other journeys sign in with.
 */

const PASSWORD = 'Conta@1234';

/** A new campaign 77 member with two cards saved through the card vault API. */
async function memberWithSavedCards(request: APIRequestContext) {
  const email = `conta.${randomUUID().slice(0, 8)}@exemplo.com`;
  const registered = await request.post('/api/user', {
    headers: { campaign: '77' },
    data: {
      name: 'Ana',
      lastName: 'Conta',
      cpf: '529.982.247-25',
      cellphone: '(11) 98765-4321',
      email,
      password: PASSWORD,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { idToken } = (await registered.json()) as { idToken: string };
  for (const [cardNumber, cvv] of [
    ['4111111111111111', '123'],
    ['5555555555554444', '321'],
  ] as const) {
    const saved = await request.post('/api/payments/cards', {
      headers: { authorization: `Bearer ${idToken}`, campaign: '77' },
      data: {
        card: {
          cardNumber,
          holder: 'ANA CONTA',
          cardExpirationDate: '07/2031',
          cardSecurityCode: cvv,
          cardBrand: '',
        },
        save: true,
      },
    });
    expect(saved.status(), await saved.text()).toBe(201);
  }
  return email;
}

test('11. a member opens Minha conta, removes a saved card, changes the password and signs in with it', async ({
  page,
  request,
}) => {
  const email = await memberWithSavedCards(request);
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: /Menu do usuário/ }).click();
  await page.getByRole('menuitem', { name: 'Minha conta' }).click();
  await expect(page).toHaveURL(/\/conta$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible();

  const profile = page.getByRole('region', { name: 'Meus dados' });
  await expect(profile.getByLabel(/^Nome/)).toHaveValue('Ana');
  await expect(profile.getByLabel(/^Sobrenome/)).toHaveValue('Conta');
  await expect(profile.getByLabel('E-mail')).toHaveValue(email);
  await expect(profile.getByLabel('CPF')).toHaveValue('***.982.247-**');

  const cards = page.getByRole('region', { name: 'Cartões salvos' });
  await expect(cards.getByText('VISA final 1111')).toBeVisible();
  await expect(cards.getByText('MASTER final 4444')).toBeVisible();
  await expect(cards.getByText('Titular: ANA CONTA · Validade: 07/2031').first()).toBeVisible();
  await expect(cards).not.toContainText('4111111111111111');
  expect(await seriousViolations(page)).toEqual([]);

  // The profile keeps what the member changes.
  await profile.getByLabel(/^Celular/).fill('21912345678');
  await profile.getByRole('button', { name: 'Salvar dados' }).click();
  await expect(page.getByText('Dados atualizados com sucesso!')).toBeVisible();

  await cards.getByRole('button', { name: 'Excluir cartão VISA final 1111' }).click();
  const confirm = page.getByRole('dialog', { name: 'Excluir cartão salvo' });
  await expect(confirm).toContainText('VISA final 1111');
  expect(await seriousViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Excluir cartão' }).click();
  await expect(page.getByText('Cartão removido.')).toBeVisible();
  await expect(cards.getByText('VISA final 1111')).toHaveCount(0);
  await expect(cards.getByText('MASTER final 4444')).toBeVisible();

  // A wrong current password changes nothing.
  const password = page.getByRole('region', { name: 'Alterar senha' });
  await password.getByLabel(/^Senha atual/).fill('Errada@123');
  await password.getByLabel('Nova senha').fill('Trocada@2026');
  await password.getByLabel('Confirmar senha').fill('Trocada@2026');
  await password.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(password.getByText('A senha atual não confere.')).toBeVisible();
  await expect(password.getByLabel(/^Senha atual/)).toBeFocused();

  await password.getByLabel(/^Senha atual/).fill(PASSWORD);
  await password.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('Senha alterada com sucesso!')).toBeVisible();
  // The session goes on with the tokens the change answered.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible();
  await expect(profile.getByLabel(/^Celular/)).toHaveValue('(21) 91234-5678');
  await expect(cards.getByText('VISA final 1111')).toHaveCount(0);

  await page.getByRole('button', { name: /Menu do usuário/ }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, email, PASSWORD);
  await expect(page.getByText('Usuário ou senha inválidos.')).toBeVisible();
  await signIn(page, email, 'Trocada@2026');
  await expect(page).toHaveURL(/\/$/);
});

test('11. the mobile drawer opens Minha conta and the statement is reachable from it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, 'membro@demo.test');
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('link', { name: 'Minha conta' }).click();
  await expect(page).toHaveURL(/\/conta$/);
  await page.getByRole('button', { name: 'Ver extrato de Pontos' }).click();
  const statement = page.getByRole('dialog', { name: 'Extrato de Pontos' });
  await expect(statement.getByRole('table')).toBeVisible();
  await statement.getByRole('button', { name: 'Voltar' }).click();
  await expect(statement).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('11. guests and travel-voucher users have no account page', async ({ page }) => {
  await signInAsGuest(page);
  await page.getByRole('button', { name: /Menu do usuário/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Sair' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Minha conta' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/conta');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Minha conta' })).toHaveCount(0);

  await page.getByRole('button', { name: /Menu do usuário/ }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await page.goto('/guest');
  await page.getByLabel('Código do voucher').fill('VOUCHER-77-0001');
  await page.getByRole('button', { name: 'Usar voucher' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/conta');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Minha conta' })).toHaveCount(0);
});
