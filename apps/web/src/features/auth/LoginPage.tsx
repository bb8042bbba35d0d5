import { useLocation, useNavigate } from 'react-router';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useCampaign } from '../../shared/campaign/useCampaign';
import { paths } from '../../shared/routes';
import { AuthLayout } from './AuthLayout';
import { LoginForm } from '../../shared/auth/LoginForm';
import { loginCopy } from '../../shared/auth/loginMessages';

function returnPath(state: unknown): string {
  if (
    state &&
    typeof state === 'object' &&
    'from' in state &&
    typeof state.from === 'string' &&
    state.from.startsWith('/')
  ) {
    return state.from;
  }
  return paths.home;
}

export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { campaign } = useCampaign();

  return (
    <AuthLayout>
      <Stack spacing={2}>
        <LoginForm onSignedIn={() => navigate(returnPath(location.state), { replace: true })} />
        {campaign?.ssoEnabled ? (
          <>
            <Divider>{loginCopy.or}</Divider>
            <Button
              variant="outlined"
              size="large"
              component={RouterLink}
              to={paths.authCallback}
              fullWidth
            >
              {loginCopy.ssoButton}
            </Button>
          </>
        ) : null}
        <Box sx={{ textAlign: 'center', pt: 1 }}>
          <Link component={RouterLink} to={paths.guest} underline="hover">
            {loginCopy.noAccount}
          </Link>
        </Box>
      </Stack>
    </AuthLayout>
  );
}
