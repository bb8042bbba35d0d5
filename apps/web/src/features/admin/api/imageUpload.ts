import { type CampaignImage } from '@portal/domain';

/** An uploaded image as the console sends it: PNG, JPEG or WebP bytes, base64-encoded. */
export type ImageUpload = Omit<CampaignImage, 'kind'>;
