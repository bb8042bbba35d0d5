import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  consoleAdmin as admin,
  consoleSupport as support,
  signInToConsole,
  storedCampaign77 as stored,
} from '../../test/console';
import { mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';

const usd = { currency: 'USD', brlRate: 5.1, updatedAt: '2026-11-20T12:00:00.000Z' };

function routes(saved: { rates: unknown[]; markups: unknown[] }) {
  return {
    'GET /api/console/campaigns': { body: [stored] },
    'GET /api/console/campaigns/77/loyalty-clients': { body: [] },
    'GET /api/console/webhooks': { body: [] },
    'GET /api/console/exchange-rates': { body: [usd] },
    'PUT /api/console/exchange-rates/EUR': ({ body }: { body: unknown }) => {
      saved.rates.push(body);
      return { body: { currency: 'EUR', brlRate: 5.9, updatedAt: '2026-11-27T12:00:00.000Z' } };
    },
    'GET /api/console/campaigns/77/flight-markup': {
      body: { percent: 10, fixedPerPassengerCents: 2000 },
    },
    'PUT /api/console/campaigns/77/flight-markup': ({ body }: { body: unknown }) => {
      saved.markups.push(body);
      return { body };
    },
  };
}

async function chooseCampaign() {
  await userEvent.click(await screen.findByLabelText('Campanha', {}, { timeout: 10_000 }));
  await userEvent.click(await screen.findByRole('option', { name: `77 — ${stored.name}` }));
}

describe('exchange rates and flight markup in the console', () => {
  afterEach(() => sessionStorage.clear());

  it(
    'an admin saves a rate and a campaign markup, the typed values checked with Portuguese messages',
    { timeout: 60_000 },
    async () => {
      signInToConsole(admin);
      const saved = { rates: [] as unknown[], markups: [] as unknown[] };
      mockFetch(routes(saved));
      renderApp('/admin/programme');
      const rates = await screen.findByRole(
        'region',
        { name: 'Cotações das moedas dos fornecedores' },
        { timeout: 10_000 },
      );
      expect(await within(rates).findByRole('cell', { name: '5,1' })).toBeVisible();

      await userEvent.type(within(rates).getByLabelText('Moeda'), 'eu');
      await userEvent.click(within(rates).getByRole('button', { name: 'Salvar cotação' }));
      expect(
        await within(rates).findByText('Informe o código da moeda com 3 letras (ex.: USD)'),
      ).toBeVisible();
      expect(within(rates).getByText('Informe a cotação')).toBeVisible();
      expect(saved.rates).toEqual([]);

      await userEvent.type(within(rates).getByLabelText('Moeda'), 'r');
      await userEvent.type(within(rates).getByLabelText('Cotação (R$)'), '5.9');
      await userEvent.click(within(rates).getByRole('button', { name: 'Salvar cotação' }));
      expect(await within(rates).findByText('Cotação de EUR salva.')).toBeVisible();
      expect(saved.rates).toEqual([{ brlRate: 5.9 }]);

      await chooseCampaign();
      const markup = await screen.findByRole('region', { name: 'Margem sobre os voos' });
      const percent = await within(markup).findByLabelText('Percentual (%)');
      expect(percent).toHaveValue(10);
      await userEvent.clear(percent);
      await userEvent.type(percent, '120');
      await userEvent.click(within(markup).getByRole('button', { name: 'Salvar margem' }));
      expect(await within(markup).findByText('O percentual vai até 100')).toBeVisible();
      await userEvent.clear(percent);
      await userEvent.type(percent, '7.5');
      const fixed = within(markup).getByLabelText('Valor fixo por passageiro (R$)');
      await userEvent.clear(fixed);
      await userEvent.type(fixed, '35.5');
      await userEvent.click(within(markup).getByRole('button', { name: 'Salvar margem' }));
      expect(await within(markup).findByText('Margem salva.')).toBeVisible();
      expect(saved.markups).toEqual([{ percent: 7.5, fixedPerPassengerCents: 3550 }]);
    },
  );

  it('support reads the rates and the markup without forms', { timeout: 60_000 }, async () => {
    signInToConsole(support);
    mockFetch(routes({ rates: [], markups: [] }));
    renderApp('/admin/programme');
    const rates = await screen.findByRole(
      'region',
      { name: 'Cotações das moedas dos fornecedores' },
      { timeout: 10_000 },
    );
    expect(await within(rates).findByRole('cell', { name: 'USD' })).toBeVisible();
    expect(within(rates).queryByRole('button')).toBeNull();
    await chooseCampaign();
    const markup = await screen.findByRole('region', { name: 'Margem sobre os voos' });
    expect(await within(markup).findByText(/10% \+ R\$\s20,00 por passageiro/)).toBeVisible();
    expect(within(markup).queryByRole('button')).toBeNull();
  });
});
