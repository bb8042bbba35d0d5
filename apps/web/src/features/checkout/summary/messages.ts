import type { Cabin } from '@portal/domain/flights';

/** Side summary copy of /busca/resumo. */
export const summaryCopy = {
  title: 'Resumo da viagem',
  ida: 'IDA',
  volta: 'VOLTA',
  ticket: 'Ticket',
  boardingTax: 'Taxa de Embarque',
  total: 'Total',
  discount: 'Desconto',
  change: 'Alterar',
  changeLabel: 'Alterar voo',
  category: 'Categoria',
  stops: 'Paradas',
  duration: 'Duração',
  cabins: { Y: 'Econômica', W: 'Premium Economy', C: 'Executiva' } satisfies Record<Cabin, string>,
  /** '2h 05m' */
  durationText: (minutes: number) =>
    `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`,
  flights: (numbers: string) => `Voo ${numbers}`,
  checkIn: 'Check-in',
  checkOut: 'Check-out',
  room: (n: number) => `Quarto ${n}`,
  nights: (n: number) => (n === 1 ? '1 diária' : `${n} diárias`),
  period: 'Período',
  periodText: (from: string, to: string) => `${from} à ${to}`,
  rating: (n: number) => `Classificação: ${n} de 5 estrelas`,
  hotelImage: (name: string) => `Foto do hotel ${name}`,
} as const;
