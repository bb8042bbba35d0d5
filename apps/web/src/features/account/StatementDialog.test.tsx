import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { balanceRows, campaign77, member } from '../../test/fixtures';
import { mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/renderApp';
import StatementDialog from './StatementDialog';

describe('StatementDialog', () => {
  it('pages the history 10 rows at a time, offers 10/25/100 and shows "Sem validade"', async () => {
    mockFetch({
      'GET /api/campaign/current': { body: campaign77 },
      'GET /api/user': { body: member },
      'GET /api/user/balance-history': { body: balanceRows(30) },
    });
    renderWithProviders(<StatementDialog open onClose={() => undefined} coinAlias="Pontos" />, {
      signedIn: true,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Extrato de Pontos' });
    const table = await within(dialog).findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Data', 'Descrição', 'Ação', 'Pontos', 'Validade']);
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByText('Sem validade')).toBeInTheDocument();
    expect(within(table).getAllByText('31/12/2026')).toHaveLength(9);
    expect(within(table).getByText('01/01/2025')).toBeInTheDocument();
    expect(within(dialog).getByText('Linhas por página')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('combobox'));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['10', '25', '100']);
    await user.click(screen.getByRole('option', { name: '25' }));
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(within(dialog).getByRole('button', { name: 'Voltar' })).toBeInTheDocument();
  });
});
