/** Copy of the sign-in form and page (kept apart: /login's first load carries only this). */
export const loginCopy = {
  loginTitle: 'Acesse sua conta',
  recoveryTitle: 'Recuperar senha',
  recoveryHint: 'Informe seu e-mail para receber o link de redefinição de senha.',
  email: 'E-mail',
  password: 'Senha',
  showPassword: 'Mostrar senha',
  hidePassword: 'Ocultar senha',
  submitLogin: 'Entrar',
  submitRecovery: 'Enviar',
  loading: 'carregando...',
  forgotPassword: 'Esqueceu sua senha?',
  back: 'Voltar',
  noAccount: 'Ainda não tem cadastro?',
  ssoButton: 'Entrar com a conta da loja',
  or: 'ou',
} as const;
