import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { SignJWT, jwtVerify } from 'jose';
import { loyaltyMessages, type LoyaltyClient, type NewLoyaltyClient } from '@portal/domain';
import type { Db } from '../../db/client';
import { unauthorized } from '../../lib/errors';
import type { AuditService } from '../audit/service';
import type { CampaignsService } from '../campaigns/service';
import type { OperatorRow } from '../operators/repository';
import { operatorActor } from '../operators/service';
import { loyaltyClientsRepository, type LoyaltyClientRow } from './clientsRepository';

const ISSUER = 'loyalty-travel-portal/loyalty-api';
const AUDIENCE = 'loyalty-api';
export const LOYALTY_TOKEN_TTL_SECONDS = 3600;
// Verifying against a fixed hash when the client is unknown keeps response times alike.
const UNKNOWN_CLIENT_HASH = await hash('unknown-client-placeholder');

export const toLoyaltyClient = (row: LoyaltyClientRow): LoyaltyClient => ({
  clientId: row.id,
  campaignId: row.campaignId,
  name: row.name,
  webhookUrl: row.webhookUrl,
  disabled: row.disabled,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The programmes' API clients, one campaign each, and their client-credentials tokens. Tokens
 * carry their own issuer and audience: neither a member's nor an operator's token opens the API.
 */
export function loyaltyClientsService(deps: {
  db: Db;
  secret: string;
  audit: AuditService;
  campaigns: CampaignsService;
}) {
  const key = new TextEncoder().encode(deps.secret);
  const repository = loyaltyClientsRepository(deps.db);

  return {
    async create(operator: OperatorRow, campaignId: number, input: NewLoyaltyClient) {
      await deps.campaigns.get(campaignId);
      const clientSecret = `sk_${randomBytes(24).toString('base64url')}`;
      const webhookSecret = `whsec_${randomBytes(24).toString('base64url')}`;
      const secretHash = await hash(clientSecret);
      return deps.db.transaction(async (tx) => {
        const row = await loyaltyClientsRepository(tx).insert({
          id: `lc_${campaignId}_${randomBytes(6).toString('hex')}`,
          campaignId,
          name: input.name,
          secretHash,
          webhookUrl: input.webhookUrl ?? null,
          webhookSecret,
        });
        const client = toLoyaltyClient(row);
        await deps.audit.record(tx, operatorActor(operator), {
          action: 'loyalty_client.created',
          targetType: 'loyalty_client',
          targetId: row.id,
          campaignId,
          after: client,
        });
        return { client, clientSecret, webhookSecret };
      });
    },

    list: async (campaignId: number) =>
      (await repository.byCampaign(campaignId)).map(toLoyaltyClient),

    async issueToken(clientId: string, clientSecret: string) {
      const row = await repository.byId(clientId);
      const valid = await verify(row?.secretHash ?? UNKNOWN_CLIENT_HASH, clientSecret);
      if (!row || !valid || row.disabled)
        throw unauthorized(loyaltyMessages.invalidClient, 'INVALID_CLIENT');
      const accessToken = await new SignJWT({ cid: row.campaignId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(row.id)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${LOYALTY_TOKEN_TTL_SECONDS}s`)
        .sign(key);
      return {
        access_token: accessToken,
        token_type: 'Bearer' as const,
        expires_in: LOYALTY_TOKEN_TTL_SECONDS,
      };
    },

    /** The client a bearer token names, if it is still enabled. */
    async authenticate(header: string | undefined): Promise<LoyaltyClientRow> {
      if (!header?.startsWith('Bearer '))
        throw unauthorized(loyaltyMessages.invalidToken, 'INVALID_TOKEN');
      let subject: string | undefined;
      try {
        const { payload } = await jwtVerify(header.slice(7), key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
        });
        subject = payload.sub;
      } catch {
        throw unauthorized(loyaltyMessages.invalidToken, 'INVALID_TOKEN');
      }
      const row = subject ? await repository.byId(subject) : undefined;
      if (!row || row.disabled) throw unauthorized(loyaltyMessages.invalidToken, 'INVALID_TOKEN');
      return row;
    },
  };
}
export type LoyaltyClientsService = ReturnType<typeof loyaltyClientsService>;
