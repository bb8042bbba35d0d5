import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { paths } from '../../shared/routes';
import { resultsCopy } from './messages';

/** The supplier's refusal with the server text and 'Refazer pesquisa' (→ /). */
export default function ResultsErrorAlert({ message }: { message: string }) {
  const navigate = useNavigate();
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{ my: 4, alignItems: 'center' }}
      action={
        <Button color="inherit" variant="outlined" onClick={() => navigate(paths.home)}>
          {resultsCopy.redo}
        </Button>
      }
    >
      <AlertTitle>{resultsCopy.errorTitle}</AlertTitle>
      {message}
    </Alert>
  );
}
