import { z } from 'zod';
import { bookingTypeSchema, productSchema } from '../products/schema';
import type { Product } from '../products/table';
import { couponCodeRequired, couponCodeSchema } from './code';

/**
 * Discount coupons: the response, states and messages of
 * `POST /booking/coupon/check` and `POST /api/services/{service}/check-discount`).
 */

/** How a category is named in the coupon messages. */
export const couponCategoryLabels: Record<Product, string> = {
  flight: 'passagens aéreas',
  hotel: 'hospedagens',
  car: 'aluguel de carros',
  bus: 'passagens rodoviárias',
  experience: 'experiências',
  entertainment: 'entretenimento',
};

export const couponMessages = {
  /** Shown by the checkout. */
  alreadyApplied: 'Já existe um cupom aplicado, remova-o para adicionar um novo!',
  applied: 'Cupom aplicado com sucesso!',
  failed: 'Falha na validação do cupom',
  /** The server's own errors (the checkout shows them as they come). */
  codeRequired: couponCodeRequired,
  categoryRequired: 'Informe o tipo de produto da compra.',
  disabled: 'Esta campanha não aceita cupons de desconto.',
  notFound: 'Cupom não encontrado. Confira o código e tente novamente.',
  inactive: 'Este cupom não está mais disponível.',
  notYetValid: 'Este cupom ainda não está válido.',
  expired: 'Este cupom expirou.',
  exhausted: 'Este cupom atingiu o limite de utilizações.',
  categoryNotAllowed: (category: Product) =>
    `Este cupom não é válido para ${couponCategoryLabels[category]}.`,
} as const;

/** Reais with 2 decimals, as the checkout shows them. */
const reaisSchema = z.number().min(0).max(10_000_000);
const pointsSchema = z.number().int().min(0).max(1_000_000_000);

/** The totals a discount preview is computed on; the booking re-prices from the supplier anyway. */
const discountPayload = {
  /** The whole price in points before the discount; derived from the cash total when absent. */
  pointsTotalValue: pointsSchema.optional(),
  /** The whole price in reais before the discount. */
  cashTotalValue: reaisSchema,
  /** The legacy field name of the code; `couponCode` is preferred. */
  coupon: z.string().max(40).optional(),
  couponCode: z.string().max(40).optional(),
  /** The guest-login flag of the checkout; the token already says who the caller is. */
  guest: z.boolean().optional(),
};

/** The code of a request, from `couponCode` or `coupon`; empty when neither carries one. */
export const requestedCouponCode = (body: { coupon?: string; couponCode?: string }): string =>
  (body.couponCode ?? body.coupon ?? '').trim();

const withCode = <T extends { coupon?: string; couponCode?: string }>(body: T) =>
  requestedCouponCode(body).length > 0;

/** POST /api/booking/coupon/check: the product by booking `type` or by `category`. */
export const couponCheckRequestSchema = z
  .object({
    type: bookingTypeSchema.optional(),
    category: productSchema.optional(),
    ...discountPayload,
  })
  .refine(withCode, { message: couponMessages.codeRequired, path: ['couponCode'] })
  .refine((body) => body.type !== undefined || body.category !== undefined, {
    message: couponMessages.categoryRequired,
    path: ['type'],
  });
export type CouponCheckRequest = z.infer<typeof couponCheckRequestSchema>;

/**
 * POST /api/services/{bus|entertainment}/check-discount: the service's booking payload (its
 * `data` or `services` are accepted and not needed) plus the code.
 */
export const serviceDiscountRequestSchema = z
  .object({
    ...discountPayload,
    data: z.unknown().optional(),
    services: z.unknown().optional(),
  })
  .refine(withCode, { message: couponMessages.codeRequired, path: ['couponCode'] });
export type ServiceDiscountRequest = z.infer<typeof serviceDiscountRequestSchema>;

export const serviceDiscountParamsSchema = z.object({ service: z.enum(['bus', 'entertainment']) });

/** The coupon response; discountCash in reais (2 decimals), like the totals it came from. */
export const couponCheckResponseSchema = z.object({
  success: z.literal(true),
  couponCode: z.string(),
  coupon: z.object({
    discountType: z.union([z.literal(1), z.literal(2)]),
    value: z.number().int(),
  }),
  discountPoints: z.number().int(),
  discountCash: z.number(),
});
export type CouponCheckResponse = z.infer<typeof couponCheckResponseSchema>;

export { couponCodeSchema };
