import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { firstAccessSchema, passwordMessages } from '@portal/domain';
import { TextInput } from '../../shared/ui/TextInput';
import { authCopy } from '../../shared/auth/messages';

export interface NewPassword {
  password: string;
  confirmation: string;
}

/**
 * The new-password form of the first-access dialog and the reset page, resolved by the domain's
 * first-access schema; `ready` once both fields are filled and equal (the submit stays disabled
 * until then).
 */
export function useNewPasswordForm() {
  const form = useForm<NewPassword>({
    defaultValues: { password: '', confirmation: '' },
    resolver: zodResolver(firstAccessSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [password, confirmation] = useWatch({
    control: form.control,
    name: ['password', 'confirmation'],
  });
  const mismatch = password.length > 0 && confirmation.length > 0 && password !== confirmation;
  return { form, mismatch, ready: password.length > 0 && confirmation.length > 0 && !mismatch };
}

/** New password and its confirmation; 'Senhas não conferem, verifique!' as soon as they differ. */
export function NewPasswordFields({
  control,
  mismatch,
}: {
  control: Control<NewPassword>;
  mismatch: boolean;
}) {
  return (
    <>
      <Controller
        name="password"
        control={control}
        render={({ field, fieldState }) => (
          <TextInput
            label={authCopy.newPassword}
            type="password"
            autoComplete="new-password"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            announceHelper
          />
        )}
      />
      <Controller
        name="confirmation"
        control={control}
        render={({ field }) => (
          <TextInput
            label={authCopy.confirmPassword}
            type="password"
            autoComplete="new-password"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={mismatch}
            helperText={mismatch ? passwordMessages.mismatch : undefined}
            announceHelper
          />
        )}
      />
    </>
  );
}
