import { z } from 'zod';

/** Contracts of the loyalty programme API (/api/loyalty/v1) and of its console pages. */

export const loyaltyMessages = {
  invalidClient: 'Credenciais do cliente inválidas.',
  invalidToken: 'Token de acesso inválido ou expirado.',
  missingIdempotencyKey: 'Informe o cabeçalho Idempotency-Key.',
  idempotencyMismatch: 'Esta chave de idempotência já foi usada com outra requisição.',
  idempotencyInProgress: 'Uma requisição com esta chave de idempotência ainda está em andamento.',
  memberNotFound: 'Membro não encontrado nesta campanha.',
  redemptionNotFound: 'Resgate não encontrado.',
  clientNotFound: 'Cliente da API não encontrado.',
  deliveryNotFound: 'Entrega de webhook não encontrada.',
  deliveryNotFailed: 'Só uma entrega que falhou pode ser reenviada.',
  noWebhookUrl: 'Este cliente não tem endereço de webhooks.',
  webhookUrlNotPublic:
    'O endereço de webhooks deve apontar para um servidor público (não local, link-local nem de rede privada).',
} as const;

export const loyaltyTokenRequestSchema = z
  .object({
    grant_type: z.literal('client_credentials'),
    client_id: z.string().min(1).max(100),
    client_secret: z.string().min(1).max(200),
  })
  .meta({
    example: {
      grant_type: 'client_credentials',
      client_id: 'lc_77_4f1c2a9e',
      client_secret: 'sk_…',
    },
  });

export const loyaltyTokenSchema = z
  .object({
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    expires_in: z.number().int(),
  })
  .meta({
    example: { access_token: 'eyJhbGciOiJIUzI1NiJ9…', token_type: 'Bearer', expires_in: 3600 },
  });

export const loyaltyMemberParamsSchema = z.object({ memberId: z.uuid() });
export const loyaltyRedemptionParamsSchema = z.object({ redemptionId: z.uuid() });
export const loyaltyMemberLookupSchema = z.object({ email: z.email().max(254) });

export const loyaltyMemberSchema = z
  .object({ memberId: z.string(), email: z.string().nullable(), name: z.string() })
  .meta({
    example: {
      memberId: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
      email: 'membro@demo.test',
      name: 'Maria Silva',
    },
  });

export const loyaltyBalanceSchema = z
  .object({ memberId: z.string(), points: z.number().int(), asOf: z.string() })
  .meta({
    example: {
      memberId: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
      points: 125000,
      asOf: '2026-11-25T02:00:00.000Z',
    },
  });

export const loyaltyStatementSchema = z
  .object({
    memberId: z.string(),
    entries: z.array(
      z.object({
        date: z.string(),
        description: z.string(),
        action: z.string(),
        pointsValue: z.number().int(),
        expirationDate: z.string().nullable(),
      }),
    ),
  })
  .meta({
    example: {
      memberId: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
      entries: [
        {
          date: '2026-11-25T02:00:00.000Z',
          description: 'Compra no parceiro',
          action: 'Crédito',
          pointsValue: 2500,
          expirationDate: '2027-11-25T00:00:00.000Z',
        },
      ],
    },
  });

export const loyaltyAccrualRequestSchema = z
  .object({
    points: z.number().int().positive().max(1_000_000_000),
    description: z.string().trim().min(1).max(200),
    expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
  })
  .meta({
    example: { points: 2500, description: 'Compra no parceiro', expiresAt: '2027-11-25T00:00:00Z' },
  });

export const loyaltyAccrualSchema = z
  .object({
    transactionId: z.string(),
    memberId: z.string(),
    points: z.number().int(),
    description: z.string(),
    expiresAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({
    example: {
      transactionId: '0b8f0d3e-8f61-4a53-9d5b-3f0c6cbb2f11',
      memberId: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
      points: 2500,
      description: 'Compra no parceiro',
      expiresAt: '2027-11-25T00:00:00.000Z',
      createdAt: '2026-11-25T02:00:00.000Z',
    },
  });

export const loyaltyRedeemRequestSchema = z
  .object({
    points: z.number().int().positive().max(1_000_000_000),
    description: z.string().trim().min(1).max(200),
    /** What the points pay for in the programme's own system, e.g. its order number. */
    reference: z.string().trim().min(1).max(100),
  })
  .meta({
    example: { points: 4000, description: 'Resgate na loja parceira', reference: 'PEDIDO-991' },
  });

export const loyaltyRefundRequestSchema = z
  .object({
    points: z.number().int().positive().max(1_000_000_000),
    description: z.string().trim().min(1).max(200).optional(),
  })
  .meta({ example: { points: 1000, description: 'Devolução parcial do pedido PEDIDO-991' } });

export const loyaltyRedemptionSchema = z
  .object({
    redemptionId: z.string(),
    memberId: z.string(),
    points: z.number().int(),
    /** held: points set aside; captured: debited; released: given back before capture (reversed). */
    status: z.enum(['held', 'captured', 'released']),
    reference: z.string(),
    refundedPoints: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({
    example: {
      redemptionId: '6f9619ff-8b86-4011-b42d-00cf4fc964ff',
      memberId: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
      points: 4000,
      status: 'held',
      reference: 'PEDIDO-991',
      refundedPoints: 0,
      createdAt: '2026-11-25T02:00:00.000Z',
      updatedAt: '2026-11-25T02:00:00.000Z',
    },
  });
export type LoyaltyRedemption = z.infer<typeof loyaltyRedemptionSchema>;

export const webhookEventTypes = [
  'booking.issued',
  'booking.cancelled',
  'booking.refunded',
  'points.redeemed',
  'points.refunded',
  /** A test the console sends on demand: nothing happened; the receiver only answers 2xx. */
  'webhook.ping',
] as const;

/** What a programme's webhook endpoint receives (POST, JSON), signed in the Portal-Signature header. */
export const webhookEventSchema = z
  .object({
    id: z.string(),
    type: z.enum(webhookEventTypes),
    createdAt: z.string(),
    data: z.record(z.string(), z.unknown()),
  })
  .meta({
    example: {
      id: '9d2c1c5e-1f0b-4f44-9f5e-2f9c8a7b6d01',
      type: 'points.redeemed',
      createdAt: '2026-11-25T02:00:00.000Z',
      data: {
        redemptionId: '6f9619ff-8b86-4011-b42d-00cf4fc964ff',
        campaignId: 77,
        memberId: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
        points: 4000,
        reference: 'PEDIDO-991',
      },
    },
  });
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

const webhookUrlSchema = z.url({ protocol: /^https?$/ }).max(500);
export const newLoyaltyClientSchema = z.object({
  name: z.string().trim().min(1).max(120),
  webhookUrl: webhookUrlSchema.nullable().optional(),
});
export type NewLoyaltyClient = z.infer<typeof newLoyaltyClientSchema>;
/** Where the client's webhooks go from now on; null stops them. */
export const loyaltyClientWebhookSchema = z.object({ webhookUrl: webhookUrlSchema.nullable() });
export type LoyaltyClientWebhook = z.infer<typeof loyaltyClientWebhookSchema>;

export const loyaltyClientSchema = z.object({
  clientId: z.string(),
  campaignId: z.number().int(),
  name: z.string(),
  webhookUrl: z.string().nullable(),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type LoyaltyClient = z.infer<typeof loyaltyClientSchema>;

/** Shown once, when the client is created: the portal keeps only the client secret's hash. */
export const createdLoyaltyClientSchema = z.object({
  client: loyaltyClientSchema,
  clientSecret: z.string(),
  webhookSecret: z.string(),
});
/** A new webhook signing secret, shown once: webhooks are signed with it from now on. */
export const rotatedWebhookSecretSchema = z.object({
  client: loyaltyClientSchema,
  webhookSecret: z.string(),
});
/** What the receiver answered to a test ping (no status when it could not be reached). */
export const webhookPingResultSchema = z.object({
  delivered: z.boolean(),
  status: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type WebhookPingResult = z.infer<typeof webhookPingResultSchema>;
/** A new client secret, shown once: the old one and the tokens it issued stop working. */
export const rotatedLoyaltySecretSchema = z.object({
  client: loyaltyClientSchema,
  clientSecret: z.string(),
});

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  clientId: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  payload: z.record(z.string(), z.unknown()),
  attempts: z.number().int(),
  status: z.enum(['pending', 'delivered', 'failed']),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  lastStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
