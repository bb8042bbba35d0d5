import { useMutation } from '@tanstack/react-query';
import { campaignImageResultSchema, type CampaignImage } from '@portal/domain/operators';
import { consoleRequest } from './client';

export function useUploadCampaignImage(campaignId: number) {
  return useMutation({
    mutationFn: (image: CampaignImage) =>
      consoleRequest(`/api/console/campaigns/${campaignId}/images`, {
        method: 'POST',
        body: image,
        schema: campaignImageResultSchema,
      }),
  });
}
