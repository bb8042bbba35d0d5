/** Minimum advance of the search calendars, in days, unless the campaign overrides it. */
export const DEFAULT_MIN_ADVANCE_DAYS = 7;

/** A search calendar whose first day depends on the minimum advance. */
export type AdvanceCalendar =
  { product: 'flight' | 'bus'; roundTrip: boolean } | { product: 'hotel' | 'car' };

/**
 * Days from today to the first selectable day: the campaign's advanceDaysCar (when set) for
 * round-trip flights, hotels and cars; 7 for one-way flights and for buses, one way or round trip.
 */
export function minimumAdvanceDays(
  calendar: AdvanceCalendar,
  advanceDaysCar: number | null | undefined,
): number {
  const overridable =
    calendar.product === 'hotel' ||
    calendar.product === 'car' ||
    (calendar.product === 'flight' && calendar.roundTrip);
  return overridable && advanceDaysCar != null && advanceDaysCar >= 0
    ? Math.trunc(advanceDaysCar)
    : DEFAULT_MIN_ADVANCE_DAYS;
}
