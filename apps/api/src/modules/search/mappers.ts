import { type Activity, type AvailabilityResult, type Experience } from '@portal/domain/activities';
import { brlToCents, centsToBrl } from '@portal/domain/money';
import { type BusRoute } from '@portal/domain/buses';
import { type CarOffer } from '@portal/domain/cars';
import { type FlightRecommendation } from '@portal/domain/flights';
import { type HotelStay } from '@portal/domain/hotels';
import type {
  ActivityAvailabilityInternal,
  ActivityInternal,
  BusRouteInternal,
  CarOfferInternal,
  ExperienceInternal,
  FlightOffer,
  HotelOffer,
} from '../../suppliers';

/** Edge conversions: integer centavos inside, reais with two decimals in API replies. */
export function toRecommendation(o: FlightOffer): FlightRecommendation {
  return {
    recommendationid: o.recommendationid,
    validatingcarrier: o.carrier,
    validatingcarrierName: o.carrierName,
    ...(o.carrierLogoUrl ? { validatingcarrierLogoUrl: o.carrierLogoUrl } : {}),
    sourceid: 'SANDBOX',
    sourcecode: o.carrier,
    totalfare: {
      total: centsToBrl(o.totalCents),
      totaldu: centsToBrl(o.duCents),
      totaltaxes: centsToBrl(o.taxesCents),
    },
    fares: o.fares.map((f) => ({
      paxtype: f.paxtype,
      quantity: f.quantity,
      fareamount: centsToBrl(f.fareCents),
      taxamount: centsToBrl(f.taxCents),
    })),
    journeys: o.journeys,
    ...(o.identityDocumentsRequired ? { identityDocumentsRequired: true } : {}),
  };
}

export function toHotelStay(h: HotelOffer): HotelStay {
  const rphs = new Set(h.roomTypes.flatMap((t) => t.rates.map((r) => r.roomStayCandidateRph)));
  let cheapest = 0;
  for (const rph of rphs) {
    cheapest += Math.min(
      ...h.roomTypes.flatMap((t) =>
        t.rates.filter((r) => r.roomStayCandidateRph === rph).map((r) => r.origTotalCents),
      ),
    );
  }
  return {
    basicPropertyInfo: {
      hotelRef: { hotelName: h.hotelName, hotelCode: h.hotelCode },
      award: { rating: h.rating },
      address: { addressLine: h.addressLine, cityName: h.cityName },
      position: { latitude: h.latitude, longitude: h.longitude },
      imageURL: h.imageURL,
    },
    availability: { start: h.checkin, end: h.checkout },
    price: { amountAfterTax: centsToBrl(cheapest), currencyCode: 'BRL' },
    roomStays: {
      roomTypes: h.roomTypes.map((t) => ({
        roomTypeCode: t.roomTypeCode,
        roomName: t.roomName,
        roomDescription: t.roomDescription,
        maxOccupancy: t.maxOccupancy,
        roomRates: t.rates.map((r) => ({
          rateKey: r.rateKey,
          roomStayCandidateRph: r.roomStayCandidateRph,
          ratePlanName: r.ratePlanName,
          total: { amountAfterTax: centsToBrl(r.totalCents), currencyCode: r.currencyCode },
          origTotal: { amountAfterTax: centsToBrl(r.origTotalCents), currencyCode: 'BRL' },
          ratePlans: { mealPlanName: r.mealPlanName, mealsIncluded: r.meals },
          refundable: r.refundable,
          cancelPenalties: r.penalties.map((p) => ({
            name: p.name,
            description: p.description,
            deadline: p.deadline,
            value: centsToBrl(p.valueCents),
            percent: p.percent,
          })),
          availableRooms: r.availableRooms,
        })),
      })),
    },
  };
}

/** Cheapest stay first (cards sorted by price ascending). */
export function hotelPriceCents(h: HotelStay): number {
  return brlToCents(h.price.amountAfterTax);
}

export function toCarOffer(c: CarOfferInternal): CarOffer {
  return {
    offerId: c.offerId,
    companyCode: c.companyCode,
    companyName: c.companyName,
    category: c.category,
    categoryName: c.categoryName,
    model: c.model,
    urlCarImg: c.urlCarImg,
    urlLogoCompany: c.urlLogoCompany,
    capacity: c.capacity,
    numberDoors: c.numberDoors,
    luggage: c.luggage,
    automaticTransmission: c.automaticTransmission,
    airConditioning: c.airConditioning,
    rentalDays: c.rentalDays,
    dailyAmount: centsToBrl(c.dailyCents),
    totalAmount: centsToBrl(c.totalCents),
    currencyCode: 'BRL',
    pickupDateTime: c.pickupDateTime,
    dropoffDateTime: c.dropoffDateTime,
    pickupAddress: c.pickupAddress,
    dropoffAddress: c.dropoffAddress,
    loyaltyNumbersList: { discountNumbers: c.discountNumbers },
  };
}

export function toBusRoute(r: BusRouteInternal): BusRoute {
  return {
    key: r.key,
    refToken: r.refToken,
    company: { name: r.companyName, type: r.classType, logo: r.companyLogo },
    classType: r.classType,
    origin: r.origin,
    destination: r.destination,
    departure: r.departure,
    arrival: r.arrival,
    duration: r.duration,
    distanceKm: r.distanceKm,
    cashValue: centsToBrl(r.cashCents),
    totalCashValue: centsToBrl(r.cashCents * r.occupancy),
    pointsValue: null,
    occupancy: r.occupancy,
    availableSeats: r.availableSeats,
  };
}

export function toExperience(e: ExperienceInternal): Experience {
  const { originalPriceCents, priceCents, ...rest } = e;
  return { ...rest, originalPrice: centsToBrl(originalPriceCents), price: centsToBrl(priceCents) };
}

const WEEKDAY_NAMES = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'];

export function toActivity(a: ActivityInternal): Activity {
  const rates = a.passengerRates.map((r) => ({ name: r.name, endAge: r.endAge }));
  const detail = {
    images: a.images.map((url) => ({ url })),
    address: a.address,
    inclusions: a.inclusions,
    locations: [{ location: { fullName: a.locationFull } }],
    ...(a.transferType ? { transferType: a.transferType } : {}),
  };
  return {
    activityId: a.activityId,
    type: a.type,
    refToken: a.refToken,
    name: a.name,
    description: a.description,
    descriptionAdditional: a.descriptionAdditional,
    pictureUrl: a.pictureUrl,
    location: a.location,
    locationId: a.locationId,
    locationFull: a.locationFull,
    price: centsToBrl(a.priceCents),
    pointsPrice: null,
    duration: a.duration,
    weekDays: a.weekDaysList.map((d) => WEEKDAY_NAMES[d]).join(', '),
    weekDaysList: a.weekDaysList.join(';'),
    avaiableDates: a.availableDates,
    daysBeforeCancellationPolicy: a.daysBeforeCancellationPolicy,
    freeCancellation: a.daysBeforeCancellationPolicy > 0,
    promotionalCombo: a.promotionalCombo,
    ...(a.type === 'Ingresso' ? { ticketPassengerRate: rates, ticket: detail } : {}),
    ...(a.type === 'Passeio' ? { tourPassengerRate: rates, tour: detail } : {}),
    ...(a.type === 'Transfer' ? { transferPassengerRate: rates, transfer: detail } : {}),
  };
}

export function toAvailability(a: ActivityAvailabilityInternal): AvailabilityResult {
  return {
    activityId: a.activityId,
    refToken: a.refToken,
    serviceDate: a.serviceDate,
    type: a.type,
    startingTimes: a.startingTimes,
    transferIn: a.transferIn,
    transferOut: a.transferOut,
    transferType: a.transferType,
    maxNumberBaggage: a.maxNumberBaggage,
    remaining: a.remaining,
    passengersRateTotalPrice: centsToBrl(a.totalCents),
    passengersRateTotalPricePoints: null,
    passengersCalculatedRate: a.rates.map((r) => ({
      name: r.name,
      endAge: r.endAge,
      price: {
        quantity: r.quantity,
        priceTotalOriginal: centsToBrl(r.totalCents),
        priceTotalOriginalPoints: null,
      },
    })),
    cancellationRules: a.cancellationRules.map((c) => ({
      startDate: c.startDate,
      endDate: c.endDate,
      price: centsToBrl(c.priceCents),
    })),
    bestPrice: { currency: { symbol: 'R$' } },
  };
}
