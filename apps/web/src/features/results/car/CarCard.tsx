import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { carMessages, gearboxText, type CarOffer } from '@portal/domain/cars';
import { formatDate } from '../../../shared/format';
import { ImageWithFallback } from '../../../shared/ui/ImageWithFallback';
import { carResultsCopy as copy } from './messages';

export interface CarListItem {
  offer: CarOffer;
  /** the total in the display unit, for the 'Valor' filter */
  value: number;
  priceText: string;
}

const when = (dateTime: string) => `${formatDate(dateTime.slice(0, 10))} ${dateTime.slice(11, 16)}`;

/** A car: picture, company logo, category, model, seats, doors, luggage, gearbox, AC, pickup, drop-off, total, 'Selecionar'. */
export function CarCard({
  item,
  onSelect,
}: {
  item: CarListItem;
  onSelect: (item: CarListItem) => void;
}) {
  const car = item.offer;
  return (
    <Card
      component="article"
      aria-label={`${car.categoryName} ${car.model}`}
      data-testid="car-card"
      sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, p: 2 }}
    >
      <Box sx={{ width: { xs: '100%', sm: 200 }, flexShrink: 0 }}>
        <ImageWithFallback
          src={car.urlCarImg}
          alt={copy.carImage(car.model)}
          loading="lazy"
          style={{ width: '100%', height: 120, objectFit: 'contain', display: 'block' }}
        />
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <ImageWithFallback
          src={car.urlLogoCompany}
          alt={copy.companyLogo(car.companyName)}
          loading="lazy"
          style={{ height: 28, width: 96, objectFit: 'contain', display: 'block' }}
        />
        <Typography variant="overline" component="p">
          {car.categoryName}
        </Typography>
        <Typography component="h3" variant="h6">
          {car.model}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {car.companyName}
        </Typography>
        <Stack
          direction="row"
          flexWrap="wrap"
          gap={1.5}
          sx={{ my: 1 }}
          component="ul"
          aria-label={car.model}
          style={{ listStyle: 'none', padding: 0, margin: '8px 0' }}
        >
          <Typography component="li" variant="body2">
            {copy.seats(car.capacity)}
          </Typography>
          <Typography component="li" variant="body2">
            {copy.doors(car.numberDoors)}
          </Typography>
          <Typography component="li" variant="body2">
            {carMessages.luggage}
          </Typography>
          <Typography component="li" variant="body2">
            {copy.gearbox}: {gearboxText(car.automaticTransmission)}
          </Typography>
          {car.airConditioning ? (
            <Typography component="li" variant="body2">
              {copy.airConditioning}
            </Typography>
          ) : null}
        </Stack>
        <Typography variant="body2">
          <strong>{copy.pickup}:</strong> {when(car.pickupDateTime)} · {car.pickupAddress}
        </Typography>
        <Typography variant="body2">
          <strong>{copy.dropoff}:</strong> {when(car.dropoffDateTime)} · {car.dropoffAddress}
        </Typography>
      </Box>
      <Stack
        spacing={1}
        alignItems={{ sm: 'flex-end' }}
        justifyContent="center"
        sx={{ minWidth: 170 }}
      >
        <Typography variant="caption">{copy.totalFor(car.rentalDays)}</Typography>
        <Typography component="p" variant="h6" fontWeight={800} data-testid="car-price">
          {item.priceText}
        </Typography>
        <Button
          variant="contained"
          onClick={() => onSelect(item)}
          aria-label={copy.selectLabel(car.model, car.companyName)}
        >
          {copy.select}
        </Button>
      </Stack>
    </Card>
  );
}
