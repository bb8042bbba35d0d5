/**
 * First-load JavaScript as Chromium transfers it: the encoded (compressed) bytes of every script
 * response that CDP reports, with the browser cache disabled, for `/login`, for `/` signed in and
 * for a first visit to the flight results (GRU→SSA, signed in, the search stored as the home form
 * stores it). Budgets: /login ≤ 160 KB, / ≤ 190 KB, results ≤ 200 KB.
 *
 * Needs `npm run build` (the bench:bundle script builds first) and Chromium. A page counts as
 * loaded once its main content shows and the network has been idle; the scripts a page fetches
 * later on a person's intent (another tab, the results code when the search form is used) are not
 * first load. BENCH_PORT (default 3240) and BENCH_RUNS (default 3, the median is reported) tune it.
 */
import type { CDPSession, Page } from '@playwright/test';
import {
  builtPortalExists,
  machineLoad,
  openDesktopPage,
  quantile,
  signInAsMember,
  startPortal,
  storedFlightSearch,
} from './support/portal';

const budgetsKb = { login: 160, home: 190, results: 200 };
type Visit = keyof typeof budgetsKb;
const visitPaths: Record<Visit, string> = {
  login: '/login',
  home: '/',
  results: '/busca/resultado-pesquisa',
};

interface Transfer {
  bytes: number;
  requests: number;
  files: { url: string; bytes: number }[];
}

/** Sums CDP's encoded bytes of the script responses that finish while `load` runs. */
async function scriptTransfer(
  page: Page,
  cdp: CDPSession,
  load: () => Promise<void>,
): Promise<Transfer> {
  const scripts = new Map<string, string>();
  const files: { url: string; bytes: number }[] = [];
  const onResponse = (event: { requestId: string; type: string; response: { url: string } }) => {
    if (event.type === 'Script') scripts.set(event.requestId, event.response.url);
  };
  const onFinished = (event: { requestId: string; encodedDataLength: number }) => {
    const url = scripts.get(event.requestId);
    if (url) files.push({ url, bytes: event.encodedDataLength });
  };
  cdp.on('Network.responseReceived', onResponse);
  cdp.on('Network.loadingFinished', onFinished);
  try {
    await load();
    await page.waitForLoadState('networkidle');
  } finally {
    cdp.off('Network.responseReceived', onResponse);
    cdp.off('Network.loadingFinished', onFinished);
  }
  return { bytes: files.reduce((sum, file) => sum + file.bytes, 0), requests: files.length, files };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function measureOnce(base: string): Promise<Record<Visit, Transfer>> {
  const { browser, context, page } = await openDesktopPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const login = await scriptTransfer(page, cdp, async () => {
      await page.goto(`${base}/login`);
      await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
    });
    await signInAsMember(page, base);
    // the home the sign-in lands on finishes loading first: its requests are not the measured visit's
    await page.getByRole('button', { name: 'Buscar' }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const home = await scriptTransfer(page, cdp, async () => {
      await page.goto(`${base}/`);
      await page.getByRole('button', { name: 'Buscar' }).first().waitFor();
    });
    const { flySearch, type } = storedFlightSearch('GRU', 'SSA');
    await page.evaluate(
      ([search, searchType]) => {
        window.sessionStorage.setItem('flySearch', search);
        window.sessionStorage.setItem('buscaAtual', searchType);
      },
      [flySearch, type] as const,
    );
    const results = await scriptTransfer(page, cdp, async () => {
      await page.goto(`${base}${visitPaths.results}`);
      await page.locator('main article').first().waitFor({ timeout: 60_000 });
    });
    return { login, home, results };
  } finally {
    await browser.close();
  }
}

if (!builtPortalExists()) {
  console.log('needs `npm run build` and Chromium');
  process.exit(1);
}
const portal = await startPortal(Number(process.env.BENCH_PORT ?? 3240));
try {
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const measures: Record<Visit, Transfer>[] = [];
  const visits = Object.keys(budgetsKb) as Visit[];
  for (let i = 0; i < runs; i++) {
    const measure = await measureOnce(portal.base);
    const figures = visits.map(
      (visit) =>
        `${visitPaths[visit]} ${kb(measure[visit].bytes)} KB in ${measure[visit].requests}`,
    );
    console.log(`run ${i + 1}: ${figures.join(', ')} (load ${machineLoad()})`);
    measures.push(measure);
  }
  const last = measures.at(-1)!;
  for (const visit of visits) {
    const transfer = last[visit];
    console.log(`${visitPaths[visit]}: ${kb(transfer.bytes)} KB in ${transfer.requests} scripts`);
    for (const file of [...transfer.files].sort((a, b) => b.bytes - a.bytes)) {
      console.log(`  ${kb(file.bytes).padStart(6)} KB ${new URL(file.url).pathname}`);
    }
  }
  const medianKb = (visit: Visit) =>
    quantile(
      measures.map((measure) => measure[visit].bytes),
      0.5,
    ) / 1024;
  const status = visits.every((visit) => medianKb(visit) <= budgetsKb[visit]) ? 'ok' : 'over';
  const budgets = visits.map((visit) => `${visitPaths[visit]} ≤ ${budgetsKb[visit]} KB`);
  console.log(
    `budgets: ${budgets.join(', ')} (CDP encoded bytes, cache disabled); load ${machineLoad()}`,
  );
  console.log(
    `RESULT bundle login_kb=${medianKb('login').toFixed(1)} home_kb=${medianKb('home').toFixed(1)} results_kb=${medianKb('results').toFixed(1)} requests=${last.home.requests} login_requests=${last.login.requests} results_requests=${last.results.requests} status=${status}`,
  );
} finally {
  portal.stop();
}
