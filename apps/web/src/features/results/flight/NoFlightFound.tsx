import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { leadMessages, type LeadFields } from '@portal/domain';
import { FORM_ALERT_MS, useAlert } from '../../../shared/alerts/alertContext';
import { sendLead } from '../../../shared/leads/api';
import { LeadForm } from '../../../shared/leads/LeadForm';
import { leadFormCopy } from '../../../shared/leads/messages';
import { paths } from '../../../shared/routes';
import { LoadingOverlay } from '../../../shared/ui/LoadingOverlay';
import { flightResultsCopy } from './messages';

const copy = flightResultsCopy.noFlight;
/** Redirect to / after a sent lead. */
export const LEAD_REDIRECT_MS = 3000;
export const LEAD_CHANNEL = 'searchResult';

/** No-flight-found screen: the message, a link to redo the search and the lead form. */
export function NoFlightFound() {
  const navigate = useNavigate();
  const showAlert = useAlert();
  const [sending, setSending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const send = async (fields: LeadFields) => {
    setSending(true);
    try {
      await sendLead({ ...fields, channel: LEAD_CHANNEL });
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
        <LeadForm
          titleId="no-flight-lead"
          title={copy.leadTitle}
          detailsRows={3}
          sending={sending}
          onValid={(fields) => void send(fields)}
        />
      </Paper>
      <LoadingOverlay open={sending} message={leadFormCopy.sending} />
    </Box>
  );
}
