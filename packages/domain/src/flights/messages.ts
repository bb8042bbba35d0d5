/** Flight search and selection texts (verbatim). */
export const flightMessages = {
  originRequired: 'Origem não pode ser vazio',
  destinationRequired: 'Destino não pode ser vazio',
  dateRequired: 'Data não pode ser vazia',
  passengerRequired: 'Selecione pelo menos um tipo de passageiro',
  fillAll: 'Por favor, preencha todos os campos',
  selectAny: 'Por favor, selecione algum voo!',
  selectBoth: 'Por favor selecione a ida e volta',
  selectThisSegment: 'Por favor selecione um voo neste segmento',
} as const;
