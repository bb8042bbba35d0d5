import { useEffect, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { Theme } from '@mui/material/styles';
// MUI's ThemeProvider also bundles the CSS-variables provider (colour schemes), which this app
// does not use; the system provider with a plain theme is what it renders for such themes.
import { GlobalStyles, ThemeProvider } from '@mui/system';
import { useCampaign } from '../shared/campaign/useCampaign';
import { localKeys } from '../shared/storage/keys';
import { writeLocal } from '../shared/storage/storage';
import { paths } from '../shared/routes';
import { buildTheme } from './theme';

/** The parts of MUI's CssBaseline this app relies on, plus the visually-hidden helper. */
const baseStyles = (theme: Theme) =>
  ({
    html: {
      WebkitFontSmoothing: 'antialiased',
      MozOsxFontSmoothing: 'grayscale',
      boxSizing: 'border-box',
      WebkitTextSizeAdjust: '100%',
    },
    '*, *::before, *::after': { boxSizing: 'inherit' },
    'strong, b': { fontWeight: theme.typography.fontWeightBold },
    body: {
      margin: 0,
      color: theme.palette.text.primary,
      backgroundColor: theme.palette.background.default,
      fontFamily: theme.typography.fontFamily,
      fontSize: theme.typography.body1.fontSize,
      lineHeight: theme.typography.body1.lineHeight,
    },
    '.visually-hidden': {
      position: 'absolute',
      width: 1,
      height: 1,
      padding: 0,
      margin: -1,
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
      border: 0,
    },
  }) as const;

/**
 * MUI theme from the campaign colours; also remembers the campaign id (sent as the `Campaign`
 * header) and its shop address (where /session-expires sends the user).
 */
export function CampaignTheme({ children }: { children: ReactNode }) {
  const { campaign } = useCampaign();
  const { pathname } = useLocation();
  const layout = campaign?.campaignConfigLayout;
  const theme = useMemo(
    () => ({ ...buildTheme(campaign), vars: null }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuild only when a colour or the campaign changes
    [
      campaign?.id,
      layout?.headerColor,
      layout?.homeColor,
      layout?.homeTextColor,
      layout?.searchColor,
    ],
  );

  useEffect(() => {
    if (!campaign || pathname === paths.sessionExpires) return;
    writeLocal(localKeys.campaignId, campaign.id);
    writeLocal(localKeys.campaignShopUrl, campaign.shopUrl);
    document.title = campaign.name;
  }, [campaign, pathname]);

  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles styles={baseStyles} />
      {children}
    </ThemeProvider>
  );
}
