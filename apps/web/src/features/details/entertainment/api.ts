import { useMutation } from '@tanstack/react-query';
import {
  entertainmentAvailabilityResponseSchema,
  type AvailabilityResult,
  type EntertainmentAvailabilityRequest,
} from '@portal/domain/activities';
import { apiRequest } from '../../../shared/api/client';

/** POST /api/services/entertainment/availability: the first answer, or null when the date has none. */
export async function checkAvailability(
  request: EntertainmentAvailabilityRequest,
): Promise<AvailabilityResult | null> {
  const list = await apiRequest('/api/services/entertainment/availability', {
    method: 'POST',
    body: request,
    schema: entertainmentAvailabilityResponseSchema,
  });
  return list?.[0] ?? null;
}

export const useAvailabilityCheck = () => useMutation({ mutationFn: checkAvailability });
