import { lazy, Suspense, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useTheme } from '@mui/material/styles';
import { ddMMyyyy } from '../../shared/format';
import { tripsCopy } from './messages';

const TripDayPicker = lazy(() => import('./TripDayPicker'));

export interface TripDateFieldProps {
  label: string;
  value: Date | null;
  /** Earliest and latest choosable day (the other end of the range). */
  min?: Date;
  max?: Date;
  onChange: (day: Date | null) => void;
}

/**
 * A read-only date box opening the pt-BR calendar, like the search forms' date fields, but for
 * any past or future day (trips are filtered by dates of any year) and with a 'Limpar' action.
 */
export function TripDateField({ label, value, min, max, onChange }: TripDateFieldProps) {
  const id = useId();
  const theme = useTheme();
  const [open, setOpen] = useState(false);
  return (
    <>
      <FormControl fullWidth>
        <InputLabel htmlFor={id} shrink={value ? true : undefined}>
          {label}
        </InputLabel>
        <OutlinedInput
          id={id}
          label={label}
          value={value ? ddMMyyyy(value) : ''}
          readOnly
          onClick={() => setOpen(true)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
              event.preventDefault();
              setOpen(true);
            }
          }}
          inputProps={{ 'aria-haspopup': 'dialog', style: { cursor: 'pointer' } }}
        />
      </FormControl>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={`${id}-title`}>
        <DialogTitle id={`${id}-title`}>{label}</DialogTitle>
        <DialogContent>
          <Suspense
            fallback={
              <Box sx={{ p: 4, display: 'flex', gap: 2, alignItems: 'center' }} role="status">
                <CircularProgress size={24} aria-hidden /> {tripsCopy.calendarLoading}
              </Box>
            }
          >
            {open ? (
              <TripDayPicker
                selected={value}
                min={min}
                max={max}
                accent={theme.palette.primary.main}
                onSelect={(day) => {
                  onChange(day);
                  setOpen(false);
                }}
              />
            ) : null}
          </Suspense>
        </DialogContent>
        <DialogActions>
          <Button
            onClick={() => {
              onChange(null);
              setOpen(false);
            }}
          >
            {tripsCopy.clearDate}
          </Button>
          <Button onClick={() => setOpen(false)}>{tripsCopy.closeCalendar}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
