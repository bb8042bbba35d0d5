/** What every product's search form says alike. */
export const searchFormCopy = {
  search: 'Buscar',
  loadingForm: 'Carregando o formulário...',
};
