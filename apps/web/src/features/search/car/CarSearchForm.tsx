import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

// The form is its own chunk so the home route keeps its first-load budget.
const title = 'Carro';
const loadingForm = 'Carregando o formulário...';
const CarSearchFormBody = lazy(() => import('./CarSearchFormBody'));

/** Home tab 'Carro': region `search-form-car`, the form loaded on first show. */
export function CarSearchForm() {
  return (
    <Box component="section" data-testid="search-form-car" aria-label={title}>
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
        <CarSearchFormBody />
      </Suspense>
    </Box>
  );
}
