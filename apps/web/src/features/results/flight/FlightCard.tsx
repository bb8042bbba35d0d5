import { memo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import {
  flightBreakdown,
  flightStopsText,
  flightDiscountLabel,
  formatPoints,
  type FilteredRecommendation,
  type FlightSegmentOption,
} from '@portal/domain';
import { formatDate } from '../../../shared/format';
import type { PriceDisplay } from '../../../shared/pricing/priceDisplay';
import { AirlineLogo } from '../../../shared/ui/AirlineLogo';
import { ArrivalTime, flightTime } from '../../../shared/ui/ArrivalTime';
import { flightResultsCopy as copy } from './messages';

export type Leg = 'ida' | 'volta';

export interface CardDiscount {
  kind: 'points' | 'percent';
  value: number;
}

interface LegOptionProps {
  leg: Leg;
  name: string;
  option: FlightSegmentOption;
  checked: boolean;
  onChoose: () => void;
}

function LegOption({ leg, name, option, checked, onChoose }: LegOptionProps) {
  const first = option.flights[0];
  const last = option.flights[option.flights.length - 1];
  if (!first || !last) return null;
  const stops = flightStopsText(option.stops);
  const numbers = option.flights.map((flight) => flight.flightnumber).join(', ');
  const label = copy.optionLabel(
    leg === 'ida' ? copy.ida : copy.volta,
    flightTime(first.departuredatetime),
    first.departurestation,
    flightTime(last.arrivaldatetime),
    last.arrivalstation,
    stops,
    numbers,
  );
  // plain elements styled by the section (legOptionStyles): a card shows up to a dozen options,
  // and a styled component per text made the first results render several times slower
  return (
    <label className={checked ? 'leg-option is-checked' : 'leg-option'}>
      <input type="radio" name={name} checked={checked} onChange={onChoose} aria-label={label} />
      <span>
        <span className="leg-time">{flightTime(first.departuredatetime)}</span>
        <span className="leg-caption">{first.departurestation}</span>
      </span>
      <span className="leg-middle">
        <span className={option.stops === 0 ? 'leg-caption leg-direct' : 'leg-caption leg-stops'}>
          {stops}
        </span>
        <span className="leg-caption">{option.totalDuration}</span>
      </span>
      <span>
        <ArrivalTime option={option} fontWeight={700} inline />
        <span className="leg-caption">{last.arrivalstation}</span>
      </span>
      <span className="leg-caption leg-numbers">
        {numbers}
        <br />
        {copy.baggage(option.baggageAllowance)}
      </span>
    </label>
  );
}

const legOptionStyles = (theme: Theme) => ({
  '& .leg-option': {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto 1fr auto',
    alignItems: 'center',
    gap: { xs: 0.5, sm: 1.5 },
    py: 0.5,
    px: 0.5,
    borderRadius: 1,
    cursor: 'pointer',
  },
  '& .leg-option.is-checked': { bgcolor: 'action.selected' },
  '& .leg-option input': {
    width: 18,
    height: 18,
    m: 1,
    accentColor: theme.palette.primary.main,
    cursor: 'pointer',
  },
  '& .leg-time': { ...theme.typography.body1, fontWeight: 700, display: 'block' },
  '& .leg-caption': { ...theme.typography.caption, display: 'block' },
  '& .leg-middle': { textAlign: 'center', minWidth: 90 },
  '& .leg-direct': { fontWeight: 700, color: 'success.dark' },
  '& .leg-stops': { fontWeight: 700, color: 'text.secondary' },
  '& .leg-numbers': { display: { xs: 'none', sm: 'block' }, textAlign: 'right' },
});

function LegSection({
  leg,
  recommendationId,
  date,
  options,
  chosen,
  onChoose,
}: {
  leg: Leg;
  recommendationId: string;
  date: string;
  options: FlightSegmentOption[];
  chosen: string | null;
  onChoose: (leg: Leg, segmentId: string) => void;
}) {
  const title = leg === 'ida' ? copy.ida : copy.volta;
  return (
    <Box
      component="fieldset"
      sx={[{ border: 0, p: 0, m: 0, mb: 1.5, minWidth: 0 }, legOptionStyles]}
    >
      <Box component="legend" sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 0.5, p: 0 }}>
        <Chip label={title} size="small" color={leg === 'ida' ? 'primary' : 'secondary'} />
        <Typography component="span" variant="body2" fontWeight={600}>
          {formatDate(date)}
        </Typography>
      </Box>
      {options.map((option) => (
        <LegOption
          key={option.segmentid}
          leg={leg}
          name={`${recommendationId}-${leg}`}
          option={option}
          checked={chosen === option.segmentid}
          onChoose={() => onChoose(leg, option.segmentid)}
        />
      ))}
    </Box>
  );
}

export interface FlightCardProps {
  item: FilteredRecommendation;
  chosenIda: string | null;
  chosenVolta: string | null;
  price: PriceDisplay;
  discount: CardDiscount | null;
  onChoose: (recommendationId: string, leg: Leg, segmentId: string) => void;
  onSelect: (item: FilteredRecommendation) => void;
  onFareDetails: (item: FilteredRecommendation) => void;
}

/** One recommendation: IDA and VOLTA options with a radio per leg, the price breakdown, 'Selecionar'. */
export const FlightCard = memo(function FlightCard({
  item,
  chosenIda,
  chosenVolta,
  price,
  discount,
  onChoose,
  onSelect,
  onFareDetails,
}: FlightCardProps) {
  const { recommendation } = item;
  const breakdown = flightBreakdown(recommendation);
  const ida =
    recommendation.journeys.find((journey) => journey.direction === 'IDA') ??
    recommendation.journeys[0];
  const volta = recommendation.journeys.find((journey) => journey.direction === 'VOLTA');
  const choose = (leg: Leg, segmentId: string) =>
    onChoose(recommendation.recommendationid, leg, segmentId);
  const totalText = price.format(breakdown.totalCents);

  return (
    <Paper
      component="article"
      aria-label={`${recommendation.validatingcarrierName}, ${totalText}`}
      variant="outlined"
      sx={{ p: { xs: 1.5, md: 2 }, mb: 2 }}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
            <AirlineLogo
              code={recommendation.validatingcarrier}
              name={recommendation.validatingcarrierName}
            />
            <Typography component="h3" fontWeight={700}>
              {recommendation.validatingcarrierName}
            </Typography>
          </Box>
          {ida ? (
            <LegSection
              leg="ida"
              recommendationId={recommendation.recommendationid}
              date={ida.departuredate}
              options={item.ida}
              chosen={chosenIda}
              onChoose={choose}
            />
          ) : null}
          {volta ? (
            <LegSection
              leg="volta"
              recommendationId={recommendation.recommendationid}
              date={volta.departuredate}
              options={item.volta}
              chosen={chosenVolta}
              onChoose={choose}
            />
          ) : null}
        </Grid>
        <Grid
          size={{ xs: 12, md: 4 }}
          sx={{ borderLeft: { md: 1 }, borderColor: { md: 'divider' }, pl: { md: 2 } }}
        >
          <Typography variant="subtitle2" component="h4" gutterBottom>
            {copy.priceBreakdown}
          </Typography>
          <Box component="dl" sx={{ m: 0 }}>
            {breakdown.lines.map((line) => (
              <Box
                key={line.kind}
                sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}
              >
                <Typography component="dt" variant="body2">
                  {line.kind === 'TAX' ? line.label : `${line.quantity} ${line.label}`}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {price.format(line.cents)}
                </Typography>
              </Box>
            ))}
            {discount ? (
              <Box
                sx={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  gap: 1,
                  color: 'success.main',
                }}
              >
                <Typography component="dt" variant="body2">
                  {flightDiscountLabel}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {discount.kind === 'percent'
                    ? `${discount.value}%`
                    : `${formatPoints(discount.value)} ${price.unit === 'R$' ? 'Pts' : price.unit}`}
                </Typography>
              </Box>
            ) : null}
            <Box
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                gap: 1,
                borderTop: 1,
                borderColor: 'divider',
                mt: 1,
                pt: 1,
              }}
            >
              <Typography component="dt" fontWeight={700}>
                {copy.total}
              </Typography>
              <Typography
                component="dd"
                fontWeight={800}
                fontSize="1.2rem"
                color="primary"
                sx={{ m: 0 }}
              >
                {totalText}
              </Typography>
            </Box>
          </Box>
          <Typography variant="caption" color="text.secondary">
            {copy.perPassengers}
          </Typography>
          <Button
            fullWidth
            variant="contained"
            size="large"
            sx={{ mt: 1.5 }}
            onClick={() => onSelect(item)}
          >
            {copy.select}
          </Button>
          <Button
            fullWidth
            variant="text"
            size="small"
            sx={{ mt: 0.5 }}
            onClick={() => onFareDetails(item)}
          >
            {copy.fareDetails}
          </Button>
        </Grid>
      </Grid>
    </Paper>
  );
}, sameCardProps);

const sameList = <T,>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/** A filter change builds new result objects; a card only re-renders when what it shows changed. */
function sameCardProps(a: FlightCardProps, b: FlightCardProps): boolean {
  return (
    a.item.recommendation === b.item.recommendation &&
    sameList(a.item.ida, b.item.ida) &&
    sameList(a.item.volta, b.item.volta) &&
    a.chosenIda === b.chosenIda &&
    a.chosenVolta === b.chosenVolta &&
    a.price === b.price &&
    a.discount?.kind === b.discount?.kind &&
    a.discount?.value === b.discount?.value &&
    a.onChoose === b.onChoose &&
    a.onSelect === b.onSelect &&
    a.onFareDetails === b.onFareDetails
  );
}
