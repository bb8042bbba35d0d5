import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { flightDayOffset, type FlightSegmentOption } from '@portal/domain';
import { flightTimesCopy as copy } from './messages';

/** 'HH:MM' of a supplier date-time ('2030-03-10T08:00:00'). */
export const flightTime = (dateTime: string) => /T(\d{2}:\d{2})/.exec(dateTime)?.[1] ?? '';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * Arrival time of a flight option; when it lands days after it leaves, a red '+n' shown to the
 * eye and 'chega n dia(s) depois' read to screen readers.
 */
export function ArrivalTime({
  option,
  fontWeight,
  inline = false,
}: {
  option: FlightSegmentOption;
  fontWeight: number;
  /** a block-level span instead of a paragraph, for use inside a label */
  inline?: boolean;
}) {
  const last = option.flights[option.flights.length - 1];
  if (!last) return null;
  const offset = flightDayOffset(option);
  return (
    <Typography
      fontWeight={fontWeight}
      {...(inline ? { component: 'span', display: 'block' } : {})}
    >
      {flightTime(last.arrivaldatetime)}
      {offset > 0 ? (
        <>
          <Box component="sup" aria-hidden sx={{ color: 'error.main', ml: 0.5, fontSize: 11 }}>
            {copy.dayOffset(offset)}
          </Box>
          <Box component="span" sx={visuallyHidden}>
            {` (${copy.dayOffsetLabel(offset)})`}
          </Box>
        </>
      ) : null}
    </Typography>
  );
}
