import { sharedMessages } from '../../shared/messages';

/** Copy of the search results page frame ("Search summary bar"). */
export const resultsCopy = {
  loading: sharedMessages.searching,
  openFilters: 'Aplicar filtros',
  cancelFilters: 'Cancelar',
  applyFilters: 'Aplicar',
  filtersTitle: 'Filtros',
  redo: 'Refazer pesquisa',
  emptyTitle: 'Nenhum resultado encontrado',
  emptyText: 'Não encontramos resultados para a sua pesquisa. Tente outras datas ou destinos.',
  noSearch: 'Nenhuma pesquisa em andamento. Faça uma nova busca.',
  errorTitle: 'Não foi possível concluir a pesquisa',
} as const;
