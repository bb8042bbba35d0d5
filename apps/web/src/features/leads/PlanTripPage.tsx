import { lazy, Suspense, useState } from 'react';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { LeadFields } from '@portal/domain/leads';
import { useSendLead } from '../../shared/leads/api';
import { LeadForm } from '../../shared/leads/LeadForm';
import { leadFormCopy } from '../../shared/leads/messages';
import { LoadingOverlay } from '../../shared/ui/LoadingOverlay';
import { leadsCopy } from './messages';

// dompurify and the dialog load when the terms are first shown
const TermsDialog = lazy(() => import('../../shared/terms/TermsDialog'));

/** /plantrip: trip request 'Dados para o contato' with the privacy-terms gate. */
export default function PlanTripPage() {
  const [lead, setLead] = useState<LeadFields | null>(null);
  const request = useSendLead('form');

  const send = (fields: LeadFields) => {
    setLead(null);
    request.mutate(fields);
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
          sending={request.isPending}
          onValid={setLead}
        />
      </Paper>
      {lead ? (
        <Suspense fallback={<LoadingOverlay open message={leadFormCopy.sending} />}>
          <TermsDialog open onAccept={() => send(lead)} onCancel={() => setLead(null)} />
        </Suspense>
      ) : null}
      <LoadingOverlay open={request.isPending} message={leadFormCopy.sending} />
    </Container>
  );
}
