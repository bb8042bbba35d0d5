import { useEffect, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { type BookingPayment, type BookingView } from '@portal/domain/bookings';
import { brlToCents, formatBRL } from '@portal/domain/money';
import {
  cardBrandOf,
  type CardChoiceForm,
  cardChoiceRules,
  emptyCardForm,
} from '@portal/domain/checkout';
import { cardMessages, digitsOnly } from '@portal/domain/payments';
import type { CardService } from '../../shared/payment/api';
import { CardSection } from '../../shared/payment/CardSection';
import { useGatewayCard } from '../../shared/payment/useGatewayCard';
import { tripsCopy } from './messages';

export interface ReprocessCardDialogProps {
  booking: BookingView;
  campaignMaxInstallments: number;
  onSubmit: (payment: BookingPayment) => void;
  onClose: () => void;
}

/** The checkout's card check service closest to the booking's product. */
const serviceOf = (booking: BookingView): CardService =>
  booking.type === 'HOTEL' ? 'hotel' : 'flight';

/** The card (or saved card) as the issue-ticket call takes it. */
function toPayment({ useSaved, vaultId, card }: CardChoiceForm): BookingPayment {
  const installments = Number(card.installments) || 1;
  if (useSaved && vaultId) return { installments, vaultId };
  return {
    installments,
    card: {
      cardNumber: digitsOnly(card.cardNumber),
      holder: card.holder.trim(),
      cardExpirationDate: card.cardExpirationDate,
      cardSecurityCode: card.cardSecurityCode,
      cardBrand: cardBrandOf(card) ?? undefined,
      installments,
    },
  };
}

/**
 * 'Reprocessar Pagamento': the card for the cash part of a pendente booking. In Stripe mode the
 * card is typed into Stripe's Payment Element and only its PaymentMethod id is sent.
 */
export function ReprocessCardDialog({
  booking,
  campaignMaxInstallments,
  onSubmit,
  onClose,
}: ReprocessCardDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const cashCents = brlToCents(booking.cashPrice);
  const gateway = useGatewayCard(cashCents);
  const byGateway = gateway.fields !== undefined;
  const form = useForm<CardChoiceForm>({
    defaultValues: { useSaved: false, vaultId: '', card: emptyCardForm, cardByGateway: byGateway },
    resolver: zodResolver(cardChoiceRules),
    reValidateMode: 'onChange',
  });
  const { setValue } = form;
  useEffect(() => setValue('cardByGateway', byGateway), [byGateway, setValue]);
  const useSaved = useWatch({ control: form.control, name: 'useSaved' });
  const [cardError, setCardError] = useState<string | null>(null);

  const submit = async (values: CardChoiceForm) => {
    if (gateway.tokenize === undefined || values.useSaved) {
      onSubmit(toPayment(values));
      return;
    }
    // Stripe's fields are still loading.
    if (!gateway.tokenize) return;
    setCardError(null);
    try {
      const paymentMethodId = await gateway.tokenize(values.card.holder.trim());
      onSubmit({ installments: Number(values.card.installments) || 1, paymentMethodId });
    } catch (error) {
      setCardError(error instanceof Error ? error.message : cardMessages.invalid);
    }
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
        <FormProvider {...form}>
          <CardSection
            service={serviceOf(booking)}
            payer="member"
            campaignMaxInstallments={campaignMaxInstallments}
            cashCents={cashCents}
            cardError={cardError}
            onCardError={setCardError}
            gatewayFields={gateway.fields}
          />
        </FormProvider>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{tripsCopy.cancel}</Button>
        <Button
          variant="contained"
          onClick={form.handleSubmit(submit)}
          disabled={(Boolean(cardError) && !useSaved && !byGateway) || form.formState.isSubmitting}
        >
          {tripsCopy.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
