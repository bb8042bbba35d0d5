import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AirportOption } from '@portal/domain/search';
import { mockFetch } from '../../../test/fetchMock';
import { renderWithProviders } from '../../../test/renderApp';
import { airportRef } from '../../../shared/search/flightDraft/flySearch';
import { OriginAirportField } from '../../../test/airportField';

const galeao: AirportOption = {
  iata: 'GIG',
  description: 'Galeão International Airport (GIG) - Rio de Janeiro, RJ, Brasil',
  airportName: 'Galeão International Airport',
  cityName: 'Rio de Janeiro',
  stateName: 'Rio de Janeiro',
  countryName: 'Brasil',
  countryIso: 'BR',
};

describe('airport field with a stored airport', () => {
  // alone in its file, so the Autocomplete module arrives after the plain field is focused
  it('keeps the text a person selected to type over selected when the Autocomplete takes over', async () => {
    mockFetch({ 'GET /api/flight/airports': () => ({ body: [galeao] }) });
    renderWithProviders(<OriginAirportField initial={airportRef(galeao)} />);
    const plain = screen.getByRole<HTMLInputElement>('combobox', { name: 'Origem' });
    plain.focus();
    plain.setSelectionRange(0, plain.value.length);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Origem' })).not.toBe(plain));
    const field = screen.getByRole('combobox', { name: 'Origem' });
    expect(field).toHaveFocus();
    await userEvent.setup().keyboard('gig');
    expect(field).toHaveValue('gig');
  });
});
