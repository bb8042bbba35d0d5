import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { flightBreakdown, flightStopsText, type FlightSegmentOption } from '@portal/domain/flights';
import { formatDate } from '../../../shared/format';
import type { AirportRef } from '../../../shared/search/drafts';
import { AirlineLogo } from '../../../shared/ui/AirlineLogo';
import { ArrivalTime, flightTime } from '../../../shared/ui/ArrivalTime';
import { usePriceDisplay } from '../../../shared/pricing/priceDisplay';
import type { FlightCheckoutSelection } from '../selection';
import { Line } from './Line';
import { summaryCopy as copy } from './messages';
import { SummaryTotal, type SummaryDiscount } from './SummaryTotal';
import { ChangeLink } from './ChangeLink';

function Segment({
  title,
  option,
  airports,
}: {
  title: string;
  option: FlightSegmentOption;
  airports: AirportRef[];
}) {
  const first = option.flights[0];
  const last = option.flights[option.flights.length - 1];
  if (!first || !last) return null;
  const airportName = (code: string) =>
    airports.find((airport) => airport.iata === code)?.airportName ?? code;
  return (
    <Box
      component="section"
      aria-label={`${title} ${formatDate(first.departuredatetime.slice(0, 10))}`}
      data-testid={`summary-${title.toLowerCase()}`}
      sx={{ py: 1.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Chip label={title} size="small" color={title === copy.ida ? 'primary' : 'secondary'} />
        <Typography variant="body2" fontWeight={600}>
          {formatDate(first.departuredatetime.slice(0, 10))}
        </Typography>
      </Box>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: '1fr auto 1fr', alignItems: 'center', gap: 1 }}
      >
        <Box>
          <Typography fontWeight={800}>{flightTime(first.departuredatetime)}</Typography>
          <Typography variant="body2" fontWeight={700}>
            {first.departurestation}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {airportName(first.departurestation)}
          </Typography>
        </Box>
        <Typography
          variant="caption"
          color={option.stops === 0 ? 'success.main' : 'text.secondary'}
          fontWeight={700}
          sx={{ textAlign: 'center' }}
        >
          {flightStopsText(option.stops)}
        </Typography>
        <Box sx={{ textAlign: 'right' }}>
          <ArrivalTime option={option} fontWeight={800} />
          <Typography variant="body2" fontWeight={700}>
            {last.arrivalstation}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {airportName(last.arrivalstation)}
          </Typography>
        </Box>
      </Box>
      <Box component="dl" sx={{ m: 0, mt: 1 }}>
        <Line label={copy.category} value={copy.cabins[first.fareoption.cabin]} />
        <Line label={copy.stops} value={flightStopsText(option.stops)} />
        <Line label={copy.duration} value={copy.durationText(option.totalDurationMinutes)} />
      </Box>
      <Typography variant="caption" color="text.secondary">
        {copy.flights(option.flights.map((flight) => flight.flightnumber).join(', '))}
      </Typography>
    </Box>
  );
}

/** Flight side summary: IDA and VOLTA segments, Ticket, Taxa de Embarque, total and 'Alterar'. */
export function FlightSummary({
  selection,
  discount,
}: {
  selection: FlightCheckoutSelection;
  discount: SummaryDiscount | null;
}) {
  const price = usePriceDisplay('flight');
  const { recommendation, ida, volta, search } = selection.flight;
  const breakdown = flightBreakdown(recommendation);
  const taxes = breakdown.lines
    .filter((line) => line.kind === 'TAX')
    .reduce((sum, line) => sum + line.cents, 0);
  const airports = [search.origem, search.destino].filter(
    (airport): airport is AirportRef => airport !== null,
  );
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <AirlineLogo
          code={recommendation.validatingcarrier}
          name={recommendation.validatingcarrierName}
          src={recommendation.validatingcarrierLogoUrl}
        />
        <Typography component="h3" fontWeight={700} sx={{ flexGrow: 1 }}>
          {recommendation.validatingcarrierName}
        </Typography>
        <ChangeLink text={copy.change} label={copy.changeLabel} />
      </Box>
      <Segment title={copy.ida} option={ida} airports={airports} />
      {volta ? (
        <>
          <Divider />
          <Segment title={copy.volta} option={volta} airports={airports} />
        </>
      ) : null}
      <Divider sx={{ mb: 1 }} />
      <Box component="dl" sx={{ m: 0 }}>
        <Line label={copy.ticket} value={price.format(breakdown.totalCents - taxes)} />
        <Line label={copy.boardingTax} value={price.format(taxes)} />
        <SummaryTotal totalCents={breakdown.totalCents} product="flight" discount={discount} />
      </Box>
    </Box>
  );
}
