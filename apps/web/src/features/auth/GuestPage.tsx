import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { authMessages } from '@portal/domain';
import { isApiError } from '../../shared/api/client';
import { useCampaign } from '../../shared/campaign/useCampaign';
import { useSession } from '../../shared/session/sessionContext';
import { paths, voucherPath } from '../../shared/routes';
import { TextInput } from '../../shared/ui/TextInput';
import { guestLogin } from '../../shared/auth/api';
import { AuthLayout } from './AuthLayout';
import { authCopy } from '../../shared/auth/messages';

/** Guest entry by campaign code, plus the travel-voucher entry. */
export default function GuestPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { signIn } = useSession();
  const { campaign } = useCampaign();
  const [code, setCode] = useState(params.get('code') ?? '');
  const [voucher, setVoucher] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [voucherError, setVoucherError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const autoTried = useRef(false);

  const enter = async (value: string) => {
    const trimmed = value.trim();
    if (!trimmed) {
      setError(authCopy.codeRequired);
      return;
    }
    setLoading(true);
    setError(null);
    try {
      const tokens = await guestLogin(trimmed);
      await signIn(tokens);
      navigate(paths.home, { replace: true });
    } catch (failure) {
      // the campaign-code call failed or returned no token; a failed user fetch has its own text
      setError(
        isApiError(failure) || !(failure instanceof Error)
          ? authMessages.guestWithoutToken
          : failure.message,
      );
    } finally {
      setLoading(false);
    }
  };

  // "logs in by campaign code once the campaign colours have loaded": a code in the
  // address (/guest?code=...) enters by itself once the branding is there.
  const presetCode = params.get('code');
  useEffect(() => {
    if (!presetCode || !campaign || autoTried.current) return;
    autoTried.current = true;
    void enter(presetCode);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once when the campaign arrives
  }, [presetCode, campaign]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!loading) void enter(code);
  };

  const onVoucher = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = voucher.trim();
    if (!trimmed) {
      setVoucherError(authCopy.codeRequired);
      return;
    }
    navigate(voucherPath(trimmed));
  };

  return (
    <AuthLayout>
      <Stack spacing={3}>
        <Box component="form" noValidate onSubmit={onSubmit} aria-label={authCopy.guestTitle}>
          <Stack spacing={2}>
            <Typography component="h1" variant="h5" fontWeight={700}>
              {authCopy.guestTitle}
            </Typography>
            <Typography variant="body2">{authCopy.guestHint}</Typography>
            <TextInput
              label={authCopy.campaignCode}
              name="code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              error={Boolean(error)}
              helperText={error ?? undefined}
              announceHelper
            />
            <Button type="submit" variant="contained" size="large" disabled={loading} fullWidth>
              {loading ? authCopy.loading : authCopy.guestSubmit}
            </Button>
          </Stack>
        </Box>
        <Divider />
        <Box component="form" noValidate onSubmit={onVoucher} aria-label={authCopy.voucherTitle}>
          <Stack spacing={2}>
            <Typography component="h2" variant="h6" fontWeight={700}>
              {authCopy.voucherTitle}
            </Typography>
            <Typography variant="body2">{authCopy.voucherHint}</Typography>
            <TextInput
              label={authCopy.voucherCode}
              name="voucher"
              value={voucher}
              onChange={(event) => setVoucher(event.target.value)}
              error={Boolean(voucherError)}
              helperText={voucherError ?? undefined}
              announceHelper
            />
            <Button type="submit" variant="outlined" fullWidth>
              {authCopy.voucherSubmit}
            </Button>
          </Stack>
        </Box>
        <FormHelperText component="div" sx={{ textAlign: 'center', mx: 0 }}>
          <Link component={RouterLink} to={paths.login} underline="hover">
            {authCopy.memberLogin}
          </Link>
        </FormHelperText>
      </Stack>
    </AuthLayout>
  );
}
