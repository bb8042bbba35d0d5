import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { guest } from '../../../test/fixtures';
import {
  renderCheckoutPieces,
  storeFlightSelection,
  storeHotelSelection,
} from '../../../test/checkoutSelections';

const summary = () => screen.getByRole('region', { name: 'Resumo da viagem' });
const value = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('flight side summary', () => {
  it('IDA and VOLTA with times, airports, +days, category, stops, duration; Ticket, Taxa de Embarque and total in points; Alterar', async () => {
    storeFlightSelection({ adults: 2 });
    renderCheckoutPieces();
    await screen.findByRole('region', { name: 'Resumo da viagem' });
    const ida = within(summary()).getByTestId('summary-ida');
    expect(ida).toHaveTextContent('10/03/2030');
    expect(ida).toHaveTextContent('22:00');
    expect(ida).toHaveTextContent('GRU');
    expect(ida).toHaveTextContent('Guarulhos');
    expect(ida).toHaveTextContent('01:05');
    expect(within(ida).getByText('+1')).toBeInTheDocument();
    expect(ida).toHaveTextContent('chega 1 dia(s) depois');
    expect(ida).toHaveTextContent('SSA');
    expect(value(ida, 'Categoria')).toBe('Econômica');
    expect(value(ida, 'Paradas')).toBe('1 parada(s)');
    expect(value(ida, 'Duração')).toBe('3h 05m');
    const volta = within(summary()).getByTestId('summary-volta');
    expect(value(volta, 'Paradas')).toBe('DIRETO');
    expect(value(volta, 'Duração')).toBe('2h 10m');
    expect(volta).toHaveTextContent('17/03/2030');
    // total R$ 1.500,00 with R$ 100,00 of taxes, 50 points per real
    expect(value(summary(), 'Ticket')).toBe('70.000 Pts');
    expect(value(summary(), 'Taxa de Embarque')).toBe('5.000 Pts');
    expect(value(summary(), 'Total')).toBe('75.000 Pts');
    expect(within(summary()).getByRole('link', { name: 'Alterar voo' })).toHaveAttribute(
      'href',
      '/busca/resultado-pesquisa',
    );
  });

  it('one way: no VOLTA; guests see R$', async () => {
    storeFlightSelection({ adults: 1 }, false);
    renderCheckoutPieces(guest);
    await screen.findByRole('region', { name: 'Resumo da viagem' });
    expect(within(summary()).queryByTestId('summary-volta')).toBeNull();
    expect(value(summary(), 'Total')).toBe('R$\u00a01.500,00');
    expect(value(summary(), 'Taxa de Embarque')).toBe('R$\u00a050,00');
  });
});

describe('hotel side summary', () => {
  it('Check-in, rooms as Quarto n with diárias, Check-out, the hotel card with rounded stars, image, address and period', async () => {
    storeHotelSelection({ qtAdult: 2, qtRooms: 2 });
    renderCheckoutPieces();
    await screen.findByRole('region', { name: 'Resumo da viagem' });
    const panel = summary();
    expect(within(panel).getByRole('heading', { name: 'Pousada Sol' })).toBeInTheDocument();
    expect(
      within(panel).getByRole('img', { name: 'Classificação: 4 de 5 estrelas' }),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('img', { name: 'Foto do hotel Pousada Sol' })).toHaveAttribute(
      'src',
      '/files/sandbox/hotels/H-1.jpg',
    );
    expect(panel).toHaveTextContent('Rua Pousada Sol, 100 - São Paulo');
    expect(panel).toHaveTextContent('Período: 10/03/2030 à 13/03/2030');
    expect(
      within(panel).getByRole('heading', { name: 'Check-in' }).nextElementSibling,
    ).toHaveTextContent('domingo, 10/03/2030');
    expect(
      within(panel).getByRole('heading', { name: 'Check-out' }).nextElementSibling,
    ).toHaveTextContent('quarta-feira, 13/03/2030');
    const rooms = within(panel).getAllByTestId('summary-room');
    expect(rooms.map((room) => room.textContent)).toEqual([
      'Quarto 1Standard · 3 diárias15.000 Pts',
      'Quarto 2Standard · 3 diárias16.000 Pts',
    ]);
    expect(value(panel, 'Total')).toBe('31.000 Pts');
  });

  it('guests see the rooms in R$', async () => {
    storeHotelSelection({ qtAdult: 1, qtRooms: 1 });
    renderCheckoutPieces(guest);
    await screen.findByRole('region', { name: 'Resumo da viagem' });
    expect(value(summary(), 'Total')).toBe('R$\u00a0300,00');
  });
});
