import { countOf } from '@portal/domain/lib';
import { entertainmentMessages, weekdayNames } from '@portal/domain/activities';

/** Copy of the entertainment results ('Experiências'). */
export const entertainmentResultsCopy = {
  ...entertainmentMessages,
  results: (n: number) => `${n} Resultados encontrados`,
  listLabel: 'Atividades encontradas',
  combo: 'Combo promocional',
  location: 'Localização',
  category: 'Categoria',
  categoryLabel: (name: string, count: number) => `${name} (${count})`,
  weekdays: 'Dias da semana',
  weekdayNames,
  clear: 'Limpar filtros',
  from: 'A partir de',
  notAvailable: 'N/A',
  duration: (hours: number) => `Duração: ${countOf(hours, 'hora', 'horas')}`,
  availableOn: 'Disponível',
  details: 'Detalhes',
  photo: (name: string) => `Foto de ${name}`,
  noPlace: 'Nenhuma pesquisa de experiências em andamento. Faça uma nova busca.',
  emptyFilters:
    'Não encontramos resultados que correspondam aos filtros selecionados. Tente ajustar os critérios de busca para obter mais opções.',
} as const;
