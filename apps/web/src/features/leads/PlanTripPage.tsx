import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { leadFieldErrors, leadMessages, leadSchema, masks, type LeadFields } from '@portal/domain';
import { FORM_ALERT_MS, VALIDATION_ALERT_MS, useAlert } from '../../shared/alerts/alertContext';
import { useSignedUser } from '../../shared/session/sessionContext';
import { paths } from '../../shared/routes';
import { LoadingOverlay } from '../../shared/ui/LoadingOverlay';
import { maskedInputComponent } from '../../shared/ui/MaskedInput';
import { TextInput } from '../../shared/ui/TextInput';
import { sendTripRequest } from './api';
import { leadsCopy } from './messages';

// dompurify and the dialog load when the terms are first shown
const TermsDialog = lazy(() => import('./TermsDialog'));

/** Redirect to / after a sent request (spec 1 §4, §9). */
export const REDIRECT_AFTER_SUCCESS_MS = 3000;

type Values = LeadFields;

/** /plantrip: trip request 'Dados para o contato' with the privacy-terms gate (spec 1 §2, §5). */
export default function PlanTripPage() {
  const user = useSignedUser();
  const navigate = useNavigate();
  const showAlert = useAlert();
  const [values, setValues] = useState<Values>({
    name: user.name,
    phone: '',
    email: user.email,
    details: '',
  });
  const [submitted, setSubmitted] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (redirectTimer.current) clearTimeout(redirectTimer.current);
    },
    [],
  );

  const errors = submitted ? leadFieldErrors(values) : {};
  const set = (key: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(leadFieldErrors(values)).length > 0) {
      showAlert({
        kind: 'error',
        message: leadMessages.fillRequired,
        duration: VALIDATION_ALERT_MS,
      });
      return;
    }
    setTermsOpen(true);
  };

  const send = async () => {
    setTermsOpen(false);
    const parsed = leadSchema.safeParse({ ...values, channel: 'form' });
    if (!parsed.success) return;
    setSending(true);
    try {
      await sendTripRequest(parsed.data);
      showAlert({ kind: 'info', message: leadMessages.success, duration: FORM_ALERT_MS });
      redirectTimer.current = setTimeout(() => navigate(paths.home), REDIRECT_AFTER_SUCCESS_MS);
    } catch {
      showAlert({ kind: 'error', message: leadMessages.failure, duration: FORM_ALERT_MS });
    } finally {
      setSending(false);
    }
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography component="h1" variant="h4" fontWeight={700} gutterBottom>
        {leadsCopy.title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{leadsCopy.intro}</Typography>
      <Paper sx={{ p: { xs: 2, md: 4 } }}>
        <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="plantrip-contact">
          <Typography
            id="plantrip-contact"
            component="h2"
            variant="h6"
            fontWeight={700}
            sx={{ mb: 2 }}
          >
            {leadsCopy.contactData}
          </Typography>
          <Grid container spacing={2}>
            <Grid size={12}>
              <TextInput
                label={leadsCopy.name}
                name="name"
                autoComplete="name"
                required
                value={values.name}
                onChange={set('name')}
                error={Boolean(errors.name)}
                helperText={errors.name}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextInput
                label={leadsCopy.phone}
                name="phone"
                autoComplete="tel-national"
                required
                value={values.phone}
                onChange={set('phone')}
                error={Boolean(errors.phone)}
                helperText={errors.phone}
                inputComponent={maskedInputComponent}
                inputProps={{ mask: masks.cellphone, inputMode: 'numeric' }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextInput
                label={leadsCopy.email}
                name="email"
                type="email"
                autoComplete="email"
                required
                value={values.email}
                onChange={set('email')}
                error={Boolean(errors.email)}
                helperText={errors.email}
              />
            </Grid>
            <Grid size={12}>
              <TextInput
                label={leadsCopy.details}
                name="details"
                required
                multiline
                minRows={4}
                value={values.details}
                onChange={set('details')}
                error={Boolean(errors.details)}
                helperText={errors.details ?? leadsCopy.detailsHint}
              />
            </Grid>
            <Grid size={12} sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Button type="submit" variant="contained" size="large" disabled={sending}>
                {leadsCopy.submit}
              </Button>
            </Grid>
          </Grid>
        </Box>
      </Paper>
      {termsOpen ? (
        <Suspense fallback={<LoadingOverlay open message={leadsCopy.sending} />}>
          <TermsDialog open onAccept={() => void send()} onCancel={() => setTermsOpen(false)} />
        </Suspense>
      ) : null}
      <LoadingOverlay open={sending} message={leadsCopy.sending} />
    </Container>
  );
}
