import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSendLead } from '../../../shared/leads/api';
import { LeadForm } from '../../../shared/leads/LeadForm';
import { leadFormCopy } from '../../../shared/leads/messages';
import { paths } from '../../../shared/routes';
import { LoadingOverlay } from '../../../shared/ui/LoadingOverlay';
import { flightResultsCopy } from './messages';

const copy = flightResultsCopy.noFlight;

/** No-flight-found screen: the message, a link to redo the search and the lead form. */
export function NoFlightFound() {
  const lead = useSendLead('searchResult');

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
          sending={lead.isPending}
          onValid={(fields) => lead.mutate(fields)}
        />
      </Paper>
      <LoadingOverlay open={lead.isPending} message={leadFormCopy.sending} />
    </Box>
  );
}
