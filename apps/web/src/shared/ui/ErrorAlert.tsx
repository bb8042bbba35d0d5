import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';

/** A failure the screen reader announces at once; nothing when there is none. */
export function ErrorAlert({ message }: { message: ReactNode }) {
  return message ? (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  ) : null;
}

/** The same as a full-width row of a form's Grid, left out with its row when there is none. */
export function ErrorAlertRow({ message }: { message: ReactNode }) {
  return message ? (
    <Grid size={12}>
      <ErrorAlert message={message} />
    </Grid>
  ) : null;
}
