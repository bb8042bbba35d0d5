import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { masks } from '@portal/domain/lib';
import { maskedInputComponent } from './MaskedInput';
import { TextInput } from './TextInput';

function MaskedField({ mask, initial = '' }: { mask: string; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <TextInput
        label="Campo"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        inputComponent={maskedInputComponent}
        inputProps={{ mask, inputMode: 'numeric' }}
      />
      <output>{value}</output>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Campo' });

describe('MaskedInput', () => {
  it('writes the mask as digits are typed and reports the masked value', async () => {
    const user = userEvent.setup();
    render(<MaskedField mask={masks.cpf} />);
    await user.type(field(), '529');
    expect(field()).toHaveValue('529');
    await user.type(field(), '9a8.2');
    expect(field()).toHaveValue('529.982');
    await user.type(field(), '24725999');
    expect(field()).toHaveValue('529.982.247-25');
    expect(screen.getByRole('status')).toHaveTextContent('529.982.247-25');
  });

  it('drops a literal with the digit before it on backspace', async () => {
    const user = userEvent.setup();
    render(<MaskedField mask={masks.cellphone} />);
    await user.type(field(), '1198');
    expect(field()).toHaveValue('(11) 98');
    await user.type(field(), '{Backspace}{Backspace}');
    expect(field()).toHaveValue('(11');
    await user.type(field(), '{Backspace}{Backspace}');
    expect(field()).toHaveValue('');
  });

  it('looks focused as soon as it takes focus', () => {
    render(<MaskedField mask={masks.birthdate} />);
    act(() => field().focus());
    expect(field().parentElement).toHaveClass('Mui-focused');
  });

  it('formats a value given as bare digits', () => {
    render(<MaskedField mask={masks.cardExpiry} initial="122031" />);
    expect(field()).toHaveValue('12/2031');
  });
});
