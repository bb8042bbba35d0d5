import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { lifecycleMessages, type CampaignLifecycle } from '@portal/domain/campaigns';
import { type ConsoleCampaign } from '@portal/domain/operators';
import { mockFetch } from '../../../test/fetchMock';
import {
  consoleAdmin,
  consoleSupport,
  sentBodies,
  signInToConsole,
  storedCampaign77,
} from '../../../test/console';
import { renderApp } from '../../../test/renderApp';

const draft: ConsoleCampaign = {
  ...storedCampaign77,
  id: 78,
  name: 'Férias Mais',
  hosts: ['ferias.test'],
  status: 'draft',
  used: false,
};

/** The console's code loads lazily: its first field may take a while on a busy machine. */
const opened = (name: string) => screen.findByRole('heading', { name }, { timeout: 20_000 });

function start(campaign: ConsoleCampaign) {
  return mockFetch({
    'GET /api/console/campaigns': { body: [campaign] },
    'GET /api/console/campaigns/78': { body: campaign },
    'PUT /api/console/campaigns/78/lifecycle': ({ body }) => ({
      body: { ...campaign, ...(body as CampaignLifecycle) },
    }),
    'DELETE /api/console/campaigns/78': { status: 204 },
  });
}

describe('campaign lifecycle in the editor', { timeout: 60_000 }, () => {
  afterEach(() => sessionStorage.clear());

  it('publishes a draft', async () => {
    signInToConsole(consoleAdmin);
    const fetch = start(draft);
    renderApp('/admin/campaigns/78');
    await opened('Situação da campanha');
    expect(screen.getByTestId('availability')).toHaveTextContent('Fora do ar');
    fireEvent.mouseDown(screen.getByLabelText('Situação'));
    await userEvent.click(await screen.findByRole('option', { name: 'Ativa' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar situação' }));
    await screen.findByText('Situação salva.');
    expect(sentBodies(fetch, 'PUT /api/console/campaigns/78/lifecycle')).toEqual([
      { status: 'active', startsAt: null, endsAt: null },
    ]);
  });

  it('never offers a published campaign back to draft; refuses an end before the start in Portuguese and sends nothing', async () => {
    signInToConsole(consoleAdmin);
    const fetch = start({ ...draft, status: 'active', used: true });
    renderApp('/admin/campaigns/78');
    await opened('Situação da campanha');
    fireEvent.mouseDown(screen.getByLabelText('Situação'));
    expect(await screen.findByRole('option', { name: 'Rascunho' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    fireEvent.change(screen.getByLabelText('Início (opcional)'), {
      target: { value: '2027-02-01T10:00' },
    });
    fireEvent.change(screen.getByLabelText('Fim (opcional)'), {
      target: { value: '2027-01-01T10:00' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Salvar situação' }));
    expect(await screen.findByText(lifecycleMessages.scheduleOrder)).toBeInTheDocument();
    expect(screen.getByLabelText('Fim (opcional)')).toHaveAttribute('aria-invalid', 'true');
    expect(sentBodies(fetch, 'PUT /api/console/campaigns/78/lifecycle')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Excluir rascunho' })).not.toBeInTheDocument();
  });

  it('deletes an unused draft after a confirmation, and goes back to the list', async () => {
    signInToConsole(consoleAdmin);
    const fetch = start(draft);
    const { router } = renderApp('/admin/campaigns/78');
    await opened('Situação da campanha');
    await userEvent.click(screen.getByRole('button', { name: 'Excluir rascunho' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Excluir rascunho' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(
      [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Excluir rascunho')!,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/campaigns'));
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });

  it('shows a support operator the status without a way to change it', async () => {
    signInToConsole(consoleSupport);
    start(draft);
    renderApp('/admin/campaigns/78');
    await opened('Situação da campanha');
    expect(screen.queryByRole('button', { name: 'Salvar situação' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir rascunho' })).not.toBeInTheDocument();
  });
});
