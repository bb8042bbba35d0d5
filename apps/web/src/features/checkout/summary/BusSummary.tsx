import { useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { arrivalDayOffset, busMessages, type BusRoute } from '@portal/domain/buses';
import { type CheckoutFormValues } from '@portal/domain/checkout';
import { formatDate } from '../../../shared/format';
import type { BusCheckoutSelection } from '../bus/selection';
import { Line } from './Line';
import { busSummaryCopy as copy } from './busMessages';
import { SummaryTotal, type SummaryDiscount } from './SummaryTotal';
import { ChangeLink } from './ChangeLink';

const when = (dateTime: string) => `${formatDate(dateTime.slice(0, 10))} ${dateTime.slice(11, 16)}`;

function Leg({ title, route, seats }: { title: string; route: BusRoute; seats: string[] }) {
  const offset = arrivalDayOffset(route.departure, route.arrival);
  return (
    <Box component="section" aria-label={title} sx={{ py: 1 }}>
      <Typography variant="overline" component="h3" fontWeight={700} lineHeight={1.5}>
        {title}
      </Typography>
      <Typography variant="body2" fontWeight={700}>
        {route.company.name} · {route.classType}
      </Typography>
      <Typography variant="body2">
        {when(route.departure)} · {route.origin.name}
      </Typography>
      <Typography variant="body2">
        {when(route.arrival)}
        {offset > 0 ? ` (${busMessages.arrivalDays(offset)})` : ''} · {route.destination.name}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        <strong>{copy.chosenSeats}:</strong> {seats.length ? seats.join(', ') : copy.none}
      </Typography>
    </Box>
  );
}

/** Bus side summary: IDA and VOLTA with the seats chosen on each, passengers, the coupon discount and the total. */
export function BusSummary({
  selection,
  discount,
}: {
  selection: BusCheckoutSelection;
  discount: SummaryDiscount | null;
}) {
  const seats = useWatch<CheckoutFormValues, 'seats'>({ name: 'seats' });
  return (
    <Box>
      <ChangeLink text={copy.change} label={copy.changeLabel} />
      <Leg title={copy.going} route={selection.going} seats={seats.going} />
      {selection.back ? (
        <Leg title={copy.returning} route={selection.back} seats={seats.back} />
      ) : null}
      <Divider sx={{ my: 1 }} />
      <Box component="dl" sx={{ m: 0 }}>
        <Line label={copy.passengers} value={busMessages.people(selection.passengers)} />
        <SummaryTotal totalCents={selection.totalCents} product="bus" discount={discount} />
      </Box>
    </Box>
  );
}
