/** Copy of the terms dialog (read to the end before accepting). */
export const termsCopy = {
  title: 'Política de privacidade',
  scrollHint: 'Role o texto até o final para habilitar a confirmação.',
  accept: 'Declaro ter lido os termos',
  cancel: 'Cancelar',
  loading: 'Carregando os termos...',
  loadFailed: 'Não foi possível carregar os termos. Tente novamente mais tarde.',
} as const;
