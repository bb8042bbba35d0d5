import { z } from 'zod';
import { positiveInt4IdTextSchema } from '../lib/input';
import { reportMessages } from './reports';

/** Console copy shared by the api's answers and the console's forms. */
export const operatorMessages = {
  invalidCredentials: 'E-mail ou senha inválidos.',
  invalidCode: 'Código de verificação inválido ou já usado.',
  challengeExpired: 'A verificação expirou. Entre novamente.',
  unauthorized: 'Entre no console para continuar.',
  adminOnly: 'Somente administradores podem fazer isto.',
  emailTaken: 'Já existe um operador com este e-mail.',
  notFound: 'Operador não encontrado.',
  cannotDisableSelf: 'Você não pode desativar a sua própria conta.',
  lastAdmin: 'O console precisa de pelo menos um administrador ativo.',
  notYourself: 'Peça a outro administrador para redefinir a sua senha ou o seu autenticador.',
  codeFormat: 'Informe os 6 dígitos do aplicativo autenticador.',
  required: 'Campo obrigatório.',
} as const;

export const operatorRoles = ['admin', 'support'] as const;
export const operatorRoleSchema = z.enum(operatorRoles);
export type OperatorRole = z.infer<typeof operatorRoleSchema>;

export const operatorLoginSchema = z.object({
  email: z.string().trim().min(1, operatorMessages.required).max(254),
  password: z.string().min(1, operatorMessages.required).max(200),
});
export type OperatorLogin = z.infer<typeof operatorLoginSchema>;

/** The first step's answer: the password was right, the authenticator code is still owed. */
export const operatorChallengeSchema = z.object({ challengeToken: z.string() });

export const operatorTwoFactorSchema = z.object({
  challengeToken: z.string().min(1),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, operatorMessages.codeFormat),
});
export type OperatorTwoFactor = z.infer<typeof operatorTwoFactorSchema>;

export const operatorSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: operatorRoleSchema,
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type Operator = z.infer<typeof operatorSchema>;

export const operatorSessionSchema = z.object({
  token: z.string(),
  expiresIn: z.number().int(),
  operator: operatorSchema,
});
export type OperatorSession = z.infer<typeof operatorSessionSchema>;

export const newOperatorSchema = z.object({
  email: z.email().max(254),
  name: z.string().trim().min(1).max(120),
  role: operatorRoleSchema,
  password: z.string().min(10).max(200),
});
export type NewOperator = z.infer<typeof newOperatorSchema>;

/** A new operator's authenticator secret is shown once, to be scanned into the app. */
export const createdOperatorSchema = z.object({
  operator: operatorSchema,
  totpSecret: z.string(),
  otpauthUri: z.string(),
});
export type CreatedOperator = z.infer<typeof createdOperatorSchema>;

export const operatorRoleChangeSchema = z.object({ role: operatorRoleSchema });
export type OperatorRoleChange = z.infer<typeof operatorRoleChangeSchema>;
/** A new password set by an admin: the operator's open sessions end with the old one. */
export const operatorPasswordResetSchema = newOperatorSchema.pick({ password: true });
export type OperatorPasswordReset = z.infer<typeof operatorPasswordResetSchema>;

/** Who appears in the audit trail, to filter it by operator (or API client). */
export const auditActorSchema = z.object({
  actorType: z.enum(['operator', 'api_client']),
  actorId: z.string(),
  actorName: z.string(),
});
export type AuditActor = z.infer<typeof auditActorSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorType: z.enum(['operator', 'api_client']),
  actorId: z.string(),
  actorName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** How people know the target: a member's e-mail, a coupon's code, a campaign's name. */
  targetLabel: z.string().nullable(),
  campaignId: z.number().int().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditFilterSchema = z.object({
  actorId: z.string().max(100).optional(),
  action: z.string().max(100).optional(),
  targetType: z.string().max(100).optional(),
  targetId: z.string().max(200).optional(),
  campaignId: positiveInt4IdTextSchema.optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  /** Entries older than this id: the next page. */
  beforeId: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditFilter = z.infer<typeof auditFilterSchema>;

/** The console's audit filters as typed: an empty field filters nothing. */
export const auditFilterFormSchema = z
  .object({
    action: z.string().trim().max(100),
    targetType: z.string().trim().max(100),
    targetId: z.string().trim().max(200),
    campaignId: z.string().trim().regex(/^\d*$/, 'Informe o número da campanha.'),
    actorId: z.string().max(100),
    fromDate: z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/, 'Informe uma data.'),
    toDate: z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/, 'Informe uma data.'),
  })
  .superRefine((filter, ctx) => {
    // yyyy-mm-dd days compare as text
    if (filter.fromDate && filter.toDate && filter.toDate < filter.fromDate)
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: reportMessages.order });
  });
export type AuditFilterForm = z.infer<typeof auditFilterFormSchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  nextBeforeId: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
