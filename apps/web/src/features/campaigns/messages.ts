export const campaignPageCopy = {
  notFoundTitle: 'Página não encontrada',
  notFound: 'O endereço acessado não existe neste portal.',
  backHome: 'Voltar para o início',
} as const;
