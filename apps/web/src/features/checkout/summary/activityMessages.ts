/** Side summary copy of experiences and entertainment at checkout. */
export const activitySummaryCopy = {
  entry: 'Entrada',
  time: 'HORÁRIO',
  return: 'RETORNO',
  people: 'Total de pessoas',
  image: (name: string) => `Foto de ${name}`,
} as const;
