import { lazy, Suspense, useId, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { canSeeStatement, paysWithPoints, type SessionUser } from '@portal/domain/users';
import { defaultCoinAlias, defaultShortCoinAlias } from '@portal/domain/campaigns';
import { formatPoints } from '@portal/domain/money';
import { useSession } from '../../shared/session/sessionContext';
import { paths } from '../../shared/routes';
import { ImageWithFallback } from '../../shared/ui/ImageWithFallback';
import { shellCopy } from '../messages';
import { CampaignLinkButton } from './NavLinkItem';
import { mdiAccountCircle, mdiMenu } from '@mdi/js';
import { Icon } from '../../shared/ui/Icon';

// Opened on demand: kept out of the first load of every signed page.
const UserMenuPopup = lazy(() => import('./UserMenuPopup'));
const MobileDrawer = lazy(() => import('./MobileDrawer'));
const StatementDialog = lazy(() => import('../../features/account/StatementDialog'));

function coinAliases(user: SessionUser) {
  const config = user.campaign.campaignConfig;
  return {
    long: config.coinAlias || defaultCoinAlias,
    short: config.shortenCoinAlias || defaultShortCoinAlias,
  };
}

/** pt-BR balance with the short coin alias, or null when the user sees cash prices only. */
export function balanceLabel(user: SessionUser): string | null {
  if (!paysWithPoints(user)) return null;
  return `${formatPoints(user.pointsBalance)} ${coinAliases(user).short}`;
}

function Logo({ user }: { user: SessionUser }) {
  const campaign = user.campaign;
  return (
    <Box
      component={RouterLink}
      to={paths.home}
      aria-label={shellCopy.logoLabel(campaign.name)}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        height: 48,
        mr: 2,
        borderRadius: 1,
        '&:focus-visible': { outline: '2px solid currentColor' },
      }}
    >
      <ImageWithFallback
        src={campaign.campaignConfigLayout.logo}
        alt=""
        fallbackLabel={campaign.name}
        style={{ maxHeight: 44, maxWidth: 180, objectFit: 'contain' }}
      />
    </Box>
  );
}

/** Site header: logo, menu, campaign links, user name, balance and user menu. */
export function Header() {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('sm'));
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [statementOpen, setStatementOpen] = useState(false);
  const menuId = useId();

  if (!user) return null;
  const headers = user.campaign.campaignConfigLayout.headers;
  const balance = balanceLabel(user);
  // Guests and travel-voucher users have no 'Minhas viagens' and no account.
  const showMemberArea = !user.guest && !user.travelVoucher;
  const showStatement = canSeeStatement(user);
  const aliases = coinAliases(user);

  const onSignOut = async () => {
    setMenuAnchor(null);
    setDrawerOpen(false);
    await signOut();
    navigate(paths.login, { replace: true });
  };
  const openStatement = () => {
    setMenuAnchor(null);
    setDrawerOpen(false);
    setStatementOpen(true);
  };

  // The user menu and the drawer offer the same account entries.
  const accountEntries = {
    showMemberArea,
    statementLabel: showStatement ? shellCopy.statement(aliases.long) : null,
    onStatement: openStatement,
    onSignOut: () => void onSignOut(),
  };

  const colors = { bgcolor: theme.portal.headerBackground, color: theme.portal.headerText };

  return (
    <>
      <AppBar position="static" elevation={1} sx={colors} component="header">
        <Toolbar sx={{ gap: 1, minHeight: { xs: 56, sm: 72 } }}>
          {compact ? (
            <>
              <IconButton
                color="inherit"
                edge="start"
                aria-label={shellCopy.openMenu}
                onClick={() => setDrawerOpen(true)}
              >
                <Icon path={mdiMenu} />
              </IconButton>
              <Box sx={{ flex: 1, display: 'flex', justifyContent: 'center' }}>
                <Logo user={user} />
              </Box>
              {balance ? (
                <Typography
                  variant="body2"
                  fontWeight={700}
                  aria-label={`${shellCopy.balance}: ${balance}`}
                >
                  {balance}
                </Typography>
              ) : null}
            </>
          ) : (
            <>
              <Logo user={user} />
              <Box
                component="nav"
                aria-label={shellCopy.mainMenu}
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, flex: 1 }}
              >
                <Button color="inherit" component={RouterLink} to={paths.home}>
                  {shellCopy.home}
                </Button>
                <Button color="inherit" component={RouterLink} to={paths.planTrip}>
                  {shellCopy.planTrip}
                </Button>
                {headers.map((header) => (
                  <CampaignLinkButton key={header.id} link={header.link}>
                    {header.name}
                  </CampaignLinkButton>
                ))}
              </Box>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Box sx={{ textAlign: 'right' }}>
                  <Typography variant="body2" fontWeight={600}>
                    {user.name}
                  </Typography>
                  {balance ? (
                    <Typography variant="body2" aria-label={`${shellCopy.balance}: ${balance}`}>
                      {balance}
                    </Typography>
                  ) : null}
                </Box>
                <IconButton
                  color="inherit"
                  aria-label={shellCopy.userMenu(user.name)}
                  aria-haspopup="menu"
                  aria-controls={menuAnchor ? menuId : undefined}
                  aria-expanded={menuAnchor ? 'true' : undefined}
                  onClick={(event) => setMenuAnchor(event.currentTarget)}
                >
                  <Icon path={mdiAccountCircle} />
                </IconButton>
                {menuAnchor ? (
                  <Suspense fallback={null}>
                    <UserMenuPopup
                      id={menuId}
                      anchorEl={menuAnchor}
                      onClose={() => setMenuAnchor(null)}
                      {...accountEntries}
                    />
                  </Suspense>
                ) : null}
              </Box>
            </>
          )}
        </Toolbar>
      </AppBar>

      {compact && drawerOpen ? (
        <Suspense fallback={null}>
          <MobileDrawer
            onClose={() => setDrawerOpen(false)}
            user={user}
            balance={balance}
            {...accountEntries}
          />
        </Suspense>
      ) : null}

      {showStatement && statementOpen ? (
        <Suspense fallback={null}>
          <StatementDialog open onClose={() => setStatementOpen(false)} coinAlias={aliases.long} />
        </Suspense>
      ) : null}
    </>
  );
}
