import { hotelMessages } from '@portal/domain/hotels';
import { titledAs } from '@portal/domain/lib';

/** Copy of the hotel results (Hotel part). */
export const hotelResultsCopy = {
  ...hotelMessages,
  filters: 'Filtros',
  hotelName: 'Nome do hotel',
  minStars: 'Estrelas (mínimo)',
  anyStars: 'Qualquer',
  starsValue: (n: number) =>
    `${n.toLocaleString('pt-BR')} ${n === 1 ? 'estrela' : 'estrelas'} ou mais`,
  price: 'Preço',
  priceMin: 'Preço mínimo',
  priceMax: 'Preço máximo',
  view: 'Visualização',
  list: 'Lista',
  map: 'Mapa',
  perNight: 'por noite',
  rating: (n: number) => `Classificação: ${n.toLocaleString('pt-BR')} de 5 estrelas`,
  photoOf: (name: string) => `Foto do hotel ${name}`,
  emptyTitle: 'Nenhum hotel encontrado',
  emptyText:
    'Não encontramos hotéis disponíveis para esta pesquisa. Tente outras datas ou outro destino.',
  emptyFilters:
    'Não encontramos resultados que correspondam aos filtros selecionados. Tente ajustar os critérios de busca para obter mais opções.',
  noSearch: 'Nenhuma pesquisa de hotel em andamento.',
  results: (n: number) => `${n} ${n === 1 ? 'hotel encontrado' : 'hotéis encontrados'}`,
  openFilters: 'Aplicar filtros',
  cancel: 'Cancelar',
  apply: 'Aplicar',
  clearFilters: 'Limpar filtros',
  mapLabel: 'Mapa dos hotéis',
  mapMarker: (name: string, price: string) => `${name}: ${price}`,
  infoCard: (name: string) => titledAs('Hotel', name),
} as const;
