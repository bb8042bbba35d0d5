import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetchMock';
import { renderWithProviders } from '../../../test/renderApp';
import { OriginAirportField } from '../../../test/airportField';
import { guarulhos } from '../../../test/airports';

describe('airport field', () => {
  // this test runs first in its file, so the Autocomplete module is not loaded yet
  it('takes over from the plain field while a person types: focus, text and list kept', async () => {
    mockFetch({
      'GET /api/flight/airports': ({ url }) => ({
        body: url.includes('name=gua') ? [guarulhos] : [],
      }),
    });
    renderWithProviders(<OriginAirportField showValue />);
    const user = userEvent.setup();
    const plain = screen.getByRole('combobox', { name: 'Origem' });
    expect(plain).toHaveAttribute('aria-expanded', 'false');
    await user.type(plain, 'gua');
    const option = await screen.findByRole('option', { name: /\(GRU\)/ });
    const field = screen.getByRole('combobox', { name: 'Origem' });
    expect(field).toHaveValue('gua');
    expect(field).toHaveFocus();
    await user.click(option);
    expect(screen.getByRole('status')).toHaveTextContent('GRU');
    await waitFor(() => expect(field).toHaveValue(guarulhos.description));
    // MUI's buttons speak the portal's language
    expect(screen.getByRole('button', { name: 'Limpar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir' })).toBeInTheDocument();
  });
});
