import {
  useId,
  type ChangeEvent,
  type ElementType,
  type FocusEvent,
  type ReactNode,
  type Ref,
} from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { InputBaseComponentProps } from '@mui/material/InputBase';

export interface TextInputProps {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  name?: string;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  /** role=alert on the helper so a new error is announced */
  announceHelper?: boolean;
  multiline?: boolean;
  minRows?: number;
  endAdornment?: ReactNode;
  inputComponent?: ElementType<InputBaseComponentProps>;
  inputProps?: InputBaseComponentProps;
  inputRef?: Ref<HTMLInputElement>;
  describedBy?: string;
  size?: 'small' | 'medium';
}

/**
 * Outlined text field with label and helper, built from the MUI input parts so that pages which
 * need no select do not load MUI's Select/Menu/Popover (first-load budget of /login and /).
 */
export function TextInput({
  label,
  value,
  onChange,
  onBlur,
  name,
  type = 'text',
  autoComplete,
  required,
  error,
  helperText,
  announceHelper,
  multiline,
  minRows,
  endAdornment,
  inputComponent,
  inputProps,
  inputRef,
  describedBy,
  size,
}: TextInputProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  const described =
    [helperText ? helperId : null, describedBy ?? null].filter(Boolean).join(' ') || undefined;
  return (
    <FormControl fullWidth variant="outlined" required={required} error={error} size={size}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        // MUI marks the notch of a required field itself: a second ' *' was read out with it.
        label={label}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        autoComplete={autoComplete}
        multiline={multiline}
        minRows={minRows}
        endAdornment={endAdornment}
        inputComponent={inputComponent}
        inputRef={inputRef}
        inputProps={{ ...inputProps, 'aria-describedby': described }}
      />
      {helperText ? (
        <FormHelperText id={helperId} role={announceHelper && error ? 'alert' : undefined}>
          {helperText}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}
