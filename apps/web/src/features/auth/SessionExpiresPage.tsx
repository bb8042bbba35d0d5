import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { authMessages } from '@portal/domain/auth';
import { assignLocation } from '../../shared/browser';
import { useCampaign } from '../../shared/campaign/useCampaign';
import { userKeys } from '../../shared/session/api';
import { clearEverything } from '../../shared/session/tokenStore';
import { localKeys } from '../../shared/storage/keys';
import { readLocal } from '../../shared/storage/storage';
import { paths } from '../../shared/routes';
import { authCopy } from '../../shared/auth/messages';

export const SESSION_EXPIRED_SECONDS = 5;

function rememberedShopUrl(): string | null {
  const value = readLocal(localKeys.campaignShopUrl);
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/**
 * 'Sua sessão expirou': remembers the campaign's shop address, clears
 * session and local storage, counts down 5 seconds and sends the user to the shop.
 */
export default function SessionExpiresPage() {
  const queryClient = useQueryClient();
  // read before clearing: the shop address lives in the storage about to be wiped
  const [remembered] = useState(rememberedShopUrl);
  const [seconds, setSeconds] = useState(SESSION_EXPIRED_SECONDS);
  const { campaign } = useCampaign();
  const cleared = useRef(false);
  const campaignShopUrl = useRef<string | null>(null);

  useEffect(() => {
    campaignShopUrl.current = campaign?.shopUrl ?? null;
  }, [campaign]);

  useEffect(() => {
    if (cleared.current) return;
    cleared.current = true;
    clearEverything();
    queryClient.removeQueries({ queryKey: userKeys.all });
  }, [queryClient]);

  useEffect(() => {
    if (seconds <= 0) {
      assignLocation(remembered ?? campaignShopUrl.current ?? paths.login);
      return;
    }
    const timer = setTimeout(() => setSeconds((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds, remembered]);

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        bgcolor: 'background.default',
      }}
    >
      <Paper elevation={3} sx={{ p: 4, maxWidth: 480, textAlign: 'center' }}>
        <Typography component="h1" variant="h4" fontWeight={700} gutterBottom>
          {authMessages.sessionExpired}
        </Typography>
        <Typography role="timer" aria-live="polite" aria-atomic="true" sx={{ mb: 1 }}>
          {authCopy.sessionExpiredRedirect(Math.max(seconds, 0))}
        </Typography>
        <Typography component="p" variant="h2" aria-hidden fontWeight={700} color="primary">
          {Math.max(seconds, 0)}
        </Typography>
        <Button variant="contained" sx={{ mt: 2 }} onClick={() => setSeconds(0)}>
          {authCopy.sessionExpiredNow}
        </Button>
      </Paper>
    </Box>
  );
}
