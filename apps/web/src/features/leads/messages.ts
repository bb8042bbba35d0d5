export const leadsCopy = {
  title: 'Programe sua viagem',
  intro:
    'Conte para a gente como é a viagem dos seus sonhos e nossos especialistas entrarão em contato.',
  contactData: 'Dados para o contato',
  detailsHint: 'Destino, datas, número de pessoas e o que mais for importante para você.',
} as const;
