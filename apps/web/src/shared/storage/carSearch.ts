import { z } from 'zod';
import { DEFAULT_CAR_TIME, type CarSearchForm } from '@portal/domain/cars';
import { hotelDateWindow, rangeFitsWindow } from '@portal/domain/hotels';
import { parseApiDate } from '../format';
import type { CarSearchDraft } from '../search/drafts';
import { buildDates } from '../search/searchDates';
import { sessionKeys } from './keys';
import { searchDatesSchema } from './searchDates.schema';
import { readSession, writeSession } from './storage';
import { writeSearchType } from './searchType';

const placeSchema = z.object({ description: z.string(), iata: z.string(), countryIso: z.string() });
const locationSchema = z.object({
  locationCode: z.string(),
  rental: z.object({ name: z.string() }).nullable(),
  address: z.object({ address: z.string(), cityName: z.string() }),
});

/** carSearch as read back from session storage (bad or foreign values read as absent). */
export const carSearchDraftSchema = z.object({
  cidadeRetirada: placeSchema.nullable(),
  localRetirada: locationSchema.nullable(),
  horaRetirada: z.string(),
  cidadeDevolucao: placeSchema.nullable(),
  localDevolucao: locationSchema.nullable(),
  horaDevolucao: z.string(),
  datas: searchDatesSchema,
  mesmoLocal: z.boolean(),
}) satisfies z.ZodType<CarSearchDraft>;

export function readCarSearch(): CarSearchDraft | null {
  const parsed = carSearchDraftSchema.safeParse(readSession(sessionKeys.carSearch));
  return parsed.success ? parsed.data : null;
}

/** The form as it opens: the stored search (dates kept while still bookable) or the defaults. */
export function initialCarForm(
  today: Date,
  advanceDaysCar: number | null | undefined,
): CarSearchForm {
  const stored = readCarSearch();
  const window = hotelDateWindow(today, advanceDaysCar);
  const from = stored ? parseApiDate(stored.datas.startDate) : null;
  const to = stored?.datas.endDate ? parseApiDate(stored.datas.endDate) : null;
  const keep = from && to && rangeFitsWindow(from, to, window);
  return {
    pickupCity: stored?.cidadeRetirada ?? null,
    pickupLocation: stored?.localRetirada ?? null,
    pickupTime: stored?.horaRetirada ?? DEFAULT_CAR_TIME,
    sameReturnPlace: stored?.mesmoLocal ?? true,
    returnCity: stored && !stored.mesmoLocal ? stored.cidadeDevolucao : null,
    returnLocation: stored && !stored.mesmoLocal ? stored.localDevolucao : null,
    returnTime: stored?.horaDevolucao ?? DEFAULT_CAR_TIME,
    from: keep ? from : window.defaultStart,
    to: keep ? to : window.defaultEnd,
  };
}

/** Stores the search and marks Carro as the current search type. */
export function saveCarSearch(form: CarSearchForm): void {
  if (!form.from || !form.to) return;
  const draft: CarSearchDraft = {
    cidadeRetirada: form.pickupCity,
    localRetirada: form.pickupLocation,
    horaRetirada: form.pickupTime,
    cidadeDevolucao: form.sameReturnPlace ? form.pickupCity : form.returnCity,
    localDevolucao: form.sameReturnPlace ? form.pickupLocation : form.returnLocation,
    horaDevolucao: form.returnTime,
    datas: buildDates(form.from, form.to),
    mesmoLocal: form.sameReturnPlace,
  };
  writeSession(sessionKeys.carSearch, draft);
  writeSearchType('Carro');
}
