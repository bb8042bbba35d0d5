import { hotelDetailsResponseSchema, type HotelDetailsResponse } from '@portal/domain';
import { apiRequest } from '../../../shared/api/client';

export const hotelDetailsKey = (code: string) => ['hotel-details', code] as const;

/** GET /api/hotel/details/{hotelCode}: images, description, amenities, check-in/out times. */
export function fetchHotelDetails(
  code: string,
  signal?: AbortSignal,
): Promise<HotelDetailsResponse> {
  return apiRequest(`/api/hotel/details/${encodeURIComponent(code)}`, {
    schema: hotelDetailsResponseSchema,
    signal,
  });
}
