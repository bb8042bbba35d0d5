/** Date helpers without a date library (kept off the first-load path). */
const pad = (value: number) => String(value).padStart(2, '0');

/** Local date of yyyy-MM-dd (no time-zone shift); other ISO strings through Date. */
export function parseApiDate(value: string): Date | null {
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (dateOnly) return new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]));
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export const ddMMyyyy = (date: Date) =>
  `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
export const ddMM = (date: Date) => `${pad(date.getDate())}/${pad(date.getMonth() + 1)}`;
export const isoDate = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

const weekdayFormat = new Intl.DateTimeFormat('pt-BR', { weekday: 'long' });
/** 'segunda-feira', 'sábado'... */
export const weekday = (date: Date) => weekdayFormat.format(date);

export function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

/** dd/MM/yyyy for an API date or timestamp; the raw text when unreadable. */
export function formatDate(value: string): string {
  const date = parseApiDate(value);
  return date ? ddMMyyyy(date) : value;
}
