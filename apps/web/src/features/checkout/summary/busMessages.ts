/** Copy of the bus side summary. */
export const busSummaryCopy = {
  going: 'IDA',
  returning: 'VOLTA',
  chosenSeats: 'Assentos selecionados',
  none: 'nenhum',
  passengers: 'Passageiros',
  change: 'Alterar',
  changeLabel: 'Alterar viagem de ônibus',
} as const;
