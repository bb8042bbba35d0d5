/** Bus search, results and seat texts (verbatim Portuguese copy of the product). */
export const busMessages = {
  originRequired: 'Origem não pode ser vazio',
  destinationRequired: 'Destino não pode ser vazio',
  dateRequired: 'Data não pode ser vazia',
  fillAll: 'Por favor, preencha todos os campos',
  sameStations: 'Origem e destino devem ser diferentes',
  people: (n: number) => `${n} pessoa(s)`,
  /** An arrival on a later day than the departure. */
  arrivalDays: (n: number) => `+${n} dia(s)`,
  seatsChosen: (chosen: number, passengers: number) =>
    `${chosen} de ${passengers} assento(s) selecionado(s)`,
  selectSeats: (passengers: number) => `Selecione ${passengers} assento(s)`,
} as const;
