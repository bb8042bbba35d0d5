import { z } from 'zod';
import { bookingStates } from '../bookings/stateMachine';
import {
  campaignLayoutSchema,
  campaignSchema,
  couponConfigSchema,
  productFlagsSchema,
} from '../campaigns/schema';
import { campaignStatuses } from '../campaigns/lifecycle';
import { showcaseImageSchema } from '../showcases/schema';
import { INT4_MAX, inputMessages, int4IdTextSchema } from '../lib/input';

/** Contracts of the console's management pages: campaigns, coupons, members and bookings. */

export const consoleMessages = {
  campaignExists: 'Já existe uma campanha com este número.',
  hostTaken: (host: string) => `O endereço ${host} já é usado por outra campanha.`,
  guestCodeTaken: 'Este código de convidado já é usado por outra campanha.',
  imageType: 'Envie uma imagem PNG, JPEG ou WebP.',
  imageTooLarge: 'A imagem deve ter no máximo 1 MB.',
  couponExists: 'Já existe um cupom com este código nesta campanha.',
  memberNotFound: 'Membro não encontrado.',
  memberExists: 'Já existe uma conta com este e-mail.',
  bookingNotFound: 'Reserva não encontrada.',
  notStuck: 'Esta reserva não tem um cancelamento parado.',
  reasonRequired: 'Informe o motivo do ajuste.',
  resolutionReasonRequired: 'Informe como o cancelamento foi resolvido.',
  refundReasonRequired: 'Informe o motivo do estorno.',
  couponNotFound: 'Cupom não encontrado.',
  couponValue: 'Informe um valor inteiro maior que zero.',
  couponPercentTooHigh: 'Um desconto percentual vai de 1% a 100%.',
  couponValidity: 'O fim da validade deve ser depois do início.',
  showcaseNotFound: 'Vitrine não encontrada.',
  httpUrl: 'Informe um endereço que comece com http:// ou https://.',
  homeLink: 'Informe um caminho do portal (ex.: /busca) ou um endereço http(s).',
  advanceDays: 'Informe um número inteiro de dias, de 0 a 365.',
  markup: 'Informe um percentual inteiro de 0 a 500.',
  brandTheme: 'Use letras minúsculas, números e hífens.',
  hostInvalid: (host: string) =>
    `Endereço inválido: ${host}. Use só letras, números, hífens e pontos (ex.: ferias.exemplo.com.br).`,
  tooManyHosts: 'Informe no máximo 10 endereços.',
} as const;

const hostSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, 'Endereço inválido.')
  .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/, 'Endereço inválido.');

const splitHosts = (text: string) =>
  text
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);

const httpUrl = /^https?:\/\/[^\s/]+\S*$/i;
const portalPath = /^\/[^\s/]\S*$/;

/** A discount percentage goes up to 100; a points discount is any whole number of points. */
const couponValueRule = <T extends { discountType: 1 | 2; value: number }>(
  coupon: T,
  ctx: z.RefinementCtx,
) => {
  if (coupon.discountType === 2 && coupon.value > 100)
    ctx.addIssue({
      code: 'custom',
      path: ['value'],
      message: consoleMessages.couponPercentTooHigh,
    });
};

/** The campaign-level coupon rule: the discount the flight results announce and the products whose checkout offers a coupon. */
export const campaignCouponRuleSchema = couponConfigSchema
  .extend({
    value: z
      .number()
      .int(consoleMessages.couponValue)
      .positive(consoleMessages.couponValue)
      .max(INT4_MAX, inputMessages.outOfRange),
  })
  .superRefine(couponValueRule);

const markupSchema = z
  .number(consoleMessages.markup)
  .int(consoleMessages.markup)
  .min(0, consoleMessages.markup)
  .max(500, consoleMessages.markup);
const advanceDaysSchema = z
  .number(consoleMessages.advanceDays)
  .int(consoleMessages.advanceDays)
  .min(0, consoleMessages.advanceDays)
  .max(365, consoleMessages.advanceDays);

/**
 * What the editor saves: the campaign's columns and its settings (everything the member portal
 * reads), checked where a wrong value would change what members see or pay.
 */
export const campaignSettingsSchema = campaignSchema
  .omit({ id: true, name: true, ssoEnabled: true })
  .extend({
    /** Where 'Sua sessão expirou' sends the member back: the programme's shop, or nowhere (sign-in). */
    shopUrl: z
      .string()
      .trim()
      .max(500, consoleMessages.httpUrl)
      .refine((url) => url === '' || httpUrl.test(url), consoleMessages.httpUrl),
    advanceDaysCar: advanceDaysSchema,
    advanceDaysExperience: advanceDaysSchema,
    coupon: campaignCouponRuleSchema.nullable(),
    pointsMarkup: z.object({
      flight: markupSchema,
      hotel: markupSchema,
      car: markupSchema,
      bus: markupSchema,
      experience: markupSchema,
      entertainment: markupSchema,
    }),
    campaignConfigLayout: campaignLayoutSchema.extend({
      linkHomeImage: z
        .string()
        .trim()
        .max(500, consoleMessages.homeLink)
        .refine((link) => portalPath.test(link) || httpUrl.test(link), consoleMessages.homeLink)
        .nullable(),
      brandTheme: z
        .string()
        .regex(/^[a-z0-9-]{1,40}$/, consoleMessages.brandTheme)
        .nullable(),
    }),
  });
export type CampaignSettingsInput = z.infer<typeof campaignSettingsSchema>;
/** A stored campaign's settings as they are, without the editor's checks. */
const storedCampaignSettingsSchema = campaignSchema.omit({
  id: true,
  name: true,
  ssoEnabled: true,
});

export const campaignInputSchema = z.object({
  name: z.string().trim().min(1).max(120),
  hosts: z.array(hostSchema).max(10),
  guestCode: z.string().trim().min(3).max(40).nullable(),
  conversionRate: z.number().int().min(1).max(100_000),
  settings: campaignSettingsSchema,
});
export type CampaignInput = z.infer<typeof campaignInputSchema>;

export const newCampaignSchema = campaignInputSchema.extend({
  id: z.number().int().min(1).max(999_999),
});
export type NewCampaign = z.infer<typeof newCampaignSchema>;

/** A stored campaign; campaign 0 only lends its images to the others. */
export const consoleCampaignSchema = campaignInputSchema.extend({
  id: z.number().int().nonnegative(),
  settings: storedCampaignSettingsSchema,
  status: z.enum(campaignStatuses),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** Whether it has members or bookings: only an unused draft can be deleted. */
  used: z.boolean(),
  createdAt: z.string(),
});
export type ConsoleCampaign = z.infer<typeof consoleCampaignSchema>;

export const campaignImageKinds = ['logo', 'logoSecundaria', 'homeImage'] as const;
export const campaignImageSchema = z.object({
  kind: z.enum(campaignImageKinds),
  contentType: z.enum(['image/png', 'image/jpeg', 'image/webp']),
  /** The file's bytes, base64-encoded. */
  dataBase64: z.string().min(1).max(1_500_000),
});
export type CampaignImage = z.infer<typeof campaignImageSchema>;
export const campaignImageResultSchema = z.object({ url: z.string() });

const couponFieldsSchema = productFlagsSchema.omit({ flight: true }).extend({
  code: z.string().trim().min(3).max(40),
  discountType: z.union([z.literal(1), z.literal(2)]),
  value: z
    .number()
    .int(consoleMessages.couponValue)
    .positive(consoleMessages.couponValue)
    .max(INT4_MAX, inputMessages.outOfRange),
  air: z.boolean(),
  active: z.boolean(),
  validFrom: z.iso.datetime({ offset: true }).nullable(),
  validUntil: z.iso.datetime({ offset: true }).nullable(),
  usageLimit: z.number().int().positive().max(INT4_MAX, inputMessages.outOfRange).nullable(),
});
/** A coupon as the console creates or edits it: a percentage up to 100, a validity that ends after it starts. */
export const consoleCouponInputSchema = couponFieldsSchema.superRefine((coupon, ctx) => {
  couponValueRule(coupon, ctx);
  if (
    coupon.validFrom &&
    coupon.validUntil &&
    Date.parse(coupon.validUntil) <= Date.parse(coupon.validFrom)
  )
    ctx.addIssue({ code: 'custom', path: ['validUntil'], message: consoleMessages.couponValidity });
});
export type ConsoleCouponInput = z.infer<typeof consoleCouponInputSchema>;
export const consoleCouponSchema = couponFieldsSchema.extend({
  id: z.string(),
  campaignId: z.number().int(),
  usages: z.number().int(),
  createdAt: z.string(),
});
export type ConsoleCoupon = z.infer<typeof consoleCouponSchema>;
/** A booking that used a coupon; `live` is false once the booking failed or expired and gave the use back. */
export const couponUsageSchema = z.object({
  bookingId: z.string(),
  locator: z.string(),
  memberEmail: z.string().nullable(),
  bookingState: z.string(),
  discountPoints: z.number().int(),
  discountCashCents: z.number().int(),
  live: z.boolean(),
  createdAt: z.string(),
});
export type CouponUsage = z.infer<typeof couponUsageSchema>;

export const consoleMemberSchema = z.object({
  id: z.string(),
  campaignId: z.number().int(),
  email: z.string().nullable(),
  name: z.string(),
  lastName: z.string(),
  cpf: z.string().nullable(),
  disabled: z.boolean(),
  /** Invited or imported, and no password chosen yet. */
  firstAccess: z.boolean(),
  createdAt: z.string(),
});
export type ConsoleMember = z.infer<typeof consoleMemberSchema>;
export const memberSearchSchema = z.object({
  campaignId: int4IdTextSchema.optional(),
  q: z.string().trim().max(120).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const newConsoleMemberSchema = z.object({
  email: z.email().max(254),
  name: z.string().trim().min(1).max(80),
  lastName: z.string().trim().max(80).default(''),
  password: z.string().min(8).max(200),
});
export type NewConsoleMember = z.infer<typeof newConsoleMemberSchema>;
export const pointsAdjustmentSchema = z.object({
  direction: z.enum(['credit', 'debit']),
  points: z.number().int().positive().max(100_000_000),
  reason: z.string().trim().min(3, consoleMessages.reasonRequired).max(200),
});
export type PointsAdjustment = z.infer<typeof pointsAdjustmentSchema>;
/**
 * The most points one credit may give without a second person: above its operator's role
 * limit, a credit waits for an admin other than the one who asked.
 */
export const pointsCreditLimits = { support: 10_000, admin: 100_000 } as const;
export const pointsApprovalStatuses = ['pending', 'approved', 'rejected'] as const;
export type PointsApprovalStatus = (typeof pointsApprovalStatuses)[number];
export const pointsApprovalSchema = z.object({
  id: z.string(),
  campaignId: z.number().int(),
  memberId: z.string(),
  memberEmail: z.string().nullable(),
  points: z.number().int(),
  reason: z.string(),
  requestedById: z.string(),
  requestedByName: z.string(),
  status: z.enum(pointsApprovalStatuses),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PointsApproval = z.infer<typeof pointsApprovalSchema>;
export const approvalMessages = {
  awaiting: (limit: number) =>
    `Créditos acima de ${limit.toLocaleString('pt-BR')} pontos aguardam a aprovação de outro administrador.`,
  notYours: 'Outro administrador precisa aprovar este crédito: quem pediu não aprova.',
  decided: 'Este pedido já foi decidido.',
  notFound: 'Pedido de crédito não encontrado.',
} as const;

export const memberDetailSchema = z.object({
  member: consoleMemberSchema,
  balance: z.number().int(),
  /** Credits above the role limit waiting for a second admin. */
  pendingCredits: z.array(pointsApprovalSchema),
  statement: z.array(
    z.object({
      date: z.string(),
      description: z.string(),
      action: z.string(),
      pointsValue: z.number().int(),
      expirationDate: z.string().nullable(),
    }),
  ),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

export const bookingSearchSchema = z.object({
  campaignId: int4IdTextSchema.optional(),
  /** Any code people quote: locator, booking code, supplier locator (PNR), member e-mail or CPF. */
  q: z.string().trim().max(254).optional(),
  locator: z.string().trim().max(40).optional(),
  member: z.string().trim().max(254).optional(),
  state: z.enum(bookingStates).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type BookingSearch = z.input<typeof bookingSearchSchema>;
export const consoleBookingSchema = z.object({
  id: z.string(),
  locator: z.string(),
  campaignId: z.number().int(),
  memberId: z.string(),
  memberEmail: z.string().nullable(),
  /** The code the member's confirmation shows ('Código da Reserva'). */
  bookingCode: z.string().nullable(),
  type: z.string(),
  state: z.string(),
  statusId: z.number().int(),
  description: z.string(),
  pointsPaid: z.number().int(),
  cashPaidCents: z.number().int(),
  refundPoints: z.number().int().nullable(),
  refundCashCents: z.number().int().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConsoleBooking = z.infer<typeof consoleBookingSchema>;
export const sagaSteps = [
  'supplier',
  'points',
  'payment',
  'dispute',
  'booking',
  'cancellation',
] as const;
/**
 * One step of the purchase saga as it stands: supplier hold, points, card payment, issue,
 * cancellation. Amounts are numbers for the console to format; `detail` holds codes or a reason.
 */
export const sagaStepSchema = z.object({
  step: z.enum(sagaSteps),
  status: z.string(),
  detail: z.string().nullable(),
  points: z.number().int().nullable(),
  cashCents: z.number().int().nullable(),
  refundedPoints: z.number().int().nullable(),
  refundedCashCents: z.number().int().nullable(),
});
export type SagaStep = z.infer<typeof sagaStepSchema>;
export const bookingDetailSchema = z.object({
  booking: consoleBookingSchema,
  steps: z.array(sagaStepSchema),
  stuck: z.boolean(),
});
export type BookingDetail = z.infer<typeof bookingDetailSchema>;
/** A stuck cancellation closed by hand: what the operator did outside the portal. */
export const cancellationResolutionSchema = z.object({
  reason: z.string().trim().min(3, consoleMessages.resolutionReasonRequired).max(500),
});
export type CancellationResolution = z.infer<typeof cancellationResolutionSchema>;
/** A refund run from the console on the member's behalf: why, kept in the audit trail. */
export const consoleRefundSchema = z.object({
  reason: z.string().trim().min(3, consoleMessages.refundReasonRequired).max(500),
});
export type ConsoleRefund = z.infer<typeof consoleRefundSchema>;

/** The campaign editor's form: host names typed as comma-separated text, checked and turned into a campaign. */
export const campaignEditorSchema = newCampaignSchema
  .omit({ hosts: true })
  .extend({
    hostsText: z
      .string()
      .max(2000)
      .superRefine((text, ctx) => {
        const hosts = splitHosts(text);
        const wrong = hosts.find((host) => !hostSchema.safeParse(host).success);
        if (wrong) ctx.addIssue({ code: 'custom', message: consoleMessages.hostInvalid(wrong) });
        else if (hosts.length > 10)
          ctx.addIssue({ code: 'custom', message: consoleMessages.tooManyHosts });
      }),
  })
  .transform(({ hostsText, ...rest }) => ({ ...rest, hosts: splitHosts(hostsText) }));
export type CampaignEditorValues = z.input<typeof campaignEditorSchema>;

export const showcaseIdSchema = z
  .string()
  .regex(/^[a-z0-9-]{1,60}$/, 'Use letras minúsculas, números e hífens.');
export const experienceIdSchema = z
  .string()
  .regex(/^[A-Z0-9-]{3,60}$/, 'Use letras maiúsculas, números e hífens (ex.: EXP-3550308-10).');

/** A showcase of the member home as the console edits it; image URLs derive from their ids. */
export const consoleShowcaseInputSchema = z.object({
  position: z.number().int().min(0).max(1000),
  name: z.string().trim().min(1).max(120),
  description: z.string().trim().max(500),
  images: z.array(showcaseImageSchema.omit({ url: true })).max(12),
});
export type ConsoleShowcaseInput = z.infer<typeof consoleShowcaseInputSchema>;
export const consoleShowcaseSchema = consoleShowcaseInputSchema.extend({
  id: z.string(),
  campaignId: z.number().int(),
  /** A hidden showcase stays in the console but is not on the member home. */
  hidden: z.boolean(),
});
export const showcaseVisibilitySchema = z.object({ hidden: z.boolean() });
export type ShowcaseVisibility = z.infer<typeof showcaseVisibilitySchema>;
export type ConsoleShowcase = z.infer<typeof consoleShowcaseSchema>;
export const showcaseImageUploadSchema = campaignImageSchema.omit({ kind: true });
export const showcaseImageUploadResultSchema = z.object({ imageId: z.string(), url: z.string() });

/** An experience of the operator's own inventory: place, prices, weekly sessions and images. */
export const consoleExperienceInputSchema = z.object({
  cityIbge: z.string().regex(/^\d{7}$/, 'Código IBGE de 7 dígitos.'),
  cityName: z.string().trim().min(1).max(120),
  stateName: z.string().trim().min(1).max(120),
  name: z.string().trim().min(1).max(200),
  description: z.string().trim().min(1).max(4000),
  localization: z.string().trim().min(1).max(300),
  originalPriceCents: z.number().int().positive().max(INT4_MAX, inputMessages.outOfRange),
  priceCents: z.number().int().positive().max(INT4_MAX, inputMessages.outOfRange),
  qtParticipants: z.number().int().min(1).max(100),
  continuous: z.boolean(),
  category: z.string().trim().min(1).max(80),
  freeCancel: z.boolean(),
  whatToExpect: z.string().max(4000),
  whatIsIncluded: z.string().max(4000),
  whatIsNotIncluded: z.string().max(4000),
  cancellationPolicy: z.string().max(4000),
  importantInfo: z.string().max(4000),
  /** Image URLs under /files (uploaded through the console). */
  images: z.array(z.string().regex(/^\/files\/[\w\-./]+$/)).max(12),
  /** Weekdays of the sessions, 0 = Sunday. */
  weekdays: z.array(z.number().int().min(0).max(6)).min(1).max(7),
  /** Session start times, HH:mm. */
  times: z
    .array(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/))
    .min(1)
    .max(24),
  capacity: z.number().int().min(1).max(10_000),
  active: z.boolean(),
});
export type ConsoleExperienceInput = z.infer<typeof consoleExperienceInputSchema>;
export const consoleExperienceSchema = consoleExperienceInputSchema.extend({ id: z.string() });
export type ConsoleExperience = z.infer<typeof consoleExperienceSchema>;
