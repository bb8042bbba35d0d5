import { expect, test } from '@playwright/test';
import { scrollToFoot } from './support/belowTheFold';
import { buyWithCard } from './support/checkout';
import {
  chooseCampaign,
  createHotelCoupon,
  openHotelBookingOf,
  pngLogo,
  publishCampaign,
  signInToConsole,
  uploadLogo,
} from './support/console';
import { chooseFirstSaoPauloRoom } from './support/hotel';
import { linkInLatestMail } from './support/outbox';

test.describe.configure({ timeout: 300_000 });

/**
 * The launch of a programme as a person does it, timed from the console sign-in to the member's
 * purchase: only the console's own screens, the member's e-mail and the campaign's own address.
 */
test('an operator launches a blank campaign and its invited member buys with points and card on its host', async ({
  browser,
  baseURL,
}) => {
  const admin = await (await browser.newContext()).newPage();
  const started = Date.now();
  await signInToConsole(admin);

  // a blank campaign under the number the console proposes
  await admin.getByRole('link', { name: 'Nova campanha' }).click();
  await expect(admin.getByTestId('copy-summary')).toContainText('Em branco');
  const id = Number(await admin.getByLabel('Número').inputValue());
  expect(id).toBeGreaterThan(0);
  const name = `Férias Mais ${id}`;
  const option = `${id} — ${name}`;
  const host = `ferias${id}.localhost`;
  const memberEmail = `lia${id}@ferias.test`;
  await admin.getByLabel('Nome', { exact: true }).fill(name);
  await admin.getByLabel('Endereços (separados por vírgula)').fill(host);
  await admin.getByLabel('Taxa de conversão (pontos por real)').fill('50');
  await admin.getByLabel('Nome da moeda').fill('Milhas');
  await admin.getByLabel('Abreviação da moeda').fill('Mi');
  await admin.getByRole('checkbox', { name: 'Aceita pagamento em dinheiro' }).check();
  await admin.getByLabel('Percentual máximo em dinheiro').fill('60');
  await admin.getByRole('checkbox', { name: 'Aceita cupons de desconto' }).check();
  for (const product of ['Aéreo', 'Hotel'])
    await admin.getByRole('checkbox', { name: product, exact: true }).check();
  await admin.getByLabel('Cabeçalho', { exact: true }).fill('#00695c');
  await admin.getByLabel('Busca', { exact: true }).fill('#ef6c00');
  await admin.getByLabel('Texto da home', { exact: true }).fill('Suas férias começam aqui.');
  await uploadLogo(admin, [0, 105, 92]);
  await admin.getByRole('button', { name: 'Salvar campanha' }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/campaigns/${id}$`));

  // published
  await publishCampaign(admin);

  // a 10 % coupon for hotels
  await createHotelCoupon(admin, option, { code: 'FERIAS10', percent: 10, limit: 500 });

  // a showcase on the member home
  await admin.getByRole('link', { name: 'Vitrines' }).click();
  await chooseCampaign(admin, option);
  await admin.getByRole('button', { name: 'Nova vitrine' }).click();
  await admin.getByLabel('Identificador (letras minúsculas, números e hífens)').fill('praias');
  await admin.getByLabel('Nome da vitrine').fill('Praias do verão');
  await admin.getByLabel('Descrição').fill('Sol, mar e pontos que rendem.');
  await admin.getByLabel('Enviar imagem').setInputFiles({
    name: 'praia.png',
    mimeType: 'image/png',
    buffer: pngLogo(120, 80, [2, 136, 209]),
  });
  await admin.getByLabel('Título da imagem 1').fill('Porto de Galinhas');
  await admin.getByRole('button', { name: 'Salvar vitrine' }).click();
  await expect(admin.getByRole('row', { name: /Praias do verão/ })).toBeVisible();

  // the member, invited by e-mail, then credited
  await admin.getByRole('link', { name: 'Membros' }).click();
  await chooseCampaign(admin, option);
  const invite = admin.getByRole('form', { name: 'Convidar por e-mail' });
  await invite.getByLabel('Nome', { exact: true }).fill('Lia');
  await invite.getByLabel('Sobrenome').fill('Rocha');
  await invite.getByLabel('E-mail', { exact: true }).fill(memberEmail);
  await invite.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(admin.getByText(`Convite enviado para ${memberEmail}.`)).toBeVisible();
  await admin.getByRole('spinbutton', { name: 'Pontos' }).fill('100000');
  await admin.getByLabel('Motivo').fill('Boas-vindas da campanha');
  await admin.getByRole('button', { name: 'Aplicar ajuste' }).click();
  await expect(admin.getByTestId('member-balance')).toHaveText(/100\.000 Milhas/);

  // the member opens the invitation, chooses a password and signs in on the campaign's host
  const member = await (await browser.newContext()).newPage();
  await member.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  const invitation = await linkInLatestMail(member.request, memberEmail, /^Convite/);
  expect(new URL(invitation).hostname).toBe(host);
  await member.goto(invitation);
  await member.getByLabel('Nova senha', { exact: true }).fill('Ferias@2026');
  await member.getByLabel('Confirmar senha', { exact: true }).fill('Ferias@2026');
  await member.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(member).toHaveURL(/\/login$/);
  await member.getByLabel('E-mail').fill(memberEmail);
  await member.getByLabel('Senha', { exact: true }).fill('Ferias@2026');
  await member.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(member).toHaveURL(`${(baseURL as string).replace('localhost', host)}/`);
  const header = member.getByRole('banner');
  await expect(header.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  await expect(header.locator(`img[src*="/files/campaign/${id}/logo-"]`).first()).toBeVisible();
  await expect(member.getByRole('tab', { name: 'Carro' })).toHaveCount(0);
  await scrollToFoot(member);
  await expect(member.getByRole('heading', { name: 'Praias do verão' })).toBeVisible();

  // a hotel paid with the fewest points the campaign asks and the rest by card
  await member.evaluate(() => window.scrollTo(0, 0));
  await chooseFirstSaoPauloRoom(member);
  await buyWithCard(member, '4111111111111111');
  await expect(member).toHaveURL(/\/busca\/finalizado$/, { timeout: 30_000 });
  await expect(member.getByRole('heading', { name: 'Reserva concluída' })).toBeVisible();
  const seconds = (Date.now() - started) / 1000;
  test.info().annotations.push({ type: 'journey-seconds', description: seconds.toFixed(1) });
  console.log(`RESULT console-launch seconds=${seconds.toFixed(1)}`);

  // the console shows the purchase paid both ways
  const detail = await openHotelBookingOf(admin, memberEmail);
  await expect(detail.getByRole('row', { name: /Cartão/ })).toContainText('debitados');
});
