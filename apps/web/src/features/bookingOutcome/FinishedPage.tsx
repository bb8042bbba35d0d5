import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  bookingMessages,
  BookingStatus,
  voucherFilename,
  type BookingView,
} from '@portal/domain/bookings';
import { brlToCents } from '@portal/domain/money';
import { checkoutMessages, finishedVariant } from '@portal/domain/checkout';
import { useAlert } from '../../shared/alerts/alertContext';
import { paymentCopy } from '../../shared/payment/messages';
import { PixPayment } from './PixPayment';
import { paths } from '../../shared/routes';
import { bookingQuery, useDownloadVoucher } from '../../shared/bookings/api';
import { saveFile } from '../../shared/download';
import { formatDate } from '../../shared/format';
import { useSession } from '../../shared/session/sessionContext';
import { outcomeCopy } from './messages';
import { readCompletedBooking } from '../../shared/storage/bookingOutcome';
import { removeCheckoutDraft } from '../../shared/storage/checkoutDraft';
import { mdiAlertOutline, mdiCheckCircleOutline } from '@mdi/js';
import { Icon } from '../../shared/ui/Icon';

interface Outcome {
  variant: 'success' | 'issues' | 'waiting';
  code: string;
  message: string | null;
  booking: BookingView | null;
}

/**
 * What a guest or a voucher user bought, on the page itself: they have no 'Minhas viagens',
 * so the voucher of an issued booking is downloaded here.
 */
function VisitorBooking({ booking }: { booking: BookingView }) {
  const showAlert = useAlert();
  const voucher = useDownloadVoucher();
  const issued = booking.statusId === BookingStatus.ISSUED;
  return (
    <Box component="section" aria-label={outcomeCopy.yourBooking} sx={{ width: '100%' }}>
      <Typography variant="h6" component="h2">
        {outcomeCopy.yourBooking}
      </Typography>
      <Box component="dl" sx={{ m: 0, '& dt': { fontWeight: 700, mt: 1 }, '& dd': { m: 0 } }}>
        <dt>{booking.description}</dt>
        <dd>{outcomeCopy.travelDate(formatDate(booking.date))}</dd>
        {booking.passengers.length > 0 ? (
          <>
            <dt>{outcomeCopy.travellers}</dt>
            {booking.passengers.map((p, i) => (
              <dd key={i}>{`${p.name} ${p.lastName}`}</dd>
            ))}
          </>
        ) : null}
      </Box>
      {issued ? (
        <Button
          variant="contained"
          sx={{ mt: 2 }}
          disabled={voucher.isPending}
          onClick={() =>
            voucher.mutate(booking.locator, {
              onSuccess: (pdf) => saveFile(pdf, voucherFilename(booking.locator)),
              onError: () => showAlert({ kind: 'error', message: outcomeCopy.downloadFailed }),
            })
          }
        >
          {outcomeCopy.downloadVoucher}
        </Button>
      ) : null}
    </Box>
  );
}

function OutcomeCard({ outcome, visitor }: { outcome: Outcome; visitor: boolean }) {
  const success = outcome.variant === 'success';
  return (
    <Paper
      variant="outlined"
      sx={{ p: 4, display: 'grid', gap: 2, justifyItems: 'center', textAlign: 'center' }}
    >
      {success ? (
        <Icon path={mdiCheckCircleOutline} color="success" sx={{ fontSize: 72 }} aria-hidden />
      ) : (
        <Icon path={mdiAlertOutline} color="warning" sx={{ fontSize: 72 }} aria-hidden />
      )}
      <Typography variant="h4" component="h1">
        {success
          ? checkoutMessages.finishedTitle
          : outcome.variant === 'issues'
            ? checkoutMessages.finishedWithIssues
            : outcomeCopy.awaitingConfirmation}
      </Typography>
      {!success && outcome.message ? <Typography role="alert">{outcome.message}</Typography> : null}
      <Box>
        <Typography variant="subtitle1" component="h2">
          {outcomeCopy.finishedCode}
        </Typography>
        <Typography variant="h5" component="p" data-testid="booking-code" sx={{ fontWeight: 700 }}>
          {outcome.code}
        </Typography>
      </Box>
      {outcome.variant === 'issues' && !visitor ? (
        <Typography>{checkoutMessages.finishedHint}</Typography>
      ) : null}
      {!visitor ? (
        <Button component={RouterLink} to={paths.myTrips} variant="contained">
          {outcomeCopy.seeMyTrips}
        </Button>
      ) : outcome.booking ? (
        <VisitorBooking booking={outcome.booking} />
      ) : null}
    </Paper>
  );
}

/** The Pix a booking still awaits, if it does. */
const awaitedPix = (booking: BookingView | undefined) =>
  booking?.statusId === BookingStatus.PENDING &&
  booking.paymentTransaction?.status === 'awaiting_payment'
    ? (booking.paymentTransaction.pix ?? null)
    : null;

/** Why a booking paid by Pix did not issue, when it did not. */
function pixOutcomeMessage(booking: BookingView): string | null {
  if (booking.paymentTransaction?.method !== 'pix') return null;
  if (booking.statusId === BookingStatus.EXPIRED) return paymentCopy.pixNotPaid;
  if (booking.paymentTransaction.status === 'refunded') return bookingMessages.pixRefunded;
  return null;
}

/** While a Pix is awaited the booking is asked again every few seconds: the page moves on by itself. */
const PIX_POLL_MS = 3000;

/**
 * /busca/finalizado: the stored result of the purchase, or, when the card issuer's
 * page sends the member back with `?locator=` (or a Pix is awaited), the booking as the api has
 * it now.
 */
export default function FinishedPage() {
  const { user } = useSession();
  const visitor = Boolean(user && (user.guest || user.travelVoucher));
  const [params] = useSearchParams();
  const locator = params.get('locator');
  const booking = useQuery({
    ...bookingQuery(locator ?? ''),
    enabled: Boolean(locator),
    refetchInterval: (query) => (awaitedPix(query.state.data) ? PIX_POLL_MS : false),
  });
  const pix = awaitedPix(booking.data);

  let outcome: Outcome | null = null;
  if (locator) {
    if (booking.data) {
      const status = booking.data.statusId;
      const issued = status === BookingStatus.ISSUED || status === BookingStatus.FINISHED;
      const payment = booking.data.paymentTransaction?.status;
      outcome = {
        variant: issued
          ? 'success'
          : status === BookingStatus.PENDING && payment !== 'declined'
            ? 'waiting'
            : 'issues',
        code: booking.data.bookingCode ?? booking.data.locator,
        message: issued ? null : (pixOutcomeMessage(booking.data) ?? bookingMessages.declined),
        booking: booking.data,
      };
    }
  } else {
    const stored = readCompletedBooking();
    if (stored) {
      outcome = {
        variant: finishedVariant(stored),
        code: stored.bookingResponse.bookingCode ?? stored.bookingResponse.locator,
        message: stored.message,
        booking: stored.booking,
      };
    }
  }

  // Back from the card issuer's page the purchase is done: the checkout's draft goes with it.
  const done = outcome?.variant === 'success';
  useEffect(() => {
    if (done) removeCheckoutDraft();
  }, [done]);

  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      {locator && booking.isPending ? (
        <Box
          role="status"
          sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'center' }}
        >
          <CircularProgress aria-hidden />
          <Typography>{outcomeCopy.loadingBooking}</Typography>
        </Box>
      ) : pix && booking.data ? (
        <PixPayment
          locator={booking.data.locator}
          amountCents={brlToCents(booking.data.cashPrice)}
          pix={pix}
        />
      ) : outcome ? (
        <OutcomeCard outcome={outcome} visitor={visitor} />
      ) : (
        <Paper variant="outlined" sx={{ p: 4, display: 'grid', gap: 2, justifyItems: 'center' }}>
          <Typography variant="h4" component="h1">
            {outcomeCopy.noResult}
          </Typography>
          {visitor ? (
            <Button component={RouterLink} to={paths.home} variant="contained">
              {outcomeCopy.newSearch}
            </Button>
          ) : (
            <Button component={RouterLink} to={paths.myTrips} variant="contained">
              {outcomeCopy.seeMyTrips}
            </Button>
          )}
        </Paper>
      )}
    </Container>
  );
}
