/** Copy of the card form and the two-factor dialog, shared by the checkout and my trips. */
export const paymentCopy = {
  cardTitle: 'Dados do cartão',
  acceptedBrands: 'Bandeiras aceitas',
  useSaved: 'Usar cartão salvo',
  dontUseSaved: 'Não usar cartão salvo',
  savedCard: 'Cartão salvo',
  cardNumber: 'Número do cartão',
  holder: 'Nome do titular',
  expiry: 'Validade (MM/AAAA)',
  cvv: 'CCV',
  installments: 'Parcelas',
  installment: (n: number, amount: string) =>
    n === 1 ? `1x de ${amount} sem juros` : `${n}x de ${amount} sem juros`,
  validatingCard: 'Aguarde, enquanto validamos o cartão.',
  twoFactorTitle: 'Autenticação de 2 fatores',
  twoFactorText:
    'Enviamos um código de confirmação para o seu e-mail. Informe-o abaixo para concluir a compra.',
  twoFactorCode: 'Código',
  confirm: 'Confirmar',
  resend: 'Reenviar código',
  cancel: 'Cancelar',
} as const;
