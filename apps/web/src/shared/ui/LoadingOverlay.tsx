import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** Full-screen wait with one of the spec's overlay messages ('Aguarde...'). */
export function LoadingOverlay({ open, message }: { open: boolean; message: string }) {
  return (
    <Backdrop
      open={open}
      sx={{
        color: '#fff',
        zIndex: (theme) => theme.zIndex.modal + 1,
        flexDirection: 'column',
        gap: 2,
      }}
    >
      {open ? (
        <div
          role="status"
          aria-live="polite"
          style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 16 }}
        >
          <CircularProgress color="inherit" aria-hidden />
          <Typography>{message}</Typography>
        </div>
      ) : null}
    </Backdrop>
  );
}
