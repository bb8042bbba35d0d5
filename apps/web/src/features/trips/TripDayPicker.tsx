import type { CSSProperties } from 'react';
import { DayPicker, type Matcher } from 'react-day-picker';
import { ptBR } from 'react-day-picker/locale/pt-BR';
import 'react-day-picker/style.css';

export interface TripDayPickerProps {
  selected: Date | null;
  min?: Date;
  max?: Date;
  accent: string;
  onSelect: (day: Date | null) => void;
}

/** react-day-picker, pt-BR, with month and year dropdowns to reach trips of any year. */
export default function TripDayPicker({
  selected,
  min,
  max,
  accent,
  onSelect,
}: TripDayPickerProps) {
  const disabled: Matcher[] = [];
  if (min) disabled.push({ before: min });
  if (max) disabled.push({ after: max });
  const today = new Date();
  return (
    <DayPicker
      locale={ptBR}
      mode="single"
      captionLayout="dropdown"
      startMonth={new Date(today.getFullYear() - 5, 0)}
      endMonth={new Date(today.getFullYear() + 2, 11)}
      defaultMonth={selected ?? today}
      disabled={disabled}
      selected={selected ?? undefined}
      onSelect={(day) => onSelect(day ?? null)}
      style={
        {
          '--rdp-accent-color': accent,
          '--rdp-accent-background-color': `${accent}22`,
        } as CSSProperties
      }
    />
  );
}
