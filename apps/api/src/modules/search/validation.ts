import { SearchInputError } from '../../suppliers';

/** Date rules shared by the searches: not in the past, at most a year ahead. */
export const MAX_DAYS_AHEAD = 366;

export function todayIn(nowMs: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(nowMs));
  return parts;
}

export function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function assertFutureDate(field: string, date: string, nowMs: number, label = 'Data'): void {
  const ahead = daysFrom(todayIn(nowMs), date);
  if (ahead < 0)
    throw new SearchInputError(`${label} não pode estar no passado`, {
      [field]: 'Data no passado',
    });
  if (ahead > MAX_DAYS_AHEAD)
    throw new SearchInputError(`${label} além do período permitido (12 meses)`, {
      [field]: 'Data muito distante',
    });
}

export function assertOrder(
  field: string,
  from: string,
  to: string,
  message: string,
  allowSameDay = true,
): void {
  const d = daysFrom(from, to);
  if (d < 0 || (!allowSameDay && d === 0))
    throw new SearchInputError(message, { [field]: message });
}
