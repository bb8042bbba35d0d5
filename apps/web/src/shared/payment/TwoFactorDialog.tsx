import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import {
  checkoutMessages,
  TWO_FACTOR_CODE_MAX,
  twoFactorFormSchema,
  type TwoFactorForm,
} from '@portal/domain/checkout';
import { type BookingPayment, type BookingSubmitResponse } from '@portal/domain/bookings';
import { useAlert } from '../alerts/alertContext';
import { isApiError } from '../api/client';
import { TextInput } from '../ui/TextInput';
import { useConfirmTwoFactor, useResendTwoFactor } from './api';
import { paymentCopy } from './messages';
import { ErrorAlert } from '../ui/ErrorAlert';

export interface TwoFactorDialogProps {
  open: boolean;
  locator: string;
  /** The payment of the purchase or reprocess being confirmed. */
  payment: BookingPayment | null;
  /** Called with a successful confirmation. */
  onConfirmed: (result: BookingSubmitResponse) => void;
  /** 'Cancelar': a new purchase goes back home, a reprocess just closes. */
  onCancel: () => void;
}

/**
 * 'Autenticação de 2 fatores': shared by the
 * checkout and the my-trips reprocess.
 */
export function TwoFactorDialog({
  open,
  locator,
  payment,
  onConfirmed,
  onCancel,
}: TwoFactorDialogProps) {
  const showAlert = useAlert();
  const form = useForm<TwoFactorForm>({
    defaultValues: { code: '' },
    resolver: zodResolver(twoFactorFormSchema),
  });
  // The server's answer to the code sent; the field's own rule shows through the form.
  const [refusal, setRefusal] = useState<string | null>(null);
  const confirmation = useConfirmTwoFactor();
  const resending = useResendTwoFactor();
  const error = form.formState.errors.code?.message ?? refusal;

  const confirm = ({ code }: TwoFactorForm) => {
    setRefusal(null);
    confirmation.mutate(
      { locator, code, payment },
      {
        onSuccess: (result) => (result.success ? onConfirmed(result) : setRefusal(result.message)),
        onError: (failure) =>
          setRefusal(
            isApiError(failure) && failure.status === 409
              ? failure.message
              : checkoutMessages.unexpected,
          ),
      },
    );
  };

  const resend = () =>
    resending.mutate(locator, {
      onSuccess: () => showAlert({ kind: 'success', message: checkoutMessages.codeResent }),
      onError: () => showAlert({ kind: 'error', message: checkoutMessages.codeResendFailed }),
    });

  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') onCancel();
      }}
      aria-labelledby="two-factor-title"
      aria-describedby="two-factor-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="two-factor-title">{paymentCopy.twoFactorTitle}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id="two-factor-text">{paymentCopy.twoFactorText}</Typography>
        <form noValidate id="two-factor-form" onSubmit={form.handleSubmit(confirm)}>
          <Controller
            control={form.control}
            name="code"
            render={({ field, fieldState }) => (
              <TextInput
                label={paymentCopy.twoFactorCode}
                name="token2fa"
                value={field.value}
                onChange={(event) =>
                  field.onChange(
                    event.target.value.replace(/\s/g, '').slice(0, TWO_FACTOR_CODE_MAX),
                  )
                }
                onBlur={field.onBlur}
                inputRef={field.ref}
                autoComplete="one-time-code"
                required
                error={Boolean(fieldState.error) || refusal !== null}
                inputProps={{
                  inputMode: 'numeric',
                  maxLength: TWO_FACTOR_CODE_MAX,
                  autoFocus: true,
                }}
              />
            )}
          />
        </form>
        <ErrorAlert message={error} />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button onClick={resend}>{paymentCopy.resend}</Button>
        <Button onClick={onCancel}>{paymentCopy.cancel}</Button>
        <Button
          type="submit"
          form="two-factor-form"
          variant="contained"
          disabled={confirmation.isPending}
        >
          {paymentCopy.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
