import { memo } from 'react';
import { alpha, type Theme } from '@mui/material/styles';
import {
  flightBreakdown,
  flightStopsText,
  flightCouponNote,
  type FilteredRecommendation,
  type FlightSegmentOption,
} from '@portal/domain/flights';
import { formatPoints } from '@portal/domain/money';
import { formatDate } from '../../../shared/format';
import type { PriceDisplay } from '../../../shared/pricing/priceDisplay';
import { AirlineLogo } from '../../../shared/ui/AirlineLogo';
import { DayOffset, flightTime } from '../../../shared/ui/ArrivalTime';
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
        <span className="leg-time">
          {flightTime(last.arrivaldatetime)}
          <DayOffset option={option} />
        </span>
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

/**
 * The cards' look, applied once by the list around them (`FlightList`): a card is plain elements
 * with these class names. A results page renders several cards with a dozen options each, and a
 * styled component per text made the first results render several times slower.
 */
export const flightCardStyles = (theme: Theme) => {
  const captionText = { ...theme.typography.caption, display: 'block' };
  const button = {
    ...theme.typography.button,
    display: 'block',
    width: '100%',
    minWidth: 64,
    border: 0,
    borderRadius: `${theme.shape.borderRadius}px`,
    cursor: 'pointer',
    '&:focus-visible': {
      outline: `2px solid ${theme.palette.primary.main}`,
      outlineOffset: 2,
    },
  };
  return {
    '& .flight-card': {
      display: 'grid',
      gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
      gap: 2,
      p: { xs: 1.5, md: 2 },
      mb: 2,
      bgcolor: 'background.paper',
      color: 'text.primary',
      border: 1,
      borderColor: 'divider',
      borderRadius: 1,
    },
    '& .card-carrier': { display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 },
    '& .card-carrier h3': { ...theme.typography.body1, fontWeight: 700, m: 0 },
    '& .leg-section': { border: 0, p: 0, m: 0, mb: 1.5, minWidth: 0 },
    '& .leg-section legend': { display: 'flex', gap: 1, alignItems: 'center', mb: 0.5, p: 0 },
    '& .leg-chip': {
      ...theme.typography.body2,
      fontSize: '0.8125rem',
      lineHeight: '24px',
      height: 24,
      px: 1,
      borderRadius: '12px',
      bgcolor: 'primary.main',
      color: 'primary.contrastText',
    },
    '& .leg-chip.is-volta': { bgcolor: 'secondary.main', color: 'secondary.contrastText' },
    '& .leg-date': { ...theme.typography.body2, fontWeight: 600 },
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
    '& .day-offset': { color: 'error.main', ml: 0.5, fontSize: 11 },
    '& .leg-caption': captionText,
    '& .leg-middle': { textAlign: 'center', minWidth: 90 },
    '& .leg-direct': { fontWeight: 700, color: 'success.dark' },
    '& .leg-stops': { fontWeight: 700, color: 'text.secondary' },
    '& .leg-numbers': { display: { xs: 'none', sm: 'block' }, textAlign: 'right' },
    '& .card-price': {
      borderLeft: { md: 1 },
      borderColor: { md: 'divider' },
      pl: { md: 2 },
    },
    '& .card-price h4': { ...theme.typography.subtitle2, m: 0, mb: '0.35em' },
    '& .card-price dl': { m: 0 },
    '& .price-line': {
      ...theme.typography.body2,
      display: 'flex',
      justifyContent: 'space-between',
      gap: 1,
    },
    '& .price-line dd': { m: 0 },
    '& .price-note.is-discount': { display: 'block', color: 'success.dark' },
    '& .price-line.is-total': {
      ...theme.typography.body1,
      fontWeight: 700,
      borderTop: 1,
      borderColor: 'divider',
      mt: 1,
      pt: 1,
    },
    '& .price-line.is-total dd': { fontWeight: 800, fontSize: '1.2rem', color: 'primary.main' },
    '& .price-note': { ...captionText, color: 'text.secondary' },
    '& .card-select': {
      ...button,
      mt: 1.5,
      px: '22px',
      py: 1,
      fontSize: '0.9375rem',
      bgcolor: 'primary.main',
      color: 'primary.contrastText',
      boxShadow: theme.shadows[2],
      '&:hover': { bgcolor: 'primary.dark', boxShadow: theme.shadows[4] },
    },
    '& .card-fare': {
      ...button,
      mt: 0.5,
      px: '5px',
      py: 0.5,
      fontSize: '0.8125rem',
      bgcolor: 'transparent',
      color: 'primary.main',
      '&:hover': { bgcolor: alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity) },
    },
  };
};

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
  return (
    <fieldset className="leg-section">
      <legend>
        <span className={leg === 'ida' ? 'leg-chip' : 'leg-chip is-volta'}>
          {leg === 'ida' ? copy.ida : copy.volta}
        </span>
        <span className="leg-date">{formatDate(date)}</span>
      </legend>
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
    </fieldset>
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

/**
 * One recommendation: IDA and VOLTA options with a radio per leg, the price breakdown, 'Selecionar'.
 * Rendered inside `flightCardStyles`.
 */
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
    <article
      className="flight-card"
      aria-label={`${recommendation.validatingcarrierName}, ${totalText}`}
    >
      <div>
        <div className="card-carrier">
          <AirlineLogo
            code={recommendation.validatingcarrier}
            name={recommendation.validatingcarrierName}
            src={recommendation.validatingcarrierLogoUrl}
          />
          <h3>{recommendation.validatingcarrierName}</h3>
        </div>
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
      </div>
      <div className="card-price">
        <h4>{copy.priceBreakdown}</h4>
        <dl>
          {breakdown.lines.map((line) => (
            <div key={line.kind} className="price-line">
              <dt>{line.kind === 'TAX' ? line.label : `${line.quantity} ${line.label}`}</dt>
              <dd>{price.format(line.cents)}</dd>
            </div>
          ))}
          <div className="price-line is-total">
            <dt>{copy.total}</dt>
            <dd>{totalText}</dd>
          </div>
        </dl>
        <span className="price-note">{copy.perPassengers}</span>
        {discount ? (
          <span className="price-note is-discount">
            {flightCouponNote(
              discount.kind === 'percent'
                ? `${discount.value}%`
                : `${formatPoints(discount.value)} ${price.unit === 'R$' ? 'Pts' : price.unit}`,
            )}
          </span>
        ) : null}
        <button type="button" className="card-select" onClick={() => onSelect(item)}>
          {copy.select}
        </button>
        <button type="button" className="card-fare" onClick={() => onFareDetails(item)}>
          {copy.fareDetails}
        </button>
      </div>
    </article>
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
