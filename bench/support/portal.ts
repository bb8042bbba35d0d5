/**
 * The built portal (apps/api/dist serving apps/web/dist) on a port of its own with a fresh demo
 * database, and the Chromium the browser benchmarks drive.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from '@playwright/test';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const memberEmail = 'membro@demo.test';
export const demoPassword = 'Demo@1234';

export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index] ?? 0;
}

/** The 1-minute load average: the machine is shared, so every figure is printed beside it. */
export const machineLoad = () => loadavg()[0]!.toFixed(2);

export function builtPortalExists(): boolean {
  return (
    existsSync(join(root, 'apps/api/dist/main.js')) &&
    existsSync(join(root, 'apps/web/dist/index.html')) &&
    existsSync(chromiumPath)
  );
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not answer ${url}`);
}

export interface RunningPortal {
  base: string;
  stop: () => void;
}

export async function startPortal(port: number): Promise<RunningPortal> {
  const base = `http://localhost:${port}`;
  const server: ChildProcess = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-bench-')),
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  try {
    await waitFor(`${base}/api/health`, 120_000);
  } catch (error) {
    server.kill();
    throw error;
  }
  return { base, stop: () => server.kill() };
}

const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/**
 * A headless Chromium with one desktop-sized, pt-BR page, as the browser benchmarks measure the
 * portal; the caller closes the browser. Playwright is loaded only here, when a bench drives it.
 */
export async function openDesktopPage(): Promise<{
  browser: Browser;
  context: BrowserContext;
  page: Page;
}> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: chromiumArgs,
  });
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: 'pt-BR',
  });
  return { browser, context, page: await context.newPage() };
}

/** Signs the demo member in through the login form and waits for the home. */
export async function signInAsMember(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByLabel('E-mail').fill(memberEmail);
  await page.getByLabel('Senha', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL(`${base}/`);
}

// The journeys store their searches the same way.
export { storedFlightSearch } from '../../e2e/support/storedSearch';
