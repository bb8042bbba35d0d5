import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  accountMessages,
  profileUpdateSchema,
  type ProfileUpdate,
  type SessionUser,
} from '@portal/domain/users';
import { maskCpf, masks } from '@portal/domain/lib';
import { useAlert } from '../../shared/alerts/alertContext';
import { isApiError } from '../../shared/api/client';
import { sharedMessages } from '../../shared/messages';
import { useSession } from '../../shared/session/sessionContext';
import { LoadingOverlay } from '../../shared/ui/LoadingOverlay';
import { RequiredTextFields, type RequiredTextField } from '../../shared/forms/RequiredTextFields';
import { TextInput } from '../../shared/ui/TextInput';
import { useUpdateProfile } from './api';
import { accountCopy } from './messages';
import { ErrorAlertRow } from '../../shared/ui/ErrorAlert';

const editable: RequiredTextField<ProfileUpdate>[] = [
  { name: 'name', label: accountCopy.firstName, autoComplete: 'given-name', half: true },
  { name: 'lastName', label: accountCopy.lastName, autoComplete: 'family-name', half: true },
  {
    name: 'cellphone',
    label: accountCopy.cellphone,
    autoComplete: 'tel-national',
    mask: masks.cellphone,
  },
];

/** 'Meus dados': name and cellphone are the member's to change; e-mail and CPF are shown only. */
export function ProfileSection({ user }: { user: SessionUser }) {
  const { refreshUser } = useSession();
  const showAlert = useAlert();
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError, reset } = useForm<ProfileUpdate>({
    defaultValues: {
      name: user.firstName ?? '',
      lastName: user.lastName ?? '',
      cellphone: user.cellphone ?? '',
    },
    resolver: zodResolver(profileUpdateSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const update = useUpdateProfile();

  const onValid = async (profile: ProfileUpdate) => {
    setServerError(null);
    try {
      const saved = await update.mutateAsync(profile);
      reset({
        name: saved.firstName ?? '',
        lastName: saved.lastName ?? '',
        cellphone: saved.cellphone ?? '',
      });
      await refreshUser();
      showAlert({ kind: 'success', message: accountMessages.profileSaved });
    } catch (failure) {
      const fields = isApiError(failure) ? (failure.fields ?? {}) : {};
      for (const field of editable) {
        const message = fields[field.name];
        if (message) setError(field.name, { message }, { shouldFocus: true });
      }
      setServerError(isApiError(failure) ? failure.message : sharedMessages.unexpected);
    }
  };

  return (
    <Paper
      component="section"
      aria-labelledby="account-profile-title"
      variant="outlined"
      sx={{ p: 3 }}
    >
      <Typography id="account-profile-title" component="h2" variant="h6" gutterBottom>
        {accountCopy.profileTitle}
      </Typography>
      <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
        <Grid container spacing={2}>
          <RequiredTextFields control={control} fields={editable} announceHelper />
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextInput
              label={accountCopy.email}
              value={user.email}
              onChange={() => undefined}
              inputProps={{ readOnly: true }}
              describedBy="account-read-only-hint"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextInput
              label={accountCopy.cpf}
              value={maskCpf(user.cpf ?? '') || accountCopy.unknown}
              onChange={() => undefined}
              inputProps={{ readOnly: true }}
              describedBy="account-read-only-hint"
            />
          </Grid>
          <Grid size={12}>
            <Typography id="account-read-only-hint" variant="body2" color="text.secondary">
              {accountCopy.readOnlyHint}
            </Typography>
          </Grid>
          <ErrorAlertRow message={serverError} />
          <Grid size={12}>
            <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
              {accountCopy.saveProfile}
            </Button>
          </Grid>
        </Grid>
      </form>
      <LoadingOverlay open={formState.isSubmitting} message={accountCopy.saving} />
    </Paper>
  );
}
