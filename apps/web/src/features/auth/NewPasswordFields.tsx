import { passwordMessages } from '@portal/domain';
import { TextInput } from '../../shared/ui/TextInput';
import { authCopy } from '../../shared/auth/messages';

interface NewPasswordFieldsProps {
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
}

/** Whether both fields are filled and differ ('Senhas não conferem, verifique!'). */
export const passwordsDiffer = (password: string, confirmation: string): boolean =>
  password.length > 0 && confirmation.length > 0 && password !== confirmation;

/** New password and its confirmation, as the first-access dialog and the reset page ask them. */
export function NewPasswordFields({
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
}: NewPasswordFieldsProps) {
  const mismatch = passwordsDiffer(password, confirmation);
  return (
    <>
      <TextInput
        label={authCopy.newPassword}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
      />
      <TextInput
        label={authCopy.confirmPassword}
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => onConfirmationChange(event.target.value)}
        error={mismatch}
        helperText={mismatch ? passwordMessages.mismatch : undefined}
        announceHelper
      />
    </>
  );
}
