import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { leadFieldErrors, leadMessages, leadSchema, masks, type LeadFields } from '@portal/domain';
import { FORM_ALERT_MS, VALIDATION_ALERT_MS, useAlert } from '../../../shared/alerts/alertContext';
import { useSignedUser } from '../../../shared/session/sessionContext';
import { paths } from '../../../shared/routes';
import { LoadingOverlay } from '../../../shared/ui/LoadingOverlay';
import { maskedInputComponent } from '../../../shared/ui/MaskedInput';
import { TextInput } from '../../../shared/ui/TextInput';
import { sendLead } from '../../leads/api';
import { flightResultsCopy } from './messages';

const copy = flightResultsCopy.noFlight;
/** Redirect to / after a sent lead (spec 1 §4). */
export const LEAD_REDIRECT_MS = 3000;
export const LEAD_CHANNEL = 'searchResult';

type Values = LeadFields;

/** No-flight-found screen: the message, a link to redo the search and the lead form (spec 1 §2, §4, §5). */
export function NoFlightFound() {
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
  const [sending, setSending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const errors = submitted ? leadFieldErrors(values) : {};
  const set = (key: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const parsed = leadSchema.safeParse({ ...values, channel: LEAD_CHANNEL });
    if (!parsed.success) {
      showAlert({
        kind: 'error',
        message: leadMessages.fillRequired,
        duration: VALIDATION_ALERT_MS,
      });
      return;
    }
    setSending(true);
    try {
      await sendLead(parsed.data);
      showAlert({ kind: 'info', message: leadMessages.success, duration: FORM_ALERT_MS });
      timer.current = setTimeout(() => navigate(paths.home), LEAD_REDIRECT_MS);
    } catch {
      showAlert({ kind: 'error', message: leadMessages.failure, duration: FORM_ALERT_MS });
    } finally {
      setSending(false);
    }
  };

  return (
    <Box sx={{ my: 3 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, mb: 3, textAlign: 'center' }}>
        <Typography component="h2" variant="h5" fontWeight={700} gutterBottom>
          {copy.title}
        </Typography>
        <Typography sx={{ mb: 1 }}>{copy.text}</Typography>
        <Link component={RouterLink} to={paths.home} fontWeight={700}>
          {copy.redo}
        </Link>
      </Paper>
      <Paper sx={{ p: { xs: 2, md: 4 } }}>
        <Box
          component="form"
          noValidate
          onSubmit={(event: FormEvent<HTMLFormElement>) => void onSubmit(event)}
          aria-labelledby="no-flight-lead"
        >
          <Typography
            id="no-flight-lead"
            component="h2"
            variant="h6"
            fontWeight={700}
            sx={{ mb: 2 }}
          >
            {copy.leadTitle}
          </Typography>
          <Grid container spacing={2}>
            <Grid size={12}>
              <TextInput
                label={copy.name}
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
                label={copy.phone}
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
                label={copy.email}
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
                label={copy.details}
                name="details"
                required
                multiline
                minRows={3}
                value={values.details}
                onChange={set('details')}
                error={Boolean(errors.details)}
                helperText={errors.details}
              />
            </Grid>
            <Grid size={12} sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Button type="submit" variant="contained" disabled={sending}>
                {copy.submit}
              </Button>
            </Grid>
          </Grid>
        </Box>
      </Paper>
      <LoadingOverlay open={sending} message={copy.sending} />
    </Box>
  );
}
