import { useState } from 'react';
import { Controller, useController, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  passwordChangeFormSchema,
  type PasswordChangeForm,
  type SessionUser,
} from '@portal/domain/users';
import { passwordMessages } from '@portal/domain/auth';
import { useAlert } from '../../shared/alerts/alertContext';
import { isApiError } from '../../shared/api/client';
import { sharedMessages } from '../../shared/messages';
import { useSession } from '../../shared/session/sessionContext';
import { LoadingOverlay } from '../../shared/ui/LoadingOverlay';
import { controlledPasswords, NewPasswordFields } from '../../shared/ui/NewPasswordFields';
import { TextInput } from '../../shared/ui/TextInput';
import { useChangePassword } from './api';
import { accountCopy } from './messages';
import { ErrorAlert } from '../../shared/ui/ErrorAlert';

const emptyForm: PasswordChangeForm = { currentPassword: '', password: '', confirmation: '' };

/**
 * 'Alterar senha': the current password and the new one twice. The session continues on the new
 * tokens the server answers; other devices are signed out when their access token ends.
 */
export function PasswordSection({ user }: { user: SessionUser }) {
  const { signInWithUser } = useSession();
  const showAlert = useAlert();
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError, reset } = useForm<PasswordChangeForm>({
    defaultValues: emptyForm,
    resolver: zodResolver(passwordChangeFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const change = useChangePassword();
  const password = useController({ control, name: 'password' });
  const confirmation = useController({ control, name: 'confirmation' });

  const onValid = async (form: PasswordChangeForm) => {
    setServerError(null);
    try {
      const tokens = await change.mutateAsync({
        currentPassword: form.currentPassword,
        password: form.password,
      });
      signInWithUser(tokens, user);
      reset(emptyForm);
      showAlert({ kind: 'success', message: passwordMessages.changed });
    } catch (failure) {
      const fields = isApiError(failure) ? (failure.fields ?? {}) : {};
      if (fields.currentPassword)
        setError('currentPassword', { message: fields.currentPassword }, { shouldFocus: true });
      else if (fields.password)
        setError('password', { message: fields.password }, { shouldFocus: true });
      else setServerError(isApiError(failure) ? failure.message : sharedMessages.unexpected);
    }
  };

  return (
    <Paper
      component="section"
      aria-labelledby="account-password-title"
      variant="outlined"
      sx={{ p: 3 }}
    >
      <Typography id="account-password-title" component="h2" variant="h6" gutterBottom>
        {accountCopy.passwordTitle}
      </Typography>
      <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
        <Stack spacing={2}>
          <Controller
            name="currentPassword"
            control={control}
            render={({ field, fieldState }) => (
              <TextInput
                label={accountCopy.currentPassword}
                type="password"
                autoComplete="current-password"
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                required
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                announceHelper
              />
            )}
          />
          <NewPasswordFields {...controlledPasswords(password, confirmation)} />
          <ErrorAlert message={serverError} />
          <div>
            <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
              {accountCopy.changePassword}
            </Button>
          </div>
        </Stack>
      </form>
      <LoadingOverlay open={formState.isSubmitting} message={accountCopy.saving} />
    </Paper>
  );
}
