import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  cardBrandOf,
  cardFieldOrder,
  cardFormErrors,
  digitsOnly,
  emptyCardForm,
  formatBRL,
  type BookingPayment,
  type BookingView,
  type CardErrors,
} from '@portal/domain';
import { CardSection, type CardFieldRefs, type CardState } from '../checkout/CardSection';
import type { CheckoutService } from '../checkout/api';
import { tripsCopy } from './messages';

export interface ReprocessCardDialogProps {
  booking: BookingView;
  campaignMaxInstallments: number;
  onSubmit: (payment: BookingPayment) => void;
  onClose: () => void;
}

/** The checkout's card check service closest to the booking's product. */
const serviceOf = (booking: BookingView): CheckoutService =>
  booking.type === 'HOTEL' ? 'hotel' : 'flight';

/** The card (or saved card) as the issue-ticket call takes it; null with the field errors to show. */
function toPayment(state: CardState): { payment: BookingPayment } | { errors: CardErrors } {
  const installments = Number(state.form.installments) || 1;
  if (state.useSaved && state.vaultId) return { payment: { installments, vaultId: state.vaultId } };
  const errors = cardFormErrors(state.form);
  if (Object.keys(errors).length > 0) return { errors };
  const form = state.form;
  return {
    payment: {
      installments,
      card: {
        cardNumber: digitsOnly(form.cardNumber),
        holder: form.holder.trim(),
        cardExpirationDate: form.cardExpirationDate,
        cardSecurityCode: form.cardSecurityCode,
        cardBrand: cardBrandOf(form) ?? undefined,
        installments,
      },
    },
  };
}

/** 'Reprocessar Pagamento' (spec 2 §2 Dialogs, §4 Reprocess): the card for the cash part of a pendente booking. */
export function ReprocessCardDialog({
  booking,
  campaignMaxInstallments,
  onSubmit,
  onClose,
}: ReprocessCardDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [state, setState] = useState<CardState>({
    useSaved: false,
    vaultId: '',
    form: emptyCardForm,
  });
  const [errors, setErrors] = useState<CardErrors>({});
  const [cardError, setCardError] = useState<string | null>(null);
  const fieldRefs: CardFieldRefs = useRef({});
  const cashCents = Math.round(booking.cashPrice * 100);

  const confirm = () => {
    const outcome = toPayment(state);
    if ('errors' in outcome) {
      setErrors(outcome.errors);
      const first = cardFieldOrder.find((field) => outcome.errors[field]);
      if (first) fieldRefs.current[first]?.focus();
      return;
    }
    onSubmit(outcome.payment);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby="reprocess-title"
      aria-describedby="reprocess-text"
    >
      <DialogTitle id="reprocess-title">{tripsCopy.reprocessTitle}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id="reprocess-text">
          {tripsCopy.reprocessIntro(formatBRL(cashCents))}
        </Typography>
        <CardSection
          service={serviceOf(booking)}
          payer="member"
          campaignMaxInstallments={campaignMaxInstallments}
          cashCents={cashCents}
          value={state}
          onChange={(next) => {
            setState(next);
            if (Object.keys(errors).length > 0) setErrors(cardFormErrors(next.form));
          }}
          errors={errors}
          cardError={cardError}
          onCardError={setCardError}
          fieldRefs={fieldRefs}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{tripsCopy.cancel}</Button>
        <Button
          variant="contained"
          onClick={confirm}
          disabled={Boolean(cardError) && !state.useSaved}
        >
          {tripsCopy.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
