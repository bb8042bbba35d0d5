import { z } from 'zod';
import { campaignSchema } from '../campaigns/schema';

export const sessionUserSchema = z.object({
  id: z.string(),
  uid: z.string(),
  name: z.string(),
  /** The member's own name parts and contact data, for prefilling the main traveller. */
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  cpf: z.string().optional(),
  cellphone: z.string().optional(),
  email: z.string(),
  guest: z.boolean(),
  travelVoucher: z.boolean(),
  usedTravelVoucher: z.boolean(),
  pointsBalance: z.number().int(),
  firstAccess: z.boolean(),
  campaign: campaignSchema,
  catalog: z.object({ catalogCurrencyConfig: z.object({ conversionRate: z.number() }) }),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const balanceHistoryRowSchema = z.object({
  date: z.string(),
  description: z.string(),
  action: z.string(),
  pointsValue: z.number().int(),
  expirationDate: z.string().nullable(),
});
export type BalanceHistoryRow = z.infer<typeof balanceHistoryRowSchema>;
export const balanceHistorySchema = z.array(balanceHistoryRowSchema);
