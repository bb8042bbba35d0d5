import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { passwordMessages } from '@portal/domain/auth';
import { isApiError } from '../../shared/api/client';
import { useAlert } from '../../shared/alerts/alertContext';
import { useSession } from '../../shared/session/sessionContext';
import { paths } from '../../shared/routes';
import { useFirstAccessPassword } from '../../shared/auth/api';
import { authCopy } from '../../shared/auth/messages';
import { loginCopy } from '../../shared/auth/loginMessages';
import {
  NewPasswordFormFields,
  useNewPasswordForm,
  type NewPassword,
} from '../../shared/auth/NewPasswordForm';
import { ErrorAlert } from '../../shared/ui/ErrorAlert';

/** 'Primeiro acesso': a member with firstAccess must change the password. */
export default function FirstAccessDialog({ open }: { open: boolean }) {
  const { signOut, refreshUser } = useSession();
  const showAlert = useAlert();
  const navigate = useNavigate();
  const { form, ready } = useNewPasswordForm();
  const change = useFirstAccessPassword();
  const saving = change.isPending;
  const disabled = saving || !ready;
  const error = change.error
    ? isApiError(change.error)
      ? change.error.message
      : passwordMessages.mismatch
    : null;

  const onValid = ({ password }: NewPassword) =>
    change.mutate(password, {
      onSuccess: async () => {
        showAlert({ kind: 'success', message: passwordMessages.changed });
        await refreshUser();
      },
    });

  const onCancel = async () => {
    await signOut();
    navigate(paths.login, { replace: true });
  };

  return (
    <Dialog
      open={open}
      disableEscapeKeyDown
      aria-labelledby="first-access-title"
      maxWidth="xs"
      fullWidth
    >
      <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
        <DialogTitle id="first-access-title">{authCopy.firstAccessTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText>{authCopy.firstAccessHint}</DialogContentText>
            <NewPasswordFormFields control={form.control} />
            <ErrorAlert message={error} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => void onCancel()}>{authCopy.cancel}</Button>
          <Button type="submit" variant="contained" disabled={disabled}>
            {saving ? loginCopy.loading : authCopy.firstAccessSubmit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
