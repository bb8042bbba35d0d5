import { z } from 'zod';

/**
 * How this deployment takes payments, as the checkout needs it: the sandbox's own card form, or
 * Stripe's Payment Element with the publishable key.
 */
export const paymentSettingsSchema = z.object({
  mode: z.enum(['sandbox', 'stripe']),
  publishableKey: z.string().nullable(),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;
