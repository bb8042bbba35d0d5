/** Labels of the lead form (trip request page and the no-flight lead). */
export const leadFormCopy = {
  name: 'Nome completo',
  phone: 'Celular',
  email: 'E-mail',
  details: 'Detalhes da viagem',
  submit: 'Enviar',
  sending: 'Aguarde...',
} as const;
