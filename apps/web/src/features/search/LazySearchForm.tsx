import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { searchFormCopy } from './messages';

/**
 * A home tab's search form as its own chunk, so the home route keeps its first-load budget:
 * the region `testId` named for the tab, a status while the form's chunk arrives.
 */
export function LazySearchForm({
  testId,
  title,
  Body,
}: {
  testId: string;
  title: string;
  Body: LazyExoticComponent<ComponentType>;
}) {
  return (
    <Box component="section" data-testid={testId} aria-label={title}>
      <Suspense
        fallback={
          <Box
            role="status"
            aria-label={searchFormCopy.loadingForm}
            sx={{ minHeight: 180, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
          >
            <CircularProgress aria-hidden />
          </Box>
        }
      >
        <Body />
      </Suspense>
    </Box>
  );
}
