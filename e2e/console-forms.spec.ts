import { expect, test, type Locator, type Page } from '@playwright/test';
import { chooseCampaign, signInToConsole } from './support/console';

test.describe.configure({ timeout: 480_000 });

/** zod's own words, which an operator must never read. */
const english = /Too small|Too big|Invalid|Required|expected|received/;

/**
 * After a submit with bad values: the form says what is wrong in Portuguese (`message`, shown
 * under a field or above the submit), some field is marked invalid, and the page shows no
 * English validation text anywhere.
 */
async function expectRefusedInPortuguese(page: Page, form: Locator, message: string | RegExp) {
  await expect.soft(form.getByText(message).first()).toBeVisible();
  await expect.soft(form.locator('[aria-invalid="true"]').first()).toBeAttached();
  expect.soft(await page.locator('body').innerText()).not.toMatch(english);
}

const required = 'Campo obrigatório.';

/** A console page, opened from the menu, with campaign 77 chosen where the page asks for one. */
async function openPage(page: Page, link: string, campaign = false) {
  await page
    .getByRole('navigation', { name: 'Menu do console' })
    .getByRole('link', { name: link, exact: true })
    .click();
  if (campaign) await chooseCampaign(page, /^77 — /);
}

test('every console form refuses bad values in Portuguese and marks the field', async ({
  page,
}) => {
  await signInToConsole(page);

  await test.step('new campaign: no name, a host name with spaces, a link that is no address', async () => {
    await openPage(page, 'Campanhas');
    await page.getByRole('link', { name: 'Nova campanha' }).click();
    const form = page.locator('form').filter({ hasText: 'Salvar campanha' });
    await form.getByLabel('Endereços (separados por vírgula)').fill('meu portal.com');
    await form.getByLabel('Taxa de conversão (pontos por real)').fill('');
    await form.getByRole('button', { name: 'Adicionar link' }).click();
    await form.getByLabel('Endereço do link').fill('javascript:alert(1)');
    await form.getByRole('button', { name: 'Salvar campanha' }).click();
    await expect.soft(form.getByTestId('form-problems')).toContainText('Corrija os campos');
    await expectRefusedInPortuguese(page, form, required);
    await expect
      .soft(form.getByLabel('Endereços (separados por vírgula)'))
      .toHaveAttribute('aria-invalid', 'true');
  });

  await test.step('campaign 77: its lifecycle ending before it starts', async () => {
    await page.goto('/admin/campaigns/77');
    const form = page.getByRole('form', { name: 'Situação da campanha' });
    await form.getByLabel('Início (opcional)').fill('2031-05-10T10:00');
    await form.getByLabel('Fim (opcional)').fill('2031-05-01T10:00');
    await form.getByRole('button', { name: 'Salvar situação' }).click();
    await expectRefusedInPortuguese(page, form, /fim|início|depois|antes/i);
  });

  await test.step('coupons: no code, a negative value', async () => {
    await openPage(page, 'Cupons', true);
    const form = page.locator('form').filter({ hasText: 'Criar cupom' });
    await form.getByLabel('Valor').fill('-5');
    await form.getByRole('button', { name: 'Criar cupom' }).click();
    await expectRefusedInPortuguese(page, form, 'Informe ao menos 3 caracteres.');
  });

  await test.step('operators: no name, a bad e-mail, a short password', async () => {
    await openPage(page, 'Operadores');
    const form = page.locator('form').filter({ hasText: 'Criar operador' });
    await form.getByLabel('E-mail').fill('nao-e-email');
    await form.getByLabel('Senha inicial (mínimo 10 caracteres)').fill('curta');
    await form.getByRole('button', { name: 'Criar operador' }).click();
    await expectRefusedInPortuguese(page, form, 'Informe um e-mail válido.');
  });

  await test.step('operators: a short new password for another operator', async () => {
    await page.getByRole('button', { name: 'Redefinir a senha de suporte@console.test' }).click();
    const form = page.locator('form').filter({ hasText: 'Definir nova senha' });
    await form.getByLabel('Nova senha (mínimo 10 caracteres)').fill('curta');
    await form.getByRole('button', { name: 'Definir nova senha' }).click();
    await expectRefusedInPortuguese(page, form, /10 caracteres/);
  });

  await test.step('members: an invitation and an account without name or e-mail', async () => {
    await openPage(page, 'Membros', true);
    const invite = page.getByRole('form', { name: 'Convidar por e-mail' });
    await invite.getByLabel('E-mail', { exact: true }).fill('nao-e-email');
    await invite.getByRole('button', { name: 'Enviar convite' }).click();
    await expectRefusedInPortuguese(page, invite, 'Informe um e-mail válido.');
    const account = page.getByRole('form', { name: 'Abrir conta' });
    await account.getByLabel('Senha inicial').fill('curta');
    await account.getByRole('button', { name: 'Abrir conta' }).click();
    await expectRefusedInPortuguese(page, account, required);
  });

  await test.step('members: a points adjustment of no points and no reason', async () => {
    await page.getByLabel('Buscar (nome, e-mail, CPF)').fill('membro@demo.test');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await page.getByRole('row', { name: /membro@demo\.test/ }).click();
    const form = page.locator('form').filter({ hasText: 'Ajuste manual de pontos' });
    await form.getByRole('spinbutton', { name: 'Pontos' }).fill('0');
    await form.getByRole('button', { name: 'Aplicar ajuste' }).click();
    await expectRefusedInPortuguese(page, form, 'Informe o motivo do ajuste.');
  });

  await test.step('members: CSV files with bad lines', async () => {
    for (const [title, csv] of [
      ['Importar membros', 'nome,email,cpf,pontos\nAna,nao-e-email,123,dez\n'],
      ['Crédito de pontos em lote', 'membro,pontos,motivo\nninguem@demo.test,-5,\n'],
    ] as const) {
      const section = page.getByRole('region', { name: title });
      await section.getByLabel(`Escolher arquivo: ${title}`).setInputFiles({
        name: 'ruim.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(csv),
      });
      await section.getByRole('button', { name: 'Verificar arquivo' }).click();
      await expect.soft(section.getByText(/linhas? com erro/)).toBeVisible();
      expect.soft(await page.locator('body').innerText()).not.toMatch(english);
    }
  });

  await test.step('programme: an API client without a name and with a bad webhook address', async () => {
    await openPage(page, 'Programa', true);
    const form = page.locator('form').filter({ hasText: 'Criar cliente' });
    await form.getByLabel('Endereço dos webhooks (opcional)').fill('ftp://exemplo');
    await form.getByRole('button', { name: 'Criar cliente' }).click();
    await expectRefusedInPortuguese(page, form, required);
  });

  await test.step('programme: terms without a title, SSO with an issuer that is no address', async () => {
    const terms = page.getByRole('form', { name: 'Termos de uso e condições de compra' });
    await terms.getByLabel('Título', { exact: true }).fill('');
    await terms.getByRole('button', { name: /^Salvar / }).click();
    await expectRefusedInPortuguese(page, terms, required);
    const sso = page.getByRole('form', { name: 'Login único (SSO)' });
    await sso.getByLabel('Endereço do provedor (issuer)').fill('nao-e-endereco');
    await sso.getByRole('button', { name: 'Salvar login único' }).click();
    await expectRefusedInPortuguese(page, sso, /http/);
  });

  await test.step('programme: a currency of two letters at a negative rate, a negative markup', async () => {
    const rates = page.locator('form').filter({ hasText: 'Salvar cotação' });
    await rates.getByLabel('Moeda').fill('us');
    await rates.getByLabel('Cotação (R$)').fill('-1');
    await rates.getByRole('button', { name: 'Salvar cotação' }).click();
    await expectRefusedInPortuguese(page, rates, /./);
    const markup = page.locator('form').filter({ hasText: 'Salvar margem' });
    await markup.getByLabel('Percentual (%)').fill('-5');
    await markup.getByRole('button', { name: 'Salvar margem' }).click();
    await expectRefusedInPortuguese(page, markup, /./);
  });

  await test.step('showcases: an identifier with spaces and no name', async () => {
    await openPage(page, 'Vitrines', true);
    await page.getByRole('button', { name: 'Nova vitrine' }).click();
    const form = page.locator('form').filter({ hasText: 'Salvar vitrine' });
    await form.getByLabel('Identificador (letras minúsculas, números e hífens)').fill('Com Espaço');
    await form.getByRole('button', { name: 'Salvar vitrine' }).click();
    await expectRefusedInPortuguese(page, form, required);
  });

  await test.step('experiences: an empty new experience', async () => {
    await openPage(page, 'Exclusivos');
    await page.getByRole('button', { name: 'Nova experiência' }).click();
    const form = page.locator('form').filter({ hasText: 'Salvar experiência' });
    await form.getByLabel('Código IBGE da cidade', { exact: true }).fill('123');
    await form.getByRole('button', { name: 'Salvar experiência' }).click();
    await expectRefusedInPortuguese(page, form, required);
  });

  await test.step('audit and reports: a period that ends before it starts', async () => {
    await openPage(page, 'Auditoria');
    const audit = page.locator('form').filter({ hasText: 'Filtrar' });
    await audit.getByLabel('De', { exact: true }).fill('2026-05-10');
    await audit.getByLabel('Até', { exact: true }).fill('2026-05-01');
    await audit.getByRole('button', { name: 'Filtrar' }).click();
    await expectRefusedInPortuguese(page, page.getByRole('main'), /data final/);
    await openPage(page, 'Relatórios');
    const reports = page.locator('form').filter({ hasText: 'Gerar relatório' });
    await reports.getByLabel('De', { exact: true }).fill('2026-05-10');
    await reports.getByLabel('Até', { exact: true }).fill('2026-05-01');
    await reports.getByRole('button', { name: 'Gerar relatório' }).click();
    await expectRefusedInPortuguese(page, reports, /./);
  });

  await test.step('e-mail previews: no locator, no member', async () => {
    await openPage(page, 'E-mails');
    for (const title of ['E-mails de reserva', 'E-mails de membro']) {
      const form = page.getByRole('region', { name: title }).locator('form');
      await form.getByRole('button', { name: 'Ver prévia' }).click();
      await expectRefusedInPortuguese(page, form, required);
    }
  });
});
