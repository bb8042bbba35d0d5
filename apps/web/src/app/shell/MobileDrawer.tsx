import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { isExternalLink } from '@portal/domain/campaigns';
import { type SessionUser } from '@portal/domain/users';
import { paths } from '../../shared/routes';
import { shellCopy } from '../messages';
import { internalPath } from './NavLinkItem';

export interface MobileDrawerProps {
  onClose: () => void;
  user: SessionUser;
  balance: string | null;
  /** 'Minha conta' and 'Minhas viagens': members only */
  showMemberArea: boolean;
  statementLabel: string | null;
  onStatement: () => void;
  onSignOut: () => void;
}

/** Drawer menu of the short header below 600 px; it has a login link to /auth/callback. */
export default function MobileDrawer({
  onClose,
  user,
  balance,
  showMemberArea,
  statementLabel,
  onStatement,
  onSignOut,
}: MobileDrawerProps) {
  const headers = user.campaign.campaignConfigLayout.headers;
  return (
    <Drawer open onClose={onClose} slotProps={{ paper: { sx: { width: 280 } } }}>
      <Box component="nav" aria-label={shellCopy.mainMenu}>
        <Box sx={{ p: 2 }}>
          <Typography fontWeight={700}>{user.name}</Typography>
          {balance ? <Typography variant="body2">{balance}</Typography> : null}
        </Box>
        <Divider />
        <List onClick={onClose}>
          <ListItemButton component={RouterLink} to={paths.home}>
            <ListItemText primary={shellCopy.home} />
          </ListItemButton>
          <ListItemButton component={RouterLink} to={paths.planTrip}>
            <ListItemText primary={shellCopy.planTrip} />
          </ListItemButton>
          {headers.map((header) =>
            isExternalLink(header.link) ? (
              <ListItemButton
                key={header.id}
                component="a"
                href={header.link}
                target="_blank"
                rel="noopener noreferrer"
              >
                <ListItemText primary={header.name} secondary={shellCopy.newTab} />
              </ListItemButton>
            ) : (
              <ListItemButton key={header.id} component={RouterLink} to={internalPath(header.link)}>
                <ListItemText primary={header.name} />
              </ListItemButton>
            ),
          )}
          {showMemberArea ? (
            <ListItemButton component={RouterLink} to={paths.account}>
              <ListItemText primary={shellCopy.myAccount} />
            </ListItemButton>
          ) : null}
          {showMemberArea ? (
            <ListItemButton component={RouterLink} to={paths.myTrips}>
              <ListItemText primary={shellCopy.myTrips} />
            </ListItemButton>
          ) : null}
        </List>
        <Divider />
        <List>
          {statementLabel ? (
            <ListItemButton onClick={onStatement}>
              <ListItemText primary={statementLabel} />
            </ListItemButton>
          ) : null}
          <ListItemButton component={RouterLink} to={paths.authCallback} onClick={onClose}>
            <ListItemText primary={shellCopy.signIn} />
          </ListItemButton>
          <ListItemButton onClick={onSignOut}>
            <ListItemText primary={shellCopy.signOut} />
          </ListItemButton>
        </List>
      </Box>
    </Drawer>
  );
}
