/**
 * The bank's reasons for refusing a card, as the member reads them. Keys are the decline codes
 * acquirers share (Stripe's `decline_code`, the sandbox's); any other code reads as a refusal.
 */
const declineReasons: Readonly<Record<string, string>> = {
  insufficient_funds: 'Saldo ou limite insuficiente.',
  expired_card: 'Cartão vencido.',
  incorrect_cvc: 'Código de segurança incorreto.',
  invalid_cvc: 'Código de segurança incorreto.',
  incorrect_number: 'Número do cartão incorreto.',
  lost_card: 'Cartão bloqueado pelo banco.',
  stolen_card: 'Cartão bloqueado pelo banco.',
  pickup_card: 'Cartão bloqueado pelo banco.',
  card_velocity_exceeded: 'Limite de transações do cartão excedido.',
  withdrawal_count_limit_exceeded: 'Limite de transações do cartão excedido.',
  do_not_honor: 'Transação não autorizada pelo banco.',
  fraudulent: 'Transação não autorizada pelo banco.',
  generic_decline: 'Transação não autorizada pelo banco.',
  card_not_supported: 'Este cartão não aceita este tipo de compra.',
  currency_not_supported: 'Este cartão não aceita compras em reais.',
  authentication_required: 'O banco pediu uma autenticação que não foi concluída.',
  payment_intent_authentication_failure: 'A autenticação com o banco não foi concluída.',
  processing_error: 'Erro ao processar o cartão. Tente novamente.',
  gateway_timeout: 'O banco não respondeu a tempo.',
};

export function declineReasonText(code: string | null | undefined): string | null {
  if (!code) return null;
  return declineReasons[code] ?? 'Pagamento recusado pelo banco.';
}
