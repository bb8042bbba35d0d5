import { useMutation } from '@tanstack/react-query';
import { showcaseImageUploadResultSchema } from '@portal/domain/operators';
import { consoleRequest } from './client';
import { type ImageUpload } from './imageUpload';

export function useUploadExperienceImage() {
  return useMutation({
    mutationFn: ({ id, image }: { id: string; image: ImageUpload }) =>
      consoleRequest(`/api/console/experiences/${encodeURIComponent(id)}/images`, {
        method: 'POST',
        body: image,
        schema: showcaseImageUploadResultSchema,
      }),
  });
}
