import { experienceSearchMessages } from '@portal/domain/activities';

/** Copy of the 'Exclusivos' search form. */
export const experienceSearchCopy = {
  ...experienceSearchMessages,
  formLabel: 'Busca de experiências exclusivas',
  city: 'Cidade',
  cityPlaceholder: 'Digite a cidade',
  typeMore: 'Digite pelo menos 3 letras',
  notFound: 'Não encontrado',
  searching: 'Buscando...',
  startDate: 'Data inicial',
  endDate: 'Data final',
  adults: 'Adultos',
  children: 'Crianças',
} as const;
