import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { leadMessages, type LeadFields } from '@portal/domain';
import { FORM_ALERT_MS, useAlert } from '../../shared/alerts/alertContext';
import { sendTripRequest } from '../../shared/leads/api';
import { LeadForm } from '../../shared/leads/LeadForm';
import { leadFormCopy } from '../../shared/leads/messages';
import { paths } from '../../shared/routes';
import { LoadingOverlay } from '../../shared/ui/LoadingOverlay';
import { leadsCopy } from './messages';

// dompurify and the dialog load when the terms are first shown
const TermsDialog = lazy(() => import('../../shared/terms/TermsDialog'));

/** Redirect to / after a sent request. */
export const REDIRECT_AFTER_SUCCESS_MS = 3000;

/** /plantrip: trip request 'Dados para o contato' with the privacy-terms gate. */
export default function PlanTripPage() {
  const navigate = useNavigate();
  const showAlert = useAlert();
  const [lead, setLead] = useState<LeadFields | null>(null);
  const [sending, setSending] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (redirectTimer.current) clearTimeout(redirectTimer.current);
    },
    [],
  );

  const send = async (fields: LeadFields) => {
    setLead(null);
    setSending(true);
    try {
      await sendTripRequest({ ...fields, channel: 'form' });
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
        <LeadForm
          titleId="plantrip-contact"
          title={leadsCopy.contactData}
          detailsRows={4}
          detailsHint={leadsCopy.detailsHint}
          sending={sending}
          onValid={setLead}
        />
      </Paper>
      {lead ? (
        <Suspense fallback={<LoadingOverlay open message={leadFormCopy.sending} />}>
          <TermsDialog open onAccept={() => void send(lead)} onCancel={() => setLead(null)} />
        </Suspense>
      ) : null}
      <LoadingOverlay open={sending} message={leadFormCopy.sending} />
    </Container>
  );
}
