import { createTheme, darken, getContrastRatio, type Theme } from '@mui/material/styles';
import { MIN_TEXT_CONTRAST, textOn } from '../shared/ui/textContrast';
import { ptBR } from '@mui/material/locale';
import type { Campaign } from '@portal/domain/campaigns';

declare module '@mui/material/styles' {
  interface Theme {
    portal: PortalColors;
  }
  interface ThemeOptions {
    portal?: PortalColors;
  }
}

/** Campaign colours as given plus readable text colours for each background. */
export interface PortalColors {
  headerBackground: string;
  headerText: string;
  homeBackground: string;
  homeText: string;
  searchColor: string;
  searchText: string;
}

const FALLBACK = {
  headerColor: '#1f3b73',
  homeColor: '#eef2f8',
  homeTextColor: '#1f3b73',
  searchColor: '#1f6fd1',
};

function isColor(value: string): boolean {
  try {
    getContrastRatio(value, '#fff');
    return true;
  } catch {
    return false;
  }
}

/** Darkens a brand colour until it reads as text (WCAG AA) on white. */
export function readableOnWhite(color: string): string {
  let current = color;
  for (
    let step = 0;
    step < 20 && getContrastRatio(current, '#fff') < MIN_TEXT_CONTRAST;
    step += 1
  ) {
    current = darken(color, (step + 1) * 0.05);
  }
  return current;
}

function pick(value: string | undefined, fallback: string): string {
  return value && isColor(value) ? value : fallback;
}

/** Contrast with white below which a colour is too pale to carry white button text as a brand colour. */
const MIN_BRAND_CONTRAST = 3;

/**
 * The campaign's brand colour for buttons and links: the first of its colours that is not a
 * pale one (a white header would otherwise darken to a grey that looks disabled).
 */
export function brandColor(candidates: string[], fallback: string): string {
  return (
    candidates.find((color) => getContrastRatio(color, '#fff') >= MIN_BRAND_CONTRAST) ?? fallback
  );
}

export function buildTheme(campaign: Campaign | null): Theme {
  const layout = campaign?.campaignConfigLayout;
  const headerColor = pick(layout?.headerColor, FALLBACK.headerColor);
  const homeColor = pick(layout?.homeColor, FALLBACK.homeColor);
  const searchColor = pick(layout?.searchColor, FALLBACK.searchColor);
  const wantedHomeText = pick(layout?.homeTextColor, FALLBACK.homeTextColor);
  const homeText =
    getContrastRatio(wantedHomeText, homeColor) >= MIN_TEXT_CONTRAST
      ? wantedHomeText
      : textOn(homeColor);

  return createTheme(
    {
      breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } },
      palette: {
        contrastThreshold: MIN_TEXT_CONTRAST,
        primary: {
          main: readableOnWhite(
            brandColor([headerColor, homeColor, searchColor], FALLBACK.headerColor),
          ),
        },
        secondary: { main: readableOnWhite(searchColor) },
        background: { default: '#f7f7f9' },
      },
      shape: { borderRadius: 8 },
      components: {
        // the portal renders only in the browser: a media query answers on the first render,
        // instead of a desktop render that a phone then redoes
        MuiUseMediaQuery: { defaultProps: { noSsr: true } },
      },
      typography: {
        fontFamily: '"Roboto", "Segoe UI", "Helvetica Neue", Arial, sans-serif',
        button: { textTransform: 'none', fontWeight: 600 },
      },
      portal: {
        headerBackground: headerColor,
        headerText: textOn(headerColor),
        homeBackground: homeColor,
        homeText,
        searchColor,
        searchText: textOn(searchColor),
      },
    },
    // MUI's own texts (the autocomplete's 'Limpar' and 'Abrir', pagination) in Portuguese
    ptBR,
  );
}
