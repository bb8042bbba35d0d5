import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import type { DateRange } from 'react-day-picker';
import { ddMMyyyy } from '../../../shared/format';
import { TextInput } from '../../../shared/ui/TextInput';
import type { DateRangeValue } from '../../../shared/storage/hotelSearch';
import { hotelSearchCopy as copy } from './messages';

const RangeCalendar = lazy(() => import('./RangeCalendar'));

export interface DateRangeFieldProps {
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  min: Date;
  max: Date;
  error?: string | null;
}

export const rangeText = (value: DateRangeValue): string =>
  value.from && value.to
    ? `${ddMMyyyy(value.from)} - ${ddMMyyyy(value.to)}`
    : value.from
      ? `${ddMMyyyy(value.from)} - `
      : '';

/** Check-in / check-out field; the range calendar opens in a dialog. */
export function DateRangeField({ value, onChange, min, max, error }: DateRangeFieldProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<DateRange | undefined>(undefined);

  const openCalendar = () => {
    setDraft(value.from ? { from: value.from, to: value.to ?? undefined } : undefined);
    setOpen(true);
  };
  const confirm = () => {
    onChange({
      from: draft?.from ?? null,
      to: draft?.to && draft.from && draft.to > draft.from ? draft.to : null,
    });
    setOpen(false);
  };

  return (
    <>
      <TextInput
        label={copy.dates}
        value={rangeText(value)}
        onChange={() => undefined}
        error={Boolean(error)}
        helperText={error ?? undefined}
        inputProps={{
          readOnly: true,
          onClick: openCalendar,
          onKeyDown: (event) => {
            if (event.key === 'Enter' || event.key === ' ') openCalendar();
          },
          style: { cursor: 'pointer' },
        }}
        endAdornment={
          <InputAdornment position="end">
            <IconButton aria-label={copy.openCalendar} onClick={openCalendar} edge="end">
              <CalendarMonthOutlined />
            </IconButton>
          </InputAdornment>
        }
      />
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="hotel-dates-title">
        <DialogTitle id="hotel-dates-title">{copy.calendarTitle}</DialogTitle>
        <DialogContent>
          <Suspense fallback={<CircularProgress aria-label={copy.calendarTitle} />}>
            <RangeCalendar value={draft} onChange={setDraft} min={min} max={max} />
          </Suspense>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDraft(undefined)}>{copy.clearDates}</Button>
          <Button onClick={() => setOpen(false)}>{copy.cancel}</Button>
          <Button variant="contained" onClick={confirm}>
            {copy.confirm}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
