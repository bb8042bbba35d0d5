import { z } from 'zod';
import {
  guestTotals,
  hotelDateWindow,
  rangeFitsWindow,
  spreadGuests,
  type HotelApartment,
} from '@portal/domain/hotels';
import type { HotelSearchDraft } from '../search/drafts';
import { buildDates } from '../search/searchDates';
import { sessionKeys } from './keys';
import { searchDatesSchema } from './searchDates.schema';
import { readSession, writeSession } from './storage';
import { parseApiDate } from '../format';
import { writeSearchType } from './searchType';

const apartmentSchema = z.object({
  adults: z.number().int().min(1).max(9),
  seniors: z.number().int().min(0).max(9),
  seniorsAges: z.array(z.number().int().min(60).max(99)),
  childs: z.number().int().min(0).max(9),
  childsAge: z.array(z.number().int().min(0).max(17)),
});

/** The stored hotel search, checked when read back from session storage. */
export const hotelSearchDraftSchema = z.object({
  cidade: z
    .object({
      cityName: z.string(),
      parentName: z.string(),
      country: z.string(),
      isoCode: z.string(),
      code: z.string(),
    })
    .nullable(),
  datas: searchDatesSchema,
  qtAdult: z.number().int().min(0),
  qtChild: z.number().int().min(0),
  qtRooms: z.number().int().min(0),
  childAge: z.array(z.number().int()),
  apartments: z.array(apartmentSchema),
}) satisfies z.ZodType<HotelSearchDraft>;

export function readHotelDraft(): HotelSearchDraft | null {
  const parsed = hotelSearchDraftSchema.safeParse(readSession(sessionKeys.hotelSearch));
  return parsed.success ? parsed.data : null;
}

/** Rooms of a draft: its apartments, or guests spread across qtRooms when absent. */
export function draftRooms(
  draft: Pick<HotelSearchDraft, 'apartments' | 'qtAdult' | 'qtChild' | 'qtRooms' | 'childAge'>,
): HotelApartment[] {
  if (draft.apartments.length > 0) return draft.apartments.map((room) => ({ ...room }));
  return spreadGuests(Math.max(draft.qtAdult, 1), draft.qtChild, Math.max(draft.qtRooms, 1)).map(
    (room, index) => ({
      adults: Math.max(1, room.adults),
      seniors: 0,
      seniorsAges: [],
      childs: room.children,
      childsAge:
        index === 0 ? Array.from({ length: room.children }, (_, i) => draft.childAge[i] ?? 0) : [],
    }),
  );
}

export interface DateRangeValue {
  from: Date | null;
  to: Date | null;
}

/** The stored range when it still fits the calendar window, otherwise the default range. */
export function initialRange(
  draft: HotelSearchDraft | null,
  today: Date,
  advanceDaysCar: number | null | undefined,
): DateRangeValue {
  const window = hotelDateWindow(today, advanceDaysCar);
  const from = draft ? parseApiDate(draft.datas.startDate) : null;
  const to = draft?.datas.endDate ? parseApiDate(draft.datas.endDate) : null;
  if (from && to && rangeFitsWindow(from, to, window)) return { from, to };
  return { from: window.defaultStart, to: window.defaultEnd };
}

export function buildHotelDraft(
  cidade: NonNullable<HotelSearchDraft['cidade']>,
  from: Date,
  to: Date,
  rooms: HotelApartment[],
): HotelSearchDraft {
  const totals = guestTotals(rooms);
  return {
    cidade,
    datas: buildDates(from, to),
    qtAdult: totals.qtAdult,
    qtChild: totals.qtChild,
    qtRooms: totals.qtRooms,
    childAge: totals.childAge,
    apartments: rooms,
  };
}

/** Stores the search and marks Hotel as the current search type. */
export function saveHotelSearch(draft: HotelSearchDraft): void {
  writeSession(sessionKeys.hotelSearch, draft);
  writeSearchType('Hotel');
}
