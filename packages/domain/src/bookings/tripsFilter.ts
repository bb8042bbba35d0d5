import { z } from 'zod';
import type { ProductFlags } from '../campaigns/schema';
import { isoDateSchema } from '../search/common';
import { bookingTypeSchema } from '../products/schema';
import { productOf, productRow, type BookingType } from '../products/table';
import type { BookingView } from './schema';

/**
 * My trips filters: Tipo by the campaign's enabled products, Nome on the
 * passengers' full names, Datas start and end, Situação 'Em andamento' / 'Encerradas'.
 */
export const tripsFilterSchema = z.object({
  type: z.literal('ALL').or(bookingTypeSchema),
  /** part of a passenger's full name */
  name: z.string().max(300),
  /** yyyy-mm-dd: keeps trips on or after it. */
  start: isoDateSchema.nullable(),
  /** yyyy-mm-dd: keeps trips on or before it. */
  end: isoDateSchema.nullable(),
  situation: z.enum(['ONGOING', 'CLOSED']).nullable(),
});
export type TripsFilter = z.infer<typeof tripsFilterSchema>;
export type TripsTypeFilter = TripsFilter['type'];
export type TripsSituation = NonNullable<TripsFilter['situation']>;

export const emptyTripsFilter: TripsFilter = {
  type: 'ALL',
  name: '',
  start: null,
  end: null,
  situation: null,
};

/** The Tipo options in the order my trips lists them (not the home tabs' order). */
const typeOrder = [
  'FLIGHT',
  'EXPERIENCE',
  'ENTERTAINMENT',
  'HOTEL',
  'CAR',
  'BUS',
] as const satisfies readonly BookingType[];

export const tripsSituationOptions = [
  { value: 'ONGOING', label: 'Em andamento' },
  { value: 'CLOSED', label: 'Encerradas' },
] as const satisfies readonly { value: TripsSituation; label: string }[];

/**
 * The Tipo options the campaign layout enables, 'Tudo' first; empty when no product is enabled
 * (the Tipo group is then not shown).
 */
export function tripsTypeOptions(
  layout: ProductFlags,
): Array<{ value: TripsTypeFilter; label: string }> {
  const enabled = typeOrder
    .map((type) => productRow(productOf(type)))
    .filter((row) => layout[row.layoutFlag])
    .map((row) => ({ value: row.bookingType, label: row.tripsLabel }));
  return enabled.length === 0 ? [] : [{ value: 'ALL', label: 'Tudo' }, ...enabled];
}

const normalise = (text: string) => text.toLocaleLowerCase('pt-BR').replace(/\s+/g, ' ').trim();
/** The day part of a yyyy-mm-dd or ISO date-time. */
const day = (value: string) => value.slice(0, 10);

type FilterableTrip = Pick<BookingView, 'type' | 'date' | 'bookingDate' | 'passengers'>;

/** Whether one trip passes the filter; `today` is the member's current day, yyyy-mm-dd. */
export function matchesTripsFilter(
  trip: FilterableTrip,
  filter: TripsFilter,
  today: string,
): boolean {
  if (filter.type !== 'ALL' && trip.type !== filter.type) return false;
  const name = normalise(filter.name);
  if (name && !trip.passengers.some((p) => normalise(`${p.name} ${p.lastName}`).includes(name)))
    return false;
  const date = day(trip.date);
  if (filter.start && date < filter.start) return false;
  if (filter.end && date > filter.end) return false;
  if (filter.situation === 'ONGOING' && date < today) return false;
  if (filter.situation === 'CLOSED' && date >= today) return false;
  return true;
}

/** The trips passing the filter, newest booking first. */
export function filterTrips<T extends FilterableTrip>(
  trips: readonly T[],
  filter: TripsFilter,
  today: string,
): T[] {
  return trips
    .filter((trip) => matchesTripsFilter(trip, filter, today))
    .sort((a, b) => Date.parse(b.bookingDate) - Date.parse(a.bookingDate));
}
