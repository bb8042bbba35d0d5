import { z } from 'zod';
import { couponMessages } from '../coupons/schema';

/** The two-factor dialog: the code sent by e-mail, as typed. */
export const twoFactorMessages = { codeRequired: 'Informe o código recebido' } as const;

export const TWO_FACTOR_CODE_MAX = 12;

export const twoFactorFormSchema = z.object({
  code: z.string().trim().min(1, twoFactorMessages.codeRequired).max(TWO_FACTOR_CODE_MAX),
});
export type TwoFactorForm = z.infer<typeof twoFactorFormSchema>;

export const COUPON_CODE_MAX = 40;

/** The checkout's coupon field: an empty code is refused with the coupon failure text. */
export const couponFormSchema = z.object({
  code: z.string().trim().min(1, couponMessages.failed).max(COUPON_CODE_MAX),
});
export type CouponForm = z.infer<typeof couponFormSchema>;
