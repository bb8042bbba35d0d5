import { type CampaignImage } from '@portal/domain/operators';

/** An uploaded image as the console sends it: PNG, JPEG or WebP bytes, base64-encoded. */
export type ImageUpload = Omit<CampaignImage, 'kind'>;
