import { queryOptions, skipToken } from '@tanstack/react-query';
import {
  hotelSearchResponseSchema,
  type HotelSearchRequest,
  type HotelSearchResponse,
} from '@portal/domain/hotels';
import { apiRequest } from '../../../shared/api/client';
import type { HotelSearchDraft } from '../../../shared/search/drafts';
import { draftRooms } from '../../../shared/storage/hotelSearch';
import { readHotelSession, writeHotelSession } from '../../../shared/storage/selectedHotel';

/** POST /api/hotel/available body from the stored search. */
export function hotelSearchRequest(draft: HotelSearchDraft): HotelSearchRequest | null {
  if (!draft.cidade || !draft.datas.endDate) return null;
  const rooms = draftRooms(draft);
  const stored = readHotelSession();
  return {
    checkinDate: draft.datas.startDate,
    checkoutDate: draft.datas.endDate,
    qtAdult: rooms.reduce((sum, r) => sum + r.adults + r.seniors, 0),
    qtChild: rooms.reduce((sum, r) => sum + r.childs, 0),
    qtRooms: rooms.length,
    childAge: rooms.flatMap((r) => r.childsAge),
    rooms: rooms.map((r) => ({
      adults: r.adults,
      seniorsAges: r.seniorsAges,
      childAges: r.childsAge,
    })),
    country: draft.cidade.isoCode.length === 2 ? draft.cidade.isoCode : undefined,
    addressCode: draft.cidade.code,
    session: stored && stored.addressCode === draft.cidade.code ? stored.session : null,
  };
}

/** The hotels, or an empty list for 204 (none). Stores addressCode and the supplier session. */
export async function searchHotels(
  request: HotelSearchRequest,
  signal?: AbortSignal,
): Promise<HotelSearchResponse['hotelStays']> {
  const reply = await apiRequest('/api/hotel/available', {
    method: 'POST',
    body: request,
    schema: hotelSearchResponseSchema,
    signal,
  });
  if (!reply) return [];
  if (
    reply.session.userId !== (request.session?.userId ?? null) ||
    reply.session.sessionId !== request.session?.sessionId
  ) {
    writeHotelSession({ addressCode: reply.addressCode, session: reply.session });
  }
  return reply.hotelStays;
}

export const hotelResultsKeys = {
  search: (request: HotelSearchRequest | null) => ['hotel-available', request] as const,
};

/** The stored hotel search's results; nothing is asked without a search to run. */
export const hotelSearchQuery = (request: HotelSearchRequest | null) =>
  queryOptions({
    queryKey: hotelResultsKeys.search(request),
    queryFn: request ? ({ signal }) => searchHotels(request, signal) : skipToken,
    retry: false,
    staleTime: 60_000,
  });
