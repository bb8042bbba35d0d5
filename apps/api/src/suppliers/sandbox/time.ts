/** Dates and time zones for the sandbox (no external library: Intl only). */
const formatters = new Map<string, Intl.DateTimeFormat>();
const offsetCache = new Map<string, number>();

function formatter(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(tz, f);
  }
  return f;
}

/** Offset of a time zone from UTC in minutes at a UTC instant (cached per zone and hour). */
export function tzOffsetMinutes(tz: string, utcMs: number): number {
  const key = `${tz}|${Math.floor(utcMs / 3_600_000)}`;
  const cached = offsetCache.get(key);
  if (cached !== undefined) return cached;
  let offset = 0;
  try {
    const parts = Object.fromEntries(
      formatter(tz)
        .formatToParts(new Date(utcMs))
        .map((p) => [p.type, p.value]),
    );
    const asUtc = Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
    );
    offset = Math.round((asUtc - Math.floor(utcMs / 60_000) * 60_000) / 60_000);
  } catch {
    offset = 0;
  }
  offsetCache.set(key, offset);
  return offset;
}

/** 'yyyy-MM-dd' + minutes after local midnight in tz → UTC ms. */
export function localToUtc(date: string, minuteOfDay: number, tz: string): number {
  const naive = Date.parse(`${date}T00:00:00Z`) + minuteOfDay * 60_000;
  return naive - tzOffsetMinutes(tz, naive) * 60_000;
}

/** UTC ms → local 'yyyy-MM-ddTHH:mm' in tz. */
export function utcToLocal(utcMs: number, tz: string): string {
  return new Date(utcMs + tzOffsetMinutes(tz, utcMs) * 60_000).toISOString().slice(0, 16);
}

export { addDays, daysBetween, todayInBrazil, weekday } from '../../lib/calendarDates';

export function hhmm(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}
