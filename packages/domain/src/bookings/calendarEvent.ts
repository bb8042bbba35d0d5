import type { TripCalendarEvent } from './calendar';
import type { BookingView } from './schema';

/** The trip's dates as the calendar file gives them: departure to return, check-in to check-out. */
export function calendarEventOf(booking: BookingView): TripCalendarEvent {
  const base = {
    uid: booking.locator,
    title: booking.description,
    description: `${booking.description}\nLocalizador: ${booking.locator}`,
  };
  const details = booking.details;
  switch (details?.kind) {
    case 'flight': {
      const flights = details.journeys.flatMap((j) => j.segments.flatMap((s) => s.flights));
      const first = flights[0];
      const last = flights[flights.length - 1];
      return first && last
        ? {
            ...base,
            start: first.departureDateTime,
            end: last.arrivalDateTime,
            location: first.departureAirport,
          }
        : { ...base, start: booking.date };
    }
    case 'hotel':
      return {
        ...base,
        start: details.checkin,
        end: details.checkout,
        location: [details.address, details.cityName].filter(Boolean).join(', '),
      };
    case 'car':
      return {
        ...base,
        start: details.pickupDateTime,
        end: details.dropoffDateTime,
        location: details.pickupAddress,
      };
    case 'bus': {
      const first = details.legs[0];
      const last = details.legs[details.legs.length - 1];
      return first && last
        ? { ...base, start: first.departure, end: last.arrival, location: first.origin }
        : { ...base, start: booking.date };
    }
    case 'experience':
      return {
        ...base,
        start: details.time
          ? `${details.date.slice(0, 10)}T${details.time.slice(0, 5)}`
          : details.date,
        location: details.cityName,
      };
    case 'entertainment':
      return {
        ...base,
        start: details.startingTime
          ? `${details.serviceDate.slice(0, 10)}T${details.startingTime.slice(0, 5)}`
          : details.serviceDate,
        location: details.location,
      };
    default:
      return { ...base, start: booking.date };
  }
}
