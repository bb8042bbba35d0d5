import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { firstAccessSchema } from '@portal/domain/auth';
import { controlledPasswords, NewPasswordFields, passwordsDiffer } from '../ui/NewPasswordFields';

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
  const filled = password.length > 0 && confirmation.length > 0;
  return { form, ready: filled && !passwordsDiffer(password, confirmation) };
}

/** The two new-password fields bound to the form of `useNewPasswordForm`. */
export function NewPasswordFormFields({ control }: { control: Control<NewPassword> }) {
  const password = useController({ control, name: 'password' });
  const confirmation = useController({ control, name: 'confirmation' });
  return <NewPasswordFields {...controlledPasswords(password, confirmation)} />;
}
