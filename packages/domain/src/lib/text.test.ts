import { describe, expect, it } from 'vitest';
import { entertainmentMessages } from '../activities/entertainment';
import { countOf, titledAs } from './text';

describe('titles and counts members read', () => {
  it('names the kind once: no "Hotel Hotel Nobre" or "Transfer Transfer …"', () => {
    expect(titledAs('Hotel', 'Hotel Nobre')).toBe('Hotel Nobre');
    expect(titledAs('Hotel', 'hotel Nobre')).toBe('hotel Nobre');
    expect(titledAs('Hotel', 'Pousada Sol')).toBe('Hotel Pousada Sol');
    expect(titledAs('Hotel', 'Hotelaria Real')).toBe('Hotel Hotelaria Real');
    expect(titledAs('Transfer', 'Transfer privativo aeroporto - hotel')).toBe(
      'Transfer privativo aeroporto - hotel',
    );
    expect(titledAs('Passeio', 'Passeio de barco em Paraty')).toBe('Passeio de barco em Paraty');
    expect(titledAs('Passeio', 'City tour em Paraty')).toBe('Passeio City tour em Paraty');
  });

  it('says one in the singular: "1 hora", "Grátis até 1 dia antes"', () => {
    expect(countOf(1, 'hora', 'horas')).toBe('1 hora');
    expect(countOf(3, 'hora', 'horas')).toBe('3 horas');
    expect(entertainmentMessages.freeUntil(1)).toBe('Grátis até 1 dia antes');
    expect(entertainmentMessages.freeUntil(7)).toBe('Grátis até 7 dias antes');
  });
});
