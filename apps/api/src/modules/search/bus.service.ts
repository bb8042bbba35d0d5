import {
  type BusRateCheckRequest,
  type BusRateCheckResponse,
  type BusSearchRequest,
  type BusSearchResponse,
  busSearchResponseSchema,
} from '@portal/domain/buses';
import { centsToBrl } from '@portal/domain/money';
import { busStationById } from '@portal/reference-data';
import { SearchInputError, SupplierConflictError } from '../../suppliers';
import { cachedReply, callSupplier, type SearchDeps, type SerializedReply } from './deps';
import { toBusRoute } from './mappers';
import { assertFutureDate, assertOrder } from './validation';

/** POST /api/services/bus/search: null means no departures (204). */
export async function searchBuses(
  deps: SearchDeps,
  body: BusSearchRequest,
): Promise<SerializedReply> {
  const f = body.filter;
  for (const [field, id] of [
    ['filter.origin', f.origin],
    ['filter.destination', f.destination],
  ] as const) {
    if (!deps.suppliers.bus.answersUnlistedPlace(id) && !busStationById(id))
      throw new SearchInputError(`Rodoviária desconhecida: ${id}`, {
        [field]: 'Rodoviária desconhecida',
      });
  }
  assertFutureDate('filter.start', f.start, deps.now(), 'Data de ida');
  if (f.end) {
    assertFutureDate('filter.end', f.end, deps.now(), 'Data de volta');
    assertOrder('filter.end', f.start, f.end, 'A volta não pode ser antes da ida');
  }
  return cachedReply(deps, 'bus', f, busSearchResponseSchema, async (signal) => {
    const result = await deps.suppliers.bus.search(f, signal);
    if (!result.going.length || (result.returning && !result.returning.length)) return null;
    const routes: BusSearchResponse['routes'] = [
      {
        direction: 'IDA',
        date: f.start,
        origin: result.origin,
        destination: result.destination,
        busAvailability: result.going.map(toBusRoute),
      },
    ];
    if (result.returning && f.end) {
      routes.push({
        direction: 'VOLTA',
        date: f.end,
        origin: result.destination,
        destination: result.origin,
        busAvailability: result.returning.map(toBusRoute),
      });
    }
    return { routes };
  });
}

/** POST /api/services/bus/rate-check: seat maps and refreshed tokens. */
export async function busRateCheck(
  deps: SearchDeps,
  q: BusRateCheckRequest,
): Promise<BusRateCheckResponse> {
  const r = await callSupplier(deps, 'bus', (signal) => deps.suppliers.bus.rateCheck(q, signal));
  if (r.legs.some((l) => l.route.availableSeats < q.occupancy))
    throw new SupplierConflictError('bus', 'Não há mais assentos suficientes nesta viagem.');
  const [going, back] = r.legs;
  return {
    booking: {
      id: r.bookingId,
      date: new Date(deps.now()).toISOString(),
      bookingBuses: r.legs.map((l) => ({
        names: `${l.route.origin.cityName} → ${l.route.destination.cityName}`,
        busList: [
          {
            key: l.route.key,
            refToken: l.route.refToken,
            cashValue: centsToBrl(l.route.cashCents),
            segments: [{ seatMap: l.seatMap }],
          },
        ],
        policies: l.policies,
      })),
    },
    filter: {
      goingBusRefToken: going!.route.refToken,
      returnBusRefToken: back?.route.refToken ?? null,
    },
  };
}
