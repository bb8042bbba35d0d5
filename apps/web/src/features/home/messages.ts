export const homeCopy = {
  defaultHeadline: 'Encontre os melhores preços para você!',
  bannerAlt: 'Destaque da campanha',
  searchTabs: 'Categorias de busca',
  topDestinations: 'Destinos mais procurados',
  searchFlightsTo: (city: string) => `Buscar voos para ${city}`,
  from: 'A partir de',
  was: 'De',
  newTab: '(abre em nova aba)',
  showcasesLoadFailed: 'Não foi possível carregar as vitrines.',
} as const;
