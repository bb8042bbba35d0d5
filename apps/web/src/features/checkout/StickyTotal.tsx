import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatBRL, formatPoints } from '@portal/domain/money';
import { checkoutCopy } from './messages';

/**
 * The purchase total kept in view at the bottom of the screen on phones, where the side summary
 * comes only after the Comprar button.
 */
export function StickyTotal({
  total,
  coin,
  inPoints,
}: {
  total: { points: number; cash: number };
  coin: string;
  inPoints: boolean;
}) {
  return (
    <Paper
      elevation={6}
      role="status"
      aria-label={checkoutCopy.stickyTotal}
      sx={{
        display: { xs: 'flex', md: 'none' },
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        justifyContent: 'space-between',
        alignItems: 'center',
        px: 2,
        py: 1.5,
        mt: 2,
      }}
    >
      <Typography fontWeight={700}>{checkoutCopy.stickyTotal}</Typography>
      <Typography fontWeight={800} data-testid="sticky-total">
        {inPoints ? `${formatPoints(total.points)} ${coin}` : formatBRL(total.cash)}
      </Typography>
    </Paper>
  );
}
