import { memo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  masks,
  normalizeDocumentNumber,
  travellerDocumentTypes,
  travellerFields,
  travellerGenders,
  TRAVELLER_DOCUMENT_MAX,
  TRAVELLER_NAME_MAX,
  type TravellerErrors,
  type TravellerField,
  type TravellerFieldSet,
  type TravellerForm,
} from '@portal/domain';
import { maskedInputComponent } from '../../../shared/ui/MaskedInput';
import { travellersCopy as copy } from './messages';

export interface TravellerFieldsProps {
  /** unique per form, prefixes the field ids */
  formId: string;
  legend: ReactNode;
  values: TravellerForm;
  errors: TravellerErrors;
  set: TravellerFieldSet;
  /** the name rule of the product (passenger or guest) */
  normalizeName: (value: string) => string;
  /** main traveller: the browser may fill name, e-mail and phone */
  main: boolean;
  onChange: (formId: string, field: TravellerField, value: string) => void;
  /** keeps each field's element so the section can focus the first one in error */
  fieldRef: (key: string, element: HTMLElement | null) => void;
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
};

const options: Partial<Record<TravellerField, { value: string; label: string }[]>> = {
  gender: travellerGenders.map((value) => ({ value, label: copy.genders[value] })),
  documentType: travellerDocumentTypes.map((value) => ({
    value,
    label: copy.documentTypes[value],
  })),
};

/**
 * One traveller's form, fields in spec order; every field labelled, its error linked by
 * aria-describedby. Memoised: typing in one form leaves the others alone.
 */
export const TravellerFields = memo(function TravellerFields({
  formId,
  legend,
  values,
  errors,
  set,
  normalizeName,
  main,
  onChange,
  fieldRef,
}: TravellerFieldsProps) {
  const transform: Partial<Record<TravellerField, (value: string) => string>> = {
    name: normalizeName,
    lastName: normalizeName,
    documentNumber: normalizeDocumentNumber,
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
          const error = errors[field];
          const choices = options[field];
          const mask =
            field === 'birthdate'
              ? masks.birthdate
              : field === 'phone'
                ? masks.cellphone
                : undefined;
          const maxLength =
            field === 'name' || field === 'lastName'
              ? TRAVELLER_NAME_MAX
              : field === 'documentNumber'
                ? TRAVELLER_DOCUMENT_MAX
                : field === 'email'
                  ? EMAIL_MAX
                  : undefined;
          return (
            <Grid
              key={field}
              size={{
                xs: 12,
                sm: field === 'email' ? 8 : field === 'phone' ? 4 : 6,
                md: field === 'email' ? 8 : 4,
              }}
            >
              <TextField
                id={id}
                name={id}
                label={labels[field]}
                value={values[field]}
                onChange={(event) =>
                  onChange(
                    formId,
                    field,
                    (transform[field] ?? ((v: string) => v))(event.target.value),
                  )
                }
                select={Boolean(choices)}
                type={field === 'email' ? 'email' : 'text'}
                autoComplete={autoComplete[field] ?? 'off'}
                placeholder={field === 'birthdate' ? copy.birthdatePlaceholder : undefined}
                fullWidth
                error={Boolean(error)}
                helperText={error}
                inputRef={(element: HTMLElement | null) => fieldRef(id, element)}
                slotProps={{
                  inputLabel: field === 'birthdate' || choices ? { shrink: true } : undefined,
                  select: choices ? { native: true } : undefined,
                  input: mask ? { inputComponent: maskedInputComponent } : undefined,
                  // Every field is required (said once above the forms); the checkout validates on
                  // 'Comprar' with the spec's messages, not with the browser's bubbles.
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
            </Grid>
          );
        })}
      </Grid>
    </Box>
  );
}, sameProps);

/** Validation builds new error objects on every change: compare them by content. */
function sameProps(a: TravellerFieldsProps, b: TravellerFieldsProps): boolean {
  const keys = Object.keys(a) as (keyof TravellerFieldsProps)[];
  const sameErrors = (x: TravellerErrors, y: TravellerErrors) =>
    travellerFields(a.set).every((field) => x[field] === y[field]);
  return (
    keys.every((key) => (key === 'errors' ? sameErrors(a.errors, b.errors) : a[key] === b[key])) &&
    keys.length === Object.keys(b).length
  );
}
