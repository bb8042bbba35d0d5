import { useState } from 'react';
import { useController } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  cashInputToCents,
  pointsForCash,
  type CheckoutFormValues,
  type SplitView,
} from '@portal/domain/checkout';
import { formatBRL, formatPoints } from '@portal/domain/money';
import { TextInput } from '../../shared/ui/TextInput';
import { checkoutCopy } from './messages';

interface PointsProps {
  mode: 'points';
  view: SplitView;
  /** The purchase total the split divides (after a coupon). */
  total: { points: number; cash: number };
  coin: string;
  balance: number;
  /** A total in R$ shows only when the campaign accepts cash. */
  acceptsCash: boolean;
}

interface CashProps {
  mode: 'cash';
  cashCents: number;
}

/**
 * 'Valor do Saldo' split for members of point campaigns; guests, voucher users and cash-only
 * campaigns see the R$ total. Points and R$ are both editable and kept consistent: an amount
 * typed in R$ becomes the points it leaves, and the points field (of the checkout form) drives
 * the rest.
 */
export function PaymentSplitSection(props: PointsProps | CashProps) {
  if (props.mode === 'cash') return <CashTotal cashCents={props.cashCents} />;
  return <PointsAndCash {...props} />;
}

function CashTotal({ cashCents }: { cashCents: number }) {
  return (
    <Paper component="section" aria-labelledby="payment-title" variant="outlined" sx={{ p: 2 }}>
      <Typography id="payment-title" variant="h6" component="h2">
        {checkoutCopy.paymentTitle}
      </Typography>
      <Typography sx={{ mt: 1 }} data-testid="cash-total">
        {checkoutCopy.cashTotal}: <strong>{formatBRL(cashCents)}</strong>
      </Typography>
    </Paper>
  );
}

function PointsAndCash({ view, total, coin, balance, acceptsCash }: PointsProps) {
  const { field, formState } = useController<CheckoutFormValues, 'points'>({ name: 'points' });
  const pointsInput = field.value;
  const onPointsInput = field.onChange;
  // What the member is typing in R$; the computed amount shows again when the field is left.
  const [cashText, setCashText] = useState<string | null>(null);
  const onCashInput = (text: string) => {
    setCashText(text);
    const cents = cashInputToCents(text);
    if (cents !== null) onPointsInput(String(pointsForCash(total, cents)));
  };
  // The points' rule shows as they are typed, and on 'Comprar' when the field was left empty.
  const error = formState.isSubmitted || pointsInput !== '' ? view.error : null;
  return (
    <Paper
      component="section"
      aria-labelledby="payment-title"
      variant="outlined"
      sx={{ p: 2, display: 'grid', gap: 2 }}
    >
      <Typography id="payment-title" variant="h6" component="h2">
        {checkoutCopy.balanceLine}
      </Typography>
      <Typography>
        {checkoutCopy.yourBalance}:{' '}
        <strong>
          {formatPoints(balance)} {coin}
        </strong>
      </Typography>
      {view.warning ? (
        <Alert severity="warning" role="alert">
          {view.warning}
        </Alert>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <TextInput
          label={checkoutCopy.pointsField(coin)}
          name="points"
          value={pointsInput}
          onChange={(event) => onPointsInput(event.target.value.replace(/\D/g, '').slice(0, 12))}
          onBlur={() => {
            onPointsInput(String(view.points));
            field.onBlur();
          }}
          error={Boolean(error)}
          helperText={
            error ??
            `${formatPoints(view.minimumPoints)} – ${formatPoints(view.maximumPoints)} ${coin}`
          }
          announceHelper
          inputRef={field.ref}
          inputProps={{ inputMode: 'numeric', maxLength: 12, 'data-testid': 'points-input' }}
        />
        {acceptsCash ? (
          <TextInput
            label={checkoutCopy.cashField}
            name="cash"
            value={cashText ?? formatBRL(view.cash)}
            onChange={(event) => onCashInput(event.target.value.slice(0, 20))}
            onBlur={() => setCashText(null)}
            inputProps={{ inputMode: 'decimal', maxLength: 20, 'data-testid': 'cash-amount' }}
          />
        ) : null}
      </Box>
    </Paper>
  );
}
