import Chip from '@mui/material/Chip';
import { BookingStatus, bookingStatusLabels } from '@portal/domain/bookings';

/** Dark enough for white text at the badge's size (WCAG AA 4.5:1). */
const statusColors: Record<number, string> = {
  [BookingStatus.PENDING]: '#a64b00',
  [BookingStatus.ISSUED]: '#1b5e20',
  [BookingStatus.EXPIRED]: '#5f5f5f',
  [BookingStatus.FINISHED]: '#0d47a1',
  [BookingStatus.CANCELLED]: '#b71c1c',
};

/** The booking's status as a coloured badge. */
export function StatusBadge({ statusId }: { statusId: number }) {
  const label = bookingStatusLabels[statusId] ?? String(statusId);
  return (
    <Chip
      label={label}
      size="small"
      data-status={label}
      sx={{
        bgcolor: statusColors[statusId] ?? '#5f5f5f',
        color: '#fff',
        fontWeight: 700,
        textTransform: 'uppercase',
        letterSpacing: 0.5,
      }}
    />
  );
}
