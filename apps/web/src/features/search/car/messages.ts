/** Copy of the home tab 'Carro'. */
export const carSearchCopy = {
  formLabel: 'Busca de carros',
  pickupCity: 'Cidade de retirada',
  pickupLocation: 'Local de retirada',
  pickupTime: 'Horário de retirada',
  returnCity: 'Cidade de devolução',
  returnLocation: 'Local de devolução',
  returnTime: 'Horário de devolução',
  sameReturnPlace: 'Devolver no mesmo local',
  dates: 'Datas',
  cityPlaceholder: 'Digite a cidade',
  chooseLocation: 'Selecione o local',
  loadingLocations: 'Carregando locais...',
  searching: 'Buscando...',
  typeMore: 'Digite ao menos 3 letras',
  notFound: 'Não encontrado',
} as const;
