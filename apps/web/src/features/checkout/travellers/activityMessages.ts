/** Labels of the traveller data of experiences and entertainment at checkout. */
export const activityTravellersCopy = {
  experienceTitle: 'Dados dos Participantes',
  entertainmentTitle: 'Dados dos Passageiros',
  allRequired: 'Todos os campos são obrigatórios.',
  adult: 'Adulto',
  child: 'Criança',
  participant: (n: number, kind: string, main: boolean) =>
    `Participante ${n} - ${kind}${main ? ' (principal)' : ''}`,
  passenger: (n: number, band: string, main: boolean) =>
    `Passageiro ${n} - ${band}${main ? ' (principal)' : ''}`,
  address: (n: number) => `Endereço do participante ${n}`,
} as const;
