/** Copy of the bus side summary. */
export const busSummaryCopy = {
  going: 'IDA',
  returning: 'VOLTA',
  chosenSeats: 'Assentos selecionados',
  none: 'nenhum',
  dayOffset: (n: number) => `+${n} dia(s)`,
  passengers: 'Passageiros',
  change: 'Alterar',
  changeLabel: 'Alterar viagem de ônibus',
} as const;
