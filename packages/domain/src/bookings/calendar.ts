/**
 * 'Adicionar ao calendário' (my trips): one RFC 5545 VEVENT for a trip. All-day when only dates
 * are known; timed (floating local time, as the supplier gives it) when a start time is known.
 */
export interface TripCalendarEvent {
  /** Stable id: the booking locator. */
  uid: string;
  title: string;
  description?: string;
  location?: string;
  /** yyyy-mm-dd or yyyy-mm-ddTHH:mm[:ss] (local time of the place). */
  start: string;
  /** Same forms as start; an all-day event without it lasts one day. */
  end?: string | null;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?/;

/** Text values escape backslash, semicolon, comma and newlines (RFC 5545 §3.3.11). */
const escapeText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets are folded with CRLF + space (RFC 5545 §3.1). */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (encoder.encode(current + char).length > limit) {
      parts.push(current);
      current = char;
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function nextDay(year: number, month: number, dayOfMonth: number): string {
  const date = new Date(Date.UTC(year, month - 1, dayOfMonth + 1));
  return date.toISOString().slice(0, 10).replace(/-/g, '');
}

function dateValue(value: string): { kind: 'date' | 'time'; text: string } | null {
  const time = DATE_TIME.exec(value);
  if (time)
    return {
      kind: 'time',
      text: `${time[1]}${time[2]}${time[3]}T${time[4]}${time[5]}${time[6] ?? '00'}`,
    };
  const date = DATE.exec(value);
  if (date) return { kind: 'date', text: `${date[1]}${date[2]}${date[3]}` };
  return null;
}

const utcStamp = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Who writes a calendar file (its PRODID), and what follows the event's uid in it. */
export interface CalendarSource {
  productId: string;
  uidSuffix: string;
}

/** My trips' 'Adicionar ao calendário'. */
const myTrips: CalendarSource = {
  productId: '-//Portal de Viagens//Minhas viagens//PT-BR',
  uidSuffix: '@portal-de-viagens',
};

/** The .ics text of one trip, or null when its start date is unreadable. */
export function tripCalendar(
  event: TripCalendarEvent,
  now: Date = new Date(),
  source: CalendarSource = myTrips,
): string | null {
  const start = dateValue(event.start);
  if (!start) return null;
  const end = event.end ? dateValue(event.end) : null;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(source.productId)}`,
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
  ];
  lines.push(`UID:${escapeText(event.uid + source.uidSuffix)}`, `DTSTAMP:${utcStamp(now)}`);
  if (start.kind === 'date') {
    const [, y, m, d] = DATE.exec(event.start) ?? [];
    lines.push(`DTSTART;VALUE=DATE:${start.text}`);
    // An all-day DTEND is exclusive: the day after the last day.
    const last = end ? (DATE.exec(event.end ?? '') ?? DATE_TIME.exec(event.end ?? '')) : null;
    const endText = last
      ? nextDay(Number(last[1]), Number(last[2]), Number(last[3]))
      : nextDay(Number(y), Number(m), Number(d));
    lines.push(`DTEND;VALUE=DATE:${endText}`);
  } else {
    lines.push(`DTSTART:${start.text}`);
    if (end?.kind === 'time') lines.push(`DTEND:${end.text}`);
  }
  lines.push(`SUMMARY:${escapeText(event.title)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  lines.push('END:VEVENT', 'END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
