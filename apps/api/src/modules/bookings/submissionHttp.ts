import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { bookingMessages, bookingSubmitResponseSchema } from '@portal/domain/bookings';
import { errorResponseSchema } from '@portal/domain/auth';
import { badRequest } from '../../lib/errors';

export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8)
  .max(200)
  .regex(/^[\w.:-]+$/);

/** The Idempotency-Key header a booking post must carry, or the 400 that asks for it. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const key = idempotencyKeySchema.safeParse(request.headers['idempotency-key']);
  if (!key.success)
    throw badRequest(bookingMessages.idempotencyKeyRequired, 'IDEMPOTENCY_KEY_REQUIRED');
  return key.data;
}

/**
 * What a booking post answers: the saga's outcome (200 or 201) or one of its errors. Routes
 * spread it into their own object: given the constant itself, Fastify types reply.code to these
 * codes only, and the saga's stored status is a plain number.
 */
export const submissionResponses = {
  200: bookingSubmitResponseSchema,
  201: bookingSubmitResponseSchema,
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  504: errorResponseSchema,
  500: errorResponseSchema,
};
