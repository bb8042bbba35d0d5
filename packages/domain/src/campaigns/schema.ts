import { z } from 'zod';

export const linkItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  link: z.string(),
});
export type LinkItem = z.infer<typeof linkItemSchema>;

export const footerGroupSchema = z.object({
  name: z.string(),
  items: z.array(z.object({ name: z.string(), link: z.string() })),
});
export type FooterGroup = z.infer<typeof footerGroupSchema>;

export const couponConfigSchema = z.object({
  discountType: z.union([z.literal(1), z.literal(2)]),
  value: z.number(),
  air: z.boolean(),
  car: z.boolean(),
  hotel: z.boolean(),
  experience: z.boolean(),
  bus: z.boolean(),
  entertainment: z.boolean(),
});

export const productFlagsSchema = z.object({
  flight: z.boolean(),
  experience: z.boolean(),
  hotel: z.boolean(),
  car: z.boolean(),
  bus: z.boolean(),
  entertainment: z.boolean(),
});
export type ProductFlags = z.infer<typeof productFlagsSchema>;

export const campaignLayoutSchema = productFlagsSchema.extend({
  headers: z.array(linkItemSchema),
  topDestinationsEnabled: z.boolean(),
  subHeaderSearch: z.boolean(),
  footers: z.array(footerGroupSchema),
  homeImage: z.string().nullable(),
  homeImageBanner: z.boolean(),
  linkHomeImage: z.string().nullable(),
  homeText: z.string().nullable(),
  homeColor: z.string(),
  headerColor: z.string(),
  homeTextColor: z.string(),
  searchColor: z.string(),
  logo: z.string(),
  logoSecundaria: z.string().nullable(),
  brandTheme: z.string().nullable(),
});
export type CampaignLayout = z.infer<typeof campaignLayoutSchema>;

export const campaignSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  campaignCode: z.string(),
  shopUrl: z.string(),
  disablePointActivity: z.boolean(),
  ownCampaign: z.boolean(),
  advanceDaysCar: z.number().int(),
  advanceDaysExperience: z.number().int(),
  acceptCashPayment: z.boolean(),
  cashPaymentPercentage: z.number().int().min(0).max(100),
  couponEnabled: z.boolean(),
  coupon: couponConfigSchema.nullable(),
  maxInstallments: z.number().int().min(1),
  campaignConfig: z.object({ coinAlias: z.string(), shortenCoinAlias: z.string() }),
  campaignConfigLayout: campaignLayoutSchema,
  fees: z.object({
    destinoFeriasFee: z.number(),
    destinoFeriasFeeFlight: z.number(),
    destinoFeriasFeeHotel: z.number(),
    destinoFeriasFeeExperience: z.number(),
    destinoFeriasFeeCar: z.number(),
  }),
  pointsMarkup: z.object({
    flight: z.number(),
    hotel: z.number(),
    car: z.number(),
    bus: z.number(),
    experience: z.number(),
    entertainment: z.number(),
  }),
  ssoEnabled: z.boolean(),
});
export type Campaign = z.infer<typeof campaignSchema>;
