import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

// The form is its own chunk so the home route keeps its first-load budget.
const title = 'Rodoviário';
const loadingForm = 'Carregando o formulário...';
const BusSearchFormBody = lazy(() => import('./BusSearchFormBody'));

/** Home tab 'Rodoviário': region `search-form-bus`, the form loaded on first show. */
export function BusSearchForm() {
  return (
    <Box component="section" data-testid="search-form-bus" aria-label={title}>
      <Suspense
        fallback={
          <Box
            role="status"
            aria-label={loadingForm}
            sx={{ minHeight: 180, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
          >
            <CircularProgress aria-hidden />
          </Box>
        }
      >
        <BusSearchFormBody />
      </Suspense>
    </Box>
  );
}
