import { experienceMessages } from '@portal/domain/activities';

/** Copy of the experience detail page. */
export const experienceDetailsCopy = {
  ...experienceMessages,
  photos: (name: string) => `Fotos de ${name}`,
  tickets: 'Quantidade de ingressos',
  location: 'Local',
  chooseDate: 'Escolher data',
  dateLabel: 'Data da experiência',
  datesTitle: 'Datas disponíveis',
  places: (n: number) => `${n} ${n === 1 ? 'vaga' : 'vagas'}`,
  soldOut: 'Esgotado',
  noDates: 'Não há datas disponíveis para esta experiência no período pesquisado.',
  description: 'Descrição',
  whatToExpect: 'O que esperar',
  included: 'O que está incluído',
  notIncluded: 'O que não está incluído',
  category: 'Categoria',
  freeCancel: 'Cancelamento grátis',
  cancellationPolicy: 'Política de cancelamento',
  importantInfo: 'Informações importantes',
  total: 'Total',
  noSelection: 'Nenhuma experiência selecionada. Faça uma nova busca.',
  newSearch: 'Nova busca',
} as const;
