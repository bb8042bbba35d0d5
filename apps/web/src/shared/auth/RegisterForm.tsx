import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { masks } from '@portal/domain/lib';
import { registrationMessages, registrationSchema, type Registration } from '@portal/domain/auth';
import { type SessionUser } from '@portal/domain/users';
import { isApiError } from '../api/client';
import { useAlert } from '../alerts/alertContext';
import { useCampaign } from '../campaign/useCampaign';
import { useSession } from '../session/sessionContext';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { RequiredTextFields, type RequiredTextField } from '../forms/RequiredTextFields';
import { register } from './api';
import { authCopy } from './messages';
import { loginCopy } from './loginMessages';
import { ErrorAlertRow } from '../ui/ErrorAlert';

const emptyForm: Registration = {
  name: '',
  lastName: '',
  cpf: '',
  cellphone: '',
  email: '',
  password: '',
};

const fields: RequiredTextField<Registration>[] = [
  { name: 'name', label: authCopy.name, autoComplete: 'given-name', half: true },
  { name: 'lastName', label: authCopy.lastName, autoComplete: 'family-name', half: true },
  { name: 'cpf', label: authCopy.cpf, autoComplete: 'off', mask: masks.cpf, half: true },
  {
    name: 'cellphone',
    label: authCopy.cellphone,
    autoComplete: 'tel-national',
    mask: masks.cellphone,
    half: true,
  },
  { name: 'email', label: loginCopy.email, type: 'email', autoComplete: 'email' },
  { name: 'password', label: loginCopy.password, type: 'password', autoComplete: 'new-password' },
];

/** 'Registrar-me' tab: the registration rules; the new member is signed in on success. */
export function RegisterForm({ onRegistered }: { onRegistered: (user: SessionUser) => void }) {
  const { user, signIn } = useSession();
  const { campaign } = useCampaign();
  const showAlert = useAlert();
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<Registration>({
    defaultValues: emptyForm,
    resolver: zodResolver(registrationSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onValid = async (form: Registration) => {
    setServerError(null);
    try {
      const tokens = await register(form, {
        campaign: campaign?.id ?? user?.campaign.id ?? 0,
        referenceUserId: user?.id ?? null,
        travelVoucher: user?.travelVoucher ?? false,
      });
      const member = await signIn(tokens);
      showAlert({ kind: 'success', message: registrationMessages.success });
      onRegistered(member);
    } catch (failure) {
      setServerError(
        isApiError(failure) || failure instanceof Error
          ? failure.message
          : registrationMessages.requiredField,
      );
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      aria-label={authCopy.registerTab}
    >
      <Grid container spacing={2}>
        <RequiredTextFields control={control} fields={fields} />
        <ErrorAlertRow message={serverError} />
        <Grid size={12}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={formState.isSubmitting}
          >
            {formState.isSubmitting ? loginCopy.loading : authCopy.registerSubmit}
          </Button>
        </Grid>
      </Grid>
      <LoadingOverlay open={formState.isSubmitting} message={authCopy.creatingAccount} />
    </Box>
  );
}
