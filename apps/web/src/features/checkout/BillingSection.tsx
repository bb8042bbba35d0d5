import { useRef, useState, type RefObject } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  billingMessages,
  brazilianStates,
  masks,
  normalizeCep,
  stateOption,
  TEXT_MAX,
  type BillingErrors,
  type BillingField,
  type BillingForm,
} from '@portal/domain';
import { maskedInputComponent } from '../../shared/ui/MaskedInput';
import { TextInput } from '../../shared/ui/TextInput';
import { lookupZip } from './api';
import { checkoutCopy } from './messages';

export type BillingFieldRefs = RefObject<Partial<Record<BillingField, HTMLInputElement | null>>>;

interface BillingSectionProps {
  value: BillingForm;
  onChange: (update: (current: BillingForm) => BillingForm) => void;
  errors: BillingErrors;
  fieldRefs: BillingFieldRefs;
}

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
    mask: '00000-000',
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

/** Billing customer of the card payment; a full CEP fills city, state and address (spec 2 §5). */
export function BillingSection({ value, onChange, errors, fieldRefs }: BillingSectionProps) {
  const [zipStatus, setZipStatus] = useState<string | null>(null);
  const lastLookup = useRef<string | null>(null);

  const lookup = async (cep: string) => {
    lastLookup.current = cep;
    setZipStatus(checkoutCopy.zipLoading);
    try {
      const found = await lookupZip(cep);
      if (lastLookup.current !== cep) return;
      onChange((current) => ({
        ...current,
        city: found.localidade,
        state: stateOption(found.uf) || current.state,
        address: found.logradouro || current.address,
      }));
      setZipStatus(null);
    } catch {
      if (lastLookup.current === cep) setZipStatus(billingMessages.zipNotFound);
    }
  };

  const setField = (name: BillingField, fieldValue: string) => {
    onChange((current) => ({ ...current, [name]: fieldValue }));
    if (name === 'zipCode') {
      const cep = normalizeCep(fieldValue);
      if (cep && cep !== lastLookup.current) void lookup(cep);
      if (!cep) lastLookup.current = null;
    }
  };

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
          <TextInput
            key={field.name}
            label={field.label}
            name={`billing-${field.name}`}
            type={field.type}
            value={value[field.name]}
            onChange={(event) => setField(field.name, event.target.value.slice(0, TEXT_MAX))}
            required={field.required}
            autoComplete={field.autoComplete}
            error={Boolean(errors[field.name])}
            helperText={errors[field.name] ?? (field.name === 'zipCode' ? zipStatus : undefined)}
            inputRef={(node) => {
              fieldRefs.current[field.name] = node;
            }}
            inputComponent={field.mask ? maskedInputComponent : undefined}
            inputProps={
              field.mask ? { mask: field.mask, inputMode: 'numeric' } : { maxLength: TEXT_MAX }
            }
          />
        ))}
        <TextField
          select
          label={checkoutCopy.state}
          name="billing-state"
          value={value.state}
          onChange={(event) => setField('state', event.target.value)}
          required
          autoComplete="address-level1"
          error={Boolean(errors.state)}
          helperText={errors.state}
          inputRef={(node: HTMLInputElement | null) => {
            fieldRefs.current.state = node;
          }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{checkoutCopy.chooseState}</option>
          {brazilianStates.map((state) => (
            <option key={state.uf} value={state.label}>
              {state.label}
            </option>
          ))}
        </TextField>
      </Box>
    </Paper>
  );
}
