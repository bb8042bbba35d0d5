import { DayPicker, type DateRange } from 'react-day-picker';
import { ptBR } from 'react-day-picker/locale/pt-BR';
import 'react-day-picker/style.css';

export interface DayPickerPanelProps {
  mode: 'range' | 'single';
  start: Date | null;
  end: Date | null;
  min: Date;
  max: Date;
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
  months,
  onRange,
  onSingle,
  accent,
}: DayPickerPanelProps) {
  const common = {
    locale: ptBR,
    numberOfMonths: months,
    startMonth: min,
    endMonth: max,
    defaultMonth: start ?? min,
    disabled: [{ before: min }, { after: max }],
    style: {
      '--rdp-accent-color': accent,
      '--rdp-accent-background-color': `${accent}22`,
    } as React.CSSProperties,
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
