import Box from '@mui/material/Box';
import type { CardBrand } from '@portal/domain/payments';

const brandStyle: Record<string, { label: string; bg: string; fg: string }> = {
  visa: { label: 'VISA', bg: '#1a1f71', fg: '#ffffff' },
  master: { label: 'Mastercard', bg: '#222222', fg: '#ffffff' },
  elo: { label: 'elo', bg: '#000000', fg: '#ffcb05' },
  amex: { label: 'AMEX', bg: '#016fd0', fg: '#ffffff' },
};

/** A small text badge per accepted brand; the detected brand is highlighted. */
export function CardBrandIcon({ brand, active }: { brand: CardBrand; active: boolean }) {
  const style = brandStyle[brand] ?? { label: brand.toUpperCase(), bg: '#555555', fg: '#ffffff' };
  return (
    <Box
      component="span"
      role="img"
      aria-label={active ? `${style.label} (detectada)` : style.label}
      data-brand={brand}
      data-active={active ? 'true' : 'false'}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        minWidth: 56,
        height: 32,
        px: 1,
        borderRadius: 1,
        fontWeight: 700,
        fontSize: 12,
        bgcolor: style.bg,
        color: style.fg,
        outline: active ? '3px solid' : 'none',
        outlineColor: 'primary.main',
      }}
    >
      {style.label}
    </Box>
  );
}
