import Grid, { type GridProps } from '@mui/material/Grid';
import { DateField, type DateFieldProps } from '../../shared/ui/dates/DateField';

interface SearchDatesFieldProps extends Pick<
  DateFieldProps,
  'label' | 'title' | 'mode' | 'error' | 'clearable'
> {
  /** the cell's columns of 12 by breakpoint */
  size: GridProps['size'];
  /** the days the search may ask for */
  window: { min: Date; max: Date };
  from: Date | null;
  to: Date | null;
  onChange: (from: Date | null, to: Date | null) => void;
}

/** The search forms' trip or stay dates: one grid cell with the calendar field kept to `window`. */
export function SearchDatesField({ size, window, from, to, ...field }: SearchDatesFieldProps) {
  return (
    <Grid size={size}>
      <DateField {...field} start={from} end={to} min={window.min} max={window.max} />
    </Grid>
  );
}
