import Typography from '@mui/material/Typography';
import { flightDayOffset, type FlightSegmentOption } from '@portal/domain/flights';
import { flightTimesCopy as copy } from './messages';

/** 'HH:MM' of a supplier date-time ('2030-03-10T08:00:00'). */
export const flightTime = (dateTime: string) => /T(\d{2}:\d{2})/.exec(dateTime)?.[1] ?? '';

/**
 * When a flight option lands days after it leaves: '+n' shown to the eye (a `sup` of class
 * `day-offset`, styled by the caller) and 'chega n dia(s) depois' read to
 * screen readers (the global `visually-hidden` class of `app/CampaignTheme.tsx`).
 */
export function DayOffset({ option }: { option: FlightSegmentOption }) {
  const offset = flightDayOffset(option);
  if (offset <= 0) return null;
  return (
    <>
      <sup aria-hidden className="day-offset">
        {copy.dayOffset(offset)}
      </sup>
      <span className="visually-hidden">{` (${copy.dayOffsetLabel(offset)})`}</span>
    </>
  );
}

/** Arrival time of a flight option, with its day offset in red. */
export function ArrivalTime({
  option,
  fontWeight,
}: {
  option: FlightSegmentOption;
  fontWeight: number;
}) {
  const last = option.flights[option.flights.length - 1];
  if (!last) return null;
  return (
    <Typography
      fontWeight={fontWeight}
      sx={{ '& .day-offset': { color: 'error.main', ml: 0.5, fontSize: 11 } }}
    >
      {flightTime(last.arrivaldatetime)}
      <DayOffset option={option} />
    </Typography>
  );
}
