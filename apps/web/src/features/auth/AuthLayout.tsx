import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import { useCampaign } from '../../shared/campaign/useCampaign';
import { ImageWithFallback } from '../../shared/ui/ImageWithFallback';
import { LoadingScreen } from '../../shared/ui/LoadingScreen';

/**
 * Branded frame of the anonymous pages (login, guest, callback, voucher, reset). It renders once
 * the campaign is known: a page drawn in the default colours and drawn again in the campaign's
 * flashes the wrong brand and costs a second render of the whole page.
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { campaign, isLoading } = useCampaign();
  const theme = useTheme();
  if (isLoading) return <LoadingScreen />;
  const logo = campaign?.campaignConfigLayout.logo;
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: `linear-gradient(135deg, ${theme.portal.headerBackground} 0%, ${theme.portal.homeBackground} 100%)`,
      }}
    >
      <Paper elevation={6} sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 } }}>
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 3, minHeight: 56 }}>
          {campaign ? (
            <ImageWithFallback
              src={logo}
              alt={campaign.name}
              fetchPriority="high"
              style={{ maxHeight: 64, maxWidth: '100%', objectFit: 'contain' }}
            />
          ) : null}
        </Box>
        {children}
      </Paper>
    </Box>
  );
}
