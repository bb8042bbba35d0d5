import { minimumAdvanceDays } from '../search/advance';

/** Search calendars reach 11 months ahead. */
export const SEARCH_MONTHS_AHEAD = 11;
/** Default range ends today + 19 days. */
export const DEFAULT_RANGE_END_DAYS = 19;

export interface DateWindow {
  min: Date;
  max: Date;
  defaultStart: Date;
  defaultEnd: Date;
}

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());
const plusDays = (d: Date, days: number) =>
  new Date(d.getFullYear(), d.getMonth(), d.getDate() + days);

function plusMonths(d: Date, months: number): Date {
  const target = new Date(d.getFullYear(), d.getMonth() + months, 1);
  const lastDay = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
  return new Date(target.getFullYear(), target.getMonth(), Math.min(d.getDate(), lastDay));
}

/**
 * Hotel calendar window: earliest today + advanceDaysCar (7 when the campaign has none), latest
 * 11 months ahead, default range from the earliest day to today + 19 days (at least one night).
 */
export function hotelDateWindow(
  today: Date,
  advanceDaysCar: number | null | undefined,
): DateWindow {
  const day = startOfDay(today);
  const min = plusDays(day, minimumAdvanceDays({ product: 'hotel' }, advanceDaysCar));
  const max = plusMonths(day, SEARCH_MONTHS_AHEAD);
  const defaultStart = min;
  const end = plusDays(day, DEFAULT_RANGE_END_DAYS);
  const defaultEnd = end > defaultStart ? end : plusDays(defaultStart, 1);
  return { min, max, defaultStart, defaultEnd };
}

/** Whether a stored range still fits the window (check-out after check-in, both inside). */
export function rangeFitsWindow(start: Date, end: Date, window: DateWindow): boolean {
  const s = startOfDay(start);
  const e = startOfDay(end);
  return s >= window.min && e <= window.max && e > s;
}

/** Nights between two yyyy-MM-dd dates (availability end minus start), at least 1. */
export function nightsBetween(start: string, end: string): number {
  const a = Date.parse(`${start.slice(0, 10)}T00:00:00Z`);
  const b = Date.parse(`${end.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(a) || Number.isNaN(b)) return 1;
  return Math.max(1, Math.round((b - a) / 86_400_000));
}
