import { Controller, useFormContext, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { masks } from '@portal/domain/lib';
import { TEXT_MAX, type CheckoutFormValues } from '@portal/domain/checkout';
import { type TransferEndField } from '@portal/domain/activities';
import { maskedInputComponent } from '../../../shared/ui/MaskedInput';
import { transferCopy as copy } from './transferMessages';

type End = 'start' | 'destination';

function TransferField({
  end,
  name,
  label,
  placeholder,
  mask,
}: {
  end: End;
  name: TransferEndField;
  label: string;
  placeholder?: string;
  /** one of `masks`: what is typed is formatted as it goes (1430 → 14:30) */
  mask?: string;
}) {
  const { control } = useFormContext<CheckoutFormValues>();
  return (
    <Controller
      control={control}
      name={`transfer.${end}.${name}`}
      render={({ field, fieldState }) => (
        <TextField
          id={`transfer-${end}-${name}`}
          label={label}
          value={field.value}
          required
          fullWidth
          onChange={(event) => field.onChange(event.target.value.slice(0, TEXT_MAX))}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          placeholder={placeholder}
          inputRef={field.ref}
          slotProps={
            mask
              ? {
                  input: { inputComponent: maskedInputComponent },
                  htmlInput: { mask, inputMode: 'numeric' },
                }
              : undefined
          }
        />
      )}
    />
  );
}

function TransferEnd({
  end,
  title,
  addressLabel,
}: {
  end: End;
  title: string;
  addressLabel: string;
}) {
  const { control } = useFormContext<CheckoutFormValues>();
  const kind = useWatch({ control, name: `transfer.${end}.kind` });
  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}
    >
      <Typography component="legend" fontWeight={700} sx={{ px: 0.5 }}>
        {title}
      </Typography>
      <Controller
        control={control}
        name={`transfer.${end}.kind`}
        render={({ field }) => (
          <RadioGroup
            row
            aria-label={copy.kindOf(title)}
            value={field.value}
            onChange={(event) =>
              field.onChange(event.target.value === 'address' ? 'address' : 'airport')
            }
          >
            <FormControlLabel value="airport" control={<Radio />} label={copy.airportKind} />
            <FormControlLabel value="address" control={<Radio />} label={copy.addressKind} />
          </RadioGroup>
        )}
      />
      {kind === 'airport' ? (
        <Grid container spacing={2} sx={{ mt: 0.5 }}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TransferField end={end} name="airport" label={copy.airport} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TransferField end={end} name="reservationCode" label={copy.reservationCode} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TransferField end={end} name="flightNumber" label={copy.flightNumber} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TransferField
              end={end}
              name="arrivalTime"
              label={copy.arrivalTime}
              placeholder="hh:mm"
              mask={masks.time}
            />
          </Grid>
        </Grid>
      ) : (
        <Box sx={{ mt: 1 }}>
          <TransferField end={end} name="address" label={addressLabel} />
        </Box>
      )}
    </Box>
  );
}

/** 'Dados do Transfer': where the transfer starts and ends, an airport with the flight or an address. */
export function TransferDataSection() {
  return (
    <Box component="section" aria-labelledby="transfer-title" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="transfer-title" component="h2" variant="h6" fontWeight={700}>
        {copy.title}
      </Typography>
      <TransferEnd end="start" title={copy.start} addressLabel={copy.pickup} />
      <TransferEnd end="destination" title={copy.destination} addressLabel={copy.dropOff} />
    </Box>
  );
}
