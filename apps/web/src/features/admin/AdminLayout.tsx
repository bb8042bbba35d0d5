import type { ReactNode } from 'react';
import { Box, Button, Container, Typography } from '@mui/material';
import { Link, useLocation } from 'react-router';
import type { Operator } from '@portal/domain/operators';
import { adminMessages } from './messages';

const sections = [
  'campaigns',
  'showcases',
  'experiences',
  'coupons',
  'members',
  'bookings',
  'programme',
  'reports',
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
    <Box sx={{ minHeight: '100vh', bgcolor: 'grey.100', overflowX: 'hidden' }}>
      <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, minHeight: 56 }}>
          <Typography component="h1" variant="h6" sx={{ flexGrow: 1 }}>
            {adminMessages.title}
          </Typography>
          <Typography variant="body2" sx={{ mr: 1 }}>
            {operator.name} ({adminMessages.operators.roles[operator.role]})
          </Typography>
          <Button color="inherit" onClick={onSignOut}>
            {adminMessages.nav.signOut}
          </Button>
        </Box>
        {/* the menu is a row of its own that wraps: nothing runs off a tablet's screen */}
        <Box
          component="nav"
          aria-label={adminMessages.nav.label}
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 0.5, px: 1, pb: 0.5 }}
        >
          {[
            ...sections,
            ...(operator.role === 'admin' ? (['mails', 'operators'] as const) : []),
          ].map((section) => (
            <Button
              key={section}
              component={Link}
              to={`/admin/${section}`}
              color="inherit"
              size="small"
              aria-current={pathname.startsWith(`/admin/${section}`) ? 'page' : undefined}
              sx={{
                textDecoration: pathname.startsWith(`/admin/${section}`) ? 'underline' : 'none',
              }}
            >
              {adminMessages.nav[section]}
            </Button>
          ))}
        </Box>
      </Box>
      <Container component="main" maxWidth="xl" sx={{ py: 3, px: { xs: 1, sm: 2 } }}>
        {children}
      </Container>
    </Box>
  );
}
