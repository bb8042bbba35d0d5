// portal-test-fixture: test-only module; the production bundle test fails if a build contains it.
import userEvent from '@testing-library/user-event';
import type { ConsoleCampaign, Operator, SagaStep } from '@portal/domain/operators';
import type { LoyaltyClient } from '@portal/domain/loyalty';
import type { mockFetch } from './fetchMock';
import { campaign77 } from './fixtures';

/** A booking's saga step as the console lists it, with no detail and no amounts. */
export const bareStep = (step: SagaStep['step'], status: string): SagaStep => ({
  step,
  status,
  detail: null,
  points: null,
  cashCents: null,
  refundedPoints: null,
  refundedCashCents: null,
});

export const consoleAdmin: Operator = {
  id: '8b0f7c1e-0000-4000-8000-000000000001',
  email: 'admin@console.test',
  name: 'Ana Admin',
  role: 'admin',
  disabled: false,
  createdAt: '2026-11-25T00:00:00.000Z',
};
export const consoleSupport: Operator = {
  ...consoleAdmin,
  id: '8b0f7c1e-0000-4000-8000-000000000002',
  email: 'suporte@console.test',
  name: 'Sofia Suporte',
  role: 'support',
};

const { id, name, ssoEnabled: _sso, ...settings } = campaign77;
/** Campaign 77 as the console stores it. */
export const storedCampaign77: ConsoleCampaign = {
  id,
  name,
  hosts: ['77.localhost'],
  guestCode: null,
  conversionRate: 50,
  settings,
  status: 'active',
  startsAt: null,
  endsAt: null,
  used: true,
  createdAt: '2026-11-25T00:00:00.000Z',
};

/** The console's answers for editing campaign 77: the list, the campaign, and a save that answers the merged campaign. */
export const editingCampaign77 = {
  'GET /api/console/campaigns': { body: [storedCampaign77] },
  'GET /api/console/campaigns/77': { body: storedCampaign77 },
  'PUT /api/console/campaigns/77': ({ body }: { body: unknown }) => ({
    body: { ...storedCampaign77, ...(body as object) },
  }),
};

/** Campaign 77's API client, with webhooks. */
export const loyaltyClient77: LoyaltyClient = {
  clientId: 'lc_77_abc',
  campaignId: 77,
  name: 'Programa Parceiro',
  webhookUrl: 'https://parceiro.example.com/webhooks',
  disabled: false,
  createdAt: '2026-11-25T00:00:00.000Z',
};

/** A console session in this tab, as the sign-in leaves it. */
export function signInToConsole(operator: Operator): void {
  sessionStorage.setItem('console.token', 'console-token');
  sessionStorage.setItem('console.operator', JSON.stringify(operator));
}

/** Types text at once into a field (faster than key by key). */
export async function paste(field: HTMLElement, text: string): Promise<void> {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** The JSON bodies the app sent to one "METHOD /path" (query string included, when there was one). */
export const sentBodies = (fetch: ReturnType<typeof mockFetch>, key: string): unknown[] =>
  fetch.mock.calls
    .filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key)
    .map(([, init]) => JSON.parse(String(init?.body ?? 'null')) as unknown);

/** The paths (with query) the app fetched with this method. */
export const fetchedUrls = (fetch: ReturnType<typeof mockFetch>, method = 'GET'): string[] =>
  fetch.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([url]) => String(url));
