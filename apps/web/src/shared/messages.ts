/** Shared pt-BR copy of the shell that the domain catalogue does not already hold. */
export const sharedMessages = {
  unexpected: 'Ocorreu algum problema, por favor, tente novamente!',
  network: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
  timeout: 'Tempo expirou, tente novamente!',
  sessionExpired: 'Sua sessão expirou',
  loading: 'Aguarde...',
  /** the wait of a flight, car, experience or entertainment search */
  searching: 'Aguarde enquanto buscamos os melhores preços para você!',
  closeAlert: 'Fechar alerta',
  imagePlaceholder: 'Imagem indisponível',
  newPassword: 'Nova senha',
  confirmPassword: 'Confirmar senha',
} as const;
