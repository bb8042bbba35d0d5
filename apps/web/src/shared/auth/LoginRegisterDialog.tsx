import { useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { bookingMessages } from '@portal/domain/bookings';
import { guestsMayBuy, memberPointsShare } from '@portal/domain/pricing';
import { type SessionUser } from '@portal/domain/users';
import { useSession } from '../session/sessionContext';
import { paths } from '../routes';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { authCopy } from './messages';
import { mdiClose } from '@mdi/js';
import { Icon } from '../ui/Icon';

export type LoginRegisterTab = 'register' | 'login';

export interface LoginRegisterDialogProps {
  open: boolean;
  onClose: () => void;
  initialTab?: LoginRegisterTab;
  /** After sign-in or registration; defaults to going to /busca/resumo. */
  onAuthenticated?: (user: SessionUser) => void;
}

/**
 * Login/register dialog (tabs 'Registrar-me' and 'Login') that guests and travel-voucher users
 * meet when they select a result. For the result and detail pages.
 */
export function LoginRegisterDialog({
  open,
  onClose,
  initialTab = 'register',
  onAuthenticated,
}: LoginRegisterDialogProps) {
  const [tab, setTab] = useState<LoginRegisterTab>(initialTab);
  const navigate = useNavigate();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const { user } = useSession();
  // A guest who registers starts without points: where members must pay part in points, the
  // guest's own way to buy (everything in R$ by card) is offered first, if the campaign takes R$.
  const visitor = user && (user.guest || user.travelVoucher) ? user : null;
  const share = visitor ? memberPointsShare(visitor.campaign) : 0;
  const visitorsMayBuy = visitor ? guestsMayBuy(visitor.campaign) : true;
  const continueAsGuest = () => {
    onClose();
    void navigate(paths.summary);
  };

  const done = (user: SessionUser) => {
    onClose();
    if (onAuthenticated) onAuthenticated(user);
    else navigate(paths.summary);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby="login-register-title"
    >
      <DialogTitle id="login-register-title" sx={{ pr: 6 }}>
        {authCopy.dialogTitle}
        <IconButton
          aria-label={authCopy.close}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <Icon path={mdiClose} />
        </IconButton>
      </DialogTitle>
      <Tabs
        value={tab}
        onChange={(_event, value: LoginRegisterTab) => setTab(value)}
        variant="fullWidth"
        aria-label={authCopy.dialogTitle}
      >
        <Tab
          label={authCopy.registerTab}
          value="register"
          id="auth-tab-register"
          aria-controls="auth-panel-register"
        />
        <Tab
          label={authCopy.loginTab}
          value="login"
          id="auth-tab-login"
          aria-controls="auth-panel-login"
        />
      </Tabs>
      <DialogContent>
        {!visitorsMayBuy ? (
          <Alert severity="warning" sx={{ mb: 1 }}>
            {bookingMessages.guestsCannotBuy}
          </Alert>
        ) : share > 0 ? (
          <Alert
            severity="info"
            sx={{ mb: 1 }}
            action={
              <Button color="inherit" size="small" onClick={continueAsGuest}>
                {authCopy.continueAsGuest}
              </Button>
            }
          >
            {authCopy.guestPointsNotice(share)}
          </Alert>
        ) : null}
        <Box
          role="tabpanel"
          id={`auth-panel-${tab}`}
          aria-labelledby={`auth-tab-${tab}`}
          sx={{ pt: 2 }}
        >
          {tab === 'register' ? (
            <RegisterForm onRegistered={done} />
          ) : (
            <LoginForm onSignedIn={done} titleComponent="h2" />
          )}
        </Box>
      </DialogContent>
    </Dialog>
  );
}
