import { activityPassengerRates, availabilityTotalCents } from '@portal/domain/activities';
import { type EntertainmentBookingData } from '@portal/domain/bookings';
import { type SessionUser } from '@portal/domain/users';
import {
  readSelectedEntertainment,
  type SelectedEntertainment,
} from '../../../shared/storage/selectedEntertainment';
import type { ActivitySummaryProps } from '../summary/ActivitySummary';
import { pointsPriceOf } from '../../../shared/pricing/priceDisplay';

/** What the booking's service data needs besides the passengers. */
export type EntertainmentCheckoutBase = Omit<EntertainmentBookingData, 'passengers'>;

export interface EntertainmentCheckoutSelection {
  type: 'ENTERTAINMENT';
  category: 'entertainment';
  totalCents: number;
  pointsTotal: number;
  base: EntertainmentCheckoutBase;
  /** Transfers ask where they start and end. */
  transfer: boolean;
  /** The passenger type of each traveller form, oldest band first (adults before children). */
  bands: string[];
  entertainment: SelectedEntertainment;
  summary: ActivitySummaryProps;
}

/** The activity, date and people chosen on its detail page, at the availability's price. */
export function readEntertainmentSelection(
  user: SessionUser,
): EntertainmentCheckoutSelection | null {
  const selected = readSelectedEntertainment();
  const choice = selected?.choice;
  if (!selected || !choice) return null;
  const { activity } = selected;
  const { availability } = choice;
  const bands = activityPassengerRates(activity)
    .slice()
    .reverse()
    .flatMap((rate) =>
      Array.from({ length: choice.counts[String(rate.endAge)] ?? 0 }, () => rate.name),
    );
  if (bands.length === 0) return null;
  // The portal's price of the availability: the one the detail page showed and the api charges.
  const totalCents = availabilityTotalCents(availability);
  return {
    type: 'ENTERTAINMENT',
    category: 'entertainment',
    totalCents,
    pointsTotal: pointsPriceOf(user, 'entertainment', totalCents),
    base: {
      serviceId: activity.activityId,
      refToken: availability.refToken,
      refTokenAdditionalInfo: null,
      locationId: selected.locationId,
      serviceDate: availability.serviceDate,
      startingTime: choice.startingTime,
      returnDate: choice.returnDate,
    },
    transfer: activity.type === 'Transfer',
    bands,
    entertainment: selected,
    summary: {
      product: 'entertainment',
      name: activity.name,
      place: activity.locationFull,
      image: activity.pictureUrl,
      date: availability.serviceDate,
      time: choice.startingTime,
      returnDate: choice.returnDate,
      people: bands.length,
      totalCents,
    },
  };
}
