import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { sharedMessages } from '../../../shared/messages';

const HotelSearchFormBody = lazy(() => import('./HotelSearchFormBody'));

/**
 * Home tab 'Hotel' (spec 1 §2 "Search forms"). The form itself (autocomplete, calendar, room
 * dialog) is a lazy chunk so the home route keeps its first-load budget.
 */
export function HotelSearchForm() {
  return (
    <Box component="section" data-testid="search-form-hotel" aria-label="Hotel">
      <Suspense fallback={<CircularProgress aria-label={sharedMessages.loading} sx={{ m: 2 }} />}>
        <HotelSearchFormBody />
      </Suspense>
    </Box>
  );
}
