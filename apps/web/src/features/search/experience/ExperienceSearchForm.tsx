import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { sharedMessages } from '../../../shared/messages';

const ExperienceSearchFormBody = lazy(() => import('./ExperienceSearchFormBody'));

/** Home tab 'Exclusivos'; the form is a lazy chunk so the home route keeps its first-load budget. */
export function ExperienceSearchForm() {
  return (
    <Box component="section" data-testid="search-form-experience" aria-label="Exclusivos">
      <Suspense fallback={<CircularProgress aria-label={sharedMessages.loading} sx={{ m: 2 }} />}>
        <ExperienceSearchFormBody />
      </Suspense>
    </Box>
  );
}
