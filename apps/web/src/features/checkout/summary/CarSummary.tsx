import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { carPeriodText, gearboxText } from '@portal/domain/cars';
import { formatDate } from '../../../shared/format';
import { ImageWithFallback } from '../../../shared/ui/ImageWithFallback';
import type { CarCheckoutSelection } from '../car/selection';
import { carSummaryCopy as copy } from './carMessages';
import { SummaryTotal, type SummaryDiscount } from './SummaryTotal';

const when = (dateTime: string) => `${formatDate(dateTime.slice(0, 10))} ${dateTime.slice(11, 16)}`;

function Place({ label, dateTime, address }: { label: string; dateTime: string; address: string }) {
  return (
    <Box sx={{ py: 1 }}>
      <Typography variant="overline" component="h3" fontWeight={700} lineHeight={1.5}>
        {label}
      </Typography>
      <Typography variant="body2">{when(dateTime)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {address}
      </Typography>
    </Box>
  );
}

/** Car side summary: Retirada and Devolução, the company and car, the period card, the coupon discount and the total. */
export function CarSummary({
  selection,
  discount,
}: {
  selection: CarCheckoutSelection;
  discount: SummaryDiscount | null;
}) {
  const car = selection.car;
  return (
    <Box>
      <Place label={copy.pickup} dateTime={car.pickupDateTime} address={car.pickupAddress} />
      <Place label={copy.dropoff} dateTime={car.dropoffDateTime} address={car.dropoffAddress} />
      <Paper
        variant="outlined"
        component="article"
        aria-labelledby="summary-car-model"
        sx={{ p: 1.5, my: 1 }}
      >
        <ImageWithFallback
          src={car.urlLogoCompany}
          alt={copy.companyLogo(car.companyName)}
          style={{ height: 28, width: 96, objectFit: 'contain', display: 'block' }}
        />
        <Typography variant="body2" color="text.secondary">
          {car.categoryName}
        </Typography>
        <Typography id="summary-car-model" component="h3" fontWeight={700}>
          {car.model}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }} fontWeight={700}>
          {carPeriodText(car.pickupDateTime, car.dropoffDateTime)}
        </Typography>
        <Typography variant="body2">
          {copy.capacity(car.capacity)} · {copy.doors(car.numberDoors)} ·{' '}
          {gearboxText(car.automaticTransmission)}
          {car.airConditioning ? ` · ${copy.airConditioning}` : ''}
        </Typography>
      </Paper>
      <Divider sx={{ mb: 1 }} />
      <Box component="dl" sx={{ m: 0 }}>
        <SummaryTotal totalCents={selection.totalCents} product="car" discount={discount} />
      </Box>
    </Box>
  );
}
