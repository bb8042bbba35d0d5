import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

// the form (MUI Autocomplete, selects, date field) is its own chunk: / keeps its first-load budget;
// only these two strings live here so the form's copy stays in that chunk too
const title = 'Aéreo';
const loadingForm = 'Carregando o formulário...';
const FlightSearchFormContent = lazy(() => import('./FlightSearchFormContent'));

/** Home tab 'Aéreo' (spec 1 §2 "Search forms"): region `search-form-flight`, the form loaded on first show. */
export function FlightSearchForm() {
  return (
    <Box component="section" data-testid="search-form-flight" aria-label={title} sx={{ py: 2 }}>
      <Suspense
        fallback={
          <Box role="status" aria-label={loadingForm} sx={{ minHeight: 180, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
            <CircularProgress aria-hidden />
          </Box>
        }
      >
        <FlightSearchFormContent />
      </Suspense>
    </Box>
  );
}
