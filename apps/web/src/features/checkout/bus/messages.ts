/** Copy of the bus checkout: passengers, seat picker and rules. */
export const busCheckoutCopy = {
  title: 'Dados dos Passageiros',
  passenger: (n: number, main: boolean) => `Passageiro ${n}${main ? ' (principal)' : ''}`,
  seatsTitle: 'Selecione os assentos',
  chosenSeats: 'Assentos selecionados',
  legend: { free: 'Livre', chosen: 'Selecionado', taken: 'Ocupado' },
  legendLabel: 'Legenda',
  rules: 'Regras',
  rulesOf: (leg: string) => `Regras da ${leg}`,
  close: 'Fechar',
  going: 'IDA',
  returning: 'VOLTA',
  seat: (number: string, state: string) => `Assento ${number}, ${state}`,
  seatMap: (leg: string) => `Mapa de assentos da ${leg}`,
  loadingSeats: 'Carregando os assentos...',
  rateCheckFailed: 'An error occurred',
  priceChanged: (total: string) =>
    `O preço desta viagem mudou desde a sua busca. O total agora é ${total}.`,
} as const;
