import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { dateFieldCopy as copy } from '../messages';
import DayPickerPanel, { type CalendarOptions } from './DayPickerPanel';

export interface DateDialogProps extends CalendarOptions {
  titleId: string;
  title: string;
  open: boolean;
  start: Date | null;
  end: Date | null;
  clearable?: boolean;
  onChange: (start: Date | null, end: Date | null) => void;
  onClose: () => void;
}

/** The calendar dialog of the date field: its own chunk, fetched when a person reaches the field. */
export default function DateDialog({
  titleId,
  title,
  open,
  start,
  end,
  clearable,
  onChange,
  onClose,
  ...calendar
}: DateDialogProps) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="md">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DayPickerPanel
          {...calendar}
          start={start}
          end={end}
          months={wide && !calendar.anyYear ? 2 : 1}
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
        {clearable ? (
          <Button
            onClick={() => {
              onChange(null, null);
              onClose();
            }}
          >
            {copy.clear}
          </Button>
        ) : null}
        <Button onClick={onClose}>{copy.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
