import { queryOptions } from '@tanstack/react-query';
import { hotelDetailsResponseSchema, type HotelDetailsResponse } from '@portal/domain/hotels';
import { apiRequest } from '../../../shared/api/client';

export const hotelDetailsKeys = {
  details: (code: string) => ['hotel-details', code] as const,
};

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

/** A hotel's details page content. */
export const hotelDetailsQuery = (code: string) =>
  queryOptions({
    queryKey: hotelDetailsKeys.details(code),
    queryFn: ({ signal }) => fetchHotelDetails(code, signal),
    retry: false,
    staleTime: 5 * 60_000,
  });
