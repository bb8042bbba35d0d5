import { z } from 'zod';
import type { BookingType } from '../products/table';

/** The voucher / e-ticket of an emitido booking. */
export const voucherMessages = {
  sent: 'Voucher reenviado, verifique seu e-mail!',
  failed: 'Houve algum erro, tente novamente!',
  notIssued: 'O voucher está disponível apenas para reservas emitidas.',
  noEmail: 'Não há e-mail cadastrado para enviar o voucher.',
} as const;

/** POST /api/booking/send-voucher. */
export const sendVoucherResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type SendVoucherResponse = z.infer<typeof sendVoucherResponseSchema>;

export const voucherFilename = (locator: string) => `voucher-${locator}.pdf`;

/** The product as the voucher names it. */
export const voucherTypeLabels = {
  FLIGHT: 'Passagem aérea',
  HOTEL: 'Hospedagem',
  CAR: 'Aluguel de carro',
  BUS: 'Passagem rodoviária',
  EXPERIENCE: 'Experiência',
  ENTERTAINMENT: 'Entretenimento',
} as const satisfies Record<BookingType, string>;
