import { lazy, Suspense, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { ddMMyyyy } from '../../../shared/format';
import { flightFormCopy } from './messages';

const DayPickerPanel = lazy(() => import('./DayPickerPanel'));

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
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [open, setOpen] = useState(false);
  const text = start ? (mode === 'range' ? `${ddMMyyyy(start)} - ${end ? ddMMyyyy(end) : ''}` : ddMMyyyy(start)) : '';
  const helperId = `${id}-helper`;

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
          onClick={() => setOpen(true)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
              event.preventDefault();
              setOpen(true);
            }
          }}
          inputProps={{ 'aria-haspopup': 'dialog', 'aria-describedby': error ? helperId : undefined, style: { cursor: 'pointer' } }}
        />
        {error ? <FormHelperText id={helperId}>{error}</FormHelperText> : null}
      </FormControl>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={`${id}-title`} maxWidth="md">
        <DialogTitle id={`${id}-title`}>{flightFormCopy.chooseDates}</DialogTitle>
        <DialogContent>
          <Suspense
            fallback={
              <Box sx={{ p: 4, display: 'flex', gap: 2, alignItems: 'center' }} role="status">
                <CircularProgress size={24} aria-hidden /> {flightFormCopy.calendarLoading}
              </Box>
            }
          >
            {open ? (
              <DayPickerPanel
                mode={mode}
                start={start}
                end={end}
                min={min}
                max={max}
                months={wide ? 2 : 1}
                accent={theme.palette.primary.main}
                onRange={(range) => {
                  const from = range?.from ?? null;
                  const to = range?.to && from && range.to.getTime() !== from.getTime() ? range.to : null;
                  onChange(from, to);
                  if (from && to) setOpen(false);
                }}
                onSingle={(day) => {
                  onChange(day ?? null, null);
                  if (day) setOpen(false);
                }}
              />
            ) : null}
          </Suspense>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{flightFormCopy.calendarClose}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
