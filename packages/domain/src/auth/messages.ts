/** User-facing texts shared by web and api, word for word as members see them: never reworded in one place only. */
export const authMessages = {
  credentialsRequired: 'Por favor, digite um usuário e senha',
  invalidEmail: 'Por favor, digite um e-mail valido',
  invalidCredentials: 'Usuário ou senha inválidos.',
  unauthorized: 'Tivemos um problema com sua autenticação, entre em contato com o consultor.',
  campaignMismatch:
    'Tivemos um problema para efetuar a autenticação da campanha, por favor tente novamente mais tarde.',
  voucherUsed: 'Esse voucher já foi utilizado, favor efetuar o login com sua conta pessoal.',
  userFetchFailed: 'Tivemos um problema, por favor tente novamente mais tarde.',
  guestWithoutToken: 'Ocorreu um erro na autenticação.',
  ssoUnavailable:
    'O login único desta campanha está indisponível no momento. Tente novamente em instantes.',
  recoverySent: 'Enviamos um e-mail para você atualizar sua senha, verifique!',
  tooManyAttempts: 'Muitas tentativas de acesso. Aguarde alguns minutos e tente novamente.',
  resetTokenInvalid: 'Este link de redefinição de senha é inválido ou já foi utilizado.',
  sessionExpired: 'Sua sessão expirou',
  authenticating: 'Autenticando',
  codeRequired: 'Digite o código.',
} as const;

export const registrationMessages = {
  requiredField: 'Campo obrigatório não preenchido, revise o cadastro.',
  invalidEmail: 'Por favor, digite um e-mail válido',
  invalidCpf: 'Por favor, digite um CPF válido',
  success: 'Cadastro realizado com sucesso!',
  emailTaken: 'Já existe um cadastro com este e-mail.',
} as const;

export const passwordMessages = {
  mismatch: 'Senhas não conferem, verifique!',
  changed: 'Senha alterada com sucesso!',
  tooShort: 'A senha deve ter pelo menos 8 caracteres.',
  currentRequired: 'Informe a senha atual.',
  currentWrong: 'A senha atual não confere.',
  sameAsCurrent: 'A nova senha deve ser diferente da atual.',
} as const;
