import { DayPicker } from 'react-day-picker';
import { ptBR } from 'react-day-picker/locale';
import 'react-day-picker/style.css';

export interface DayCalendarProps {
  value: Date | undefined;
  onChange: (day: Date | undefined) => void;
  min: Date;
  max: Date;
  /** Only these days can be chosen (highlighted); every day in the window when absent. */
  available?: (day: Date) => boolean;
}

/** react-day-picker single-day calendar with the pt-BR locale; unavailable days cannot be chosen. */
export default function DayCalendar({ value, onChange, min, max, available }: DayCalendarProps) {
  return (
    <DayPicker
      mode="single"
      locale={ptBR}
      selected={value}
      onSelect={onChange}
      disabled={[
        { before: min },
        { after: max },
        ...(available ? [(day: Date) => !available(day)] : []),
      ]}
      modifiers={available ? { available } : undefined}
      modifiersStyles={{ available: { fontWeight: 800 } }}
      startMonth={min}
      endMonth={max}
      defaultMonth={value ?? min}
    />
  );
}
