/** Copy of the 'Exclusivos' search form. */
export const experienceSearchCopy = {
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
  search: 'Buscar',
  cityRequired: 'Cidade não pode ser vazia',
  dateRequired: 'Data não pode ser vazia',
  endBeforeStart: 'A data final não pode ser antes da inicial',
  fillAll: 'Por favor, preencha todos os campos',
} as const;
