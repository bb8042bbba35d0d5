import type { ReactNode } from 'react';
import { Controller, useFormContext, useFormState, type FieldArrayWithId } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  TEXT_MAX,
  travellerGroupKey,
  type CheckoutFormValues,
  type CheckoutTravellerPlan,
} from '@portal/domain/checkout';
import { TravellerFields } from './TravellerFields';
import { travellersCopy as copy } from './messages';
import { addressFieldId, nameRule, planForms } from './plan';

/** A traveller section: its title, the note that every field is required, then its forms. */
export function TravellersBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby="travellers-title">
      <Typography id="travellers-title" component="h2" variant="h6" fontWeight={700} gutterBottom>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {copy.allRequired}
      </Typography>
      {children}
    </Box>
  );
}

/** The message of a whole group of forms (a repeated name), once 'Comprar' found it. */
export function GroupAlert({ group }: { group: number }) {
  const { errors } = useFormState<CheckoutFormValues>();
  const message = errors.root?.[travellerGroupKey(group)]?.message;
  return message ? (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {message}
    </Alert>
  ) : null;
}

/** The address of one traveller form (car drivers, experience travellers). */
export function AddressField({
  index,
  formId,
  label,
  placeholder,
  main,
}: {
  index: number;
  formId: string;
  label: string;
  placeholder?: string;
  main: boolean;
}) {
  const { control } = useFormContext<CheckoutFormValues>();
  return (
    <Controller
      control={control}
      name={`travellers.${index}.address`}
      render={({ field, fieldState }) => (
        <TextField
          id={addressFieldId(formId)}
          label={label}
          placeholder={placeholder}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value.slice(0, TEXT_MAX))}
          onBlur={field.onBlur}
          fullWidth
          autoComplete={main ? 'street-address' : 'off'}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          inputRef={field.ref}
          slotProps={{ htmlInput: { 'aria-required': true, maxLength: TEXT_MAX } }}
        />
      )}
    />
  );
}

/** The checkout's traveller forms as react-hook-form's field array hands them out. */
export type TravellerFieldArray = FieldArrayWithId<CheckoutFormValues, 'travellers'>[];

/**
 * The forms of a plan with one group (every product but hotels), each with its legend and, where
 * the plan asks for it, an address.
 */
export function TravellerForms({
  plan,
  fields,
  legend,
  addressLabel,
  addressPlaceholder,
}: {
  plan: CheckoutTravellerPlan;
  fields: TravellerFieldArray;
  legend: (index: number) => string;
  addressLabel?: (index: number) => string;
  addressPlaceholder?: string;
}) {
  const forms = planForms(plan);
  return (
    <>
      <GroupAlert group={0} />
      <Stack spacing={2}>
        {fields.map((field, index) => {
          const form = forms[index];
          if (!form) return null;
          const { slot, formId } = form;
          return (
            <Box key={field.id} sx={{ display: 'grid', gap: 2 }}>
              <TravellerFields
                index={slot.index}
                formId={formId}
                legend={legend(slot.index)}
                set={slot.set}
                normalizeName={nameRule(plan)}
                main={slot.main}
              />
              {slot.address && addressLabel ? (
                <AddressField
                  index={slot.index}
                  formId={formId}
                  label={addressLabel(slot.index)}
                  placeholder={addressPlaceholder}
                  main={slot.main}
                />
              ) : null}
            </Box>
          );
        })}
      </Stack>
    </>
  );
}
