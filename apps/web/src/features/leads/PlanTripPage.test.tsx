import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { leadMessages } from '@portal/domain/leads';
import { campaign77, member, privacyTerm } from '../../test/fixtures';
import { mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';

function routes(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/campaign/current': { body: campaign77 },
    'GET /api/user': { body: member },
    'GET /api/term/USE_TERMS_PRIVACY_POLICY': { body: privacyTerm },
    'GET /api/showcase': { body: [] },
    'GET /api/destinations/top': { body: [] },
    ...extra,
  });
}

/** jsdom has no layout: give the terms box a size and scroll it. */
function scrollTerms(element: HTMLElement, top: number) {
  Object.defineProperty(element, 'scrollHeight', { configurable: true, value: 1000 });
  Object.defineProperty(element, 'clientHeight', { configurable: true, value: 300 });
  element.scrollTop = top;
  fireEvent.scroll(element);
}

describe('/plantrip', () => {
  it('prefills name and e-mail and shows the helpers only after submitting', async () => {
    routes();
    renderApp('/plantrip', { signedIn: true });
    expect(
      await screen.findByRole('heading', { name: 'Dados para o contato' }),
    ).toBeInTheDocument();
    const name = screen.getByLabelText(/^Nome completo/);
    expect(name).toHaveValue('Maria Membro');
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('membro@demo.test');
    expect(screen.queryByText(leadMessages.phoneRequired)).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(leadMessages.fillRequired)).toBeInTheDocument();
    expect(screen.getByText(leadMessages.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(leadMessages.phoneRequired)).toBeInTheDocument();
    expect(screen.getByText(leadMessages.detailsRequired)).toBeInTheDocument();
    expect(screen.queryByText(leadMessages.emailRequired)).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('enables "Declaro ter lido os termos" only at the end of the terms, then sends and goes home', async () => {
    const fetch = routes({ 'POST /api/trip-request': { status: 201, body: {} } });
    const { router } = renderApp('/plantrip', { signedIn: true });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Celular/), '11987654321');
    expect(screen.getByLabelText(/^Celular/)).toHaveValue('(11) 98765-4321');
    await user.type(
      screen.getByLabelText(/^Detalhes da viagem/),
      'Família de 4 para Recife em julho',
    );
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    const dialog = await screen.findByRole('dialog', { name: 'Política de Privacidade' });
    const accept = within(dialog).getByRole('button', { name: 'Declaro ter lido os termos' });
    await within(dialog).findByText('Texto longo dos termos.');
    expect(dialog.querySelector('script')).toBeNull();
    expect(accept).toBeDisabled();

    const content = within(dialog).getByTestId('terms-content');
    scrollTerms(content, 200);
    expect(accept).toBeDisabled();

    // a click outside does not close it
    const backdrop = document.querySelector('.MuiBackdrop-root');
    if (backdrop) fireEvent.click(backdrop);
    expect(screen.getByRole('dialog', { name: 'Política de Privacidade' })).toBeInTheDocument();

    scrollTerms(content, 700);
    await waitFor(() => expect(accept).toBeEnabled());
    await user.click(accept);

    expect(await screen.findByText(leadMessages.success)).toBeInTheDocument();
    const post = fetch.mock.calls.find(([url]) => url === '/api/trip-request');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      name: 'Maria Membro',
      phone: '(11) 98765-4321',
      email: 'membro@demo.test',
      details: 'Família de 4 para Recife em julho',
      channel: 'form',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5000 });
  });

  it('keeps the form and shows the failure alert when the request fails', async () => {
    routes({ 'POST /api/trip-request': { status: 500, body: { error: 'boom' } } });
    const { router } = renderApp('/plantrip', { signedIn: true });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Celular/), '11987654321');
    await user.type(screen.getByLabelText(/^Detalhes da viagem/), 'Viagem');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Texto longo dos termos.');
    scrollTerms(within(dialog).getByTestId('terms-content'), 700);
    await user.click(within(dialog).getByRole('button', { name: 'Declaro ter lido os termos' }));
    expect(await screen.findByText(leadMessages.failure)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/plantrip');
    expect(screen.getByLabelText(/^Detalhes da viagem/)).toHaveValue('Viagem');
  });
});
