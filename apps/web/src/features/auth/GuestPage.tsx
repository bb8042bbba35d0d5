import { useEffect, useRef } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { authMessages, entryCodeFormSchema, type EntryCodeForm } from '@portal/domain/auth';
import { isApiError } from '../../shared/api/client';
import { useCampaign } from '../../shared/campaign/useCampaign';
import { useSession } from '../../shared/session/sessionContext';
import { paths, voucherPath } from '../../shared/routes';
import { TextInput } from '../../shared/ui/TextInput';
import { useGuestLogin } from '../../shared/auth/api';
import { AuthLayout } from './AuthLayout';
import { authCopy } from '../../shared/auth/messages';
import { loginCopy } from '../../shared/auth/loginMessages';

/** A code field of the guest page's forms; its message after the form's first submit. */
function CodeField({
  control,
  label,
  name,
  failure = null,
}: {
  control: Control<EntryCodeForm>;
  label: string;
  name: string;
  /** the server's refusal of the code */
  failure?: string | null;
}) {
  return (
    <Controller
      control={control}
      name="code"
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message ?? failure;
        return (
          <TextInput
            label={label}
            name={name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(error)}
            helperText={error ?? undefined}
            announceHelper
          />
        );
      }}
    />
  );
}

const codeForm = (code: string) => ({
  defaultValues: { code },
  resolver: zodResolver(entryCodeFormSchema),
});

/** Guest entry by campaign code, plus the travel-voucher entry. */
export default function GuestPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { signIn } = useSession();
  const { campaign } = useCampaign();
  const guestForm = useForm<EntryCodeForm>(codeForm(params.get('code') ?? ''));
  const voucherForm = useForm<EntryCodeForm>(codeForm(''));
  const entry = useGuestLogin(signIn);
  const autoTried = useRef(false);

  const enter = ({ code }: EntryCodeForm) =>
    entry.mutate(code, { onSuccess: () => navigate(paths.home, { replace: true }) });
  // the campaign-code call failed or returned no token; a failed user fetch has its own text
  const failure = entry.error
    ? isApiError(entry.error) || !(entry.error instanceof Error)
      ? authMessages.guestWithoutToken
      : entry.error.message
    : null;

  // "logs in by campaign code once the campaign colours have loaded": a code in the
  // address (/guest?code=...) enters by itself once the branding is there.
  const presetCode = params.get('code');
  useEffect(() => {
    if (!presetCode || !campaign || autoTried.current) return;
    autoTried.current = true;
    void guestForm.handleSubmit(enter)();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once when the campaign arrives
  }, [presetCode, campaign]);

  return (
    <AuthLayout>
      <Stack spacing={3}>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            if (entry.isPending) event.preventDefault();
            else void guestForm.handleSubmit(enter)(event);
          }}
          aria-label={authCopy.guestTitle}
        >
          <Stack spacing={2}>
            <Typography component="h1" variant="h5" fontWeight={700}>
              {authCopy.guestTitle}
            </Typography>
            <Typography variant="body2">{authCopy.guestHint}</Typography>
            <CodeField
              control={guestForm.control}
              label={authCopy.campaignCode}
              name="code"
              failure={failure}
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={entry.isPending}
              fullWidth
            >
              {entry.isPending ? loginCopy.loading : authCopy.guestSubmit}
            </Button>
          </Stack>
        </Box>
        <Divider />
        <Box
          component="form"
          noValidate
          onSubmit={(event) =>
            void voucherForm.handleSubmit(({ code }) => navigate(voucherPath(code)))(event)
          }
          aria-label={authCopy.voucherTitle}
        >
          <Stack spacing={2}>
            <Typography component="h2" variant="h6" fontWeight={700}>
              {authCopy.voucherTitle}
            </Typography>
            <Typography variant="body2">{authCopy.voucherHint}</Typography>
            <CodeField control={voucherForm.control} label={authCopy.voucherCode} name="voucher" />
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
