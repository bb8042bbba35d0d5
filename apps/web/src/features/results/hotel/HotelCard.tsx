import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { stayLengthText, type HotelStay } from '@portal/domain/hotels';
import { ImageWithFallback } from '../../../shared/ui/ImageWithFallback';
import { hotelResultsCopy as copy } from './messages';

export interface HotelListItem {
  stay: HotelStay;
  code: string;
  cents: number;
  nights: number;
  rooms: number;
  /** Displayed price value (points or reais) used by the price filter. */
  value: number;
  priceText: string;
  perNightText: string;
  markerLabel: string;
}

/** Result card: image, stars, name, address, 'A partir de' price, stay length, per-night price, 'Detalhes'. */
export function HotelCard({
  item,
  onOpen,
}: {
  item: HotelListItem;
  onOpen: (item: HotelListItem) => void;
}) {
  const info = item.stay.basicPropertyInfo;
  const name = info.hotelRef.hotelName;
  return (
    <Card
      component="article"
      aria-label={name}
      data-testid="hotel-card"
      sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, overflow: 'hidden' }}
    >
      <Box
        sx={{
          width: { xs: '100%', sm: 240 },
          flexShrink: 0,
          height: { xs: 180, sm: 'auto' },
          minHeight: 160,
        }}
      >
        <ImageWithFallback
          src={info.imageURL}
          alt={copy.photoOf(name)}
          loading="lazy"
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      </Box>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ p: 2, flexGrow: 1, justifyContent: 'space-between' }}
      >
        <Box>
          <Rating
            value={info.award.rating}
            precision={0.5}
            readOnly
            size="small"
            getLabelText={copy.rating}
          />
          <Typography component="h3" variant="h6">
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {info.address.addressLine}
          </Typography>
        </Box>
        <Stack
          spacing={0.5}
          sx={{ textAlign: { md: 'right' }, minWidth: 180 }}
          alignItems={{ md: 'flex-end' }}
        >
          <Typography variant="caption">{copy.fromPrice}</Typography>
          <Typography variant="h6" component="p" fontWeight={800} data-testid="hotel-price">
            {item.priceText}
          </Typography>
          <Typography variant="caption">{stayLengthText(item.nights, item.rooms)}</Typography>
          <Typography variant="body2" data-testid="hotel-per-night">
            {item.perNightText} {copy.perNight}
          </Typography>
          <Button
            variant="contained"
            onClick={() => onOpen(item)}
            aria-label={`${copy.details}: ${name}`}
          >
            {copy.details}
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
