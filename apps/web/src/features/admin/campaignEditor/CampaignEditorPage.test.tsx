import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleMessages, type NewCampaign } from '@portal/domain/operators';
import { validationMessages } from '@portal/domain/lib';
import { mockFetch } from '../../../test/fetchMock';
import {
  consoleAdmin,
  paste,
  sentBodies,
  signInToConsole,
  storedCampaign77,
} from '../../../test/console';
import { renderApp } from '../../../test/renderApp';

const copied = {
  ...storedCampaign77,
  settings: { ...storedCampaign77.settings, disablePointActivity: true },
};

/** The console's code loads lazily: its first field may take a while on a busy machine. */
const opened = (label: string) => screen.findByLabelText(label, {}, { timeout: 20_000 });

describe('new campaign', { timeout: 60_000 }, () => {
  afterEach(() => sessionStorage.clear());

  let created: unknown;

  function start() {
    signInToConsole(consoleAdmin);
    return mockFetch({
      'GET /api/console/campaigns': { body: [copied] },
      'GET /api/console/campaigns/77': { body: copied },
      'GET /api/console/campaigns/next-id': { body: { id: 78 } },
      'POST /api/console/campaigns': ({ body }) => {
        created = {
          ...(body as NewCampaign),
          status: 'draft',
          startsAt: null,
          endsAt: null,
          used: false,
          createdAt: '2026-11-27T00:00:00.000Z',
        };
        return { status: 201, body: created };
      },
      'GET /api/console/campaigns/78': () => ({ body: created }),
    });
  }

  it('starts blank with the number proposed, points on, and every paying setting shown', async () => {
    start();
    renderApp('/admin/campaigns/new');
    expect(await opened('Número')).toHaveValue(78);
    expect(screen.getByTestId('copy-summary')).toHaveTextContent('Em branco');
    expect(screen.getByRole('checkbox', { name: 'Aceita pagamento com pontos' })).toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: 'Aceita pagamento em dinheiro' }),
    ).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Aceita cupons de desconto' })).not.toBeChecked();
    // images go up before the first save
    expect(screen.getByLabelText('Logotipo').closest('label')).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('says what a copy brings, shows a copied points switch, and never copies the identity', async () => {
    start();
    renderApp('/admin/campaigns/new');
    await opened('Número');
    fireEvent.mouseDown(screen.getByLabelText('Começar de'));
    await userEvent.click(await screen.findByRole('option', { name: `77 — ${copied.name}` }));
    expect(await screen.findByTestId('copy-summary')).toHaveTextContent(
      `Copiado de ${copied.name}`,
    );
    expect(screen.getByTestId('copy-summary')).toHaveTextContent('Não copiado: número, nome');
    expect(screen.getByRole('checkbox', { name: 'Aceita pagamento com pontos' })).not.toBeChecked();
    expect(screen.getByLabelText('Nome')).toHaveValue('');
    expect(screen.getByLabelText('Número')).toHaveValue(78);
  });

  it('a refused submit says what is wrong and marks the field, in Portuguese', async () => {
    const fetch = start();
    renderApp('/admin/campaigns/new');
    await paste(await opened('Endereços (separados por vírgula)'), 'ferias mais');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar campanha' }));
    const summary = await screen.findByTestId('form-problems');
    expect(summary).toHaveTextContent(consoleMessages.hostInvalid('ferias mais'));
    expect(summary).toHaveTextContent(validationMessages.required);
    expect(summary).toHaveTextContent(validationMessages.number);
    expect(screen.getByLabelText('Endereços (separados por vírgula)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByLabelText('Nome')).toHaveAttribute('aria-invalid', 'true');
    expect(sentBodies(fetch, 'POST /api/console/campaigns')).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Endereços (separados por vírgula)'));
    await paste(screen.getByLabelText('Endereços (separados por vírgula)'), 'ferias.test');
    await paste(screen.getByLabelText('Nome'), 'Férias Mais');
    await paste(screen.getByLabelText('Taxa de conversão (pontos por real)'), '40');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar campanha' }));
    // the new campaign opens on its own page, which says it was saved
    expect(await screen.findByRole('heading', { name: 'Editar: Férias Mais' })).toBeVisible();
    expect(screen.getByText('Campanha salva.')).toBeVisible();
    const [sent] = sentBodies(fetch, 'POST /api/console/campaigns') as NewCampaign[];
    expect(sent).toMatchObject({ id: 78, name: 'Férias Mais', hosts: ['ferias.test'] });
    expect(sent?.settings.disablePointActivity).toBe(false);
    expect(within(screen.getByTestId('campaign-preview')).getByText('Férias Mais')).toBeVisible();
  });
});
