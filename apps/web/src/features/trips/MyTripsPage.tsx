import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { actionForReply, checkoutMessages } from '@portal/domain/checkout';
import {
  calendarEventOf,
  filterTrips,
  reprocessActionForError,
  reprocessNeedsCard,
  tripCalendar,
  tripsMessages,
  voucherFilename,
  voucherMessages,
  type BookingPayment,
  type BookingView,
} from '@portal/domain/bookings';
import { defaultCoinAlias, defaultShortCoinAlias } from '@portal/domain/campaigns';
import { paysWithPoints } from '@portal/domain/users';
import { useAlert } from '../../shared/alerts/alertContext';
import { isApiError } from '../../shared/api/client';
import { assignLocation } from '../../shared/browser';
import { isoDate } from '../../shared/format';
import { paths } from '../../shared/routes';
import { useSession, useSignedUser } from '../../shared/session/sessionContext';
import { writeBookingError, writeCompletedBooking } from '../../shared/storage/bookingOutcome';
import { LoadingOverlay } from '../../shared/ui/LoadingOverlay';
import { TwoFactorDialog } from '../../shared/payment/TwoFactorDialog';
import { bookingsQuery, tripsKeys, useReprocessBooking, useSendVoucher } from './api';
import { CancelBookingDialog } from './CancelBookingDialog';
import { saveFile } from '../../shared/download';
import { useDownloadVoucher } from '../../shared/bookings/api';
import { tripsCopy } from './messages';
import { ReprocessCardDialog } from './ReprocessCardDialog';
import { TripCard } from './TripCard';
import { TripsFilters, useTripsFilterForm } from './TripsFilters';

/** /conta/minhas-viagens: the member's trips, with reprocess, two-factor and cancellation. */
export default function MyTripsPage() {
  const user = useSignedUser();
  const { refreshUser } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const showAlert = useAlert();
  const filterForm = useTripsFilterForm();
  const filter = filterForm.watch();
  const [cardFor, setCardFor] = useState<BookingView | null>(null);
  const [twoFactor, setTwoFactor] = useState<{
    locator: string;
    payment: BookingPayment | null;
  } | null>(null);
  const [cancelFor, setCancelFor] = useState<BookingView | null>(null);
  const member = !user.guest && !user.travelVoucher;

  const bookings = useQuery({ ...bookingsQuery(filter.type), enabled: member });
  const reprocessing = useReprocessBooking();
  const voucherMail = useSendVoucher();
  const voucherFile = useDownloadVoucher();
  const busyLocator = voucherMail.isPending
    ? voucherMail.variables
    : voucherFile.isPending
      ? voucherFile.variables
      : null;

  // Guests and voucher users have no 'Minhas viagens'.
  if (!member) return <Navigate to={paths.home} replace />;

  const config = user.campaign.campaignConfig;
  const shortCoin = paysWithPoints(user) ? config.shortenCoinAlias || defaultShortCoinAlias : null;
  const longCoin = config.coinAlias || defaultCoinAlias;
  const visible = filterTrips(bookings.data ?? [], filter, isoDate(new Date()));

  const reload = async () => {
    await Promise.all([queryClient.invalidateQueries({ queryKey: tripsKeys.all }), refreshUser()]);
  };

  const reprocess = (booking: BookingView, payment: BookingPayment | null) => {
    setCardFor(null);
    reprocessing.mutate(
      { locator: booking.locator, payment },
      {
        onSuccess: (result) => {
          // 200 answers success; 201 answers a pendente outcome (challenge or decline).
          const action = actionForReply(result.success ? 200 : 201, result);
          if (action.kind === 'redirect') {
            assignLocation(action.url);
          } else if (action.kind === 'twoFactor') {
            setTwoFactor({ locator: booking.locator, payment });
          } else {
            writeCompletedBooking(result);
            navigate(paths.finished);
          }
        },
        onError: (error) => {
          const action = isApiError(error)
            ? reprocessActionForError(error.status, error.message)
            : { kind: 'alert' as const, message: tripsMessages.reprocessFailed };
          if (action.kind === 'alert') showAlert({ kind: 'error', message: action.message });
          else if (action.kind === 'bookingError') {
            writeBookingError(action.message, { reprocess: true });
            navigate(paths.bookingError);
          }
          // sessionExpired: the api client has already gone to /session-expires.
        },
      },
    );
  };

  const startReprocess = (booking: BookingView) => {
    if (reprocessNeedsCard(booking)) setCardFor(booking);
    else reprocess(booking, null);
  };

  const resendVoucher = (booking: BookingView) =>
    voucherMail.mutate(booking.locator, {
      onSuccess: () => showAlert({ kind: 'success', message: voucherMessages.sent }),
      onError: () => showAlert({ kind: 'error', message: voucherMessages.failed }),
    });

  const getVoucher = (booking: BookingView) =>
    voucherFile.mutate(booking.locator, {
      onSuccess: (pdf) => saveFile(pdf, voucherFilename(booking.locator)),
      onError: () => showAlert({ kind: 'error', message: tripsCopy.downloadFailed }),
    });

  const addToCalendar = (booking: BookingView) => {
    const text = tripCalendar(calendarEventOf(booking));
    if (text)
      saveFile(
        new Blob([text], { type: 'text/calendar;charset=utf-8' }),
        `viagem-${booking.locator}.ics`,
      );
  };

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {tripsCopy.title}
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 3 }}>
          <TripsFilters layout={user.campaign.campaignConfigLayout} form={filterForm} />
        </Grid>
        <Grid size={{ xs: 12, md: 9 }} component="section" aria-label={tripsCopy.title}>
          {bookings.isPending ? (
            <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', p: 2 }}>
              <CircularProgress size={24} aria-hidden />
              <Typography>{tripsCopy.loading}</Typography>
            </Box>
          ) : bookings.isError ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" onClick={() => void bookings.refetch()}>
                  {tripsCopy.retry}
                </Button>
              }
            >
              {tripsCopy.loadFailed}
            </Alert>
          ) : (
            <Stack spacing={2}>
              <Typography role="status" variant="body2" color="text.secondary">
                {visible.length === 0 ? tripsCopy.empty : tripsCopy.count(visible.length)}
              </Typography>
              {visible.map((booking) => (
                <TripCard
                  key={booking.locator}
                  booking={booking}
                  coin={shortCoin}
                  busy={busyLocator === booking.locator || reprocessing.isPending}
                  onReprocess={() => startReprocess(booking)}
                  onResendVoucher={() => resendVoucher(booking)}
                  onDownloadVoucher={() => getVoucher(booking)}
                  onAddToCalendar={() => addToCalendar(booking)}
                  onCancel={() => setCancelFor(booking)}
                />
              ))}
            </Stack>
          )}
        </Grid>
      </Grid>

      {cardFor ? (
        <ReprocessCardDialog
          booking={cardFor}
          campaignMaxInstallments={user.campaign.maxInstallments}
          onSubmit={(payment) => reprocess(cardFor, payment)}
          onClose={() => setCardFor(null)}
        />
      ) : null}

      {twoFactor ? (
        <TwoFactorDialog
          open
          locator={twoFactor.locator}
          payment={twoFactor.payment}
          onConfirmed={() => {
            setTwoFactor(null);
            showAlert({ kind: 'success', message: checkoutMessages.reprocessed });
            void reload();
          }}
          onCancel={() => setTwoFactor(null)}
        />
      ) : null}

      {cancelFor ? (
        <CancelBookingDialog
          booking={cancelFor}
          coin={longCoin}
          onCancelled={() => {
            setCancelFor(null);
            showAlert({ kind: 'success', message: tripsCopy.cancelled });
            void reload();
          }}
          onClose={() => setCancelFor(null)}
        />
      ) : null}

      <LoadingOverlay open={reprocessing.isPending} message={tripsCopy.reprocessing} />
    </Container>
  );
}
