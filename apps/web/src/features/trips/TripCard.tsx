import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type BookingListItem, BookingStatus } from '@portal/domain/bookings';
import { bookingTypeLabel, type BookingType } from '@portal/domain/products';
import { brlToCents, formatBRL, formatPoints } from '@portal/domain/money';
import { formatDate } from '../../shared/format';
import { dateTimeText } from './dates';
import { tripsCopy } from './messages';
import { StatusBadge } from './StatusBadge';
import { TripDetails } from './TripDetails';
import { mdiAirplane, mdiBed, mdiBus, mdiCar, mdiFerrisWheel, mdiTicket } from '@mdi/js';
import { Icon } from '../../shared/ui/Icon';

const typeIcons: Record<BookingType, ReactNode> = {
  FLIGHT: <Icon path={mdiAirplane} aria-hidden />,
  HOTEL: <Icon path={mdiBed} aria-hidden />,
  CAR: <Icon path={mdiCar} aria-hidden />,
  BUS: <Icon path={mdiBus} aria-hidden />,
  EXPERIENCE: <Icon path={mdiTicket} aria-hidden />,
  ENTERTAINMENT: <Icon path={mdiFerrisWheel} aria-hidden />,
};

export interface TripCardProps {
  /** The booking as the list answers it, with whether a cancel now would be accepted. */
  booking: BookingListItem;
  /** The short coin alias ('Pts'); null when the member sees cash only. */
  coin: string | null;
  busy: boolean;
  onReprocess: () => void;
  onResendVoucher: () => void;
  onDownloadVoucher: () => void;
  onAddToCalendar: () => void;
  onCancel: () => void;
}

/** One dt/dd pair in a div, the only wrapper a dl allows. */
function Field({
  label,
  children,
  wide = false,
}: {
  label: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <Box sx={wide ? { gridColumn: { xs: '1 / -1', sm: 'span 3' } } : undefined}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" fontWeight={600} sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** One booking of my trips: type, status badge, codes, dates, the product's details and its actions. */
export function TripCard({
  booking,
  coin,
  busy,
  onReprocess,
  onResendVoucher,
  onDownloadVoucher,
  onAddToCalendar,
  onCancel,
}: TripCardProps) {
  const titleId = `trip-${booking.locator}`;
  const { cancellable } = booking;
  const pending = booking.statusId === BookingStatus.PENDING;
  const issued = booking.statusId === BookingStatus.ISSUED;
  const price = [
    coin && booking.pointsPrice > 0 ? `${formatPoints(booking.pointsPrice)} ${coin}` : null,
    booking.cashPrice > 0 || !coin ? formatBRL(brlToCents(booking.cashPrice)) : null,
  ]
    .filter(Boolean)
    .join(' + ');
  const passengers = booking.passengers.map((p) => `${p.name} ${p.lastName}`).join(', ');

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      data-locator={booking.locator}
    >
      <CardContent>
        <Stack direction="row" spacing={1.5} alignItems="flex-start" justifyContent="space-between">
          <Stack direction="row" spacing={1.5} alignItems="center" sx={{ minWidth: 0 }}>
            <Box sx={{ color: 'primary.main', display: 'flex' }}>{typeIcons[booking.type]}</Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography
                variant="overline"
                color="text.secondary"
                component="p"
                sx={{ lineHeight: 1.4 }}
              >
                {bookingTypeLabel(booking.type)}
              </Typography>
              <Typography id={titleId} component="h3" variant="subtitle1" fontWeight={700}>
                {booking.description}
              </Typography>
            </Box>
          </Stack>
          <StatusBadge statusId={booking.statusId} />
        </Stack>

        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' },
            gap: 1.5,
            my: 2,
          }}
        >
          <Field label={tripsCopy.locator}>{booking.locator}</Field>
          <Field label={tripsCopy.bookingCode}>{booking.bookingCode ?? '-'}</Field>
          <Field label={tripsCopy.bookedOn}>{booking.bookingDateStr}</Field>
          <Field label={tripsCopy.travelDate}>
            {booking.date ? formatDate(booking.date) : '-'}
          </Field>
          <Field label={tripsCopy.passengers} wide>
            {passengers || '-'}
          </Field>
          <Field label={tripsCopy.total}>{price}</Field>
        </Box>

        <TripDetails booking={booking} />

        {pending && booking.bookingExpirationDate ? (
          <Typography variant="body2" sx={{ mt: 2, color: '#a64b00', fontWeight: 700 }}>
            {tripsCopy.expiresAt} {dateTimeText(booking.bookingExpirationDate)}
          </Typography>
        ) : null}
      </CardContent>
      {pending || issued || cancellable ? (
        <>
          <Divider />
          <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, py: 1.5 }}>
            {pending ? (
              <Button variant="contained" onClick={onReprocess} disabled={busy}>
                {tripsCopy.reprocess}
              </Button>
            ) : null}
            {issued ? (
              <>
                <Button variant="contained" onClick={onResendVoucher} disabled={busy}>
                  {tripsCopy.resendVoucher}
                </Button>
                <Button variant="outlined" onClick={onDownloadVoucher} disabled={busy}>
                  {tripsCopy.downloadVoucher}
                </Button>
                <Button variant="outlined" onClick={onAddToCalendar}>
                  {tripsCopy.addToCalendar}
                </Button>
              </>
            ) : null}
            {cancellable ? (
              <Button color="error" onClick={onCancel} disabled={busy} sx={{ ml: { sm: 'auto' } }}>
                {tripsCopy.cancelBooking}
              </Button>
            ) : null}
          </CardActions>
        </>
      ) : null}
    </Card>
  );
}
