import {
  flightPaxTypes,
  hotelGuestSlots,
  normalizeGuestName,
  normalizePassengerName,
  travellerSlots,
  type CheckoutTravellerPlan,
  type TravellerSlot,
} from '@portal/domain/checkout';
import type { CheckoutSelection } from '../selection';

/** Who travels on the selection: the traveller forms the checkout shows. */
export function travellerPlan(selection: CheckoutSelection): CheckoutTravellerPlan {
  switch (selection.type) {
    case 'FLIGHT': {
      const { qtAdult, qtChild, qtBaby } = selection.base.search;
      return {
        type: 'FLIGHT',
        paxTypes: flightPaxTypes(qtAdult, qtChild, qtBaby),
        passport: selection.flight.recommendation.identityDocumentsRequired ?? false,
      };
    }
    case 'HOTEL': {
      const { qtAdult, qtChild, qtRooms, rooms } = selection.base;
      return {
        type: 'HOTEL',
        rooms: hotelGuestSlots(qtAdult, qtChild, qtRooms, rooms),
        counts: { qtAdult, qtChild, qtRooms },
      };
    }
    case 'CAR':
      return { type: 'CAR' };
    case 'BUS':
      return { type: 'BUS', passengers: selection.passengers, roundTrip: selection.back !== null };
    case 'EXPERIENCE':
      return {
        type: 'EXPERIENCE',
        adults: selection.base.adults,
        children: selection.base.childs,
      };
    case 'ENTERTAINMENT':
      return { type: 'ENTERTAINMENT', bands: selection.bands, transfer: selection.transfer };
  }
}

/**
 * The id of a traveller form: its fields' ids start with it, and the page's draft keeps the form
 * under it.
 */
export function travellerFormId(plan: CheckoutTravellerPlan, slot: TravellerSlot): string {
  if (plan.type === 'HOTEL') return `traveller-${slot.group}-${slot.index}`;
  if (plan.type === 'CAR') return 'traveller-driver';
  if (plan.type === 'BUS') return `traveller-bus-${slot.index}`;
  return `traveller-${slot.index}`;
}

export const addressFieldId = (formId: string) => `${formId}-address`;

/** Hotel guests and car drivers lose non-letters; every other traveller keeps them. */
export const nameRule = (plan: CheckoutTravellerPlan): ((value: string) => string) =>
  plan.type === 'HOTEL' || plan.type === 'CAR' ? normalizeGuestName : normalizePassengerName;

/** The traveller forms of the plan with their ids, in screen order. */
export const planForms = (plan: CheckoutTravellerPlan) =>
  travellerSlots(plan).map((slot) => ({ slot, formId: travellerFormId(plan, slot) }));
