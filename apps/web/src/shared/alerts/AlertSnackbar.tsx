import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import type { AlertKind } from './alertContext';
import { sharedMessages } from '../messages';
import { mdiClose } from '@mdi/js';
import { Icon } from '../ui/Icon';

export interface AlertSnackbarProps {
  alertId: number;
  open: boolean;
  kind: AlertKind;
  message: string;
  duration: number;
  onClose: () => void;
}

/** Top-centre alert with a close button. Loaded on the first alert. */
export default function AlertSnackbar({
  alertId,
  open,
  kind,
  message,
  duration,
  onClose,
}: AlertSnackbarProps) {
  const close = (_event?: unknown, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    onClose();
  };
  return (
    <Snackbar
      key={alertId}
      open={open}
      autoHideDuration={duration}
      onClose={close}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert
        severity={kind}
        variant="filled"
        role={kind === 'error' || kind === 'warning' ? 'alert' : 'status'}
        action={
          <IconButton
            size="small"
            color="inherit"
            aria-label={sharedMessages.closeAlert}
            onClick={() => close()}
          >
            <Icon path={mdiClose} fontSize="small" />
          </IconButton>
        }
        sx={{ width: '100%', alignItems: 'center' }}
      >
        {message}
      </Alert>
    </Snackbar>
  );
}
