import { Link as RouterLink } from 'react-router';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { paths } from '../../shared/routes';
import { shellCopy } from '../messages';

export interface UserMenuPopupProps {
  id: string;
  anchorEl: HTMLElement;
  onClose: () => void;
  /** 'Minha conta' and 'Minhas viagens': members only, never guests or travel-voucher users */
  showMemberArea: boolean;
  /** 'Extrato de {coin}' or null when the user has no statement */
  statementLabel: string | null;
  onStatement: () => void;
  onSignOut: () => void;
}

/** User menu: 'Minha conta' and 'Minhas viagens' (not for guests), 'Extrato de {coin}', 'Sair'. */
export default function UserMenuPopup({
  id,
  anchorEl,
  onClose,
  showMemberArea,
  statementLabel,
  onStatement,
  onSignOut,
}: UserMenuPopupProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchorEl}
      open
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {showMemberArea ? (
        <MenuItem component={RouterLink} to={paths.account} onClick={onClose}>
          {shellCopy.myAccount}
        </MenuItem>
      ) : null}
      {showMemberArea ? (
        <MenuItem component={RouterLink} to={paths.myTrips} onClick={onClose}>
          {shellCopy.myTrips}
        </MenuItem>
      ) : null}
      {statementLabel ? <MenuItem onClick={onStatement}>{statementLabel}</MenuItem> : null}
      <MenuItem onClick={onSignOut}>{shellCopy.signOut}</MenuItem>
    </Menu>
  );
}
