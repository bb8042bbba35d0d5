import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { paths } from '../../../shared/routes';

/** 'Alterar' back to the results, to choose another trip; `label` names what it changes. */
export function ChangeLink({ text, label }: { text: string; label: string }) {
  return (
    <Link component={RouterLink} to={paths.results} aria-label={label} fontWeight={700}>
      {text}
    </Link>
  );
}
