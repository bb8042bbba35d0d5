import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AirportOption } from '@portal/domain/search';
import { mockFetch } from '../../../test/fetchMock';
import { renderWithProviders } from '../../../test/renderApp';
import type { AirportRef } from '../../../shared/search/drafts';
import { AirportAutocomplete } from './AirportAutocomplete';
import { airportRef } from '../../../shared/search/flightDraft/flySearch';

const guarulhos: AirportOption = {
  iata: 'GRU',
  description: 'Guarulhos International Airport (GRU) - São Paulo, SP, Brasil',
  airportName: 'Guarulhos International Airport',
  cityName: 'São Paulo',
  stateName: 'São Paulo',
  countryName: 'Brasil',
  countryIso: 'BR',
};

function Field() {
  const [value, setValue] = useState<AirportRef | null>(null);
  return (
    <>
      <AirportAutocomplete
        name="origin"
        label="Origem"
        value={value}
        onChange={(next) =>
          setValue(next ? airportRef({ ...next, stateName: next.stateName || null }) : null)
        }
      />
      <output>{value?.iata ?? 'nenhum'}</output>
    </>
  );
}

describe('airport field', () => {
  // this test runs first in its file, so the Autocomplete module is not loaded yet
  it('takes over from the plain field while a person types: focus, text and list kept', async () => {
    mockFetch({
      'GET /api/flight/airports': ({ url }) => ({
        body: url.includes('name=gua') ? [guarulhos] : [],
      }),
    });
    renderWithProviders(<Field />);
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
