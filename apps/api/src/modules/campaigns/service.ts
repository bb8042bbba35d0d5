import type { Campaign } from '@portal/domain';
import { notFound } from '../../lib/errors';
import type { CampaignRow, CampaignsRepository } from './repository';

export const campaignNotFound = 'Campanha não encontrada.';

export function toPublicCampaign(row: CampaignRow): Campaign {
  return { ...row.settings, id: row.id, name: row.name, ssoEnabled: row.oidc !== null };
}

/** The campaign of a request: the Campaign header, else the host, else the default. */
export function campaignsService(repository: CampaignsRepository, defaultCampaignId: number) {
  return {
    async get(id: number): Promise<CampaignRow> {
      const row = await repository.byId(id);
      if (!row) throw notFound(campaignNotFound);
      return row;
    },
    resolveGuestCode: (code: string) => repository.byGuestCode(code),
    async resolve(headerValue: string | undefined, hostHeader: string | undefined): Promise<CampaignRow> {
      if (headerValue !== undefined && /^\d+$/.test(headerValue)) {
        const row = await repository.byId(Number(headerValue));
        if (row) return row;
      }
      const hostname = hostHeader?.split(':')[0]?.toLowerCase();
      if (hostname) {
        const byHost = await repository.byHost(hostname);
        if (byHost) return byHost;
        const subdomain = hostname.split('.')[0];
        if (subdomain && /^\d+$/.test(subdomain)) {
          const row = await repository.byId(Number(subdomain));
          if (row) return row;
        }
      }
      return this.get(defaultCampaignId);
    },
  };
}
export type CampaignsService = ReturnType<typeof campaignsService>;
