import { badRequest } from '../lib/errors';

/** Images operators upload: PNG, JPEG or WebP (no SVG, which could carry script), at most 1 MB. */
export const uploadableImageTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type UploadableImageType = (typeof uploadableImageTypes)[number];

const MAX_IMAGE_BYTES = 1024 * 1024;
export const imageExtension: Record<UploadableImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};
/** The first bytes of each accepted type: the declared type must match the file. */
const signatures: Record<UploadableImageType, (b: Buffer) => boolean> = {
  'image/png': (b) =>
    b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' &&
    b.subarray(8, 12).toString('latin1') === 'WEBP',
};

/** The bytes of an uploaded image, refused (400) when too large or not what it claims to be. */
export function checkedImage(
  contentType: UploadableImageType,
  dataBase64: string,
  messages: { tooLarge: string; wrongType: string },
): Buffer {
  const bytes = Buffer.from(dataBase64, 'base64');
  if (bytes.length > MAX_IMAGE_BYTES) throw badRequest(messages.tooLarge, 'IMAGE_TOO_LARGE');
  if (!signatures[contentType](bytes)) throw badRequest(messages.wrongType, 'IMAGE_TYPE');
  return bytes;
}
