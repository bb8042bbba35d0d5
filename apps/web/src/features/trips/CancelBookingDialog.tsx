import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { type BookingView, type CancelResponse } from '@portal/domain/bookings';
import { brlToCents, formatBRL, formatPoints } from '@portal/domain/money';
import { isApiError } from '../../shared/api/client';
import { cancelPreviewQuery, useCancelBooking } from './api';
import { CancellationRule } from './CancellationRule';
import { tripsCopy } from './messages';
import { ErrorAlert } from '../../shared/ui/ErrorAlert';

export interface CancelBookingDialogProps {
  booking: BookingView;
  /** The long coin alias ('Pontos'). */
  coin: string;
  onCancelled: (result: CancelResponse) => void;
  onClose: () => void;
}

/** 'Cancelar reserva': what comes back (points and R$) before the member confirms. */
export function CancelBookingDialog({
  booking,
  coin,
  onCancelled,
  onClose,
}: CancelBookingDialogProps) {
  const preview = useQuery(cancelPreviewQuery(booking.locator));
  const cancel = useCancelBooking();
  const busy = cancel.isPending;
  const failure = cancel.error;
  const error = failure
    ? isApiError(failure) && failure.status >= 400 && failure.status < 500
      ? failure.message
      : tripsCopy.cancelFailed
    : null;
  const data = preview.data;

  const confirm = () => cancel.mutate(booking.locator, { onSuccess: onCancelled });

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="cancel-title"
      aria-describedby="cancel-text"
    >
      <DialogTitle id="cancel-title">{tripsCopy.cancelTitle}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography fontWeight={700}>
          {booking.description} ({booking.locator})
        </Typography>
        {preview.isPending ? (
          <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <CircularProgress size={22} aria-hidden />
            <Typography id="cancel-text">{tripsCopy.cancelLoading}</Typography>
          </Box>
        ) : preview.isError || !data ? (
          <Alert id="cancel-text" severity="error">
            {tripsCopy.cancelFailed}
          </Alert>
        ) : !data.cancellable ? (
          <Alert id="cancel-text" severity="warning">
            {data.reason ?? tripsCopy.notCancellable}
          </Alert>
        ) : (
          <>
            <Typography id="cancel-text">{tripsCopy.cancelQuestion}</Typography>
            <CancellationRule booking={booking} freeUntil={data.freeCancellationUntil} />
            <Box>
              <Typography fontWeight={700}>{tripsCopy.refundTitle}</Typography>
              {data.refundPoints === 0 && data.refundCash === 0 ? (
                <Typography>{tripsCopy.noRefund}</Typography>
              ) : (
                <Box component="ul" sx={{ m: 0, pl: 3 }}>
                  {data.refundPoints > 0 ? (
                    <li data-testid="refund-points">
                      {tripsCopy.refundPoints(`${formatPoints(data.refundPoints)} ${coin}`)}
                    </li>
                  ) : null}
                  {data.refundCash > 0 ? (
                    <li data-testid="refund-cash">
                      {tripsCopy.refundCash(formatBRL(brlToCents(data.refundCash)))}
                    </li>
                  ) : null}
                </Box>
              )}
            </Box>
            {data.penaltyPoints > 0 || data.penaltyCash > 0 ? (
              <Box data-testid="cancel-penalty">
                <Typography fontWeight={700}>{tripsCopy.penaltyTitle}</Typography>
                <Box component="ul" sx={{ m: 0, pl: 3 }}>
                  {data.penaltyPoints > 0 ? (
                    <li>
                      {tripsCopy.penaltyPoints(`${formatPoints(data.penaltyPoints)} ${coin}`)}
                    </li>
                  ) : null}
                  {data.penaltyCash > 0 ? (
                    <li>{tripsCopy.penaltyCash(formatBRL(brlToCents(data.penaltyCash)))}</li>
                  ) : null}
                </Box>
                {data.penaltyRules.map((rule) => (
                  <Typography key={rule} variant="body2" color="text.secondary">
                    {rule}
                  </Typography>
                ))}
              </Box>
            ) : null}
          </>
        )}
        <ErrorAlert message={error} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          {tripsCopy.keepBooking}
        </Button>
        {data?.cancellable ? (
          <Button color="error" variant="contained" onClick={confirm} disabled={busy}>
            {busy ? tripsCopy.sending : tripsCopy.confirmCancel}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
