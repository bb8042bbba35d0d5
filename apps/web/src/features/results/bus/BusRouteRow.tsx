import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import {
  arrivalDayOffset,
  busDurationText,
  busMessages,
  cutPlaceName,
  type BusRoute,
} from '@portal/domain/buses';
import { ImageWithFallback } from '../../../shared/ui/ImageWithFallback';
import { busResultsCopy as copy } from './messages';

export interface BusRouteRowProps {
  direction: 'IDA' | 'VOLTA';
  route: BusRoute;
  /** the per-passenger fare in the display unit */
  priceText: string;
  checked: boolean;
  name: string;
  onChoose: (route: BusRoute) => void;
}

const time = (dateTime: string) => dateTime.slice(11, 16);

/** One departure: radio, company logo, times and places, duration, class, price per passenger, occupancy. */
export function BusRouteRow({
  direction,
  route,
  priceText,
  checked,
  name,
  onChoose,
}: BusRouteRowProps) {
  const offset = arrivalDayOffset(route.departure, route.arrival);
  const days = offset > 0 ? busMessages.arrivalDays(offset) : null;
  const label = copy.rowLabel(
    direction,
    time(route.departure),
    days ? `${time(route.arrival)} (${days})` : time(route.arrival),
    route.company.name,
    route.classType,
    priceText,
  );
  return (
    <Paper
      variant="outlined"
      component="label"
      data-testid="bus-route"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'auto 1fr', md: 'auto 96px 1fr auto' },
        alignItems: 'center',
        gap: 1.5,
        p: 1.5,
        cursor: 'pointer',
        borderColor: checked ? 'primary.main' : undefined,
        borderWidth: checked ? 2 : 1,
      }}
    >
      <Radio
        checked={checked}
        name={name}
        value={route.key}
        onChange={() => onChoose(route)}
        slotProps={{ input: { 'aria-label': label } }}
      />
      <Box sx={{ display: { xs: 'none', md: 'block' } }}>
        <ImageWithFallback
          src={route.company.logo}
          alt={copy.companyLogo(route.company.name)}
          loading="lazy"
          style={{ width: 96, height: 32, objectFit: 'contain', display: 'block' }}
        />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" fontWeight={700}>
          {route.company.name} · {route.classType}
        </Typography>
        <Typography variant="body2">
          <strong>{time(route.departure)}</strong> {cutPlaceName(route.origin.name)}
        </Typography>
        <Typography variant="body2">
          <strong>{time(route.arrival)}</strong>
          {days ? (
            <Typography component="span" variant="caption" fontWeight={700} sx={{ ml: 0.5 }}>
              {days}
            </Typography>
          ) : null}{' '}
          {cutPlaceName(route.destination.name)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {copy.duration}: {busDurationText(route.duration)}
        </Typography>
      </Box>
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, textAlign: { md: 'right' } }}>
        <Typography fontWeight={800}>{priceText}</Typography>
        <Typography variant="caption" display="block">
          {copy.perPassenger}
        </Typography>
        <Chip size="small" label={busMessages.people(route.occupancy)} sx={{ mt: 0.5 }} />
      </Box>
    </Paper>
  );
}
