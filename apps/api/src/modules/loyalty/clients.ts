import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { SignJWT, jwtVerify } from 'jose';
import { loyaltyMessages, type LoyaltyClient, type NewLoyaltyClient } from '@portal/domain/loyalty';
import type { Db, Tx } from '../../db/client';
import { badRequest, notFound, unauthorized } from '../../lib/errors';
import { operatorActor, type AuditService } from '../audit/service';
import type { CampaignsService } from '../campaigns/service';
import type { ConsoleOperator } from '../../plugins/operatorGuard';
import { WebhookTargetRefused, type WebhookTargetPolicy } from '../webhooks/targets';
import { loyaltyClientsRepository, type LoyaltyClientRow } from './clientsRepository';

export type { LoyaltyClientRow };

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

const newClientSecret = () => `sk_${randomBytes(24).toString('base64url')}`;
/**
 * A fingerprint of the secret a token was issued with and of the client's token generation:
 * rotating the secret or disabling the client ends those tokens for good.
 */
const secretVersion = (row: LoyaltyClientRow) =>
  createHash('sha256')
    .update(`${row.secretHash}\n${row.tokensGeneration}`)
    .digest('base64url')
    .slice(0, 16);

/**
 * The programmes' API clients, one campaign each, and their client-credentials tokens. Tokens
 * carry their own issuer and audience: neither a member's nor an operator's token opens the API.
 */
const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

export function loyaltyClientsService(deps: {
  db: Db;
  secret: string;
  audit: AuditService;
  campaigns: CampaignsService;
  webhookTargets: WebhookTargetPolicy;
}) {
  const key = new TextEncoder().encode(deps.secret);
  const repository = loyaltyClientsRepository(deps.db);

  /** A webhook URL the portal may not send to is refused before anything is saved. */
  async function assertWebhookUrl(webhookUrl: string | null | undefined) {
    if (!webhookUrl) return;
    try {
      await deps.webhookTargets.assertAllowed(webhookUrl);
    } catch (error) {
      if (!(error instanceof WebhookTargetRefused)) throw error;
      throw badRequest(loyaltyMessages.webhookUrlNotPublic, 'WEBHOOK_URL_NOT_PUBLIC', {
        webhookUrl: loyaltyMessages.webhookUrlNotPublic,
      });
    }
  }

  /** Changes a client and audits it in one transaction. */
  async function change(
    operator: ConsoleOperator,
    clientId: string,
    action: string,
    apply: (tx: Tx) => Promise<LoyaltyClientRow | undefined>,
  ): Promise<LoyaltyClient> {
    return deps.db.transaction(async (tx) => {
      const before = await loyaltyClientsRepository(tx).byId(clientId);
      if (!before) throw notFound(loyaltyMessages.clientNotFound, 'CLIENT_NOT_FOUND');
      const row = await apply(tx);
      if (!row) throw notFound(loyaltyMessages.clientNotFound, 'CLIENT_NOT_FOUND');
      const client = toLoyaltyClient(row);
      await deps.audit.record(tx, operatorActor(operator), {
        action,
        targetType: 'loyalty_client',
        targetId: clientId,
        campaignId: row.campaignId,
        before: toLoyaltyClient(before),
        after: client,
      });
      return client;
    });
  }

  return {
    async create(operator: ConsoleOperator, campaignId: number, input: NewLoyaltyClient) {
      await deps.campaigns.get(campaignId);
      await assertWebhookUrl(input.webhookUrl);
      const clientSecret = newClientSecret();
      const webhookSecret = newWebhookSecret();
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

    /**
     * Stops (or restarts) a client: its tokens and its webhooks stop at once. Disabling ends its
     * tokens for good: a restarted client asks for new ones.
     */
    setDisabled: (operator: ConsoleOperator, clientId: string, disabled: boolean) =>
      change(
        operator,
        clientId,
        disabled ? 'loyalty_client.disabled' : 'loyalty_client.enabled',
        (tx) =>
          disabled
            ? loyaltyClientsRepository(tx).disable(clientId)
            : loyaltyClientsRepository(tx).update(clientId, { disabled }),
      ),

    /** Where the client's webhooks go from now on; null stops them. */
    async setWebhookUrl(operator: ConsoleOperator, clientId: string, webhookUrl: string | null) {
      await assertWebhookUrl(webhookUrl);
      return change(operator, clientId, 'loyalty_client.webhook_changed', (tx) =>
        loyaltyClientsRepository(tx).update(clientId, { webhookUrl }),
      );
    },

    /** A new client secret, shown once; the old secret and every token it issued stop working. */
    async rotateSecret(operator: ConsoleOperator, clientId: string) {
      const clientSecret = newClientSecret();
      const secretHash = await hash(clientSecret);
      const client = await change(operator, clientId, 'loyalty_client.secret_rotated', (tx) =>
        loyaltyClientsRepository(tx).update(clientId, { secretHash }),
      );
      return { client, clientSecret };
    },

    /** A new webhook signing secret, shown once: every webhook from now on is signed with it. */
    async rotateWebhookSecret(operator: ConsoleOperator, clientId: string) {
      const webhookSecret = newWebhookSecret();
      const client = await change(
        operator,
        clientId,
        'loyalty_client.webhook_secret_rotated',
        (tx) => loyaltyClientsRepository(tx).update(clientId, { webhookSecret }),
      );
      return { client, webhookSecret };
    },

    async issueToken(clientId: string, clientSecret: string) {
      const row = await repository.byId(clientId);
      const valid = await verify(row?.secretHash ?? UNKNOWN_CLIENT_HASH, clientSecret);
      if (!row || !valid || row.disabled)
        throw unauthorized(loyaltyMessages.invalidClient, 'INVALID_CLIENT');
      const accessToken = await new SignJWT({ cid: row.campaignId, sv: secretVersion(row) })
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

    /** The client a bearer token names, if it is still enabled and its secret was not rotated since. */
    async authenticate(header: string | undefined): Promise<LoyaltyClientRow> {
      if (!header?.startsWith('Bearer '))
        throw unauthorized(loyaltyMessages.invalidToken, 'INVALID_TOKEN');
      const payload = await jwtVerify(header.slice(7), key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
      }).then(
        (verified) => verified.payload,
        () => null,
      );
      const row = payload?.sub ? await repository.byId(payload.sub) : undefined;
      if (!row || row.disabled || payload?.sv !== secretVersion(row))
        throw unauthorized(loyaltyMessages.invalidToken, 'INVALID_TOKEN');
      return row;
    },
  };
}
export type LoyaltyClientsService = ReturnType<typeof loyaltyClientsService>;
