import { expect, test } from '@playwright/test';
import { scrollToFoot, wheelToFoot } from './support/belowTheFold';
import { seriousViolations } from './support/checkout';
import { expectWholePhotos } from './support/photos';
import { signInAsMember, signInAtCampaign83 } from './support/session';

test('points statement dialog reads the ledger with page sizes', async ({ page }) => {
  await signInAsMember(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Menu do usuário/ })
    .click();
  await page.getByRole('menuitem', { name: 'Extrato de Pontos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Extrato de Pontos' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Sem validade').first()).toBeVisible();
  await expect(dialog.getByText('Linhas por página')).toBeVisible();
  await dialog.getByRole('button', { name: 'Voltar' }).click();
  await expect(dialog).toBeHidden();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the home draws what is below the fold as the member scrolls to it', async ({ page }) => {
    await signInAsMember(page);
    await expect(
      page.getByTestId('search-form-flight').getByRole('button', { name: 'Buscar' }),
    ).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByRole('heading', { name: 'Parceiros' })).toHaveCount(0);

    await scrollToFoot(page);
    await expect(page.getByRole('heading', { name: 'Ofertas da semana' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Parceiros' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('the product tabs that do not fit scroll into view from an arrow at the row end', async ({
    page,
  }) => {
    await signInAsMember(page);
    const last = page.getByRole('tablist').getByRole('tab', { name: 'Experiências' });
    await expect(last).toBeAttached();
    await expect(last).not.toBeInViewport({ ratio: 1 });
    const forward = page.getByTestId('search-tabs-forward');
    const back = page.getByTestId('search-tabs-back');
    await expect(forward).toBeEnabled();
    await expect(back).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);

    await forward.tap();
    await expect(last).toBeInViewport({ ratio: 1 });
    await expect(forward).toBeDisabled();
    await expect(back).toBeEnabled();
    await back.tap();
    await expect(page.getByRole('tab', { name: 'Aéreo' })).toBeInViewport({ ratio: 1 });
  });
});

test('home shows the campaign tabs, top destinations and showcases', async ({ page }) => {
  await signInAsMember(page);
  const tabs = page.getByRole('tablist');
  for (const tab of ['Aéreo', 'Exclusivos', 'Hotel', 'Carro', 'Rodoviário', 'Experiências']) {
    await expect(tabs.getByRole('tab', { name: tab })).toBeVisible();
  }
  await expect(tabs.getByRole('tab', { name: 'Aéreo' })).toHaveAttribute('aria-selected', 'true');
  // every tab fits the desktop row, so it has no scroll arrows
  await expect(page.getByTestId('search-tabs-forward')).toHaveCount(0);
  await scrollToFoot(page);
  await expect(page.getByRole('heading', { name: 'Destinos mais procurados' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ofertas da semana' })).toBeVisible();
  // the photos line up (a card with a shorter text does not drop its photo) and show whole,
  // the city name drawn along their foot included
  const cards = page.locator('section[aria-labelledby="top-destinations-title"] .MuiCard-root');
  await expect(cards).toHaveCount(4);
  await cards.last().scrollIntoViewIfNeeded();
  const tops = await expectWholePhotos(cards);
  expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(1);
  // one Portuguese name per airport, the one the autocomplete gives
  await expect(cards.filter({ hasText: 'Salvador' })).toContainText(
    'Aeroporto Internacional de Salvador – Deputado Luís Eduardo Magalhães (SSA)',
  );
  expect(await seriousViolations(page)).toEqual([]);

  // a destination card stores a draft search and opens the results
  await page
    .getByRole('button', { name: /Salvador/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/busca\/resultado-pesquisa$/);
  expect(await page.evaluate(() => window.sessionStorage.getItem('buscaAtual'))).toContain('Aéreo');
});

test('mobile drawer at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signInAsMember(page);
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: 'Início' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Programe sua viagem' })).toBeVisible();
  await drawer.getByRole('link', { name: 'Programe sua viagem' }).click();
  await expect(page).toHaveURL(/\/plantrip$/);
});

test('campaign 83 is cash-only: no points in the header, its own brand', async ({
  page,
  baseURL,
}) => {
  await signInAtCampaign83(page, baseURL as string);
  const header = page.getByRole('banner');
  await expect(header.getByText('Carlos Pereira')).toBeVisible();
  await expect(header.getByText(/Pts|Pontos/)).toHaveCount(0);
  await expect(header.getByRole('link', { name: /Clube Verde Viagens/ })).toBeVisible();
  await header.getByRole('button', { name: /Menu do usuário/ }).click();
  await expect(page.getByRole('menuitem', { name: /Extrato/ })).toHaveCount(0);
});

test('campaign 83 home at 1280x800: the mouse wheel reaches the footer, never a blank foot', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAtCampaign83(page, baseURL as string);
  await expect(
    page.getByTestId('search-form-flight').getByRole('button', { name: 'Buscar' }),
  ).toBeVisible();

  // the footer renders with the page, not when a scroll happens to reach its place
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await page.mouse.move(640, 400);
  await wheelToFoot(page);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toBeInViewport();
  // the footer ends the page: nothing blank is left below it
  const gap = await footer.evaluate(
    (node) =>
      document.documentElement.scrollHeight - window.scrollY - node.getBoundingClientRect().bottom,
  );
  expect(gap).toBeLessThanOrEqual(1);
  expect(await seriousViolations(page)).toEqual([]);
});

test('plantrip: every field required, terms read to the end, request sent', async ({ page }) => {
  await signInAsMember(page);
  await page.goto('/plantrip');
  await expect(page.getByRole('heading', { name: 'Dados para o contato' })).toBeVisible();
  await expect(page.getByLabel('Nome completo')).toHaveValue('Maria Souza');
  await page.getByLabel('Nome completo').fill('');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Preencha todos os campos obrigatórios')).toBeVisible();
  await expect(page.getByText('Nome não pode ser vazio')).toBeVisible();
  await expect(page.getByText('Celular não pode ser vazio')).toBeVisible();

  await page.getByLabel('Nome completo').fill('Maria Souza');
  await page.getByLabel('Celular').pressSequentially('11987654321');
  await expect(page.getByLabel('Celular')).toHaveValue('(11) 98765-4321');
  await page.getByLabel('Detalhes da viagem').fill('Lua de mel em Noronha, 2 adultos, março.');
  await page.getByRole('button', { name: 'Enviar' }).click();

  const terms = page.getByRole('dialog');
  const accept = terms.getByRole('button', { name: 'Declaro ter lido os termos' });
  await expect(accept).toBeDisabled();
  await page.mouse.click(5, 5);
  await expect(terms).toBeVisible();
  await terms.getByTestId('terms-content').evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(accept).toBeEnabled();
  await accept.click();
  await expect(
    page.getByText('Sua solicitação foi enviada com sucesso! Em breve entraremos em contato.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 6_000 });
});
