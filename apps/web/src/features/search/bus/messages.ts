/** Copy of the home tab 'Rodoviário'. */
export const busSearchCopy = {
  formLabel: 'Busca de passagens rodoviárias',
  origin: 'Origem',
  destination: 'Destino',
  stationPlaceholder: 'Digite a cidade ou rodoviária',
  roundTrip: 'Ida e volta',
  dates: 'Datas',
  date: 'Data',
  passengers: 'Passageiros',
  nationality: 'Nacionalidade',
  searching: 'Buscando...',
  typeMore: 'Digite ao menos 3 letras',
  notFound: 'Não encontrado',
} as const;
