import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CheckoutSelection } from '../selection';
import { FlightSummary } from './FlightSummary';
import { HotelSummary } from './HotelSummary';
import { summaryCopy as copy } from './messages';

/** The side panel of /busca/resumo for the selected product (a region: the page puts it in its aside). */
export function CheckoutSummary({ selection }: { selection: CheckoutSelection }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby="checkout-summary-title" sx={{ p: 2 }}>
      <Typography id="checkout-summary-title" component="h2" variant="h6" fontWeight={700} gutterBottom>
        {copy.title}
      </Typography>
      {selection.type === 'FLIGHT' ? <FlightSummary selection={selection} /> : <HotelSummary selection={selection} />}
    </Paper>
  );
}
