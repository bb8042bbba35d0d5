import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { guest } from '../../../test/fixtures';
import {
  busPlaces,
  renderStoredSummary,
  storeBusSelection,
  storeCarSelection,
  testBusRoute,
  testCarOffer,
} from '../../../test/carBus';
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

describe('car side summary', () => {
  const compass = testCarOffer('c1', 'Localiza', 'SUV', 'Jeep Compass', 900);

  it('Retirada and Devolução with date and place, the company logo, category and model, the period card and the total', async () => {
    storeCarSelection(compass);
    renderStoredSummary();
    await screen.findByRole('region', { name: 'Resumo da viagem' });
    const panel = summary();
    expect(
      within(panel).getByRole('heading', { name: 'Retirada' }).nextElementSibling,
    ).toHaveTextContent('10/03/2030 10:00');
    expect(
      within(panel).getByRole('heading', { name: 'Devolução' }).nextElementSibling,
    ).toHaveTextContent('13/03/2030 09:30');
    expect(panel).toHaveTextContent('Aeroporto de Guarulhos, Terminal 2');
    const car = within(panel).getByRole('article', { name: 'Jeep Compass' });
    expect(within(car).getByRole('img', { name: 'Logo da locadora Localiza' })).toBeInTheDocument();
    expect(car).toHaveTextContent('SUV');
    expect(within(car).getByText('Periodo 10/03/2030 à 13/03/2030')).toBeInTheDocument();
    expect(
      within(car).getByText('5 lugares · 4 portas · Auto · Ar-condicionado'),
    ).toBeInTheDocument();
    // R$ 900,00 at 50 points per real
    expect(value(panel, 'Total')).toBe('45.000 Pts');
  });

  it('guests see the total in R$', async () => {
    storeCarSelection(compass);
    renderStoredSummary(guest);
    await screen.findByRole('region', { name: 'Resumo da viagem' });
    expect(value(summary(), 'Total')).toBe('R$\u00a0900,00');
  });
});

describe('bus side summary', () => {
  const { tiete, novoRio } = busPlaces;
  const going = testBusRoute(
    'g1',
    tiete,
    novoRio,
    { company: 'Viação Cometa', classType: 'LEITO', cashValue: 150.9 },
    { departure: '2030-03-10T23:30', arrival: '2030-03-11T05:45' },
  );
  const back = testBusRoute(
    'r1',
    novoRio,
    tiete,
    { company: 'Util', classType: 'CONVENCIONAL', cashValue: 80 },
    { departure: '2030-03-17T09:00', arrival: '2030-03-17T15:00' },
  );
  it('IDA and VOLTA with times, places, +N days and the seats chosen on each; passengers, total and Alterar', async () => {
    storeBusSelection(going, back, 2);
    renderStoredSummary();
    await screen.findByRole('region', { name: 'Resumo da viagem' });
    const panel = summary();
    const ida = within(panel).getByRole('region', { name: 'IDA' });
    expect(ida).toHaveTextContent('Viação Cometa · LEITO');
    expect(ida).toHaveTextContent('10/03/2030 23:30 · Terminal Rodoviário do Tietê - São Paulo');
    expect(ida).toHaveTextContent('11/03/2030 05:45 (+1 dia(s)) · Rodoviária Novo Rio');
    expect(ida).toHaveTextContent('Assentos selecionados: nenhum');
    const volta = within(panel).getByRole('region', { name: 'VOLTA' });
    expect(volta).toHaveTextContent('17/03/2030 15:00 · Terminal Rodoviário do Tietê');
    expect(volta).not.toHaveTextContent('dia(s)');

    expect(value(panel, 'Passageiros')).toBe('2 pessoa(s)');
    // (150,90 + 80,00) × 2 passengers at 50 points per real
    expect(value(panel, 'Total')).toBe('23.090 Pts');
    expect(within(panel).getByRole('link', { name: 'Alterar viagem de ônibus' })).toHaveAttribute(
      'href',
      '/busca/resultado-pesquisa',
    );
  });

  it('lists the seats chosen on each leg', async () => {
    storeBusSelection(going, back, 2);
    renderStoredSummary(undefined, { going: ['01', '02'], back: ['10', '11'] });
    await screen.findByRole('region', { name: 'Resumo da viagem' });
    const panel = summary();
    expect(within(panel).getByRole('region', { name: 'IDA' })).toHaveTextContent(
      'Assentos selecionados: 01, 02',
    );
    expect(within(panel).getByRole('region', { name: 'VOLTA' })).toHaveTextContent(
      'Assentos selecionados: 10, 11',
    );
  });

  it('one way: no VOLTA; guests see R$', async () => {
    storeBusSelection(going, null, 1);
    renderStoredSummary(guest);
    await screen.findByRole('region', { name: 'Resumo da viagem' });
    expect(within(summary()).queryByRole('region', { name: 'VOLTA' })).toBeNull();
    expect(value(summary(), 'Total')).toBe('R$\u00a0150,90');
  });
});
