import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { displayPrice } from '@portal/domain/hotels';
import { formatDate, parseApiDate, weekday } from '../../../shared/format';
import { ImageWithFallback } from '../../../shared/ui/ImageWithFallback';
import { useHotelPriceMode } from '../../../shared/pricing/hotelPriceMode';
import type { HotelCheckoutSelection } from '../selection';
import { summaryCopy as copy } from './messages';
import { SummaryTotal, type SummaryDiscount } from './SummaryTotal';

function StayDay({ label, date }: { label: string; date: string }) {
  const day = parseApiDate(date);
  return (
    <Box sx={{ py: 1 }}>
      <Typography variant="overline" component="h4" fontWeight={700} lineHeight={1.5}>
        {label}
      </Typography>
      <Typography variant="body2">
        {day ? `${weekday(day)}, ${formatDate(date)}` : formatDate(date)}
      </Typography>
    </Box>
  );
}

/** Hotel side summary: Check-in, 'Quarto n' with diárias, Check-out, the hotel card and the total. */
export function HotelSummary({
  selection,
  discount,
}: {
  selection: HotelCheckoutSelection;
  discount: SummaryDiscount | null;
}) {
  const mode = useHotelPriceMode();
  const { stay, rooms } = selection.hotel;
  const info = stay.basicPropertyInfo;
  const stars = Math.round(info.award.rating);
  const { checkinDate, checkoutDate } = selection.base;
  return (
    <Box>
      <Paper
        variant="outlined"
        component="article"
        aria-labelledby="summary-hotel-name"
        sx={{ overflow: 'hidden', mb: 1 }}
      >
        <ImageWithFallback
          src={info.imageURL}
          alt={copy.hotelImage(info.hotelRef.hotelName)}
          style={{ width: '100%', height: 140, objectFit: 'cover', display: 'block' }}
        />
        <Box sx={{ p: 1.5 }}>
          <Rating value={stars} readOnly size="small" getLabelText={copy.rating} />
          <Typography id="summary-hotel-name" component="h3" fontWeight={700}>
            {info.hotelRef.hotelName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {info.address.addressLine}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            <strong>{copy.period}:</strong>{' '}
            {copy.periodText(formatDate(checkinDate), formatDate(checkoutDate))}
          </Typography>
        </Box>
      </Paper>
      <StayDay label={copy.checkIn} date={checkinDate} />
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rooms.map((room, index) => (
          <Box component="li" key={room.room} sx={{ py: 0.5 }} data-testid="summary-room">
            <Typography variant="body2" fontWeight={700}>
              {copy.room(index + 1)}
            </Typography>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="body2">
                {room.roomName} · {copy.nights(room.nights)}
              </Typography>
              <Typography variant="body2" fontWeight={600}>
                {displayPrice(room.totalCents, mode).text}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
      <StayDay label={copy.checkOut} date={checkoutDate} />
      <Divider sx={{ mb: 1 }} />
      <Box component="dl" sx={{ m: 0 }}>
        <SummaryTotal totalCents={selection.totalCents} product="hotel" discount={discount} />
      </Box>
    </Box>
  );
}
