import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { paths } from '../../shared/routes';
import { LoadingText } from '../../shared/ui/LoadingScreen';
import { resultsCopy } from './messages';

const ResultsErrorAlert = lazy(() => import('./ResultsErrorAlert'));

/** Loading state with the spec's text (hotel passes its own). */
export function ResultsLoading({
  title,
  message = resultsCopy.loading,
}: {
  title?: string;
  message?: string;
}) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        py: 8,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 2,
        textAlign: 'center',
      }}
    >
      <CircularProgress aria-hidden />
      {title ? (
        <Typography component="p" variant="h6">
          {title}
        </Typography>
      ) : null}
      <LoadingText>{message}</LoadingText>
    </Box>
  );
}

/**
 * The 409 (and other supplier refusal) box. Its alert loads when a search fails: the results'
 * first load carries only what a search that succeeds shows.
 */
export function ResultsErrorBox({ message }: { message: string }) {
  return (
    <Suspense fallback={null}>
      <ResultsErrorAlert message={message} />
    </Suspense>
  );
}

/** No-results component. */
export function ResultsEmpty({
  title = resultsCopy.emptyTitle,
  text = resultsCopy.emptyText,
}: {
  title?: string;
  text?: string;
}) {
  const navigate = useNavigate();
  return (
    <Paper variant="outlined" sx={{ my: 4, p: 4, textAlign: 'center' }}>
      <Typography component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ mb: 2 }}>{text}</Typography>
      <Button variant="contained" onClick={() => navigate(paths.home)}>
        {resultsCopy.redo}
      </Button>
    </Paper>
  );
}
