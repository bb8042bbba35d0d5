import { brlToCents } from '@portal/domain/money';
import { type ExperienceBookingRequest } from '@portal/domain/bookings';
import { experiencePlace, experienceTotalCents } from '@portal/domain/activities';
import { type SessionUser } from '@portal/domain/users';
import {
  readSelectedExperience,
  type SelectedExperience,
} from '../../../shared/storage/selectedExperience';
import type { ActivitySummaryProps } from '../summary/ActivitySummary';
import { pointsPriceOf } from '../../../shared/pricing/priceDisplay';

/** What the booking request needs from an experience selection besides travellers and payment. */
export type ExperienceCheckoutBase = Pick<
  ExperienceBookingRequest,
  'experience' | 'experienceDate' | 'adults' | 'childs'
>;

export interface ExperienceCheckoutSelection {
  type: 'EXPERIENCE';
  category: 'experience';
  totalCents: number;
  pointsTotal: number;
  base: ExperienceCheckoutBase;
  experience: SelectedExperience & { slot: NonNullable<SelectedExperience['slot']> };
  summary: ActivitySummaryProps;
}

/** The experience and date chosen on its detail page, priced as the api prices it. */
export function readExperienceSelection(user: SessionUser): ExperienceCheckoutSelection | null {
  const selected = readSelectedExperience();
  const slot = selected?.slot;
  if (!selected || !slot) return null;
  const { experience } = selected;
  const totalCents = experienceTotalCents(
    brlToCents(experience.price),
    selected.adults,
    experience.qtParticipants,
  );
  return {
    type: 'EXPERIENCE',
    category: 'experience',
    totalCents,
    pointsTotal: pointsPriceOf(user, 'experience', totalCents),
    base: {
      experience: {
        id: experience.id,
        name: experience.name,
        qtParticipants: experience.qtParticipants,
        price: experience.price,
      },
      experienceDate: { id: slot.id, date: slot.date },
      adults: selected.adults,
      childs: selected.childs,
    },
    experience: { ...selected, slot },
    summary: {
      product: 'experience',
      name: experience.name,
      place: experiencePlace(experience),
      image: experience.images[0] ?? null,
      date: slot.date,
      time: slot.time,
      returnDate: null,
      people: selected.adults + selected.childs,
      totalCents,
    },
  };
}
