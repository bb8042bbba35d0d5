/** User-facing texts shared by web and api, word for word as members see them: never reworded in one place only. */
export const leadMessages = {
  nameRequired: 'Nome não pode ser vazio',
  phoneRequired: 'Celular não pode ser vazio',
  emailRequired: 'E-mail não pode ser vazio',
  detailsRequired: 'Detalhes da viagem não pode ser vazio',
  fillRequired: 'Preencha todos os campos obrigatórios',
  failure:
    'Ops! Ocorreu um erro ao enviar sua solicitação. Tente novamente mais tarde ou entre em contato com o e-mail abaixo.',
  success: 'Sua solicitação foi enviada com sucesso! Em breve entraremos em contato.',
} as const;
