import { forwardRef, type ElementType } from 'react';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import { IMaskInput } from 'react-imask';

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
