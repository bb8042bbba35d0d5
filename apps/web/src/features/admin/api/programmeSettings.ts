import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  campaignSsoSchema,
  consoleCampaignTermSchema,
  type CampaignSsoInput,
  type CampaignTermCode,
  type CampaignTermInput,
} from '@portal/domain/operators';
import { consoleRequest } from './client';
import { adminKeys } from './keys';

const termsKey = (campaignId: number) => [...adminKeys.campaign(campaignId), 'terms'] as const;
const ssoKey = (campaignId: number) => [...adminKeys.campaign(campaignId), 'sso'] as const;

export const campaignTermsQuery = (campaignId: number) =>
  queryOptions({
    queryKey: termsKey(campaignId),
    queryFn: () =>
      consoleRequest(`/api/console/campaigns/${campaignId}/terms`, {
        schema: z.array(consoleCampaignTermSchema),
      }),
  });

export function useSaveCampaignTerm(campaignId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ code, input }: { code: CampaignTermCode; input: CampaignTermInput }) =>
      consoleRequest(`/api/console/campaigns/${campaignId}/terms/${code}`, {
        method: 'PUT',
        body: input,
        schema: consoleCampaignTermSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: termsKey(campaignId) }),
  });
}

export const campaignSsoQuery = (campaignId: number) =>
  queryOptions({
    queryKey: ssoKey(campaignId),
    queryFn: () =>
      consoleRequest(`/api/console/campaigns/${campaignId}/sso`, { schema: campaignSsoSchema }),
  });

/** Saves the campaign's single sign-on, or turns it off (null). */
export function useSaveCampaignSso(campaignId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CampaignSsoInput | null) =>
      consoleRequest(`/api/console/campaigns/${campaignId}/sso`, {
        method: input ? 'PUT' : 'DELETE',
        body: input ?? undefined,
        schema: campaignSsoSchema,
      }),
    onSuccess: (sso) => client.setQueryData(ssoKey(campaignId), sso),
  });
}
