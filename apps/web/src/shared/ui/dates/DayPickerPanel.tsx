import type { CSSProperties } from 'react';
import { DayPicker, type DateRange, type Matcher } from 'react-day-picker';
import { ptBR } from 'react-day-picker/locale/pt-BR';
import 'react-day-picker/style.css';

/** What the calendar offers. */
export interface CalendarOptions {
  mode: 'range' | 'single';
  /** earliest and latest choosable day */
  min?: Date;
  max?: Date;
  /** days of any year (my trips' filters): month and year dropdowns, five years back, two ahead */
  anyYear?: boolean;
}

export interface DayPickerPanelProps extends CalendarOptions {
  start: Date | null;
  end: Date | null;
  months: number;
  onRange: (range: DateRange | undefined) => void;
  onSingle: (day: Date | undefined) => void;
  accent: string;
}

/** react-day-picker with pt-BR, in the calendar dialog's chunk (fetched when a person reaches the date field). */
export default function DayPickerPanel({
  mode,
  start,
  end,
  min,
  max,
  anyYear,
  months,
  onRange,
  onSingle,
  accent,
}: DayPickerPanelProps) {
  const today = new Date();
  const disabled: Matcher[] = [];
  if (min) disabled.push({ before: min });
  if (max) disabled.push({ after: max });
  const common = {
    locale: ptBR,
    numberOfMonths: months,
    ...(anyYear
      ? {
          captionLayout: 'dropdown' as const,
          startMonth: new Date(today.getFullYear() - 5, 0),
          endMonth: new Date(today.getFullYear() + 2, 11),
        }
      : { startMonth: min, endMonth: max }),
    defaultMonth: start ?? min ?? today,
    disabled,
    style: {
      '--rdp-accent-color': accent,
      '--rdp-accent-background-color': `${accent}22`,
    } as CSSProperties,
  };
  return mode === 'range' ? (
    <DayPicker
      {...common}
      mode="range"
      resetOnSelect
      selected={start ? { from: start, to: end ?? undefined } : undefined}
      onSelect={onRange}
    />
  ) : (
    <DayPicker {...common} mode="single" selected={start ?? undefined} onSelect={onSingle} />
  );
}
