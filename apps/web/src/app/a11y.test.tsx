import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { campaign77, member, showcase } from '../test/fixtures';
import { mockFetch } from '../test/fetchMock';
import { renderApp } from '../test/renderApp';

/** Structural axe rules in jsdom (labels, roles, names); contrast is checked in the browser e2e. */
async function seriousViolations() {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}

const routes = {
  'GET /api/campaign/current': { body: campaign77 },
  'GET /api/user': { body: member },
  'GET /api/showcase': { body: [showcase(3)] },
  'GET /api/destinations/top': { body: [] },
};

describe('accessibility (axe, no serious or critical violation)', () => {
  it('/login', async () => {
    mockFetch(routes);
    renderApp('/login');
    await screen.findByRole('link', { name: 'Entrar com a conta da loja' });
    expect(await seriousViolations()).toEqual([]);
  });

  it('/', async () => {
    mockFetch(routes);
    renderApp('/', { signedIn: true });
    await screen.findByRole('heading', { name: 'Vitrine 3' });
    expect(await seriousViolations()).toEqual([]);
  });

  it('/plantrip', async () => {
    mockFetch(routes);
    renderApp('/plantrip', { signedIn: true });
    await screen.findByRole('heading', { name: 'Dados para o contato' });
    expect(await seriousViolations()).toEqual([]);
  });

  it('/conta', async () => {
    mockFetch({
      ...routes,
      'GET /api/payments/cards': {
        body: [
          {
            id: 'c-1',
            brand: 'visa',
            last4Digits: '1111',
            vaultId: 'v-1',
            holder: 'MARIA MEMBRO',
            expiry: '07/2031',
          },
        ],
      },
    });
    renderApp('/conta', { signedIn: true });
    await screen.findByText('VISA final 1111');
    expect(await seriousViolations()).toEqual([]);
  });
});
