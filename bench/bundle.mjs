// First-load JavaScript of the login and home routes, measured in Chromium as the compressed
// bytes actually transferred (budget: 200 KB gzip each, DESIGN §10). Needs `npm run build`.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { ensureChromium } from '../scripts/chromium.mjs';

const BUDGET_KB = 200;
const port = 3250;
const base = `http://localhost:${port}`;
const server = spawn('node', ['apps/api/dist/main.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-bench-')),
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
});

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

async function jsBytes(page, action) {
  let total = 0;
  const onResponse = async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const sizes = await response
      .request()
      .sizes()
      .catch(() => null);
    total += sizes ? sizes.responseBodySize : 0;
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return total;
}

try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } });
  const page = await context.newPage();
  const login = await jsBytes(page, () => page.goto(`${base}/login`));

  const tokens = await (
    await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'membro@demo.test', password: 'Demo@1234' }),
    })
  ).json();
  const fresh = await browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } });
  await fresh.addInitScript(
    (auth) => {
      window.localStorage.setItem('auth', JSON.stringify(auth));
    },
    {
      idToken: tokens.idToken,
      refreshToken: tokens.refreshToken,
      localId: tokens.localId,
      expiresAt: Date.now() + 3600_000,
    },
  );
  const homePage = await fresh.newPage();
  const home = await jsBytes(homePage, () => homePage.goto(`${base}/`));
  await browser.close();

  const kb = (bytes) => (bytes / 1024).toFixed(1);
  console.log(`login route first-load JS: ${kb(login)} KB gzip (budget ${BUDGET_KB} KB)`);
  console.log(`home route first-load JS:  ${kb(home)} KB gzip (budget ${BUDGET_KB} KB)`);
  console.log(`RESULT bundle login_kb=${kb(login)} home_kb=${kb(home)} budget_kb=${BUDGET_KB}`);
} finally {
  server.kill('SIGTERM');
}
