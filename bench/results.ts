/**
 * Results-page rendering budget (DESIGN §10, issue 4): filtering 2,000 flight results must
 * re-render in ≤ 50 ms.
 *
 * 1. The pure filter (`applyFlightFilters` of @portal/domain) over 2,000 generated round-trip
 *    recommendations, for a set of filter changes (node, many runs).
 * 2. When a build and Chromium exist: the real page in headless Chromium (Playwright) with
 *    POST /api/flight answering those 2,000 recommendations; a filter checkbox is clicked and
 *    the time to the updated result count (after the next animation frame) is measured.
 *    Baseline in the same run: the unvirtualised cost is not measured; the side-by-side figure
 *    is the filter function alone.
 * 3. First-load JS of / (apps/web/scripts/first-load.mjs) when a build exists.
 *
 * Ends with `RESULT results p50=… p95=…` (the browser figures when measured, otherwise the
 * filter function). BENCH_RUNS (default 20 browser changes) and BENCH_SKIP_BROWSER=1 tune it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { applyFlightFilters, defaultFlightFilters, sortFlightsByTotal, type FlightFilters, type FlightSearchResponse } from '../packages/domain/src';
import { generateRecommendations } from '../packages/domain/src/flightRules/testing';

const COUNT = 2000;
const BUDGET_MS = 50;
const root = fileURLToPath(new URL('..', import.meta.url));

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index] ?? 0;
}
const ms = (value: number) => value.toFixed(2);

function benchFilter(): { p50: number; p95: number } {
  const recommendations = sortFlightsByTotal(generateRecommendations(COUNT, 42));
  const base = defaultFlightFilters();
  const changes: FlightFilters[] = [
    base,
    { ...base, stops: [0] },
    { ...base, stops: [0, 1] },
    { ...base, airlines: ['G3', 'AD'] },
    { ...base, departure: [12, 36] },
    { ...base, return: [20, 44], duration: [0, 12] },
    { ...base, flightNumber: 'G31' },
    { ...base, sameAirport: true, cabins: ['Y'] },
    { ...base, connections: ['GIG'] },
  ];
  for (let i = 0; i < 50; i++) applyFlightFilters(recommendations, changes[i % changes.length]!);
  const times: number[] = [];
  for (let i = 0; i < 900; i++) {
    const filters = changes[i % changes.length]!;
    const t0 = performance.now();
    applyFlightFilters(recommendations, filters);
    times.push(performance.now() - t0);
  }
  return { p50: quantile(times, 0.5), p95: quantile(times, 0.95) };
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not answer ${url}`);
}

async function benchBrowser(runs: number): Promise<{ p50: number; p95: number; results: number } | null> {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (process.env.BENCH_SKIP_BROWSER === '1') return null;
  if (!existsSync(join(root, 'apps/api/dist/main.js')) || !existsSync(join(root, 'apps/web/dist/index.html')) || !existsSync(chromium)) {
    console.log('browser run skipped: needs `npm run build` and Chromium');
    return null;
  }
  const { chromium: playwright } = await import('@playwright/test');
  const port = Number(process.env.BENCH_PORT ?? 3230);
  const base = `http://localhost:${port}`;
  const server: ChildProcess = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], {
    env: { ...process.env, PORT: String(port), PUBLIC_URL: base, DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-bench-results-')), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    await waitFor(`${base}/api/health`, 120_000);
    const browser = await playwright.launch({
      executablePath: chromium,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    try {
      const page = await browser.newPage({ viewport: { width: 1366, height: 900 }, locale: 'pt-BR' });
      const payload: FlightSearchResponse = { recommendations: generateRecommendations(COUNT, 42), availabilitysummary: [] };
      const body = JSON.stringify(payload);
      await page.route('**/api/flight', (route) => route.fulfill({ status: 200, contentType: 'application/json', body }));
      await page.goto(`${base}/login`);
      await page.getByLabel('E-mail').fill('membro@demo.test');
      await page.getByLabel('Senha', { exact: true }).fill('Demo@1234');
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await page.waitForURL(`${base}/`);
      const airport = (iata: string) => ({ iata, airportName: iata, description: iata, countryName: 'Brasil', countryIso: 'BR', cityName: iata, stateName: '' });
      const start = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      const end = new Date(Date.now() + 37 * 86_400_000).toISOString().slice(0, 10);
      const flySearch = JSON.stringify({
        origem: airport('GRU'),
        destino: airport('SSA'),
        datas: { dataIda: start, dataVolta: end, abreviada: '', diaSemanaIda: '', diaSemanaVolta: '', startDate: start, endDate: end },
        adultos: 1,
        criancas: 0,
        bebes: 0,
        idavolta: true,
        tarifasBagagem: false,
        apenasVoosDiretos: false,
      });
      // plain arguments only: tsx's name helpers do not exist in the page
      await page.evaluate(([search, type]) => {
        window.sessionStorage.setItem('flySearch', search);
        window.sessionStorage.setItem('buscaAtual', type);
      }, [flySearch, JSON.stringify('Aéreo')] as const);
      await page.goto(`${base}/busca/resultado-pesquisa`);
      await page.getByText(`${COUNT} resultados encontrados`).waitFor({ timeout: 60_000 });
      const labels = ['Direto', '1 parada', 'GOL Linhas Aéreas', 'Azul Linhas Aéreas'];
      const times: number[] = [];
      for (let i = 0; i < runs + 2; i++) {
        const label = labels[i % labels.length]!;
        const checkbox = page.getByRole('checkbox', { name: label, exact: true });
        const handle = await checkbox.elementHandle();
        if (!handle) throw new Error(`no checkbox ${label}`);
        const elapsed = await page.evaluate(
          (input) =>
            new Promise<number>((resolve, reject) => {
              const status = Array.from(document.querySelectorAll('[role="status"]')).find((el) => /resultados? encontrados?/.test(el.textContent ?? ''));
              if (!status) return reject(new Error('no result count'));
              const before = status.textContent;
              const t0 = performance.now();
              const observer = new MutationObserver(() => {
                if (status.textContent === before) return;
                observer.disconnect();
                requestAnimationFrame(() => resolve(performance.now() - t0));
              });
              observer.observe(status, { subtree: true, childList: true, characterData: true });
              (input as HTMLInputElement).click();
              setTimeout(() => reject(new Error('the count did not change')), 10_000);
            }),
          handle,
        );
        if (i >= 2) times.push(elapsed); // two warm-up changes
      }
      const cards = await page.getByRole('article').count();
      console.log(`browser: ${times.length} filter changes over ${COUNT} recommendations, ${cards} cards in the DOM (virtualised)`);
      return { p50: quantile(times, 0.5), p95: quantile(times, 0.95), results: COUNT };
    } finally {
      await browser.close();
    }
  } finally {
    server.kill();
  }
}

function firstLoadHomeKB(): string | null {
  if (!existsSync(join(root, 'apps/web/dist/.vite/manifest.json'))) return null;
  const run = spawnSync(process.execPath, [join(root, 'apps/web/scripts/first-load.mjs')], { encoding: 'utf8' });
  const match = /homeKB=([\d.]+)/.exec(run.stdout);
  if (run.stdout) process.stdout.write(run.stdout.split('\n').filter((line) => !line.startsWith('RESULT')).join('\n'));
  return match?.[1] ?? null;
}

const filter = benchFilter();
console.log(`filter function: ${COUNT} recommendations, p50 ${ms(filter.p50)} ms, p95 ${ms(filter.p95)} ms`);
const browser = await benchBrowser(Number(process.env.BENCH_RUNS ?? 20));
if (browser) console.log(`browser: filter change → updated list p50 ${ms(browser.p50)} ms, p95 ${ms(browser.p95)} ms (budget ${BUDGET_MS} ms)`);
const homeKB = firstLoadHomeKB();
const main = browser ?? filter;
const status = main.p50 <= BUDGET_MS ? 'ok' : 'over';
console.log(
  `RESULT results p50=${ms(main.p50)} p95=${ms(main.p95)} source=${browser ? 'chromium' : 'filter'} filterP50=${ms(filter.p50)} filterP95=${ms(filter.p95)} count=${COUNT} budgetMs=${BUDGET_MS}${homeKB ? ` homeKB=${homeKB}` : ''} status=${status}`,
);
