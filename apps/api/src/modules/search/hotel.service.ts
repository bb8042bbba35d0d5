import { createHash } from 'node:crypto';
import {
  hotelSearchResponseSchema,
  type HotelDetailsResponse,
  type HotelSearchRequest,
} from '@portal/domain/hotels';
import { destinationByCode } from '@portal/reference-data';
import { SearchInputError } from '../../suppliers';
import {
  cachedReply,
  callSupplier,
  type Searcher,
  type SearchDeps,
  type SerializedReply,
} from './deps';
import { hotelPriceCents, toHotelStay } from './mappers';
import { assertFutureDate, daysFrom } from './validation';

export const MAX_NIGHTS = 30;

/** POST /api/hotel/available: null means none (204). */
export async function searchHotels(
  deps: SearchDeps,
  q: HotelSearchRequest,
  searcher: Searcher | null,
): Promise<SerializedReply> {
  if (
    !deps.suppliers.hotel.answersUnlistedPlace(q.addressCode) &&
    !destinationByCode(q.addressCode)
  ) {
    throw new SearchInputError(`Destino desconhecido: ${q.addressCode}`, {
      addressCode: 'Destino desconhecido',
    });
  }
  assertFutureDate('checkinDate', q.checkinDate, deps.now(), 'Data de entrada');
  const nights = daysFrom(q.checkinDate, q.checkoutDate);
  if (nights < 1)
    throw new SearchInputError('A saída deve ser depois da entrada', {
      checkoutDate: 'Saída antes da entrada',
    });
  if (nights > MAX_NIGHTS)
    throw new SearchInputError(`Estadia máxima de ${MAX_NIGHTS} noites`, {
      checkoutDate: 'Estadia longa demais',
    });
  if (q.rooms && q.rooms.length !== q.qtRooms)
    throw new SearchInputError('Informe a ocupação de cada quarto', {
      rooms: 'Quantidade de quartos diferente',
    });
  const { session: _session, ...query } = q;
  const sessionUser = searcher?.userId ?? q.session?.userId ?? null;
  const sessionId =
    q.session?.sessionId ??
    createHash('sha256')
      .update(`${sessionUser ?? 'anon'}|${q.addressCode}|${q.checkinDate}|${q.checkoutDate}`)
      .digest('base64url')
      .slice(0, 22);
  const session = { userId: sessionUser, sessionId };
  return cachedReply(
    deps,
    'hotel',
    { ...query, session },
    hotelSearchResponseSchema,
    async (signal) => {
      const offers = await deps.suppliers.hotel.search(q, signal);
      if (!offers.length) return null;
      const hotelStays = offers
        .map(toHotelStay)
        .sort(
          (a, b) =>
            hotelPriceCents(a) - hotelPriceCents(b) ||
            a.basicPropertyInfo.hotelRef.hotelCode.localeCompare(
              b.basicPropertyInfo.hotelRef.hotelCode,
            ),
        );
      return { hotelStays, addressCode: q.addressCode, session };
    },
  );
}

export async function hotelDetails(
  deps: SearchDeps,
  hotelCode: string,
): Promise<HotelDetailsResponse | null> {
  const d = await callSupplier(deps, 'hotel', (signal) =>
    deps.suppliers.hotel.details(hotelCode, signal),
  );
  if (!d) return null;
  const { guestRooms, latitude, longitude, ...info } = d;
  return { hotelInfo: { ...info, position: { latitude, longitude } }, guestRooms };
}
