import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { masks } from '@portal/domain/lib';
import {
  normalizeCountryCode,
  normalizeDocumentNumber,
  normalizePassportNumber,
  travellerDocumentTypes,
  travellerFields,
  travellerGenders,
  TRAVELLER_DOCUMENT_MAX,
  TRAVELLER_NAME_MAX,
  type CheckoutFormValues,
  type TravellerField,
  type TravellerFieldSet,
} from '@portal/domain/checkout';
import { maskedInputComponent } from '../../../shared/ui/MaskedInput';
import { travellersCopy as copy } from './messages';

export interface TravellerFieldsProps {
  /** the form's place in the checkout's `travellers` */
  index: number;
  /** unique per form, prefixes the field ids */
  formId: string;
  legend: ReactNode;
  set: TravellerFieldSet;
  /** the name rule of the product (passenger or guest) */
  normalizeName: (value: string) => string;
  /** main traveller: the browser may fill name, e-mail and phone */
  main: boolean;
}

/** The booking contract's e-mail limit. */
const EMAIL_MAX = 200;

const labels: Record<TravellerField, string> = {
  name: copy.name,
  lastName: copy.lastName,
  birthdate: copy.birthdate,
  gender: copy.gender,
  documentType: copy.documentType,
  documentNumber: copy.documentNumber,
  email: copy.email,
  phone: copy.phone,
  passportNumber: copy.passportNumber,
  passportCountry: copy.passportCountry,
  passportExpiresOn: copy.passportExpiresOn,
};

const options: Partial<Record<TravellerField, { value: string; label: string }[]>> = {
  gender: travellerGenders.map((value) => ({ value, label: copy.genders[value] })),
  documentType: travellerDocumentTypes.map((value) => ({
    value,
    label: copy.documentTypes[value],
  })),
};

const maxLengths: Partial<Record<TravellerField, number>> = {
  name: TRAVELLER_NAME_MAX,
  lastName: TRAVELLER_NAME_MAX,
  documentNumber: TRAVELLER_DOCUMENT_MAX,
  email: EMAIL_MAX,
  passportNumber: 20,
  passportCountry: 2,
};

/**
 * One traveller's form within the checkout form, fields in spec order; every field labelled, its
 * error linked by aria-describedby.
 */
export function TravellerFields({
  index,
  formId,
  legend,
  set,
  normalizeName,
  main,
}: TravellerFieldsProps) {
  const { control } = useFormContext<CheckoutFormValues>();
  const transform: Partial<Record<TravellerField, (value: string) => string>> = {
    name: normalizeName,
    lastName: normalizeName,
    documentNumber: normalizeDocumentNumber,
    passportNumber: normalizePassportNumber,
    passportCountry: normalizeCountryCode,
  };
  const autoComplete: Partial<Record<TravellerField, string>> = main
    ? {
        name: 'given-name',
        lastName: 'family-name',
        birthdate: 'bday',
        email: 'email',
        phone: 'tel-national',
      }
    : {};

  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, minWidth: 0 }}
      data-testid={formId}
    >
      <Typography component="legend" variant="subtitle1" fontWeight={700} sx={{ px: 0.5 }}>
        {legend}
      </Typography>
      <Grid container spacing={2}>
        {travellerFields(set).map((field) => {
          const id = `${formId}-${field}`;
          const choices = options[field];
          const date = field === 'birthdate' || field === 'passportExpiresOn';
          const mask = date ? masks.birthdate : field === 'phone' ? masks.cellphone : undefined;
          const maxLength = maxLengths[field];
          return (
            <Grid
              key={field}
              size={{
                xs: 12,
                sm: field === 'email' ? 8 : field === 'phone' ? 4 : 6,
                md: field === 'email' ? 8 : 4,
              }}
            >
              <Controller
                control={control}
                name={`travellers.${index}.${field}`}
                render={({ field: input, fieldState }) => (
                  <TextField
                    id={id}
                    name={id}
                    label={labels[field]}
                    value={input.value}
                    onChange={(event) =>
                      input.onChange((transform[field] ?? ((v: string) => v))(event.target.value))
                    }
                    onBlur={input.onBlur}
                    select={Boolean(choices)}
                    type={field === 'email' ? 'email' : 'text'}
                    autoComplete={autoComplete[field] ?? 'off'}
                    placeholder={date ? copy.birthdatePlaceholder : undefined}
                    fullWidth
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                    inputRef={input.ref}
                    slotProps={{
                      inputLabel: date || choices ? { shrink: true } : undefined,
                      select: choices ? { native: true } : undefined,
                      input: mask ? { inputComponent: maskedInputComponent } : undefined,
                      // Every field is required (said once above the forms); the checkout validates
                      // on 'Comprar' with the spec's messages, not with the browser's bubbles.
                      htmlInput: {
                        'aria-required': true,
                        ...(mask ? { mask, inputMode: 'numeric' } : {}),
                        ...(field === 'documentNumber' ? { inputMode: 'numeric' } : {}),
                        ...(maxLength ? { maxLength } : {}),
                      },
                    }}
                  >
                    {choices ? (
                      <>
                        <option value="">{copy.choose}</option>
                        {choices.map((choice) => (
                          <option key={choice.value} value={choice.value}>
                            {choice.label}
                          </option>
                        ))}
                      </>
                    ) : null}
                  </TextField>
                )}
              />
            </Grid>
          );
        })}
      </Grid>
    </Box>
  );
}
