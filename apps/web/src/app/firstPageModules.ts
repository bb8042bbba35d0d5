import { paths } from '../shared/routes';

/**
 * The route modules the first page at an address loads beyond the entry. The build lists their
 * files (dist/.vite/route-preloads.json) and the server names them in that address's page as module
 * preloads, so the browser fetches them beside the entry instead of after it has run (one round
 * trip less before the page paints). The signed home preloads its first tab's form, the results
 * page the flight list: the products most searched.
 */
export const firstPageModules: Record<string, string[]> = {
  [paths.login]: ['src/features/auth/LoginPage.tsx'],
  [paths.home]: [
    'src/app/shell/AppShell.tsx',
    'src/app/routes/HomeRoute.tsx',
    'src/features/search/flight/FlightSearchForm.tsx',
  ],
  [paths.results]: [
    'src/app/shell/AppShell.tsx',
    'src/features/results/ResultsPage.tsx',
    'src/features/results/flight/FlightResults.tsx',
  ],
};
