import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { checkoutMessages } from '@portal/domain/checkout';
import { paths } from '../../shared/routes';
import { outcomeCopy } from './messages';
import { readBookingError, readReprocessFlag } from '../../shared/storage/bookingOutcome';
import { mdiAlertCircleOutline } from '@mdi/js';
import { Icon } from '../../shared/ui/Icon';

/** /busca/booking-error: 'Tentar novamente' goes to my trips after a reprocess, else back to the checkout. */
export default function BookingErrorPage() {
  const message = readBookingError() ?? checkoutMessages.unexpected;
  const retryTo = readReprocessFlag() ? paths.myTrips : paths.summary;
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Paper
        variant="outlined"
        sx={{ p: 4, display: 'grid', gap: 2, justifyItems: 'center', textAlign: 'center' }}
      >
        <Icon path={mdiAlertCircleOutline} color="error" sx={{ fontSize: 72 }} aria-hidden />
        <Typography variant="h4" component="h1">
          {checkoutMessages.bookingErrorTitle}
        </Typography>
        <Typography data-testid="booking-error-text">{message}</Typography>
        <Button component={RouterLink} to={retryTo} variant="contained">
          {outcomeCopy.tryAgain}
        </Button>
      </Paper>
    </Container>
  );
}
