import { expect, test, type Page } from '@playwright/test';
import type { ConsoleCampaign } from '@portal/domain/operators';
import { acceptTerms, fillTravellers, seriousViolations } from './support/checkout';
import {
  chooseCampaign,
  createHotelCoupon,
  openHotelBookingOf,
  pngLogo,
  publishCampaign,
  signInToConsole,
  uploadLogo,
} from './support/console';
import { openFirstSaoPauloHotel } from './support/hotel';
import { signInAsMember } from './support/session';

test.describe.configure({ timeout: 240_000 });

/**
 * Campaign 91 'Viaja Mais' on a fresh data dir. Run again on the same data dir (E2E_DATA_DIR),
 * 91 exists with its member and coupon: the journey then launches the next free campaign
 * 9101, 9102, … the same way, so it proves the same thing without editing what a run left.
 */
async function freeCampaign(admin: Page): Promise<{ id: number; name: string }> {
  const token = await admin.evaluate(() => sessionStorage.getItem('console.token'));
  const response = await admin.request.get('/api/console/campaigns', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  const taken = new Set(((await response.json()) as ConsoleCampaign[]).map((c) => c.id));
  if (!taken.has(91)) return { id: 91, name: 'Viaja Mais' };
  let id = 9101;
  while (taken.has(id)) id++;
  return { id, name: `Viaja Mais ${id}` };
}

test('an admin launches campaign 91 from the console and its member buys a hotel with the new coupon', async ({
  browser,
  baseURL,
}) => {
  const admin = await (await browser.newContext()).newPage();
  const started = Date.now();
  await signInToConsole(admin);
  const campaign = await freeCampaign(admin);
  const option = `${campaign.id} — ${campaign.name}`;
  const memberEmail = `bia${campaign.id}@demo.test`;

  // campaign 91, from a blank campaign: brand, colours, only flights and hotels, 40 points per real
  await admin.getByRole('link', { name: 'Nova campanha' }).click();
  await expect(admin.getByTestId('copy-summary')).toContainText('Em branco');
  await admin.getByLabel('Número').fill(String(campaign.id));
  await admin.getByLabel('Nome', { exact: true }).fill(campaign.name);
  await admin.getByLabel('Endereços (separados por vírgula)').fill(`${campaign.id}.localhost`);
  await admin.getByLabel('Taxa de conversão (pontos por real)').fill('40');
  await admin.getByLabel('Cabeçalho', { exact: true }).fill('#6a1b9a');
  await admin.getByLabel('Busca', { exact: true }).fill('#00897b');
  await admin.getByLabel('Texto da home', { exact: true }).fill('Viaje mais com a Viaja Mais!');
  for (const product of ['Aéreo', 'Hotel'])
    await admin.getByRole('checkbox', { name: product, exact: true }).check();
  await admin.getByRole('checkbox', { name: 'Aceita cupons de desconto' }).check();
  await admin.getByRole('button', { name: 'Salvar campanha' }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/campaigns/${campaign.id}$`));
  // the saved campaign's editor replaces the new one's (which alone shows this hint) once its data
  // has come: an upload before then lands in the form being replaced
  await expect(admin.getByText('As imagens podem ser enviadas antes de salvar')).toBeHidden();

  await uploadLogo(admin, [106, 27, 154]);
  await admin.getByRole('button', { name: 'Salvar campanha' }).click();
  await expect(admin.getByText('Campanha salva.')).toBeVisible();

  // a new campaign is a draft until published
  await publishCampaign(admin);

  // the preview beside the form shows the member home as saved
  const preview = admin.getByTestId('campaign-preview');
  await expect(preview.getByText(campaign.name, { exact: true })).toBeVisible();
  await expect(preview.getByRole('img', { name: `Logotipo ${campaign.name}` })).toHaveAttribute(
    'src',
    new RegExp(`/files/campaign/${campaign.id}/logo-[a-z0-9]+\\.png$`),
  );
  await expect(preview.getByTestId('preview-header')).toHaveCSS(
    'background-color',
    'rgb(106, 27, 154)',
  );
  await expect(preview.getByTestId('preview-products')).toHaveText(/^AéreoHotel$/);

  // a 20 % coupon for hotels
  await createHotelCoupon(admin, option, { code: 'VIAJA20', percent: 20, limit: 100 });
  await expect(admin.getByRole('row', { name: /VIAJA20/ })).toContainText('0 / 100');

  // the member's account, opened and credited by the admin
  await admin.getByRole('link', { name: 'Membros' }).click();
  await chooseCampaign(admin, option);
  const account = admin.getByRole('form', { name: 'Abrir conta' });
  await account.getByLabel('Nome', { exact: true }).fill('Beatriz');
  await account.getByLabel('Sobrenome').fill('Costa');
  await account.getByLabel('E-mail', { exact: true }).fill(memberEmail);
  await account.getByLabel('Senha inicial').fill('Viaja@1234');
  await account.getByRole('button', { name: 'Abrir conta' }).click();
  await expect(admin.getByText('Conta aberta.')).toBeVisible();
  await admin.getByRole('spinbutton', { name: 'Pontos' }).fill('100000');
  await admin.getByLabel('Motivo').fill('Carga inicial da campanha');
  await admin.getByRole('button', { name: 'Aplicar ajuste' }).click();
  await expect(admin.getByTestId('member-balance')).toHaveText(/100\.000 Pontos/);

  // the programme's API client, whose webhook endpoint is down for now
  await admin.getByRole('link', { name: 'Programa' }).click();
  await chooseCampaign(admin, option);
  await admin.getByLabel('Nome do cliente').fill('Programa Viaja Mais');
  await admin.getByLabel('Endereço dos webhooks (opcional)').fill('http://127.0.0.1:9/webhooks');
  await admin.getByRole('button', { name: 'Criar cliente' }).click();
  await expect(
    admin.getByText('Guarde agora: estes segredos não serão mostrados de novo.'),
  ).toBeVisible();

  // the member, on the campaign's own host name
  const host91 = (baseURL as string).replace('localhost', `${campaign.id}.localhost`);
  const member = await (await browser.newContext()).newPage();
  await member.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await member.goto(`${host91}/login`);
  await member.getByLabel('E-mail').fill(memberEmail);
  await member.getByLabel('Senha', { exact: true }).fill('Viaja@1234');
  await member.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(member).toHaveURL(new RegExp(`${campaign.id}\\.localhost:\\d+/$`));
  const header = member.getByRole('banner');
  await expect(header.getByRole('link', { name: /Viaja Mais/ })).toBeVisible();
  await expect(
    header.locator(`img[src*="/files/campaign/${campaign.id}/logo-"]`).first(),
  ).toBeVisible();
  await expect(member.getByRole('tab', { name: 'Hotel' })).toBeVisible();
  await expect(member.getByRole('tab', { name: 'Carro' })).toHaveCount(0);

  await openFirstSaoPauloHotel(member);
  await member.getByRole('button', { name: 'Escolher Quarto' }).first().click();
  const proceed = member.getByRole('button', { name: 'Prosseguir para Resumo' });
  if (await proceed.isVisible().catch(() => false)) await proceed.click();
  await expect(member).toHaveURL(/\/busca\/resumo$/);
  const points = member.getByTestId('points-input');
  const fullPrice = Number(await points.inputValue());
  const coupon = member.getByRole('region', { name: 'Cupom de desconto' });
  await coupon.getByLabel('Código do cupom').fill('VIAJA20');
  await coupon.getByRole('button', { name: 'Aplicar' }).click();
  await expect(member.getByText('Cupom aplicado com sucesso!')).toBeVisible();
  await expect(coupon.getByTestId('coupon-applied')).toContainText('20%');
  await expect.poll(async () => Number(await points.inputValue())).toBeLessThan(fullPrice);
  await fillTravellers(member);
  await acceptTerms(member);
  await member.getByRole('button', { name: 'Comprar' }).click();
  await expect(member).toHaveURL(/\/busca\/finalizado$/, { timeout: 30_000 });
  await expect(member.getByRole('heading', { name: 'Reserva concluída' })).toBeVisible();
  const seconds = (Date.now() - started) / 1000;
  test.info().annotations.push({ type: 'journey-seconds', description: seconds.toFixed(1) });
  console.log(
    `RESULT console-journey seconds=${seconds.toFixed(1)} (console sign-in to the member's purchase)`,
  );

  // the admin finds the booking, its saga, the coupon's use and the audit trail
  const detail = await openHotelBookingOf(admin, memberEmail);
  const locator =
    (await detail.getByRole('heading', { level: 2 }).textContent())?.split(' — ')[0] ?? '';
  await detail.getByRole('link', { name: `Trilha de auditoria: ${memberEmail}` }).click();
  const trail = admin.getByTestId('audit-entries');
  await expect(trail).toContainText('Conta de membro aberta');
  await expect(trail).toContainText('Pontos creditados');
  await admin.getByLabel('Alvo', { exact: true }).fill(String(campaign.id));
  await admin.getByLabel('Tipo do alvo').fill('campaign');
  await admin.getByRole('button', { name: 'Filtrar' }).click();
  await expect(trail).toContainText('Campanha criada');
  await expect(trail).toContainText('Imagem da campanha enviada');
  await expect(trail).toContainText('Campanha alterada');
  await admin.getByRole('link', { name: 'Cupons' }).click();
  await chooseCampaign(admin, option);
  const couponRow = admin.getByRole('row', { name: /VIAJA20/ });
  await expect(couponRow).toContainText('1 / 100');
  await expect(couponRow).toContainText('Hotel');
  await couponRow.getByRole('button', { name: 'Usos de VIAJA20' }).click();
  const uses = admin.getByRole('region', { name: 'Reservas que usaram o cupom VIAJA20' });
  await expect(uses.getByRole('row', { name: new RegExp(locator) })).toContainText(memberEmail);

  // the purchase's webhooks are queued for the programme and retried while its endpoint is down
  await admin.getByRole('link', { name: 'Programa' }).click();
  await chooseCampaign(admin, option);
  await expect(admin.getByRole('row', { name: /booking\.issued/ })).toContainText('pending');
  await expect(admin.getByRole('row', { name: /points\.redeemed/ })).toBeVisible();
});

test('an admin adds an experience to the inventory and a member finds it in the search', async ({
  browser,
}) => {
  const admin = await (await browser.newContext()).newPage();
  await signInToConsole(admin);

  await admin.getByRole('link', { name: 'Operadores' }).click();
  await expect(
    admin.getByRole('cell', { name: 'suporte@console.test', exact: true }),
  ).toBeVisible();
  expect(await seriousViolations(admin)).toEqual([]);

  await admin.getByRole('link', { name: 'Exclusivos' }).click();
  await admin.getByLabel('Filtrar por código IBGE da cidade').fill('3550308');
  await expect(admin.getByRole('cell', { name: 'EXP-3550308-00', exact: true })).toBeVisible();
  await admin.getByRole('button', { name: 'Nova experiência' }).click();
  await admin.getByLabel(/^Código \(ex/).fill('EXP-3550308-E2E');
  await admin.getByLabel('Nome', { exact: true }).fill('Tour noturno Viaja Mais');
  await admin.getByLabel('Categoria', { exact: true }).fill('Passeios');
  await admin.getByLabel('Código IBGE da cidade', { exact: true }).fill('3550308');
  await admin.getByLabel('Cidade', { exact: true }).fill('São Paulo');
  await admin.getByLabel('Estado', { exact: true }).fill('São Paulo');
  await admin.getByLabel('Local', { exact: true }).fill('Avenida Paulista');
  await admin
    .getByLabel('Descrição', { exact: true })
    .fill('Um passeio guiado pela cidade à noite.');
  await admin.getByLabel('Preço (R$)').fill('99.90');
  await admin.getByLabel('Preço original (R$)').fill('120');
  for (const day of ['Dom', 'Sáb']) await admin.getByRole('checkbox', { name: day }).check();
  await admin.getByLabel(/^Horários/).fill('20:00');
  await admin.getByLabel('Enviar imagem').setInputFiles({
    name: 'tour.png',
    mimeType: 'image/png',
    buffer: pngLogo(120, 80, [0, 137, 123]),
  });
  await expect(admin.getByRole('button', { name: 'Remover imagem 1' })).toBeVisible();
  expect(await seriousViolations(admin)).toEqual([]);
  await admin.getByRole('button', { name: 'Salvar experiência' }).click();
  await expect(admin.getByText('Experiência salva.')).toBeVisible();
  await expect(admin.getByRole('row', { name: /EXP-3550308-E2E/ })).toContainText('Sim');

  const member = await (await browser.newContext()).newPage();
  await signInAsMember(member);
  await member.getByRole('tab', { name: 'Exclusivos' }).click();
  const form = member.getByRole('form', { name: 'Busca de experiências exclusivas' });
  await form.getByRole('combobox', { name: 'Cidade' }).fill('São P');
  await member
    .getByRole('option', { name: /^São Paulo, / })
    .first()
    .click();
  await form.getByRole('button', { name: 'Buscar' }).click();
  await expect(member).toHaveURL(/\/busca\/resultado-pesquisa$/);
  await expect(
    member.getByTestId('experience-card').filter({ hasText: 'Tour noturno Viaja Mais' }),
  ).toBeVisible({ timeout: 30_000 });
});
