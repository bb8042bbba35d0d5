/** Hotel texts, verbatim. */
export const hotelMessages = {
  cityRequired: 'Cidade não pode ser vazia',
  dateRequired: 'Data não pode ser vazia',
  roomRequired: 'Selecione pelo menos 1 quarto',
  fillAll: 'Por favor, preencha todos os campos',
  notFound: 'Não encontrado',
  loadingTitle: 'Construindo sua estadia perfeita...',
  loadingText: 'Aguarde enquanto buscamos os melhores hotéis para você!',
  redoSearch: 'Refazer pesquisa',
  fromPrice: 'A partir de',
  details: 'Detalhes',
  select: 'Selecionar',
  chooseRoom: 'Escolher Quarto',
  proceedToSummary: 'Prosseguir para Resumo',
  mealsIncluded: 'Refeições inclusas',
  breakfast: 'Café da manhã',
  lunch: 'Almoço',
  dinner: 'Jantar',
  breakfastChoice: 'Café da manhã',
  breakfastAny: 'Indiferente',
  breakfastWith: 'Com café da manhã',
  breakfastWithout: 'Sem café da manhã',
} as const;

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** 'por N noite(s) x N quarto(s)' */
export const stayLengthText = (nights: number, rooms: number): string =>
  `por ${nights} ${plural(nights, 'noite', 'noites')} x ${rooms} ${plural(rooms, 'quarto', 'quartos')}`;

/** Disabled multi-room button text. */
export const remainingRoomsText = (remaining: number): string =>
  `Selecione ${remaining} quarto(s) restante(s)`;

/** Multi-room selection alerts. */
export const exactRoomsMessage = (required: number, selected: number): string =>
  `Por favor, selecione exatamente ${required} quarto(s). Você selecionou ${selected}.`;
export const missingRoomMessage = (roomNumber: number): string =>
  `Por favor, selecione um quarto para o Quarto ${roomNumber}.`;
export const noRoomsMessage = (roomNumber: number): string =>
  `Nenhum quarto disponível para o Quarto ${roomNumber}.`;
