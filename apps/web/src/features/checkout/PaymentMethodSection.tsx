import { Controller, useFormContext, useWatch } from 'react-hook-form';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { CheckoutFormValues } from '@portal/domain/checkout';
import { paymentCopy } from '../../shared/payment/messages';

/** Card or Pix for the cash part; Pix shows its QR code once the booking is made. */
export function PaymentMethodSection() {
  const { control } = useFormContext<CheckoutFormValues>();
  const method = useWatch({ control, name: 'paymentMethod' });
  return (
    <Paper
      component="section"
      aria-label={paymentCopy.methodTitle}
      variant="outlined"
      sx={{ p: 2, display: 'grid', gap: 1 }}
    >
      <Typography variant="h6" component="h2">
        {paymentCopy.methodTitle}
      </Typography>
      <Controller
        control={control}
        name="paymentMethod"
        render={({ field }) => (
          <RadioGroup
            row
            name={field.name}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
          >
            <FormControlLabel value="card" control={<Radio />} label={paymentCopy.methodCard} />
            <FormControlLabel value="pix" control={<Radio />} label={paymentCopy.methodPix} />
          </RadioGroup>
        )}
      />
      {method === 'pix' ? <Typography>{paymentCopy.pixHint}</Typography> : null}
    </Paper>
  );
}
