import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lifecycleMessages } from '@portal/domain/campaigns';
import { mockFetch } from '../test/fetchMock';
import { renderApp } from '../test/renderApp';

describe('the host of a campaign members cannot reach', () => {
  it.each(['/login', '/', '/guest'])(
    "shows 'Campanha encerrada' on %s instead of the shop or the sign-in",
    async (path) => {
      mockFetch({
        'GET /api/campaign/current': {
          status: 403,
          body: { error: lifecycleMessages.closed, code: 'CAMPAIGN_CLOSED' },
        },
      });
      renderApp(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Campanha encerrada' }),
      ).toBeInTheDocument();
      expect(screen.getByText(lifecycleMessages.closed)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Entrar' })).not.toBeInTheDocument();
      expect(screen.queryByLabelText(/senha/i)).not.toBeInTheDocument();
    },
  );

  it('says a draft or a campaign before its start is not open yet', async () => {
    mockFetch({
      'GET /api/campaign/current': {
        status: 403,
        body: { error: lifecycleMessages.notOpen, code: 'CAMPAIGN_NOT_OPEN' },
      },
    });
    renderApp('/login');
    expect(
      await screen.findByRole('heading', { level: 1, name: lifecycleMessages.notOpenTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(lifecycleMessages.notOpen)).toBeInTheDocument();
  });

  it('keeps the sign-in when the campaign answers', async () => {
    mockFetch({
      'GET /api/campaign/current': { status: 500, body: { error: 'Ocorreu algum problema' } },
    });
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.queryByText('Campanha encerrada')).not.toBeInTheDocument();
  });
});
