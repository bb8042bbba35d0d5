import { DayPicker, type DateRange } from 'react-day-picker';
import { ptBR } from 'react-day-picker/locale';
import 'react-day-picker/style.css';

export interface RangeCalendarProps {
  value: DateRange | undefined;
  onChange: (range: DateRange | undefined) => void;
  min: Date;
  max: Date;
}

/** react-day-picker in range mode with the pt-BR locale; loaded only when the calendar opens. */
export default function RangeCalendar({ value, onChange, min, max }: RangeCalendarProps) {
  return (
    <DayPicker
      mode="range"
      locale={ptBR}
      selected={value}
      onSelect={onChange}
      disabled={[{ before: min }, { after: max }]}
      startMonth={min}
      endMonth={max}
      defaultMonth={value?.from ?? min}
      excludeDisabled
      min={1}
    />
  );
}
