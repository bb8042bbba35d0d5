import type { FocusEvent, Ref } from 'react';
import { passwordMessages } from '@portal/domain/auth';
import { sharedMessages } from '../messages';
import { TextInput } from './TextInput';

interface NewPasswordFieldsProps {
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  /** A rule the new password breaks (length, same as the current one), from the form's schema. */
  passwordError?: string;
  onPasswordBlur?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  passwordRef?: Ref<HTMLInputElement>;
  confirmationRef?: Ref<HTMLInputElement>;
}

/** One of the two passwords as react-hook-form's useController gives it. */
interface ControlledPassword {
  field: {
    value: string;
    onChange: (value: string) => void;
    onBlur: () => void;
    ref: Ref<HTMLInputElement>;
  };
  fieldState: { error?: { message?: string } };
}

/** NewPasswordFields' props bound to a form's `password` and `confirmation` fields. */
export const controlledPasswords = (
  password: ControlledPassword,
  confirmation: ControlledPassword,
): NewPasswordFieldsProps => ({
  password: password.field.value,
  confirmation: confirmation.field.value,
  onPasswordChange: password.field.onChange,
  onConfirmationChange: confirmation.field.onChange,
  onPasswordBlur: password.field.onBlur,
  passwordRef: password.field.ref,
  confirmationRef: confirmation.field.ref,
  passwordError: password.fieldState.error?.message,
});

/** Whether both fields are filled and differ ('Senhas não conferem, verifique!'). */
export const passwordsDiffer = (password: string, confirmation: string): boolean =>
  password.length > 0 && confirmation.length > 0 && password !== confirmation;

/** New password and its confirmation, as first access, the reset page and the account page ask them. */
export function NewPasswordFields({
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
  passwordError,
  onPasswordBlur,
  passwordRef,
  confirmationRef,
}: NewPasswordFieldsProps) {
  const mismatch = passwordsDiffer(password, confirmation);
  return (
    <>
      <TextInput
        label={sharedMessages.newPassword}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
        onBlur={onPasswordBlur}
        inputRef={passwordRef}
        error={Boolean(passwordError)}
        helperText={passwordError}
        announceHelper
      />
      <TextInput
        label={sharedMessages.confirmPassword}
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => onConfirmationChange(event.target.value)}
        inputRef={confirmationRef}
        error={mismatch}
        helperText={mismatch ? passwordMessages.mismatch : undefined}
        announceHelper
      />
    </>
  );
}
