import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { authMessages, type Tokens, type GuestTokens } from '@portal/domain/auth';
import { assignLocation } from '../../shared/browser';
import { useCampaign } from '../../shared/campaign/useCampaign';
import { useSession } from '../../shared/session/sessionContext';
import { paths } from '../../shared/routes';
import { ssoAuthorizationUrl, ssoCallback } from '../../shared/auth/api';
import { AuthLayout } from './AuthLayout';
import { loginFailureMessage } from '../../shared/auth/loginErrors';
import { authCopy } from '../../shared/auth/messages';

/** Tokens handed over in the address hash (implicit-style return), if any. */
function tokensFromHash(hash: string): Tokens | GuestTokens | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const idToken = params.get('idToken') ?? params.get('id_token');
  if (!idToken) return null;
  const expiresIn = Number(params.get('expiresIn') ?? params.get('expires_in') ?? '3600');
  const localId = params.get('localId') ?? params.get('local_id') ?? '';
  const refreshToken = params.get('refreshToken') ?? params.get('refresh_token');
  const base = {
    idToken,
    localId,
    expiresIn: Number.isFinite(expiresIn) ? Math.trunc(expiresIn) : 3600,
  };
  return refreshToken ? { ...base, refreshToken } : base;
}

/**
 * Single sign-on return page: without query or hash it sends the browser to the
 * identity provider; with `?code=&state=` the API exchanges the code; with a hash the tokens are
 * stored. Then home.
 */
export default function AuthCallbackPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const { campaign, isLoading } = useCampaign();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    const query = new URLSearchParams(location.search);
    const code = query.get('code');
    const state = query.get('state');
    const hashTokens = tokensFromHash(location.hash);

    const finish = (tokens: Tokens | GuestTokens) =>
      signIn(tokens).then(() => navigate(paths.home, { replace: true }));

    if (query.get('error')) {
      started.current = true;
      setError(authMessages.guestWithoutToken);
      return;
    }
    if (code && state) {
      started.current = true;
      ssoCallback(code, state)
        .then(finish)
        .catch((failure: unknown) => setError(loginFailureMessage(failure)));
      return;
    }
    if (hashTokens) {
      started.current = true;
      finish(hashTokens).catch((failure: unknown) => setError(loginFailureMessage(failure)));
      return;
    }
    if (isLoading) return;
    started.current = true;
    if (!campaign) {
      navigate(paths.home, { replace: true });
      return;
    }
    ssoAuthorizationUrl(campaign.id)
      .then((url) => assignLocation(url))
      .catch(() => setError(authMessages.guestWithoutToken));
  }, [location.search, location.hash, campaign, isLoading, signIn, navigate]);

  return (
    <AuthLayout>
      {error ? (
        <Stack spacing={2}>
          <Typography component="h1" variant="h5" fontWeight={700}>
            {authMessages.authenticating}
          </Typography>
          <Alert severity="error">{error}</Alert>
          <Button component={RouterLink} to={paths.login} variant="contained">
            {authCopy.backToLogin}
          </Button>
        </Stack>
      ) : (
        <Stack spacing={2} alignItems="center" role="status" aria-live="polite">
          <Typography component="h1" variant="h5" fontWeight={700}>
            {authMessages.authenticating}
          </Typography>
          <CircularProgress aria-hidden />
          <Typography>{authCopy.authenticatingWait}</Typography>
        </Stack>
      )}
    </AuthLayout>
  );
}
