import {
  programmeSettingsMessages,
  type CampaignSso,
  type CampaignSsoInput,
} from '@portal/domain/operators';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { operatorActor, type AuditService } from '../audit/service';
import type { ConsoleOperator } from '../../plugins/operatorGuard';
import { campaignsConsoleRepository } from './consoleRepository';
import { campaignNotFound } from './service';
import type { OidcClientSettings } from './settings';

const toSso = (oidc: OidcClientSettings | null): CampaignSso => ({
  enabled: oidc !== null,
  issuer: oidc?.issuer ?? '',
  clientId: oidc?.clientId ?? '',
  scope: oidc?.scope ?? 'openid email profile',
  hasClientSecret: !!oidc?.clientSecret,
});

/**
 * A campaign's single sign-on from the console: its identity provider and client, or none
 * (members then sign in with e-mail and password). The client secret is written, never read
 * back, and never in the audit trail.
 */
export function campaignSsoService(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;
  async function stored(campaignId: number) {
    const row = await campaignsConsoleRepository(db).oidcOf(campaignId);
    if (!row) throw notFound(campaignNotFound);
    return row.oidc;
  }
  async function write(
    operator: ConsoleOperator,
    campaignId: number,
    action: string,
    oidc: OidcClientSettings | null,
  ): Promise<CampaignSso> {
    return db.transaction(async (tx) => {
      const stored = campaignsConsoleRepository(tx);
      const before = await stored.oidcOf(campaignId, 'for update');
      if (!before) throw notFound(campaignNotFound);
      await stored.setOidc(campaignId, oidc);
      const after = toSso(oidc);
      await audit.record(tx, operatorActor(operator), {
        action,
        targetType: 'campaign',
        targetId: String(campaignId),
        campaignId,
        before: toSso(before.oidc),
        after,
      });
      return after;
    });
  }
  return {
    get: async (campaignId: number) => toSso(await stored(campaignId)),
    async save(operator: ConsoleOperator, campaignId: number, input: CampaignSsoInput) {
      const clientSecret = input.clientSecret || (await stored(campaignId))?.clientSecret;
      if (!clientSecret) throw badRequest(programmeSettingsMessages.clientSecret, 'SSO_SECRET');
      const { issuer, clientId, scope } = input;
      return write(operator, campaignId, 'campaign.sso_updated', {
        issuer,
        clientId,
        clientSecret,
        scope,
      });
    },
    disable: (operator: ConsoleOperator, campaignId: number) =>
      write(operator, campaignId, 'campaign.sso_disabled', null),
  };
}
export type CampaignSsoService = ReturnType<typeof campaignSsoService>;
