import { useMutation } from '@tanstack/react-query';
import { showcaseImageUploadResultSchema } from '@portal/domain/operators';
import { consoleRequest } from './client';
import { type ImageUpload } from './imageUpload';

export function useUploadShowcaseImage(campaignId: number, showcaseId: string) {
  return useMutation({
    mutationFn: (image: ImageUpload) =>
      consoleRequest(
        `/api/console/campaigns/${campaignId}/showcases/${encodeURIComponent(showcaseId)}/images`,
        { method: 'POST', body: image, schema: showcaseImageUploadResultSchema },
      ),
  });
}
