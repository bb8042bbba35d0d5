import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { sharedMessages } from '../../../shared/messages';

const EntertainmentSearchFormBody = lazy(() => import('./EntertainmentSearchFormBody'));

/** Home tab 'Experiências'; the form is a lazy chunk so the home route keeps its first-load budget. */
export function EntertainmentSearchForm() {
  return (
    <Box component="section" data-testid="search-form-entertainment" aria-label="Experiências">
      <Suspense fallback={<CircularProgress aria-label={sharedMessages.loading} sx={{ m: 2 }} />}>
        <EntertainmentSearchFormBody />
      </Suspense>
    </Box>
  );
}
