import { z } from 'zod';
import { int4IdSchema, int4IdTextSchema, type Campaign } from '@portal/domain';
import { notFound } from '../../lib/errors';
import type { CampaignRow, CampaignsRepository } from './repository';

export const campaignNotFound = 'Campanha não encontrada.';

export function toPublicCampaign(row: CampaignRow): Campaign {
  return { ...row.settings, id: row.id, name: row.name, ssoEnabled: row.oidc !== null };
}

/** A host name as browsers send it (ASCII, punycode for the rest); anything else names no campaign. */
const hostnameSchema = z
  .string()
  .max(253)
  .regex(/^[a-z0-9.-]+$/);

/**
 * The campaign of a request: the Campaign header, else the host, else the default. An id that
 * is not a campaign's (unknown, out of range, not a number) is treated as absent.
 */
export function campaignsService(repository: CampaignsRepository, defaultCampaignId: number) {
  return {
    async get(id: number): Promise<CampaignRow> {
      const row = int4IdSchema.safeParse(id).success ? await repository.byId(id) : undefined;
      if (!row) throw notFound(campaignNotFound);
      return row;
    },
    resolveGuestCode: (code: string) => repository.byGuestCode(code),
    async resolve(
      headerValue: string | undefined,
      hostHeader: string | undefined,
    ): Promise<CampaignRow> {
      const byHeader = int4IdTextSchema.safeParse(headerValue);
      if (byHeader.success) {
        const row = await repository.byId(byHeader.data);
        if (row) return row;
      }
      const hostname = hostnameSchema.safeParse(hostHeader?.split(':')[0]?.toLowerCase());
      if (hostname.success && hostname.data) {
        const byHost = await repository.byHost(hostname.data);
        if (byHost) return byHost;
        const subdomain = int4IdTextSchema.safeParse(hostname.data.split('.')[0]);
        if (subdomain.success) {
          const row = await repository.byId(subdomain.data);
          if (row) return row;
        }
      }
      return this.get(defaultCampaignId);
    },
  };
}
export type CampaignsService = ReturnType<typeof campaignsService>;
