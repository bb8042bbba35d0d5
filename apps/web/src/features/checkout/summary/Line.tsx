import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** One label/value row of a summary's definition list; the strong one is the total. */
export function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 1,
        ...(strong ? { borderTop: 1, borderColor: 'divider', mt: 1, pt: 1 } : {}),
      }}
    >
      <Typography component="dt" variant="body2" fontWeight={strong ? 700 : undefined}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" fontWeight={strong ? 800 : 600} sx={{ m: 0 }}>
        {value}
      </Typography>
    </Box>
  );
}
