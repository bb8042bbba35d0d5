import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { paths } from '../shared/routes';
import { shellCopy } from './messages';

/** Placeholder for areas other issues deliver; it renders inside the shell with the guards on. */
export default function ComingSoonPage({ area }: { area: string }) {
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Paper sx={{ p: 4, textAlign: 'center' }}>
        <Typography component="h1" variant="h4" gutterBottom>
          {area}
        </Typography>
        <Typography component="p" variant="h6" gutterBottom>
          {shellCopy.comingSoonTitle}
        </Typography>
        <Typography sx={{ mb: 3 }}>{shellCopy.comingSoon(area)}</Typography>
        <Button variant="contained" component={RouterLink} to={paths.home}>
          {shellCopy.backHome}
        </Button>
      </Paper>
    </Container>
  );
}
