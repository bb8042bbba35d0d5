import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { authMessages, passwordMessages } from '@portal/domain/auth';
import { isApiError } from '../../shared/api/client';
import { useAlert } from '../../shared/alerts/alertContext';
import { paths } from '../../shared/routes';
import { useConfirmPasswordReset } from '../../shared/auth/api';
import { AuthLayout } from './AuthLayout';
import { authCopy } from '../../shared/auth/messages';
import { loginCopy } from '../../shared/auth/loginMessages';
import {
  NewPasswordFormFields,
  useNewPasswordForm,
  type NewPassword,
} from '../../shared/auth/NewPasswordForm';
import { ErrorAlert } from '../../shared/ui/ErrorAlert';

/** /reset-password?token=: the one-time link of the recovery e-mail. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const showAlert = useAlert();
  const { form, ready } = useNewPasswordForm();
  const reset = useConfirmPasswordReset();
  const saving = reset.isPending;
  const disabled = saving || !token || !ready;
  const failure = reset.error;
  const error = failure
    ? isApiError(failure) && failure.status !== 400
      ? failure.message
      : authMessages.resetTokenInvalid
    : null;

  const onValid = ({ password }: NewPassword) =>
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          showAlert({ kind: 'success', message: passwordMessages.changed });
          navigate(paths.login, { replace: true });
        },
      },
    );

  return (
    <AuthLayout>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void form.handleSubmit(onValid)(event)}
        aria-label={authCopy.resetTitle}
      >
        <Stack spacing={2}>
          <Typography component="h1" variant="h5" fontWeight={700}>
            {authCopy.resetTitle}
          </Typography>
          {!token ? <Alert severity="warning">{authCopy.resetMissingToken}</Alert> : null}
          <NewPasswordFormFields control={form.control} />
          <ErrorAlert message={error} />
          <Button type="submit" variant="contained" size="large" disabled={disabled} fullWidth>
            {saving ? loginCopy.loading : authCopy.resetSubmit}
          </Button>
          <Link
            component={RouterLink}
            to={paths.login}
            underline="hover"
            sx={{ alignSelf: 'center' }}
          >
            {authCopy.backToLogin}
          </Link>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
