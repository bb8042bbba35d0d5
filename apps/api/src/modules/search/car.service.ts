import { carSearchResponseSchema, type CarSearchRequest } from '@portal/domain/cars';
import { airportByIata } from '@portal/reference-data';
import { SearchInputError } from '../../suppliers';
import { cachedReply, type SearchDeps, type SerializedReply } from './deps';
import { toCarOffer } from './mappers';
import { assertFutureDate, daysFrom } from './validation';

export const MAX_RENTAL_DAYS = 60;

/** POST /api/car: null means no cars (204). */
export async function searchCars(deps: SearchDeps, q: CarSearchRequest): Promise<SerializedReply> {
  for (const [field, code] of [
    ['pickupAirport', q.pickupAirport],
    ['dropoffAirport', q.dropoffAirport],
  ] as const) {
    if (!deps.suppliers.car.answersUnlistedPlace(code) && !airportByIata(code))
      throw new SearchInputError(`Cidade desconhecida: ${code}`, {
        [field]: 'Cidade desconhecida',
      });
  }
  assertFutureDate('pickupDate', q.pickupDate, deps.now(), 'Data de retirada');
  const days = daysFrom(q.pickupDate, q.dropoffDate);
  if (days < 0 || (days === 0 && q.dropoffTime <= q.pickupTime)) {
    throw new SearchInputError('A devolução deve ser depois da retirada', {
      dropoffDate: 'Devolução antes da retirada',
    });
  }
  if (days > MAX_RENTAL_DAYS)
    throw new SearchInputError(`Locação máxima de ${MAX_RENTAL_DAYS} dias`, {
      dropoffDate: 'Período longo demais',
    });
  const { page, pageItems, ...query } = q;
  return cachedReply(
    deps,
    'car',
    { ...query, page, pageItems },
    carSearchResponseSchema,
    async (signal) => {
      const all = await deps.suppliers.car.search(q, signal);
      const slice = all.slice(page * pageItems, (page + 1) * pageItems).map(toCarOffer);
      return slice.length ? slice : null;
    },
  );
}
