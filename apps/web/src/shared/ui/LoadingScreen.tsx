import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { sharedMessages } from '../messages';

export function LoadingScreen({ message = sharedMessages.loading }: { message?: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ minHeight: '50vh', display: 'grid', placeItems: 'center', gap: 2, p: 4 }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
        <CircularProgress aria-hidden />
        <Typography>{message}</Typography>
      </Box>
    </Box>
  );
}
