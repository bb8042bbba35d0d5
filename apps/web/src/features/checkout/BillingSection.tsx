import { useEffect, useRef, useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import {
  billingMessages,
  brazilianStates,
  stateOption,
  TEXT_MAX,
  type BillingField,
  type CheckoutPaymentForm,
} from '@portal/domain/checkout';
import { masks } from '@portal/domain/lib';
import { normalizeCep } from '@portal/domain/cep';
import { maskedInputComponent } from '../../shared/ui/MaskedInput';
import { TextInput } from '../../shared/ui/TextInput';
import { zipQuery } from './api';
import { checkoutCopy } from './messages';

const fields: Array<{
  name: BillingField;
  label: string;
  mask?: string;
  autoComplete: string;
  required: boolean;
  type?: string;
}> = [
  {
    name: 'documentNumber',
    label: checkoutCopy.cpf,
    mask: masks.cpf,
    autoComplete: 'off',
    required: true,
  },
  {
    name: 'email',
    label: checkoutCopy.email,
    autoComplete: 'email',
    required: true,
    type: 'email',
  },
  {
    name: 'mobilePhoneNumber',
    label: checkoutCopy.phone,
    mask: masks.cellphone,
    autoComplete: 'tel-national',
    required: true,
  },
  {
    name: 'zipCode',
    label: checkoutCopy.zip,
    mask: masks.cep,
    autoComplete: 'postal-code',
    required: true,
  },
  { name: 'address', label: checkoutCopy.address, autoComplete: 'address-line1', required: true },
  { name: 'number', label: checkoutCopy.number, autoComplete: 'off', required: true },
  {
    name: 'complement',
    label: checkoutCopy.complement,
    autoComplete: 'address-line2',
    required: false,
  },
  { name: 'city', label: checkoutCopy.city, autoComplete: 'address-level2', required: true },
];

/** Billing customer of the card payment; a full CEP fills city, state and address. */
export function BillingSection() {
  const { control, getValues, setValue, formState } = useFormContext<CheckoutPaymentForm>();
  // the postal code the member last typed in full: only typing it fills the address (a draft
  // restored with its address keeps what the member wrote)
  const [typedCep, setTypedCep] = useState<string | null>(null);
  const found = useQuery({ ...zipQuery(typedCep ?? ''), enabled: typedCep !== null });
  const filledFor = useRef<string | null>(null);

  useEffect(() => {
    if (!typedCep || !found.data || filledFor.current === typedCep) return;
    filledFor.current = typedCep;
    // Once 'Comprar' was pressed, the filled fields lose their messages as typed ones do.
    const options = { shouldValidate: formState.isSubmitted };
    setValue('billing.city', found.data.localidade, options);
    setValue('billing.state', stateOption(found.data.uf) || getValues('billing.state'), options);
    setValue('billing.address', found.data.logradouro || getValues('billing.address'), options);
  }, [typedCep, found.data, formState.isSubmitted, getValues, setValue]);

  const zipStatus =
    typedCep === null
      ? null
      : found.isFetching
        ? checkoutCopy.zipLoading
        : found.isError
          ? billingMessages.zipNotFound
          : null;

  const zipChanged = (zip: string) => setTypedCep(normalizeCep(zip) || null);

  return (
    <Paper
      component="section"
      aria-labelledby="billing-title"
      variant="outlined"
      sx={{ p: 2, display: 'grid', gap: 2 }}
    >
      <Typography id="billing-title" variant="h6" component="h2">
        {checkoutCopy.billingTitle}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {fields.map((field) => (
          <Controller
            key={field.name}
            control={control}
            name={`billing.${field.name}`}
            render={({ field: input, fieldState }) => (
              <TextInput
                label={field.label}
                name={`billing-${field.name}`}
                type={field.type}
                value={input.value}
                onChange={(event) => {
                  const typed = event.target.value.slice(0, TEXT_MAX);
                  input.onChange(typed);
                  if (field.name === 'zipCode') zipChanged(typed);
                }}
                onBlur={input.onBlur}
                required={field.required}
                autoComplete={field.autoComplete}
                error={Boolean(fieldState.error)}
                helperText={
                  fieldState.error?.message ?? (field.name === 'zipCode' ? zipStatus : undefined)
                }
                inputRef={input.ref}
                inputComponent={field.mask ? maskedInputComponent : undefined}
                inputProps={
                  field.mask ? { mask: field.mask, inputMode: 'numeric' } : { maxLength: TEXT_MAX }
                }
              />
            )}
          />
        ))}
        <Controller
          control={control}
          name="billing.state"
          render={({ field, fieldState }) => (
            <TextField
              select
              label={checkoutCopy.state}
              name="billing-state"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              required
              autoComplete="address-level1"
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              inputRef={field.ref}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">{checkoutCopy.chooseState}</option>
              {brazilianStates.map((state) => (
                <option key={state.uf} value={state.label}>
                  {state.label}
                </option>
              ))}
            </TextField>
          )}
        />
      </Box>
    </Paper>
  );
}
