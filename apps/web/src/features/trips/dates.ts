const dateTime = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const time = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' });

/** dd/MM/yyyy HH:mm of a timestamp, in the member's time zone. */
export function dateTimeText(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTime.format(date).replace(',', '');
}

/** HH:mm of a timestamp. */
export function timeText(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : time.format(date);
}

/** Whole days between the calendar days of two local date-times ('+N' on arrival). */
export function dayOffset(from: string, to: string): number {
  const a = Date.parse(from.slice(0, 10));
  const b = Date.parse(to.slice(0, 10));
  return Number.isNaN(a) || Number.isNaN(b) ? 0 : Math.round((b - a) / 86_400_000);
}
