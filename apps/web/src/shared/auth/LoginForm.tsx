import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { authMessages, type SessionUser } from '@portal/domain';
import { useAlert } from '../alerts/alertContext';
import { useSession } from '../session/sessionContext';
import { TextInput } from '../ui/TextInput';
import { login, requestPasswordReset } from './api';
import { loginFailureMessage } from './loginErrors';
import { authCopy } from './messages';

const loadChecks = () => import('./loginChecks');

interface LoginFormProps {
  onSignedIn: (user: SessionUser) => void;
  /** heading level of the form title */
  titleComponent?: 'h1' | 'h2';
}

/** E-mail + password sign-in with the password-recovery mode. */
export function LoginForm({ onSignedIn, titleComponent = 'h1' }: LoginFormProps) {
  const { signIn } = useSession();
  const showAlert = useAlert();
  const [mode, setMode] = useState<'login' | 'recovery'>('login');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const errorId = useId();

  const switchMode = (next: 'login' | 'recovery') => {
    setMode(next);
    setError(null);
  };

  const submitLogin = async () => {
    const { checkLogin } = await loadChecks();
    const credentials = checkLogin({ email, password });
    if (!credentials) {
      setError(authMessages.credentialsRequired);
      return;
    }
    setLoading(true);
    setError(null);
    try {
      const tokens = await login(credentials);
      const user = await signIn(tokens);
      onSignedIn(user);
    } catch (failure) {
      setError(loginFailureMessage(failure));
    } finally {
      setLoading(false);
    }
  };

  const submitRecovery = async () => {
    const { checkRecoveryEmail } = await loadChecks();
    const recoveryEmail = checkRecoveryEmail(email);
    if (!recoveryEmail) {
      setError(authMessages.invalidEmail);
      return;
    }
    setLoading(true);
    setError(null);
    try {
      await requestPasswordReset(recoveryEmail);
      showAlert({ kind: 'success', message: authMessages.recoverySent });
      switchMode('login');
    } catch {
      setError(authMessages.invalidEmail);
    } finally {
      setLoading(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    void (mode === 'login' ? submitLogin() : submitRecovery());
  };

  const describedBy = error ? errorId : undefined;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      // the checks are fetched as soon as the form is used, so a submit does not wait for them
      onFocus={() => void loadChecks()}
      aria-label={mode === 'login' ? authCopy.loginTitle : authCopy.recoveryTitle}
    >
      <Stack spacing={2}>
        <Typography component={titleComponent} variant="h5" fontWeight={700}>
          {mode === 'login' ? authCopy.loginTitle : authCopy.recoveryTitle}
        </Typography>
        {mode === 'recovery' ? (
          <Typography variant="body2">{authCopy.recoveryHint}</Typography>
        ) : null}
        <TextInput
          label={authCopy.email}
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={Boolean(error)}
          describedBy={describedBy}
        />
        {mode === 'login' ? (
          <TextInput
            label={authCopy.password}
            type={showPassword ? 'text' : 'password'}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={Boolean(error)}
            describedBy={describedBy}
            endAdornment={
              <InputAdornment position="end">
                <IconButton
                  aria-label={showPassword ? authCopy.hidePassword : authCopy.showPassword}
                  onClick={() => setShowPassword((shown) => !shown)}
                  edge="end"
                >
                  {showPassword ? <VisibilityOff /> : <Visibility />}
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
        <Button type="submit" variant="contained" size="large" disabled={loading} fullWidth>
          {loading
            ? authCopy.loading
            : mode === 'login'
              ? authCopy.submitLogin
              : authCopy.submitRecovery}
        </Button>
        <Link
          component="button"
          type="button"
          underline="hover"
          onClick={() => switchMode(mode === 'login' ? 'recovery' : 'login')}
          sx={{ alignSelf: 'flex-start' }}
        >
          {mode === 'login' ? authCopy.forgotPassword : authCopy.back}
        </Link>
      </Stack>
    </Box>
  );
}
