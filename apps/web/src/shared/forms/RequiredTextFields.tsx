import Grid from '@mui/material/Grid';
import { Controller, type Control, type Path } from 'react-hook-form';
import { controlledTextInput } from '../ui/MaskedInput';
import { TextInput } from '../ui/TextInput';

/** One required text of a person's form: its label, browser autofill, mask and width. */
export interface RequiredTextField<T> {
  name: Path<T>;
  label: string;
  autoComplete: string;
  type?: string;
  mask?: string;
  /** Half the row from sm up; the whole row otherwise. */
  half?: boolean;
}

/**
 * The grid items of a form's required texts (registration, my profile), each bound to its field
 * and marked with its error.
 */
export function RequiredTextFields<T extends Record<string, string>>({
  control,
  fields,
  announceHelper,
}: {
  control: Control<T>;
  fields: readonly RequiredTextField<T>[];
  announceHelper?: boolean;
}) {
  return fields.map((field) => (
    <Grid key={field.name} size={{ xs: 12, sm: field.half ? 6 : 12 }}>
      <Controller
        name={field.name}
        control={control}
        render={({ field: input, fieldState }) => (
          <TextInput
            label={field.label}
            {...controlledTextInput(input, fieldState, field.mask)}
            type={field.type}
            autoComplete={field.autoComplete}
            required
            announceHelper={announceHelper}
          />
        )}
      />
    </Grid>
  ));
}
