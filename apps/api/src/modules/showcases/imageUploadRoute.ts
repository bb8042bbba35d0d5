import type { ZodType } from 'zod';
import {
  showcaseImageUploadResultSchema,
  showcaseImageUploadSchema,
} from '@portal/domain/operators';
import type { consoleAccess } from '../../plugins/operatorGuard';

/**
 * The options of an admin's upload of one image (at most 2 MiB of base64) to the item `params`
 * name, answered 201 with the image's address: the showcases' and the experiences' uploads alike.
 */
export const imageUploadRoute = <Params extends ZodType>(
  access: ReturnType<typeof consoleAccess>,
  params: Params,
) =>
  access.admin(
    { params, body: showcaseImageUploadSchema, response: { 201: showcaseImageUploadResultSchema } },
    { bodyLimit: 2 * 1024 * 1024 },
  );
