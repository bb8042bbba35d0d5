import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { authMessages } from '@portal/domain/auth';
import { isApiError } from '../../shared/api/client';
import { useSession } from '../../shared/session/sessionContext';
import { paths } from '../../shared/routes';
import { LoadingScreen } from '../../shared/ui/LoadingScreen';
import { voucherLogin } from '../../shared/auth/api';
import { AuthLayout } from './AuthLayout';
import { authCopy } from '../../shared/auth/messages';

/** Travel-voucher entry: /voucher/:uid signs the voucher holder in. */
export default function VoucherPage() {
  const { uid = '' } = useParams();
  const navigate = useNavigate();
  const { signInWithUser } = useSession();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    voucherLogin(uid)
      .then(({ user, ...tokens }) => {
        signInWithUser(tokens, user);
        navigate(paths.home, { replace: true });
      })
      .catch((failure: unknown) => {
        if (isApiError(failure) && failure.status === 409) setError(authMessages.voucherUsed);
        else if (isApiError(failure) && failure.status === 401) setError(authMessages.unauthorized);
        else setError(authMessages.userFetchFailed);
      });
  }, [uid, navigate, signInWithUser]);

  return (
    <AuthLayout>
      {error ? (
        <Stack spacing={2}>
          <Alert severity="error">{error}</Alert>
          <Button component={RouterLink} to={paths.login} variant="contained">
            {authCopy.backToLogin}
          </Button>
        </Stack>
      ) : (
        <LoadingScreen message={authCopy.authenticatingWait} />
      )}
    </AuthLayout>
  );
}
