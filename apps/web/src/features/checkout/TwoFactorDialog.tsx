import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { checkoutMessages, type BookingPayment, type BookingSubmitResponse } from '@portal/domain';
import { useAlert } from '../../shared/alerts/alertContext';
import { isApiError } from '../../shared/api/client';
import { TextInput } from '../../shared/ui/TextInput';
import { useConfirmTwoFactor, useResendTwoFactor } from './api';
import { checkoutCopy } from './messages';

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
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirmation = useConfirmTwoFactor();
  const resending = useResendTwoFactor();

  const confirm = () => {
    if (!code.trim()) {
      setError(checkoutCopy.twoFactorCodeRequired);
      return;
    }
    setError(null);
    confirmation.mutate(
      { locator, code: code.trim(), payment },
      {
        onSuccess: (result) => (result.success ? onConfirmed(result) : setError(result.message)),
        onError: (failure) =>
          setError(
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
      <DialogTitle id="two-factor-title">{checkoutCopy.twoFactorTitle}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id="two-factor-text">{checkoutCopy.twoFactorText}</Typography>
        <form
          noValidate
          id="two-factor-form"
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          <TextInput
            label={checkoutCopy.twoFactorCode}
            name="token2fa"
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\s/g, '').slice(0, 12))}
            autoComplete="one-time-code"
            required
            error={Boolean(error)}
            inputProps={{ inputMode: 'numeric', maxLength: 12, autoFocus: true }}
          />
        </form>
        {error ? (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button onClick={resend}>{checkoutCopy.resend}</Button>
        <Button onClick={onCancel}>{checkoutCopy.cancel}</Button>
        <Button
          type="submit"
          form="two-factor-form"
          variant="contained"
          disabled={confirmation.isPending}
        >
          {checkoutCopy.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
