import { lazy, Suspense, useId, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { ddMMyyyy } from '../../format';
import { dateFieldCopy as copy } from '../messages';
import type { CalendarOptions } from './DayPickerPanel';

const loadDateDialog = () => import('./DateDialog');
const DateDialog = lazy(loadDateDialog);

export interface DateFieldProps extends CalendarOptions {
  label: string;
  /** the calendar dialog's title; by default 'Escolha as datas' for a range, else 'Escolha a data' */
  title?: string;
  start: Date | null;
  /** the range's last day (range mode) */
  end?: Date | null;
  onChange: (start: Date | null, end: Date | null) => void;
  error?: string;
  /** a 'Limpar' action in the calendar empties the field */
  clearable?: boolean;
}

/**
 * A read-only date box opening the pt-BR calendar in a dialog: one day, or a range (the search
 * forms' trips and stays). The dialog and react-day-picker are fetched when a person reaches the
 * field.
 */
export function DateField({
  label,
  title,
  mode,
  start,
  end = null,
  min,
  max,
  anyYear,
  onChange,
  error,
  clearable,
}: DateFieldProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  // mounted from the first opening on, so the dialog keeps its closing transition
  const [opened, setOpened] = useState(false);
  const text = start
    ? mode === 'range'
      ? `${ddMMyyyy(start)} - ${end ? ddMMyyyy(end) : ''}`
      : ddMMyyyy(start)
    : '';
  const helperId = `${id}-helper`;
  const openCalendar = () => {
    setOpened(true);
    setOpen(true);
  };

  return (
    <>
      <FormControl fullWidth error={Boolean(error)}>
        <InputLabel htmlFor={id} shrink={Boolean(text) || undefined}>
          {label}
        </InputLabel>
        <OutlinedInput
          id={id}
          label={label}
          value={text}
          readOnly
          onClick={openCalendar}
          onFocus={() => void loadDateDialog()}
          onPointerEnter={() => void loadDateDialog()}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
              event.preventDefault();
              openCalendar();
            }
          }}
          inputProps={{
            'aria-haspopup': 'dialog',
            'aria-describedby': error ? helperId : undefined,
            style: { cursor: 'pointer' },
          }}
        />
        {error ? <FormHelperText id={helperId}>{error}</FormHelperText> : null}
      </FormControl>
      {opened ? (
        <Suspense
          fallback={
            <Box sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center' }} role="status">
              <CircularProgress size={24} aria-hidden /> {copy.calendarLoading}
            </Box>
          }
        >
          <DateDialog
            titleId={`${id}-title`}
            title={title ?? (mode === 'range' ? copy.chooseDates : copy.chooseDate)}
            open={open}
            mode={mode}
            start={start}
            end={end}
            min={min}
            max={max}
            anyYear={anyYear}
            clearable={clearable}
            onChange={onChange}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
