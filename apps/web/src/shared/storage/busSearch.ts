import { z } from 'zod';
import { BUS_DEFAULT_NATIONALITY, busDateWindow, type BusSearchForm } from '@portal/domain/buses';
import { isInFlightWindow } from '@portal/domain/flights';
import { parseApiDate } from '../format';
import type { BusSearchDraft } from '../search/drafts';
import { buildDates } from '../search/searchDates';
import { sessionKeys } from './keys';
import { searchDatesSchema } from './searchDates.schema';
import { readSession, writeSession } from './storage';
import { writeSearchType } from './searchType';

const stationSchema = z.object({ id: z.string(), name: z.string(), iata: z.string() });

/** busSearch as read back from session storage (bad or foreign values read as absent). */
export const busSearchDraftSchema = z.object({
  origem: stationSchema.nullable(),
  destino: stationSchema.nullable(),
  datas: searchDatesSchema,
  idavolta: z.boolean(),
  passageiros: z.number().int().min(1).max(9),
  nacionalidade: z.string(),
}) satisfies z.ZodType<BusSearchDraft>;

export function readBusSearch(): BusSearchDraft | null {
  const parsed = busSearchDraftSchema.safeParse(readSession(sessionKeys.busSearch));
  return parsed.success ? parsed.data : null;
}

/** The form as it opens: the stored search (dates kept while still bookable) or the defaults. */
export function initialBusForm(today: Date): BusSearchForm {
  const stored = readBusSearch();
  const roundTrip = stored?.idavolta ?? true;
  const window = busDateWindow(today, roundTrip);
  const from = stored ? parseApiDate(stored.datas.startDate) : null;
  const to = stored?.datas.endDate ? parseApiDate(stored.datas.endDate) : null;
  const keep =
    from &&
    isInFlightWindow(from, window) &&
    (!roundTrip || (to && isInFlightWindow(to, window) && to > from));
  return {
    origin: stored?.origem ?? null,
    destination: stored?.destino ?? null,
    roundTrip,
    from: keep ? from : window.defaultStart,
    to: keep ? to : window.defaultEnd,
    passengers: stored?.passageiros ?? 1,
    nationality: stored?.nacionalidade ?? BUS_DEFAULT_NATIONALITY,
  };
}

/** Stores the search and marks Rodoviário as the current search type. */
export function saveBusSearch(form: BusSearchForm): void {
  if (!form.from) return;
  const draft: BusSearchDraft = {
    origem: form.origin,
    destino: form.destination,
    datas: buildDates(form.from, form.roundTrip ? form.to : null),
    idavolta: form.roundTrip,
    passageiros: form.passengers,
    nacionalidade: form.nationality,
  };
  writeSession(sessionKeys.busSearch, draft);
  writeSearchType('Rodoviário');
}
