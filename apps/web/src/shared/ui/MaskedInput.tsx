import { forwardRef, type ElementType, type Ref } from 'react';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import { IMaskInput } from 'react-imask';
import type { TextInputProps } from './TextInput';

interface MaskedInputProps {
  name: string;
  /** pattern in imask notation: 0 = digit (see `masks` in @portal/domain) */
  mask: string;
  onChange: (event: { target: { name: string; value: string } }) => void;
}

/** MUI `inputComponent` adapter over react-imask; reports the masked value. */
export const MaskedInput = forwardRef<HTMLInputElement, MaskedInputProps>(
  function MaskedInput(props, ref) {
    const { onChange, mask, ...other } = props;
    return (
      <IMaskInput
        {...other}
        mask={mask}
        inputRef={ref}
        onAccept={(value: string) => onChange({ target: { name: props.name, value } })}
        overwrite
      />
    );
  },
);

/** The adapter typed as MUI's `slotProps.input.inputComponent` expects it. */
export const maskedInputComponent = MaskedInput as unknown as ElementType<InputBaseComponentProps>;

/** A form's text field as react-hook-form's Controller renders it. */
interface ControlledText {
  name: string;
  value: string;
  onChange: TextInputProps['onChange'];
  onBlur: () => void;
  ref: Ref<HTMLInputElement>;
}

/** TextInput's props bound to a form field and its error, masked (numeric keyboard) when `mask` is given. */
export const controlledTextInput = (
  field: ControlledText,
  fieldState: { error?: { message?: string } },
  mask?: string,
): Pick<
  TextInputProps,
  | 'name'
  | 'value'
  | 'onChange'
  | 'onBlur'
  | 'inputRef'
  | 'error'
  | 'helperText'
  | 'inputComponent'
  | 'inputProps'
> => ({
  name: field.name,
  value: field.value,
  onChange: field.onChange,
  onBlur: field.onBlur,
  inputRef: field.ref,
  error: Boolean(fieldState.error),
  helperText: fieldState.error?.message,
  inputComponent: mask ? maskedInputComponent : undefined,
  inputProps: mask ? { mask, inputMode: 'numeric' } : undefined,
});
