import { z } from 'zod';
import { bookingPaymentSchema } from './schema';

/**
 * Calls on an existing booking:
 * `issue-ticket` (reprocess, or two-factor confirmation with `token2fa`), the code resend and
 * the booking by locator. Every one of them answers 404 for a booking of someone else.
 */

/** Minutes a two-factor code is valid, and wrong tries before it is locked. */
export const TWO_FACTOR_CODE_MINUTES = 10;
export const TWO_FACTOR_MAX_ATTEMPTS = 5;

export const afterSaleMessages = {
  notFound: 'Reserva não encontrada.',
  alreadyIssued: 'Esta reserva já foi emitida.',
  expired: 'Esta reserva expirou. Faça uma nova busca.',
  cancelled: 'Esta reserva foi cancelada. Faça uma nova compra.',
  notPending: 'Esta reserva não está pendente de pagamento.',
  notAwaitingCode: 'Esta reserva não está aguardando um código de confirmação.',
  noActiveCode: 'Nenhum código de confirmação ativo. Peça um novo código.',
  wrongCode: (remaining: number) =>
    `Código inválido. Você ainda tem ${remaining} ${remaining === 1 ? 'tentativa' : 'tentativas'}.`,
  codeLocked: `Código bloqueado após ${TWO_FACTOR_MAX_ATTEMPTS} tentativas inválidas. Peça um novo código.`,
  codeExpired: 'Código expirado. Peça um novo código.',
  codeUsed: 'Este código já foi usado. Peça um novo código.',
  noEmail:
    'Não há e-mail para enviar o código de confirmação. Informe o e-mail do passageiro principal ou use outro cartão.',
  codeResent: 'Código reenviado, verifique sua caixa de mensagens!',
  reprocessed: 'Compra reprocessada com sucesso',
  codeSubject: 'Código de confirmação da sua compra',
  codeText: (name: string, code: string, locator: string) =>
    `Olá, ${name}!\n\nSeu código de confirmação do pagamento da reserva ${locator} é: ${code}\n\n` +
    `Ele vale por ${TWO_FACTOR_CODE_MINUTES} minutos e pode ser usado uma única vez. ` +
    'Se você não fez esta compra, ignore este e-mail.',
} as const;

/** Locators the api issues (`PB` and 8 letters or digits); anything else is simply not found. */
export const bookingLocatorSchema = z.string().trim().min(1).max(40);

export const bookingLocatorQuerySchema = z.object({ locator: bookingLocatorSchema });

export const issueTicketQuerySchema = z.object({
  locator: bookingLocatorSchema,
  /** The two-factor code: present to confirm, absent to reprocess the payment. */
  token2fa: z.string().trim().min(1).max(20).optional(),
});
export type IssueTicketQuery = z.infer<typeof issueTicketQuerySchema>;

/**
 * The payment of a reprocess: a new card or a saved card (vaultId) and the installments. The
 * two-factor confirmation accepts the same body and ignores it.
 */
export const issueTicketRequestSchema = z.object({ payment: bookingPaymentSchema.optional() });
export type IssueTicketRequest = z.infer<typeof issueTicketRequestSchema>;

export const twoFactorResendResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type TwoFactorResendResponse = z.infer<typeof twoFactorResendResponseSchema>;
