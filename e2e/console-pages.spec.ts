import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/checkout';
import { chooseCampaign, signInToConsole } from './support/console';

/** Every console page an admin reaches from the menu, by its path and the heading it shows. */
const pages: { path: string; heading: string | RegExp; campaign?: boolean }[] = [
  { path: 'campaigns', heading: 'Campanhas' },
  { path: 'campaigns/new', heading: /Nova campanha/ },
  { path: 'campaigns/77', heading: /^Editar: / },
  { path: 'showcases', heading: 'Vitrines da home e destinos mais buscados', campaign: true },
  { path: 'experiences', heading: 'Exclusivos: inventário de experiências' },
  { path: 'coupons', heading: 'Cupons', campaign: true },
  { path: 'members', heading: 'Membros', campaign: true },
  { path: 'bookings', heading: 'Reservas' },
  {
    path: 'programme',
    heading: 'Programa: clientes da API, webhooks, termos e login único',
    campaign: true,
  },
  { path: 'audit', heading: 'Trilha de auditoria' },
  { path: 'reports', heading: 'Relatórios' },
  { path: 'mails', heading: 'Prévia dos e-mails' },
  { path: 'operators', heading: 'Operadores do console' },
];

const widths = [
  { width: 1280, height: 800 },
  { width: 768, height: 1024 },
];

for (const size of widths)
  test(`every console page is axe clean at ${size.width} px, with no sideways scroll and a one-line top bar`, async ({
    page,
  }) => {
    test.setTimeout(480_000);
    await page.setViewportSize(size);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Entrar no console' })).toBeVisible();
    expect(await seriousViolations(page), `sign-in at ${size.width}`).toEqual([]);
    await signInToConsole(page);
    for (const { path, heading, campaign } of pages) {
      const where = `/admin/${path} at ${size.width}px`;
      await page.goto(`/admin/${path}`);
      await expect(page.getByRole('heading', { name: heading }).first(), where).toBeVisible();
      if (campaign) await chooseCampaign(page, /^77 — /);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), where).toEqual([]);
      const layout = await page.evaluate(() => {
        const bar = document.querySelector('header > div');
        return {
          sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          barHeight: bar?.getBoundingClientRect().height ?? 0,
        };
      });
      expect(layout.sideways, `${where}: sideways scroll`).toBeLessThanOrEqual(0);
      // the title, operator and 'Sair' sit on one line (56 px); the menu is a row of its own
      expect(layout.barHeight, `${where}: top bar height`).toBeLessThanOrEqual(64);
    }
  });
