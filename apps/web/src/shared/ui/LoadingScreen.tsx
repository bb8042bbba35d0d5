import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { sharedMessages } from '../messages';

/**
 * The text of a wait, never wider than 20rem: the start-up screen and a page's own loading state
 * then lay the same words out alike, so a wait that moves from one to the other does not repaint
 * a larger text.
 */
export function LoadingText({ children }: { children: ReactNode }) {
  return <Typography sx={{ maxWidth: '20rem', textAlign: 'center' }}>{children}</Typography>;
}

/**
 * A page-sized wait. It shows after half a second: a wait shorter than that (most start-ups on a
 * good connection) paints nothing instead of a loading text that flashes and goes.
 */
export function LoadingScreen({ message = sharedMessages.loading }: { message?: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        minHeight: '50vh',
        display: 'grid',
        placeItems: 'center',
        gap: 2,
        p: 4,
        '@keyframes loading-screen-appear': { from: { visibility: 'hidden' } },
        animation: 'loading-screen-appear 0s linear 500ms backwards',
      }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
        <CircularProgress aria-hidden />
        <LoadingText>{message}</LoadingText>
      </Box>
    </Box>
  );
}
