/** Copy of the experience results ('Exclusivos'). */
export const experienceResultsCopy = {
  listLabel: 'Experiências encontradas',
  results: (n: number) => `${n} ${n === 1 ? 'Resultado encontrado' : 'Resultados encontrados'}`,
  photos: (name: string) => `Fotos de ${name}`,
  included: 'O que está incluído',
  notIncluded: 'O que não está incluído',
  priceFromTo: (from: string, to: string) => `De ${from} por ${to}`,
  perGroup: (adults: number) => `para ${adults} ${adults === 1 ? 'adulto' : 'adultos'}`,
  details: 'Detalhes',
  noSearch: 'Nenhuma pesquisa de experiências em andamento. Faça uma nova busca.',
} as const;
