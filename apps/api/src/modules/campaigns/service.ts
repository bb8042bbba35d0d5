import { z } from 'zod';
import {
  campaignAvailability,
  campaignUnavailableCodes,
  lifecycleMessages,
  type Campaign,
  type CampaignLifecycleFields,
} from '@portal/domain/campaigns';
import { int4IdSchema, int4IdTextSchema } from '@portal/domain/lib';
import { forbidden, notFound } from '../../lib/errors';
import type { CampaignRow, CampaignsRepository } from './repository';

export const campaignNotFound = 'Campanha não encontrada.';

export function toPublicCampaign(row: CampaignRow): Campaign {
  return { ...row.settings, id: row.id, name: row.name, ssoEnabled: row.oidc !== null };
}

/**
 * Members reach a campaign only while it is open (status and dates, `campaignAvailability`): a
 * draft or one not yet started is refused as not open, a deactivated or ended one as closed,
 * which the portal shows instead of the shop.
 */
export function assertCampaignOpen<T extends CampaignLifecycleFields>(
  campaign: T,
  now = new Date(),
): T {
  const availability = campaignAvailability(campaign, now);
  if (availability === 'open') return campaign;
  throw forbidden(lifecycleMessages[availability], campaignUnavailableCodes[availability]);
}

/** A host name as browsers send it (ASCII, punycode for the rest); anything else names no campaign. */
const hostnameSchema = z
  .string()
  .max(253)
  .regex(/^[a-z0-9.-]+$/);

/**
 * The campaign of a request: the Campaign header, else the host, else the default. An id that
 * is not a campaign's (unknown, out of range, not a number) is treated as absent. The campaign
 * found must be open to members (`assertCampaignOpen`); no other campaign stands in for it.
 */
export function campaignsService(repository: CampaignsRepository, defaultCampaignId: number) {
  return {
    get: getRow,
    async resolveGuestCode(code: string): Promise<CampaignRow | undefined> {
      const row = await repository.byGuestCode(code);
      return row && assertCampaignOpen(row);
    },
    /** A campaign a member signs in to by its id (single sign-on): it must be open. */
    openById: async (id: number): Promise<CampaignRow> => assertCampaignOpen(await getRow(id)),
    resolve: async (
      headerValue: string | undefined,
      hostHeader: string | undefined,
    ): Promise<CampaignRow> => assertCampaignOpen(await find(headerValue, hostHeader)),
  };

  async function getRow(id: number): Promise<CampaignRow> {
    const row = int4IdSchema.safeParse(id).success ? await repository.byId(id) : undefined;
    if (!row) throw notFound(campaignNotFound);
    return row;
  }

  async function find(
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
    return getRow(defaultCampaignId);
  }
}
export type CampaignsService = ReturnType<typeof campaignsService>;
