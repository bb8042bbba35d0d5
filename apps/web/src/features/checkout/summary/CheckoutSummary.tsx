import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CheckoutSelection } from '../selection';
import { BusSummary } from './BusSummary';
import { CarSummary } from './CarSummary';
import { ActivitySummary } from './ActivitySummary';
import { FlightSummary } from './FlightSummary';
import { HotelSummary } from './HotelSummary';
import { summaryCopy as copy } from './messages';
import type { SummaryDiscount } from './SummaryTotal';

/** The side panel of /busca/resumo for the selected product (a region: the page puts it in its aside). */
export function CheckoutSummary({
  selection,
  discount = null,
}: {
  selection: CheckoutSelection;
  discount?: SummaryDiscount | null;
}) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="checkout-summary-title"
      sx={{ p: 2 }}
    >
      <Typography
        id="checkout-summary-title"
        component="h2"
        variant="h6"
        fontWeight={700}
        gutterBottom
      >
        {copy.title}
      </Typography>
      {selection.type === 'FLIGHT' ? (
        <FlightSummary selection={selection} discount={discount} />
      ) : selection.type === 'CAR' ? (
        <CarSummary selection={selection} discount={discount} />
      ) : selection.type === 'BUS' ? (
        <BusSummary selection={selection} discount={discount} />
      ) : selection.type === 'HOTEL' ? (
        <HotelSummary selection={selection} discount={discount} />
      ) : (
        <ActivitySummary {...selection.summary} discount={discount} />
      )}
    </Paper>
  );
}
