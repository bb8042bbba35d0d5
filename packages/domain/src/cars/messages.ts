/** Car search and results texts (verbatim Portuguese copy of the product). */
export const carMessages = {
  pickupCityRequired: 'Cidade de retirada não pode ser vazio!',
  pickupLocationRequired: 'Local retirada não pode ser vazio!',
  returnCityRequired: 'Cidade devolução não pode ser vazio!',
  returnLocationRequired: 'Local Devolução não pode ser vazio!',
  dateRequired: 'Data não pode ser vazia',
  timeRequired: 'Horário não pode ser vazio',
  fillAll: 'Por favor, preencha todos os campos',
  /** The baggage count is not shown: the car results and my trips say where to ask instead. */
  luggage: 'Bagagem: consulte a locadora',
  emptyFilters:
    'Não encontramos resultados que correspondam aos filtros selecionados. Tente ajustar os critérios de busca para obter mais opções.',
} as const;
