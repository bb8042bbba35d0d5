import { lazy, Suspense, useId, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { ddMMyyyy } from '../../../shared/format';
import { flightFormCopy } from './messages';

const loadDateDialog = () => import('./DateDialog');
const DateDialog = lazy(loadDateDialog);

export interface DateFieldProps {
  label: string;
  mode: 'range' | 'single';
  start: Date | null;
  end: Date | null;
  min: Date;
  max: Date;
  onChange: (start: Date | null, end: Date | null) => void;
  error?: string;
}

/** Read-only date box that opens the calendar (range for round trips, single for one way). */
export function DateField({ label, mode, start, end, min, max, onChange, error }: DateFieldProps) {
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
              <CircularProgress size={24} aria-hidden /> {flightFormCopy.calendarLoading}
            </Box>
          }
        >
          <DateDialog
            titleId={`${id}-title`}
            open={open}
            mode={mode}
            start={start}
            end={end}
            min={min}
            max={max}
            onChange={onChange}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
