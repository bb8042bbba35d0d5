import type { ReactNode } from 'react';
import { Box, Button, Container, Typography } from '@mui/material';
import { Link, useLocation } from 'react-router';
import type { Operator } from '@portal/domain';
import { adminMessages } from './messages';

const sections = [
  'campaigns',
  'showcases',
  'experiences',
  'coupons',
  'members',
  'bookings',
  'programme',
  'audit',
] as const;

export function AdminLayout({
  operator,
  onSignOut,
  children,
}: {
  operator: Operator;
  onSignOut: () => void;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'grey.100' }}>
      <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            flexWrap: 'wrap',
            px: 2,
            minHeight: 64,
          }}
        >
          <Typography component="h1" variant="h6" sx={{ mr: 2 }}>
            {adminMessages.title}
          </Typography>
          <Box component="nav" sx={{ display: 'flex', gap: 1, flexGrow: 1 }}>
            {[...sections, ...(operator.role === 'admin' ? (['operators'] as const) : [])].map(
              (section) => (
                <Button
                  key={section}
                  component={Link}
                  to={`/admin/${section}`}
                  color="inherit"
                  aria-current={pathname.startsWith(`/admin/${section}`) ? 'page' : undefined}
                  sx={{
                    textDecoration: pathname.startsWith(`/admin/${section}`) ? 'underline' : 'none',
                  }}
                >
                  {adminMessages.nav[section]}
                </Button>
              ),
            )}
          </Box>
          <Typography variant="body2" sx={{ mr: 1 }}>
            {operator.name} ({operator.role})
          </Typography>
          <Button color="inherit" onClick={onSignOut}>
            {adminMessages.nav.signOut}
          </Button>
        </Box>
      </Box>
      <Container component="main" maxWidth="xl" sx={{ py: 3 }}>
        {children}
      </Container>
    </Box>
  );
}
