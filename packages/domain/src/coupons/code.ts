import { z } from 'zod';

/** Message of an empty coupon code; kept here so the booking schema can share the code schema without an import cycle. */
export const couponCodeRequired = 'Informe o código do cupom.';

/** A coupon code as typed by the member: trimmed and upper-cased (codes are case-insensitive). */
export const couponCodeSchema = z
  .string()
  .trim()
  .min(1, couponCodeRequired)
  .max(40, 'Código de cupom inválido.')
  .transform((code) => code.toUpperCase());

/** The optional code of a booking: an empty field means no coupon. */
export const optionalCouponCodeSchema = z
  .string()
  .trim()
  .max(40, 'Código de cupom inválido.')
  .transform((code) => (code === '' ? undefined : code.toUpperCase()))
  .optional();
