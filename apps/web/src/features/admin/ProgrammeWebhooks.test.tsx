import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  consoleAdmin as admin,
  fetchedUrls,
  loyaltyClient77,
  signInToConsole,
  storedCampaign77 as stored,
} from '../../test/console';
import { mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';

const client = loyaltyClient77;

describe('programme webhooks', () => {
  afterEach(() => sessionStorage.clear());

  it(
    'tests a client webhook URL and rotates its signing secret after confirming',
    { timeout: 60_000 },
    async () => {
      signInToConsole(admin);
      let pings = 0;
      const fetch = mockFetch({
        'GET /api/console/campaigns': { body: [stored] },
        'GET /api/console/campaigns/77/loyalty-clients': { body: [client] },
        'GET /api/console/webhooks': { body: [] },
        'POST /api/console/loyalty-clients/lc_77_abc/webhook-ping': () =>
          ++pings === 1
            ? { body: { delivered: true, status: 204, error: null } }
            : { body: { delivered: false, status: null, error: 'connect ECONNREFUSED' } },
        'POST /api/console/loyalty-clients/lc_77_abc/rotate-webhook-secret': {
          body: { client, webhookSecret: 'whsec_novo' },
        },
      });
      renderApp('/admin/programme');
      await userEvent.click(await screen.findByLabelText('Campanha', {}, { timeout: 10_000 }));
      await userEvent.click(await screen.findByRole('option', { name: `77 — ${stored.name}` }));

      await userEvent.click(
        await screen.findByRole('button', { name: 'Testar webhooks de Programa Parceiro' }),
      );
      expect(
        await screen.findByText(
          'Teste entregue aos webhooks de Programa Parceiro: o receptor respondeu 204.',
        ),
      ).toBeVisible();
      await userEvent.click(
        screen.getByRole('button', { name: 'Testar webhooks de Programa Parceiro' }),
      );
      expect(
        await screen.findByText(
          'O teste não foi entregue aos webhooks de Programa Parceiro: connect ECONNREFUSED.',
        ),
      ).toBeVisible();

      await userEvent.click(
        screen.getByRole('button', { name: 'Novo segredo dos webhooks de Programa Parceiro' }),
      );
      expect(fetchedUrls(fetch, 'POST')).not.toContain(
        '/api/console/loyalty-clients/lc_77_abc/rotate-webhook-secret',
      );
      await userEvent.click(
        screen.getByRole('button', {
          name: 'Confirmar: novo segredo dos webhooks de Programa Parceiro (o receptor precisa do novo para conferir as assinaturas)',
        }),
      );
      expect(await screen.findByTestId('rotated-webhook-secret')).toHaveTextContent('whsec_novo');
      await waitFor(() =>
        expect(
          fetchedUrls(fetch, 'POST').filter((url) => url.endsWith('/rotate-webhook-secret')),
        ).toHaveLength(1),
      );
    },
  );
});
