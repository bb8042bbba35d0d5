export const leadsCopy = {
  title: 'Programe sua viagem',
  intro:
    'Conte para a gente como é a viagem dos seus sonhos e nossos especialistas entrarão em contato.',
  contactData: 'Dados para o contato',
  name: 'Nome completo',
  phone: 'Celular',
  email: 'E-mail',
  details: 'Detalhes da viagem',
  detailsHint: 'Destino, datas, número de pessoas e o que mais for importante para você.',
  submit: 'Enviar',
  sending: 'Aguarde...',
  termsTitle: 'Política de privacidade',
  termsScrollHint: 'Role o texto até o final para habilitar a confirmação.',
  termsAccept: 'Declaro ter lido os termos',
  termsCancel: 'Cancelar',
  termsLoading: 'Carregando os termos...',
  termsLoadFailed: 'Não foi possível carregar os termos. Tente novamente mais tarde.',
} as const;
