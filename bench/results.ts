/**
 * Results-page speed a person feels: filtering 2,000 flight results re-renders in p50 ≤ 30 ms,
 * and 'Buscar' shows the first flight card within 500 ms.
 *
 * 1. The pure filter (`applyFlightFilters` of @portal/domain) over 2,000 generated round-trip
 *    recommendations, for a set of filter changes (node, many runs).
 * 2. When a build and Chromium exist, on the built portal in headless Chromium (Playwright):
 *    - buscar_to_first_ms: the median of 5 one-way searches from GRU to different destinations
 *      on the home form, from the click on 'Buscar' to the first flight card in the page (after
 *      the next animation frame), against the sandbox supplier after a warm-up search;
 *    - the filter figure: POST /api/flight answering those 2,000 recommendations, a filter
 *      checkbox is clicked and the time to the updated result count (after the next animation
 *      frame) is measured.
 *
 * Ends with `RESULT results p50=… p95=… buscar_to_first_ms=…` (the browser figures when measured,
 * otherwise the filter function). BENCH_RUNS (default 20 filter changes), BENCH_PORT (default
 * 3230) and BENCH_SKIP_BROWSER=1 tune it.
 */
import { performance } from 'node:perf_hooks';
import type { Page } from '@playwright/test';
import {
  applyFlightFilters,
  defaultFlightFilters,
  sortFlightsByTotal,
  type FlightFilters,
  type FlightSearchResponse,
} from '@portal/domain/flights';
import { generateRecommendations } from '@portal/domain/testing';
import {
  builtPortalExists,
  machineLoad,
  openDesktopPage,
  quantile,
  signInAsMember,
  startPortal,
  storedFlightSearch,
} from './support/portal';

const COUNT = 2000;
const BUDGET_MS = 30;
const BUSCAR_BUDGET_MS = 500;
const DESTINATIONS = ['SSA', 'GIG', 'REC', 'FOR', 'POA'];
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

async function pickAirport(page: Page, label: string, iata: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).fill(iata.toLowerCase());
  await page
    .getByRole('option', { name: new RegExp(`\\(${iata}\\)`) })
    .first()
    .click();
}

/** One one-way search from the home form: milliseconds from the click on 'Buscar' to the first card. */
async function buscarToFirstCard(page: Page, base: string, destination: string): Promise<number> {
  await page.goto(`${base}/`);
  const form = page.getByTestId('search-form-flight');
  await form.getByRole('radio', { name: 'Somente ida' }).check();
  await pickAirport(page, 'Origem', 'GRU');
  await pickAirport(page, 'Destino', destination);
  const button = await form.getByRole('button', { name: 'Buscar' }).elementHandle();
  if (!button) throw new Error('no Buscar button');
  return page.evaluate(
    (target) =>
      new Promise<number>((resolve, reject) => {
        const t0 = performance.now();
        const observer = new MutationObserver(() => {
          if (!document.querySelector('main article')) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - t0));
        });
        observer.observe(document.body, { subtree: true, childList: true });
        (target as HTMLButtonElement).click();
        setTimeout(() => reject(new Error('no flight card within 30 s')), 30_000);
      }),
    button,
  );
}

async function filterChanges(page: Page, base: string, runs: number): Promise<number[]> {
  const payload: FlightSearchResponse = {
    recommendations: generateRecommendations(COUNT, 42),
    availabilitysummary: [],
  };
  const body = JSON.stringify(payload);
  await page.route('**/api/flight', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body }),
  );
  const { flySearch, type } = storedFlightSearch('GRU', 'SSA');
  // plain arguments only: tsx's name helpers do not exist in the page
  await page.evaluate(
    ([search, searchType]) => {
      window.sessionStorage.setItem('flySearch', search);
      window.sessionStorage.setItem('buscaAtual', searchType);
    },
    [flySearch, type] as const,
  );
  await page.goto(`${base}/busca/resultado-pesquisa`);
  await page.getByText(`${COUNT} resultados encontrados`).waitFor({ timeout: 60_000 });
  const labels = ['Direto', '1 parada', 'GOL Linhas Aéreas', 'Azul Linhas Aéreas'];
  const times: number[] = [];
  for (let i = 0; i < runs + 2; i++) {
    const label = labels[i % labels.length]!;
    const handle = await page.getByRole('checkbox', { name: label, exact: true }).elementHandle();
    if (!handle) throw new Error(`no checkbox ${label}`);
    const elapsed = await page.evaluate(
      (input) =>
        new Promise<number>((resolve, reject) => {
          const status = Array.from(document.querySelectorAll('[role="status"]')).find((el) =>
            /resultados? encontrados?/.test(el.textContent ?? ''),
          );
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
  console.log(
    `browser: ${times.length} filter changes over ${COUNT} recommendations, ${cards} cards in the DOM (virtualised)`,
  );
  return times;
}

interface BrowserFigures {
  p50: number;
  p95: number;
  buscarToFirst: number;
}

async function benchBrowser(runs: number): Promise<BrowserFigures | null> {
  if (process.env.BENCH_SKIP_BROWSER === '1') return null;
  if (!builtPortalExists()) {
    console.log('browser run skipped: needs `npm run build` and Chromium');
    return null;
  }
  const portal = await startPortal(Number(process.env.BENCH_PORT ?? 3230));
  try {
    const { browser, page } = await openDesktopPage();
    try {
      await signInAsMember(page, portal.base);
      await buscarToFirstCard(page, portal.base, 'BSB'); // warm-up: the server's caches and the browser's
      const buscar: number[] = [];
      for (const destination of DESTINATIONS) {
        const elapsed = await buscarToFirstCard(page, portal.base, destination);
        console.log(
          `browser: Buscar GRU→${destination} one way → first card ${ms(elapsed)} ms (load ${machineLoad()})`,
        );
        buscar.push(elapsed);
      }
      const times = await filterChanges(page, portal.base, runs);
      return {
        p50: quantile(times, 0.5),
        p95: quantile(times, 0.95),
        buscarToFirst: quantile(buscar, 0.5),
      };
    } finally {
      await browser.close();
    }
  } finally {
    portal.stop();
  }
}

const filter = benchFilter();
console.log(
  `filter function: ${COUNT} recommendations, p50 ${ms(filter.p50)} ms, p95 ${ms(filter.p95)} ms`,
);
const browser = await benchBrowser(Number(process.env.BENCH_RUNS ?? 20));
if (browser) {
  console.log(
    `browser: filter change → updated list p50 ${ms(browser.p50)} ms, p95 ${ms(browser.p95)} ms (budget ${BUDGET_MS} ms)`,
  );
  console.log(
    `browser: Buscar → first card, median of ${DESTINATIONS.length} searches ${ms(browser.buscarToFirst)} ms (budget ${BUSCAR_BUDGET_MS} ms)`,
  );
}
const main = browser ?? filter;
const withinBudget =
  main.p50 <= BUDGET_MS && (!browser || browser.buscarToFirst <= BUSCAR_BUDGET_MS);
console.log(
  `RESULT results p50=${ms(main.p50)} p95=${ms(main.p95)} source=${browser ? 'chromium' : 'filter'} filterP50=${ms(filter.p50)} filterP95=${ms(filter.p95)} count=${COUNT} budgetMs=${BUDGET_MS}${browser ? ` buscar_to_first_ms=${ms(browser.buscarToFirst)} buscarBudgetMs=${BUSCAR_BUDGET_MS}` : ''} load=${machineLoad()} status=${withinBudget ? 'ok' : 'over'}`,
);
