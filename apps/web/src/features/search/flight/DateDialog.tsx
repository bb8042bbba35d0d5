import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import DayPickerPanel from './DayPickerPanel';
import { flightFormCopy } from './messages';

export interface DateDialogProps {
  titleId: string;
  open: boolean;
  mode: 'range' | 'single';
  start: Date | null;
  end: Date | null;
  min: Date;
  max: Date;
  onChange: (start: Date | null, end: Date | null) => void;
  onClose: () => void;
}

/** The calendar dialog of the date field: its own chunk, fetched when a person reaches the field. */
export default function DateDialog({
  titleId,
  open,
  mode,
  start,
  end,
  min,
  max,
  onChange,
  onClose,
}: DateDialogProps) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="md">
      <DialogTitle id={titleId}>{flightFormCopy.chooseDates}</DialogTitle>
      <DialogContent>
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
            if (from && to) onClose();
          }}
          onSingle={(day) => {
            onChange(day ?? null, null);
            if (day) onClose();
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{flightFormCopy.calendarClose}</Button>
      </DialogActions>
    </Dialog>
  );
}
