import { useRouteError } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export const routeErrorCopy = {
  title: 'Ocorreu algum problema, por favor, tente novamente!',
  reload: 'Recarregar a página',
} as const;

export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <Box component="main" sx={{ maxWidth: 560, mx: 'auto', py: 8, px: 2, textAlign: 'center' }}>
      <Typography component="h1" variant="h5" gutterBottom>
        {routeErrorCopy.title}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {routeErrorCopy.reload}
      </Button>
    </Box>
  );
}
