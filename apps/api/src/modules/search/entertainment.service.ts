import type {
  Activity,
  AvailabilityResult,
  EntertainmentAvailabilityRequest,
  EntertainmentSearchRequest,
} from '@portal/domain/activities';
import { cachedSearch, callSupplier, type SearchDeps } from './deps';
import { toActivity, toAvailability } from './mappers';

/** POST /api/services/entertainment/search: an empty list when nothing is offered. */
export async function searchEntertainment(
  deps: SearchDeps,
  body: EntertainmentSearchRequest,
): Promise<Activity[]> {
  return cachedSearch(deps, 'entertainment', body.filter, async (signal) =>
    (await deps.suppliers.entertainment.search(body.filter, signal)).map(toActivity),
  );
}

/** POST /api/services/entertainment/availability: an empty list when the date has none. */
export async function entertainmentAvailability(
  deps: SearchDeps,
  q: EntertainmentAvailabilityRequest,
): Promise<AvailabilityResult[]> {
  const rows = await callSupplier(deps, 'entertainment', (signal) =>
    deps.suppliers.entertainment.availability(q, signal),
  );
  return rows.map(toAvailability);
}
