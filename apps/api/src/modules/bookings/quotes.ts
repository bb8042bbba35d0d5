import {
  activityPassengersError,
  activityTotalCents,
  experienceCancellationDays,
  experienceGroupError,
  experienceTotalCents,
} from '@portal/domain/activities';
import {
  type BookingDetails,
  type BookingDetailsOf,
  bookingMessages,
  type BookingRequest,
  type BusBookingRequest,
  type CarBookingRequest,
  type EntertainmentBookingRequest,
  type ExperienceBookingRequest,
  type FlightBookingRequest,
  type HotelBookingRequest,
  productBookingMessages,
} from '@portal/domain/bookings';
import { centsToBrl } from '@portal/domain/money';
import { type FlightMarkup } from '@portal/domain/pricing';
import { titledAs } from '@portal/domain/lib';
import type { SupplierProduct } from '@portal/domain/products';
import { badRequest, conflict } from '../../lib/errors';
import type { FlightOffer, HoldRequest, SupplierPrice, Suppliers } from '../../suppliers';
import { withFlightMarkup } from '../supplierPricing/markup';
import { flightTravellers } from './flightTravellers';
import { addDays, daysBetween, todayInBrazil } from '../../lib/calendarDates';

/** The server's own price of what is being booked, rechecked at the supplier. */
export interface Quote {
  product: SupplierProduct;
  holds: HoldRequest[];
  totalCents: number;
  description: string;
  travelDate: string;
  passengers: Array<{ name: string; lastName: string }>;
  /** What the my-trips card shows, from the supplier's answer. */
  details: BookingDetails;
  /** The activity's free-cancellation days, when the supplier gives them. */
  cancellationDays?: number;
  /** The supplier's own price and the exchange rate it was sold at, when it was not in reais. */
  supplierPrice?: SupplierPrice;
}

export interface QuoteDeps {
  suppliers: Suppliers;
  /** A supplier call under the booking's deadline, its failures mapped to HTTP errors. */
  call: <T>(product: SupplierProduct, run: (signal: AbortSignal) => Promise<T>) => Promise<T>;
  /** Days ahead an experience must be booked (the campaign's advanceDaysExperience). */
  advanceDaysExperience: number;
  /** The campaign's markup on flights. */
  flightMarkup: FlightMarkup;
  now: () => Date;
}

const unavailable = () => conflict(bookingMessages.offerUnavailable, 'OFFER_UNAVAILABLE');

/**
 * An airline that requires identity documents sells only with each passenger's passport, valid
 * after the last flight: checked before anything is taken, field by field.
 */
function checkPassports(body: FlightBookingRequest): void {
  const lastDay = body.search.flightSegments.at(-1)?.departureDate ?? '';
  body.passengers.forEach((p, index) => {
    if (
      p.documentType !== 'PASSPORT' ||
      !p.documentId ||
      !p.documentIssuingCountry ||
      !p.documentExpiresOn
    )
      throw badRequest(bookingMessages.passportRequired, 'PASSPORT_REQUIRED', {
        [`passengers.${index}.documentId`]: bookingMessages.passportRequired,
      });
    if (p.documentExpiresOn <= lastDay)
      throw badRequest(bookingMessages.passportExpired, 'PASSPORT_EXPIRED', {
        [`passengers.${index}.documentExpiresOn`]: bookingMessages.passportExpired,
      });
  });
}

/**
 * The journeys the member chose: of each direction's options, only the ticked one. A
 * recommendation is priced as a whole, so any of its combinations costs its total.
 */
function chosenJourneys(offer: FlightOffer, body: FlightBookingRequest): FlightOffer['journeys'] {
  const wanted = { IDA: body.goingSegmentId, VOLTA: body.returnSegmentId };
  if (offer.journeys.length !== body.search.flightSegments.length) throw unavailable();
  return offer.journeys.map((journey) => {
    const segment = journey.segments.find((s) => s.segmentid === wanted[journey.direction]);
    if (!segment) throw unavailable();
    return { ...journey, segments: [segment] };
  });
}

async function quoteFlight(
  body: FlightBookingRequest,
  { suppliers, call, flightMarkup }: QuoteDeps,
): Promise<Quote> {
  const supplied = await call('flight', (signal) =>
    suppliers.flight.offer(body.recommendationid, body.search, signal),
  );
  if (!supplied) throw unavailable();
  if (supplied.identityDocumentsRequired) checkPassports(body);
  const offer = withFlightMarkup(supplied, flightMarkup);
  const journeys = chosenJourneys(offer, body);
  const first = body.search.flightSegments[0];
  const route = body.search.flightSegments
    .map((s) => `${s.departureAirport} → ${s.arrivelAirport}`)
    .join(', ');
  return {
    product: 'flight',
    // Infants travel on a lap: seats for adults and children.
    holds: [
      {
        ref: offer.recommendationid,
        quantity: Math.max(1, body.search.qtAdult + body.search.qtChild),
        travellers: flightTravellers(body),
        // What the supplier charges, before the campaign's markup.
        priceCents: supplied.totalCents,
      },
    ],
    totalCents: offer.totalCents,
    supplierPrice: supplied.supplierPrice,
    description: `Voo ${offer.carrierName} ${route}`,
    travelDate: first?.departureDate ?? '',
    passengers: body.passengers.map((p) => ({ name: p.name, lastName: p.lastName })),
    details: {
      kind: 'flight',
      carrier: offer.carrier,
      carrierName: offer.carrierName,
      fareFamily: offer.fareFamily,
      stops: journeys[0]?.segments[0]?.stops ?? offer.stops,
      journeys: journeys.map((j) => ({
        direction: j.direction,
        departureDate: j.departuredate,
        segments: j.segments.map((s) => ({
          totalDuration: s.totalDuration,
          stops: s.stops,
          baggageAllowance: s.baggageAllowance,
          flights: s.flights.map((f) => ({
            // The supplier's flight number already leads with the carrier code (G31234).
            flightNumber: f.flightnumber,
            departureAirport: f.departurestation,
            arrivalAirport: f.arrivalstation,
            departureDateTime: f.departuredatetime,
            arrivalDateTime: f.arrivaldatetime,
          })),
        })),
      })),
    },
  };
}

async function quoteHotel(
  body: HotelBookingRequest,
  { suppliers, call }: QuoteDeps,
): Promise<Quote> {
  const offers = await call('hotel', (signal) =>
    suppliers.hotel.search(
      {
        addressCode: body.addressCode,
        checkinDate: body.checkinDate,
        checkoutDate: body.checkoutDate,
        qtAdult: body.qtAdult,
        qtChild: body.qtChild,
        qtRooms: body.qtRooms,
        childAge: body.childAge,
        // The rates were priced for this split of the guests: the recheck asks for the same.
        rooms: body.rooms,
      },
      signal,
    ),
  );
  const hotelCode = body.roomIds[0]?.roomId.split('|')[0];
  const hotel = offers.find((o) => o.hotelCode === hotelCode);
  if (!hotel) throw unavailable();
  let totalCents = 0;
  const holds: HoldRequest[] = [];
  const rooms: BookingDetailsOf<'hotel'>['rooms'] = [];
  body.roomIds.forEach(({ roomId }, room) => {
    const type = hotel.roomTypes.find((t) =>
      t.rates.some((r) => r.rateKey === roomId && r.roomStayCandidateRph === room),
    );
    const rate = type?.rates.find((r) => r.rateKey === roomId && r.roomStayCandidateRph === room);
    if (!type || !rate) throw unavailable();
    totalCents += rate.origTotalCents;
    holds.push({ ref: rate.rateKey, quantity: 1, date: body.checkinDate });
    rooms.push({
      roomName: type.roomName,
      roomDescription: type.roomDescription,
      ratePlanName: rate.ratePlanName,
      mealPlanName: rate.mealPlanName,
      refundable: rate.refundable,
      cancelPenalty: rate.penalties[0]?.description ?? null,
      // Kept so that a cancellation charges what the rate said.
      total: centsToBrl(rate.origTotalCents),
      cancelPenalties: rate.penalties.map((p) => ({
        description: p.description,
        deadline: p.deadline,
        value: centsToBrl(p.valueCents),
        percent: p.percent,
      })),
    });
  });
  return {
    product: 'hotel',
    holds,
    totalCents,
    description: `${titledAs('Hotel', hotel.hotelName)}, ${hotel.cityName}`,
    travelDate: body.checkinDate,
    passengers: body.guests.flat().map((g) => ({ name: g.name, lastName: g.lastName })),
    details: {
      kind: 'hotel',
      hotelCode: hotel.hotelCode,
      hotelName: hotel.hotelName,
      address: hotel.addressLine,
      cityName: hotel.cityName,
      imageURL: hotel.imageURL,
      rating: hotel.rating,
      checkin: body.checkinDate,
      checkout: body.checkoutDate,
      rooms,
    },
  };
}

async function quoteCar(body: CarBookingRequest, { suppliers, call }: QuoteDeps): Promise<Quote> {
  const offers = await call('car', (signal) => suppliers.car.search(body.search, signal));
  const offer = offers.find((o) => o.offerId === body.car.offerId);
  if (!offer) throw unavailable();
  if (body.passengers.length > offer.capacity)
    throw conflict(bookingMessages.passengerCount, 'PASSENGER_COUNT');
  return {
    product: 'car',
    holds: [{ ref: offer.offerId, quantity: 1, date: body.search.pickupDate }],
    totalCents: offer.totalCents,
    description: `Carro ${offer.companyName} ${offer.categoryName} (${offer.model})`,
    travelDate: body.search.pickupDate,
    passengers: body.passengers.map((p) => ({ name: p.name, lastName: p.lastName })),
    details: {
      kind: 'car',
      companyCode: offer.companyCode,
      companyName: offer.companyName,
      urlLogoCompany: offer.urlLogoCompany,
      urlCarImg: offer.urlCarImg,
      category: offer.category,
      categoryName: offer.categoryName,
      model: offer.model,
      capacity: offer.capacity,
      numberDoors: offer.numberDoors,
      luggage: offer.luggage,
      automaticTransmission: offer.automaticTransmission,
      airConditioning: offer.airConditioning,
      rentalDays: offer.rentalDays,
      pickupDateTime: offer.pickupDateTime,
      pickupAddress: offer.pickupAddress,
      dropoffDateTime: offer.dropoffDateTime,
      dropoffAddress: offer.dropoffAddress,
    },
  };
}

async function quoteBus(body: BusBookingRequest, { suppliers, call }: QuoteDeps): Promise<Quote> {
  const data = body.services[0]!.data;
  const people = data.passengers.length;
  const check = await call('bus', (signal) =>
    suppliers.bus.rateCheck(
      {
        goingBus: data.goingBus,
        goingBusRefToken: data.goingBusRefToken,
        returnBus: data.returnBus ?? null,
        returnBusRefToken: data.returnBusRefToken ?? null,
        occupancy: people,
      },
      signal,
    ),
  );
  const chosen: Array<[BookingDetailsOf<'bus'>['legs'][number]['direction'], string, string[]]> = [
    ['IDA', data.goingBus, data.goingSeats],
  ];
  if (data.returnBus) chosen.push(['VOLTA', data.returnBus, data.returnSeats ?? []]);
  let totalCents = 0;
  const holds: HoldRequest[] = [];
  const legs: BookingDetailsOf<'bus'>['legs'] = [];
  chosen.forEach(([direction, key, seats], index) => {
    const leg = check.legs[index];
    if (!leg || leg.route.key !== key) throw unavailable();
    for (const number of seats) {
      const seat = leg.seatMap.find((s) => s.number === number);
      if (!seat?.available) throw conflict(productBookingMessages.seatTaken(number), 'SEAT_TAKEN');
    }
    totalCents += leg.route.cashCents * people;
    holds.push({
      ref: leg.route.key,
      quantity: people,
      units: seats,
      date: leg.route.departure.slice(0, 10),
    });
    legs.push({
      direction,
      companyName: leg.route.companyName,
      classType: leg.route.classType,
      origin: `${leg.route.origin.name} - ${leg.route.origin.cityName}/${leg.route.origin.stateCode}`,
      destination: `${leg.route.destination.name} - ${leg.route.destination.cityName}/${leg.route.destination.stateCode}`,
      departure: leg.route.departure,
      arrival: leg.route.arrival,
      seats,
    });
  });
  const going = check.legs[0]!.route;
  return {
    product: 'bus',
    holds,
    totalCents,
    description: `Ônibus ${going.companyName} ${going.origin.cityName} → ${going.destination.cityName}`,
    travelDate: going.departure.slice(0, 10),
    passengers: data.passengers.map((p) => ({ name: p.firstName, lastName: p.lastName })),
    details: { kind: 'bus', legs },
  };
}

/** Experience ids carry their city's IBGE code (EXP-{ibge}-{nn}): the inventory is searched by city. */
const EXPERIENCE_ID = /^EXP-(\d{7})-\d{2}$/;

async function quoteExperience(
  body: ExperienceBookingRequest,
  { suppliers, call, advanceDaysExperience, now }: QuoteDeps,
): Promise<Quote> {
  const city = EXPERIENCE_ID.exec(body.experience.id)?.[1];
  const { id: slotId, date } = body.experienceDate;
  if (!city || !slotId.startsWith(`${body.experience.id}-${date}-`)) throw unavailable();
  const minimumDays = Math.max(0, advanceDaysExperience);
  if (daysBetween(todayInBrazil(now().getTime()), date) < minimumDays) {
    throw conflict(productBookingMessages.advanceDays(minimumDays), 'ADVANCE_DAYS');
  }
  // A month of sessions: the search leaves out an experience with no free place in the window,
  // and a full session must answer 'no places', not 'unavailable'.
  const found = await call('experience', (signal) =>
    suppliers.experience.search(
      { cityId: city, startDate: date, endDate: addDays(date, 31) },
      signal,
    ),
  );
  const experience = found.find((e) => e.id === body.experience.id);
  const slot = experience?.experienceDates.find((d) => d.id === slotId);
  if (!experience || !slot) throw unavailable();
  const people = body.adults + body.childs;
  // A first look only: the hold below re-counts under the experience's row lock.
  const placesError = experienceGroupError(people, slot.qtAvailable);
  if (placesError) throw conflict(placesError, 'NOT_ENOUGH_PLACES');
  return {
    product: 'experience',
    holds: [{ ref: slot.id, quantity: people, date }],
    totalCents: experienceTotalCents(experience.priceCents, body.adults, experience.qtParticipants),
    cancellationDays: experienceCancellationDays(experience.freeCancel),
    description: `Experiência ${experience.name}`,
    travelDate: date,
    passengers: body.passengers.map((p) => ({ name: p.name, lastName: p.lastName })),
    details: {
      kind: 'experience',
      id: experience.id,
      name: experience.name,
      description: experience.description,
      cityName: experience.city.cityName,
      stateName: experience.city.stateName,
      date,
      time: slot.time,
      adults: body.adults,
      childs: body.childs,
      image: experience.images[0] ?? null,
      daysBeforeCancellationPolicy: experienceCancellationDays(experience.freeCancel),
    },
  };
}

/** Whole years from a birth date to a date, both yyyy-MM-dd. */
function ageOn(birth: string, date: string): number {
  const years = Number(date.slice(0, 4)) - Number(birth.slice(0, 4));
  return Math.max(0, date.slice(5) < birth.slice(5) ? years - 1 : years);
}

async function quoteEntertainment(
  body: EntertainmentBookingRequest,
  { suppliers, call }: QuoteDeps,
): Promise<Quote> {
  const data = body.services[0]!.data;
  const activities = await call('entertainment', (signal) =>
    suppliers.entertainment.search({ route: data.locationId }, signal),
  );
  const activity = activities.find((a) => a.activityId === data.serviceId);
  if (!activity) throw unavailable();
  const tooMany = activityPassengersError(
    { type: activity.type, maxNumberPassenger: activity.transferType?.maxNumberPassenger },
    data.passengers.length,
  );
  if (tooMany) throw conflict(tooMany, 'PASSENGER_LIMIT');
  const [availability] = await call('entertainment', (signal) =>
    suppliers.entertainment.availability(
      {
        activityId: data.serviceId,
        refToken: data.refToken,
        // One entry {endAge, quantity 1} per person.
        passengers: data.passengers.map((p) => ({
          endAge: ageOn(p.birth, data.serviceDate),
          quantity: 1,
        })),
        date: data.serviceDate,
      },
      signal,
    ),
  );
  if (!availability) throw conflict(productBookingMessages.noAvailability, 'OFFER_UNAVAILABLE');
  // A round-trip transfer needs its return leg's date; any other activity has none.
  const returnDate = availability.transferOut ? (data.returnDate ?? null) : null;
  if (availability.transferOut && !returnDate)
    throw conflict(productBookingMessages.returnDate, 'RETURN_DATE');
  const startingTime = data.startingTime ?? null;
  if (
    availability.startingTimes.length > 0 &&
    (!startingTime || !availability.startingTimes.includes(startingTime))
  ) {
    throw conflict(productBookingMessages.startingTime, 'STARTING_TIME');
  }
  return {
    product: 'entertainment',
    holds: [{ ref: activity.activityId, quantity: data.passengers.length, date: data.serviceDate }],
    // Each band in whole reais, as the detail page and the checkout show it.
    totalCents: activityTotalCents(availability.rates.map((rate) => rate.totalCents)),
    description: titledAs(activity.type, activity.name),
    travelDate: data.serviceDate,
    passengers: data.passengers.map((p) => ({ name: p.firstName, lastName: p.lastName })),
    cancellationDays: activity.daysBeforeCancellationPolicy,
    details: {
      kind: 'entertainment',
      activityId: activity.activityId,
      activityType: activity.type,
      name: activity.name,
      description: activity.description,
      image: activity.pictureUrl,
      location: activity.locationFull,
      serviceDate: data.serviceDate,
      startingTime: availability.startingTimes.length > 0 ? startingTime : null,
      returnDate,
      daysBeforeCancellationPolicy: activity.daysBeforeCancellationPolicy,
      // The pickup and drop-off the member gave: the trip card and the voucher show them.
      ...(body.transferData ? { transfer: body.transferData } : {}),
    },
  };
}

/** Re-prices a submission from its supplier (or the experience inventory): client prices are never trusted. */
export function quoteFor(body: BookingRequest, deps: QuoteDeps): Promise<Quote> {
  switch (body.type) {
    case 'FLIGHT':
      return quoteFlight(body, deps);
    case 'HOTEL':
      return quoteHotel(body, deps);
    case 'CAR':
      return quoteCar(body, deps);
    case 'BUS':
      return quoteBus(body, deps);
    case 'EXPERIENCE':
      return quoteExperience(body, deps);
    case 'ENTERTAINMENT':
      return quoteEntertainment(body, deps);
  }
}
