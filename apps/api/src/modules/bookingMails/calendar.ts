import { createEvent, type DateArray, type EventAttributes } from 'ics';
import type { TripCalendarEvent } from '@portal/domain/bookings';

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/;

/** 'yyyy-mm-dd[THH:mm]' as the library's date array: a day, or a local time of the place. */
function dateArray(value: string): DateArray | null {
  const match = DATE_TIME.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map((part) => Number(part));
  if (!year || !month || !day) return null;
  return match[4] !== undefined && hour !== undefined && minute !== undefined
    ? [year, month, day, hour, minute]
    : [year, month, day];
}

/**
 * The trip as an iCalendar file (RFC 5545) for the confirmation e-mail: an all-day event when
 * only dates are known, floating local times when the supplier gives them; null when the trip
 * has no date to put in a calendar.
 */
export function tripIcs(event: TripCalendarEvent, productId: string): string | null {
  const start = dateArray(event.start);
  if (!start) return null;
  const end = event.end ? dateArray(event.end) : null;
  const attributes: EventAttributes = {
    productId,
    uid: event.uid,
    title: event.title,
    description: event.description,
    location: event.location,
    start,
    startInputType: 'local',
    startOutputType: 'local',
    endInputType: 'local',
    endOutputType: 'local',
    ...(end && end.length === start.length
      ? { end }
      : { duration: start.length === 3 ? { days: 1 } : { hours: 1 } }),
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('calendar file not produced');
  return value;
}
