import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { authMessages, type LoginFormValues } from '@portal/domain/auth';
import { type SessionUser } from '@portal/domain/users';
import { useAlert } from '../alerts/alertContext';
import { useDeferredForm } from '../forms/useDeferredForm';
import { useSession } from '../session/sessionContext';
import { TextInput } from '../ui/TextInput';
import { loginCopy } from './loginMessages';
import { mdiEye, mdiEyeOff } from '@mdi/js';
import { Icon } from '../ui/Icon';

const loadLogin = () => import('./loginChecks');
const loadLoginForm = () => loadLogin().then((module) => module.makeLoginForm);

interface LoginFormProps {
  onSignedIn: (user: SessionUser) => void;
  /** heading level of the form title */
  titleComponent?: 'h1' | 'h2';
}

/** E-mail + password sign-in with the password-recovery mode. */
export function LoginForm({ onSignedIn, titleComponent = 'h1' }: LoginFormProps) {
  const { signIn } = useSession();
  const showAlert = useAlert();
  const form = useDeferredForm<LoginFormValues>(
    () => ({ mode: 'login', email: '', password: '' }),
    loadLoginForm,
  );
  const { values, errors } = form;
  const mode = values.mode;
  const [showPassword, setShowPassword] = useState(false);
  const errorId = useId();

  const access = useMutation({
    mutationFn: async (checked: LoginFormValues) =>
      (await loadLogin()).submitLogin(checked, signIn),
  });

  const switchMode = (next: LoginFormValues['mode']) => {
    access.reset();
    form.reset({ ...values, mode: next });
  };

  const send = (checked: LoginFormValues) =>
    access.mutate(checked, {
      onSuccess: (user) => {
        if (user) {
          onSignedIn(user);
          return;
        }
        showAlert({ kind: 'success', message: authMessages.recoverySent });
        switchMode('login');
      },
    });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (access.isPending) return;
    access.reset();
    void form.submit(send);
  };

  const error = errors.email?.message ?? errors.password?.message ?? access.error?.message ?? null;
  const describedBy = error ? errorId : undefined;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      // the form's rules are fetched as soon as the form is used, so a submit does not wait for them
      onFocus={form.prepare}
      aria-label={mode === 'login' ? loginCopy.loginTitle : loginCopy.recoveryTitle}
    >
      <Stack spacing={2}>
        <Typography component={titleComponent} variant="h5" fontWeight={700}>
          {mode === 'login' ? loginCopy.loginTitle : loginCopy.recoveryTitle}
        </Typography>
        {mode === 'recovery' ? (
          <Typography variant="body2">{loginCopy.recoveryHint}</Typography>
        ) : null}
        <TextInput
          label={loginCopy.email}
          type="email"
          name="email"
          autoComplete="username"
          value={values.email}
          onChange={(event) => form.update({ email: event.target.value })}
          error={Boolean(error)}
          describedBy={describedBy}
        />
        {mode === 'login' ? (
          <TextInput
            label={loginCopy.password}
            type={showPassword ? 'text' : 'password'}
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={(event) => form.update({ password: event.target.value })}
            error={Boolean(error)}
            describedBy={describedBy}
            endAdornment={
              <InputAdornment position="end">
                <IconButton
                  aria-label={showPassword ? loginCopy.hidePassword : loginCopy.showPassword}
                  onClick={() => setShowPassword((shown) => !shown)}
                  edge="end"
                >
                  {showPassword ? <Icon path={mdiEyeOff} /> : <Icon path={mdiEye} />}
                </IconButton>
              </InputAdornment>
            }
          />
        ) : null}
        {error ? (
          <FormHelperText id={errorId} error role="alert" sx={{ fontSize: '0.95rem', mx: 0 }}>
            {error}
          </FormHelperText>
        ) : null}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={access.isPending}
          fullWidth
        >
          {access.isPending
            ? loginCopy.loading
            : mode === 'login'
              ? loginCopy.submitLogin
              : loginCopy.submitRecovery}
        </Button>
        <Link
          component="button"
          type="button"
          underline="hover"
          onClick={() => switchMode(mode === 'login' ? 'recovery' : 'login')}
          sx={{ alignSelf: 'flex-start' }}
        >
          {mode === 'login' ? loginCopy.forgotPassword : loginCopy.back}
        </Link>
      </Stack>
    </Box>
  );
}
