import { z } from 'zod';
import {
  validateEntertainmentPassengers,
  validateExperiencePassengers,
  experienceFieldSet,
  entertainmentFieldSet,
  type ExperiencePassenger,
} from '../activities/travellers';
import {
  toTransferData,
  transferEndErrors,
  transferEndFieldOrder,
  transferEndFormSchema,
  type TransferData,
} from '../activities/transfer';
import type { BusPassenger, EntertainmentPassenger } from '../bookings/products';
import { busMessages } from '../buses/messages';
import type { FlightPaxType } from '../flights/price';
import type { Price } from '../pricing/split';
import { splitView, type SplitInput } from './payment';
import { checkoutPaymentFormSchema, paymentIssues, type FormIssue } from './paymentForm';
import {
  busFieldSet,
  carDriverFieldSet,
  validateBusPassengers,
  validateCarDriver,
  type AddressedTraveller,
} from './productTravellers';
import {
  emptyTravellerForm,
  flightFieldSet,
  hotelFieldSet,
  hotelGuestCountMessage,
  travellerFields,
  travellerFormSchema,
  validateFlightPassengers,
  validateHotelGuests,
  type FlightPassenger,
  type HotelGuest,
  type HotelGuestKind,
  type SectionErrors,
  type TravellerErrors,
  type TravellerFieldSet,
} from './travellers';

/** One traveller's form at checkout; the address is asked of car drivers and experience travellers. */
export const checkoutTravellerSchema = travellerFormSchema.extend({ address: z.string() });
export type CheckoutTraveller = z.infer<typeof checkoutTravellerSchema>;
export const emptyCheckoutTraveller: CheckoutTraveller = { ...emptyTravellerForm, address: '' };

/**
 * The whole checkout as one form: the travellers (one entry per form on screen, in screen order),
 * the transfer's two ends, the bus seats per leg, the points typed, the card with its billing
 * customer and the terms.
 */
export const checkoutFormSchema = checkoutPaymentFormSchema.extend({
  travellers: z.array(checkoutTravellerSchema),
  transfer: z.object({ start: transferEndFormSchema, destination: transferEndFormSchema }),
  seats: z.object({ going: z.array(z.string()), back: z.array(z.string()) }),
  points: z.string(),
  termsAccepted: z.boolean(),
});
export type CheckoutFormValues = z.infer<typeof checkoutFormSchema>;

export interface HotelGuestCounts {
  qtAdult: number;
  qtChild: number;
  qtRooms: number;
}

/** Who travels on the purchase, read from the selection: which traveller forms the checkout asks for. */
export type CheckoutTravellerPlan =
  | {
      type: 'FLIGHT';
      paxTypes: FlightPaxType[];
      /** The airline requires each passenger's passport (the offer's identityDocumentsRequired). */
      passport?: boolean;
    }
  | { type: 'HOTEL'; rooms: HotelGuestKind[][]; counts: HotelGuestCounts }
  | { type: 'CAR' }
  | { type: 'BUS'; passengers: number; roundTrip: boolean }
  | { type: 'EXPERIENCE'; adults: number; children: number }
  | { type: 'ENTERTAINMENT'; bands: string[]; transfer: boolean };

/** One traveller form of the plan. */
export interface TravellerSlot {
  set: TravellerFieldSet;
  /** the form also asks for an address */
  address: boolean;
  /** the group the form is shown in (the hotel room; 0 for every other product) */
  group: number;
  /** its place within the group */
  index: number;
  /** the main traveller (the browser may fill name, e-mail and phone) */
  main: boolean;
}

const slot = (set: TravellerFieldSet, index: number, address = false): TravellerSlot => ({
  set,
  address,
  group: 0,
  index,
  main: index === 0,
});

/** The traveller forms of a plan, in screen order (the order of `travellers` in the form). */
export function travellerSlots(plan: CheckoutTravellerPlan): TravellerSlot[] {
  switch (plan.type) {
    case 'FLIGHT':
      return plan.paxTypes.map((_, index) => slot(flightFieldSet(index, plan.passport), index));
    case 'HOTEL':
      return plan.rooms.flatMap((room, group) =>
        room.map((kind, index) => ({
          set: hotelFieldSet(kind, group, index),
          address: false,
          group,
          index,
          main: group === 0 && index === 0,
        })),
      );
    case 'CAR':
      return [slot(carDriverFieldSet, 0, true)];
    case 'BUS':
      return Array.from({ length: plan.passengers }, (_, index) => slot(busFieldSet(index), index));
    case 'EXPERIENCE':
      return Array.from({ length: plan.adults + plan.children }, (_, index) =>
        slot(experienceFieldSet(index), index, true),
      );
    case 'ENTERTAINMENT':
      return plan.bands.map((_, index) => slot(entertainmentFieldSet, index));
  }
}

/** What the travellers' part of the checkout gives the booking request. */
export type CheckoutTravellersData =
  | { type: 'FLIGHT'; passengers: FlightPassenger[] }
  | { type: 'HOTEL'; guests: HotelGuest[][] }
  | { type: 'CAR'; drivers: AddressedTraveller[] }
  | { type: 'BUS'; passengers: BusPassenger[]; seats: { going: string[]; back: string[] | null } }
  | { type: 'EXPERIENCE'; passengers: ExperiencePassenger[] }
  | { type: 'ENTERTAINMENT'; passengers: EntertainmentPassenger[]; transferData?: TransferData };

export type CheckoutTravellersResult =
  { ok: true; data: CheckoutTravellersData } | { ok: false; issues: FormIssue[] };

/**
 * Form-wide messages (a duplicate name in a group, the hotel's guest counts) have no field of
 * their own: they go under `root`, react-hook-form's place for errors of the whole form.
 */
export const travellerGroupKey = (group: number) => `travellers${group}`;
export const GUEST_COUNT_KEY = 'guestCount';

/** Field messages of one group's forms, in the form's order, starting at `offset` in `travellers`. */
function fieldIssues(
  errors: readonly (TravellerErrors | undefined)[],
  sets: readonly TravellerFieldSet[],
  offset = 0,
): FormIssue[] {
  return errors.flatMap((fieldErrors, index) =>
    travellerFields(sets[index] ?? emptySet).flatMap((field) => {
      const message = fieldErrors?.[field];
      return message ? [{ path: ['travellers', offset + index, field], message }] : [];
    }),
  );
}

const emptySet: TravellerFieldSet = { gender: false, document: false, contact: false };

function sectionIssues(errors: SectionErrors, sets: TravellerFieldSet[], group = 0, offset = 0) {
  const issues = fieldIssues(errors.fields, sets, offset);
  if (errors.section)
    issues.push({ path: ['root', travellerGroupKey(group)], message: errors.section });
  return issues;
}

const addressIssues = (errors: readonly (string | null)[]): FormIssue[] =>
  errors.flatMap((message, index) =>
    message ? [{ path: ['travellers', index, 'address'], message }] : [],
  );

function seatIssues(
  plan: Extract<CheckoutTravellerPlan, { type: 'BUS' }>,
  seats: CheckoutFormValues['seats'],
): FormIssue[] {
  const message = busMessages.selectSeats(plan.passengers);
  const legs: ('going' | 'back')[] = plan.roundTrip ? ['going', 'back'] : ['going'];
  return legs
    .filter((leg) => seats[leg].length !== plan.passengers)
    .map((leg) => ({ path: ['seats', leg], message }));
}

function transferIssues(transfer: CheckoutFormValues['transfer']): FormIssue[] {
  return (['start', 'destination'] as const).flatMap((end) => {
    const errors = transferEndErrors(transfer[end]);
    return transferEndFieldOrder.flatMap((field) => {
      const message = errors[field];
      return message ? [{ path: ['transfer', end, field], message }] : [];
    });
  });
}

/**
 * The travellers' part of the checkout checked with the product's rules (the spec's required-field,
 * duplicate-name and guest-count messages), or what it gives the booking.
 */
export function checkoutTravellers(
  form: Pick<CheckoutFormValues, 'travellers' | 'seats' | 'transfer'>,
  plan: CheckoutTravellerPlan,
  today: string,
): CheckoutTravellersResult {
  const forms = form.travellers;
  const sets = travellerSlots(plan).map((s) => s.set);
  switch (plan.type) {
    case 'FLIGHT': {
      const result = validateFlightPassengers(forms, plan.paxTypes, today, plan.passport);
      return result.ok
        ? { ok: true, data: { type: 'FLIGHT', passengers: result.passengers } }
        : { ok: false, issues: sectionIssues(result.errors, sets) };
    }
    case 'HOTEL': {
      let offset = 0;
      const rooms = plan.rooms.map((room) => {
        const guests = forms.slice(offset, offset + room.length);
        offset += room.length;
        return guests;
      });
      const result = validateHotelGuests(rooms, plan.rooms, plan.counts, today);
      if (result.ok) return { ok: true, data: { type: 'HOTEL', guests: result.guests } };
      let start = 0;
      const issues = result.errors.flatMap((errors, group) => {
        const roomIssues = sectionIssues(errors, sets.slice(start), group, start);
        start += plan.rooms[group]?.length ?? 0;
        return roomIssues;
      });
      if (result.section) issues.push({ path: ['root', GUEST_COUNT_KEY], message: result.section });
      return { ok: false, issues };
    }
    case 'CAR': {
      const driver = forms[0] ?? emptyCheckoutTraveller;
      const result = validateCarDriver(driver, driver.address, today);
      if (result.ok) return { ok: true, data: { type: 'CAR', drivers: [result.driver] } };
      const issues = fieldIssues([result.errors], sets);
      if (result.address)
        issues.push({ path: ['travellers', 0, 'address'], message: result.address });
      return { ok: false, issues };
    }
    case 'BUS': {
      const result = validateBusPassengers(forms, today);
      const issues = [
        ...(result.ok ? [] : sectionIssues(result.errors, sets)),
        ...seatIssues(plan, form.seats),
      ];
      if (!result.ok || issues.length > 0) return { ok: false, issues };
      return {
        ok: true,
        data: {
          type: 'BUS',
          passengers: result.passengers,
          seats: { going: form.seats.going, back: plan.roundTrip ? form.seats.back : null },
        },
      };
    }
    case 'EXPERIENCE': {
      const result = validateExperiencePassengers(
        forms,
        forms.map((traveller) => traveller.address),
        today,
      );
      return result.ok
        ? { ok: true, data: { type: 'EXPERIENCE', passengers: result.passengers } }
        : {
            ok: false,
            issues: [...sectionIssues(result.errors, sets), ...addressIssues(result.addressErrors)],
          };
    }
    case 'ENTERTAINMENT': {
      const result = validateEntertainmentPassengers(forms, today);
      const issues = [
        ...(result.ok ? [] : sectionIssues(result.errors, sets)),
        ...(plan.transfer ? transferIssues(form.transfer) : []),
      ];
      if (!result.ok || issues.length > 0) return { ok: false, issues };
      const transferData = plan.transfer
        ? (toTransferData(form.transfer.start, form.transfer.destination) ?? undefined)
        : undefined;
      return {
        ok: true,
        data: { type: 'ENTERTAINMENT', passengers: result.passengers, transferData },
      };
    }
  }
}

/** The guest/room message of a hotel plan, shown from the start (the search decided the counts). */
export const guestCountMessage = (plan: CheckoutTravellerPlan): string | null =>
  plan.type === 'HOTEL'
    ? hotelGuestCountMessage(plan.counts.qtAdult, plan.counts.qtChild, plan.counts.qtRooms)
    : null;

/** What the checkout's rules need besides the form: who travels, the price and today. */
export interface CheckoutFormContext {
  travellers: CheckoutTravellerPlan;
  /** the total after any coupon, for members who pay in R$ only */
  total: Price;
  /** the points/R$ split of a member who pays with points; null when the purchase is in R$ */
  split: SplitInput | null;
  /** yyyy-MM-dd, for birthdates */
  today: string;
}

/** The R$ part of the purchase for the points typed (centavos): a card pays it when above 0. */
export function checkoutCashDue(context: CheckoutFormContext, points: string): number {
  return context.split ? splitView(context.split, Number(points || '0')).cash : context.total.cash;
}

/**
 * The checkout's rules as one schema: travellers (and seats, transfer) by the product's rules, the
 * points within the minimum and the balance, and the card with its billing customer when a cash
 * part is due.
 */
export function checkoutFormRules(context: CheckoutFormContext) {
  return checkoutFormSchema.superRefine((form, ctx) => {
    const travellers = checkoutTravellers(form, context.travellers, context.today);
    const pointsError = context.split
      ? splitView(context.split, Number(form.points || '0')).error
      : null;
    const issues = [
      ...(travellers.ok ? [] : travellers.issues),
      ...(pointsError ? [{ path: ['points'], message: pointsError }] : []),
      ...paymentIssues(form, checkoutCashDue(context, form.points) > 0),
    ];
    for (const issue of issues) ctx.addIssue({ code: 'custom', ...issue });
  });
}
