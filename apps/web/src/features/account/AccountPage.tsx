import { lazy, Suspense, useState } from 'react';
import { Navigate, Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { canSeeStatement } from '@portal/domain/users';
import { defaultCoinAlias } from '@portal/domain/campaigns';
import { paymentSettingsQuery } from '../../shared/payment/api';
import { paths } from '../../shared/routes';
import { useSignedUser } from '../../shared/session/sessionContext';
import { accountCopy } from './messages';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { SavedCardsSection } from './SavedCardsSection';

const StatementDialog = lazy(() => import('./StatementDialog'));

/** 'Minha conta': the member's data, saved cards, password and statement. */
export default function AccountPage() {
  const user = useSignedUser();
  const [statementOpen, setStatementOpen] = useState(false);
  // Stripe mode keeps no card of ours to list, and its cards are never typed into our forms
  // (docs/decisions.md, 'Saved cards in Stripe mode').
  const stripeMode = useQuery(paymentSettingsQuery()).data?.mode === 'stripe';

  // Guests and travel-voucher users have no account, as they have no 'Minhas viagens'.
  if (user.guest || user.travelVoucher) return <Navigate to={paths.home} replace />;

  const coinAlias = user.campaign.campaignConfig.coinAlias || defaultCoinAlias;
  const showStatement = canSeeStatement(user);

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {accountCopy.pageTitle}
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={3}>
            <ProfileSection user={user} />
            {stripeMode ? null : <SavedCardsSection />}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={3}>
            <PasswordSection user={user} />
            <Paper
              component="section"
              aria-labelledby="account-more-title"
              variant="outlined"
              sx={{ p: 3 }}
            >
              <Typography id="account-more-title" component="h2" variant="h6" gutterBottom>
                {showStatement ? accountCopy.statementTitleShort : accountCopy.myTrips}
              </Typography>
              <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {showStatement ? (
                  <Button variant="outlined" onClick={() => setStatementOpen(true)}>
                    {accountCopy.openStatement(coinAlias)}
                  </Button>
                ) : null}
                <Button component={RouterLink} to={paths.myTrips}>
                  {accountCopy.myTrips}
                </Button>
              </Stack>
            </Paper>
          </Stack>
        </Grid>
      </Grid>
      {showStatement && statementOpen ? (
        <Suspense fallback={null}>
          <StatementDialog open onClose={() => setStatementOpen(false)} coinAlias={coinAlias} />
        </Suspense>
      ) : null}
    </Container>
  );
}
