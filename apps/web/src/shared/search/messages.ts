import type { SearchType } from '@portal/domain/products';

/** Copy of the search summary bar of the results, detail and checkout pages. */
export const searchSummaryCopy = {
  edit: 'Editar',
  summaryLabel: 'Resumo da pesquisa',
  outbound: 'Ida',
  inbound: 'Volta',
  checkIn: 'Check-in',
  checkOut: 'Check-out',
  pickUp: 'Retirada',
  dropOff: 'Devolução',
} as const;

/** Titles of the summary bar by category. */
export const categoryTitles: Record<SearchType, string> = {
  Aéreo: 'Aéreo',
  Carro: 'Carro',
  Hotel: 'Hotel',
  Experiencias: 'Exclusivos',
  Rodoviário: 'Rodoviário',
  Entretenimento: 'Experiências',
};
