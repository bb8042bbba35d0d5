import { getContrastRatio } from '@mui/material/styles';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brandColor, buildTheme } from './theme';
import { campaign77 } from '../test/fixtures';

const hexColour = fc
  .tuple(fc.nat(255), fc.nat(255), fc.nat(255))
  .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);
const campaignColours = fc.record({
  headerColor: hexColour,
  homeColor: hexColour,
  homeTextColor: hexColour,
  searchColor: hexColour,
});
const themeOf = (colours: Record<string, string>) =>
  buildTheme({
    ...campaign77,
    campaignConfigLayout: { ...campaign77.campaignConfigLayout, ...colours },
  });

describe('campaign theme', () => {
  it('takes the first colour that is not pale as the brand colour', () => {
    expect(brandColor(['#ffffff', '#1b5e20'], '#000')).toBe('#1b5e20');
    expect(brandColor(['#0b3d91', '#ff8f00'], '#000')).toBe('#0b3d91');
    expect(brandColor(['#ffffff', '#fafafa'], '#1f3b73')).toBe('#1f3b73');
  });

  it('gives any colours an operator picks readable buttons and text', () => {
    fc.assert(
      fc.property(campaignColours, (colours) => {
        const theme = themeOf(colours);
        const { primary, secondary } = theme.palette;
        expect(getContrastRatio(primary.main, primary.contrastText)).toBeGreaterThanOrEqual(4.5);
        expect(getContrastRatio(primary.main, '#fff')).toBeGreaterThanOrEqual(4.5);
        expect(getContrastRatio(secondary.main, secondary.contrastText)).toBeGreaterThanOrEqual(
          4.5,
        );
        expect(
          getContrastRatio(theme.portal.headerBackground, theme.portal.headerText),
        ).toBeGreaterThanOrEqual(4.5);
        expect(
          getContrastRatio(theme.portal.homeBackground, theme.portal.homeText),
        ).toBeGreaterThanOrEqual(4.5);
        expect(
          getContrastRatio(theme.portal.searchColor, theme.portal.searchText),
        ).toBeGreaterThanOrEqual(3);
      }),
    );
  });

  it('keeps the buttons of a white-headed campaign in its colour, not a grey that looks disabled', () => {
    const { primary } = themeOf({
      headerColor: '#ffffff',
      homeColor: '#1b5e20',
      homeTextColor: '#1b5e20',
      searchColor: '#c2185b',
    }).palette;
    const [r, g, b] = primary.main.match(/[\da-f]{2}/gi)!.map((hex) => parseInt(hex, 16));
    expect(Math.max(r!, g!, b!) - Math.min(r!, g!, b!)).toBeGreaterThan(10);
  });
});
