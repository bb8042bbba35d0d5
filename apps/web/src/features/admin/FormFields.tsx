import type { ReactNode } from 'react';
import { Checkbox, FormControlLabel, Stack, TextField, type TextFieldProps } from '@mui/material';
import {
  FormProvider,
  useController,
  type Control,
  type FieldPath,
  type FieldValues,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';

type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value'> & {
  name: FieldPath<T>;
  /** A number field (or a select of numbers): empty is NaN, which the schema refuses with its message. */
  number?: boolean;
  /** An optional text or number: left empty, it is null. */
  emptyAsNull?: boolean;
};

/**
 * A text field of the surrounding form (FormProvider): controlled, so its label never sits on a
 * value the form filled in, marked with the schema's message when refused.
 */
export function FormTextField<T extends FieldValues>({
  name,
  number = false,
  emptyAsNull = false,
  helperText,
  ...props
}: FormTextFieldProps<T>) {
  const { field, fieldState } = useController<T>({ name });
  const raw: unknown = field.value;
  const value =
    raw === null || raw === undefined || (typeof raw === 'number' && Number.isNaN(raw))
      ? ''
      : String(raw);
  return (
    <TextField
      {...props}
      name={field.name}
      inputRef={field.ref}
      value={value}
      type={number && !props.select ? 'number' : props.type}
      onBlur={field.onBlur}
      onChange={(event) => {
        const text = event.target.value;
        if (emptyAsNull && text === '') field.onChange(null);
        else field.onChange(number ? (text === '' ? Number.NaN : Number(text)) : text);
      }}
      error={!!fieldState.error}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}

/** A yes/no setting of the surrounding form; `inverted` shows a 'disable…' flag as its opposite. */
export function FormCheckbox<T extends FieldValues>({
  name,
  label,
  inverted = false,
}: {
  name: FieldPath<T>;
  label: string;
  inverted?: boolean;
}) {
  const { field } = useController<T>({ name });
  return (
    <FormControlLabel
      label={label}
      control={
        <Checkbox
          name={field.name}
          inputRef={field.ref}
          checked={inverted ? !field.value : !!field.value}
          onChange={(event) =>
            field.onChange(inverted ? !event.target.checked : event.target.checked)
          }
        />
      }
    />
  );
}

/** An instant as a datetime-local input shows it: the operator's own clock. */
function localInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** An optional instant typed on the operator's clock, kept as an ISO instant (empty: null). */
export function InstantField<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control?: Control<T>;
  name: FieldPath<T>;
  label: string;
}) {
  const { field, fieldState } = useController<T>({ control, name });
  return (
    <TextField
      size="small"
      type="datetime-local"
      label={label}
      name={field.name}
      inputRef={field.ref}
      value={localInput(field.value as string | null)}
      onBlur={field.onBlur}
      onChange={(e) =>
        field.onChange(e.target.value ? new Date(e.target.value).toISOString() : null)
      }
      error={!!fieldState.error}
      helperText={fieldState.error?.message}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

/**
 * A form of `form`'s fields laid out in one row with its buttons; `wrap` lets a long row go on
 * to the next line.
 */
export function RowForm<TFields extends FieldValues, TValues>({
  form,
  onSubmit,
  wrap = false,
  children,
}: {
  form: UseFormReturn<TFields, unknown, TValues>;
  onSubmit: SubmitHandler<TValues>;
  wrap?: boolean;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <Stack
        component="form"
        noValidate
        direction="row"
        spacing={1}
        useFlexGap={wrap}
        sx={wrap ? { flexWrap: 'wrap', alignItems: 'start' } : undefined}
        onSubmit={form.handleSubmit(onSubmit)}
      >
        {children}
      </Stack>
    </FormProvider>
  );
}

/** Every message of a form's errors, in field order, for the summary above its submit. */
export function errorMessages(errors: unknown): string[] {
  if (typeof errors !== 'object' || errors === null) return [];
  const { message } = errors as { message?: unknown };
  const own = typeof message === 'string' && message ? [message] : [];
  const nested = Object.entries(errors).filter(
    ([key]) => !['message', 'ref', 'type'].includes(key),
  );
  return [...own, ...nested.flatMap(([, value]) => errorMessages(value))];
}
