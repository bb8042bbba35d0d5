import { forwardRef, useMemo, type ElementType, type Ref } from 'react';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import { NumberFormatBase, type NumberFormatBaseProps } from 'react-number-format';
import { fillMask, MASK_SLOT, maskDigits, onlyDigits } from '@portal/domain/lib';
import type { TextInputProps } from './TextInput';

type MaskedInputProps = Omit<NumberFormatBaseProps, 'onChange'> & {
  name: string;
  /** one of `masks` in @portal/domain: `_` takes a digit */
  mask: string;
  onChange: (event: { target: { name: string; value: string } }) => void;
};

const isDigit = (character: string) => /\d/.test(character);

/** What react-number-format needs to write one of `masks` and place the caret in it. */
const maskFormatting = (mask: string) => ({
  format: (digits: string) => fillMask(mask, digits),
  removeFormatting: (value: string) => onlyDigits(value).slice(0, maskDigits(mask)),
  // the caret may sit after a typed digit or before the next digit's slot, never inside a literal
  getCaretBoundary: (formatted: string) =>
    Array.from(
      { length: formatted.length + 1 },
      (_, at) => at === formatted.length || mask[at] === MASK_SLOT,
    ),
});

/** MUI `inputComponent` adapter over react-number-format; reports the masked value as it is typed. */
export const MaskedInput = forwardRef<HTMLInputElement, MaskedInputProps>(
  function MaskedInput(props, ref) {
    const { onChange, onFocus, mask, name, ...other } = props;
    const formatting = useMemo(() => maskFormatting(mask), [mask]);
    return (
      <NumberFormatBase
        {...other}
        // react-number-format reports focus a tick late; the field must look focused at once
        onFocusCapture={onFocus}
        name={name}
        getInputRef={ref}
        {...formatting}
        isValidInputCharacter={isDigit}
        onValueChange={({ formattedValue }, { source }) => {
          if (source === 'event') onChange({ target: { name, value: formattedValue } });
        }}
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
