/** Copy of the entertainment ('Experiências') search form. */
export const entertainmentSearchCopy = {
  formLabel: 'Busca de experiências',
  prompt: 'Onde deseja encontrar?',
  placeholder: 'Digite um destino',
  locations: 'Locais',
  activities: 'Atividades',
  noOptions: 'Nenhuma opção encontrada',
  loading: 'Carregando as opções...',
  typeMore: 'Digite pelo menos 3 letras',
} as const;
