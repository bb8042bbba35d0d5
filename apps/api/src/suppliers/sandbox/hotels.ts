import { formatIsoDate } from '@portal/domain/search';
import { type HotelSearchRequest } from '@portal/domain/hotels';
import { destinationByCode, type Destination } from '@portal/reference-data';
import { SupplierConflictError, SupplierNotFoundError } from '../errors';
import type {
  Hold,
  HoldRequest,
  HotelDetails,
  HotelOffer,
  HotelRateOffer,
  HotelRoomTypeOffer,
  HotelSupplier,
} from '../ports';
import { charmPrice, Rng } from '../../lib/seededRandom';
import { isTriggerCode } from './triggers';
import { applyTriggers, type SandboxContext } from './context';
import {
  AMENITIES,
  FOREIGN_STREETS,
  HOTEL_CHAINS,
  HOTEL_KINDS,
  HOTEL_WORDS,
  STREETS,
} from './names';
import { addDays, daysBetween, todayInBrazil, weekday } from './time';

/** Fixed sandbox exchange rate for rates sold in US dollars (BRL centavos per USD cent × 100). */
export const SANDBOX_USD_BRL = 5.4;

interface Property {
  code: string;
  name: string;
  stars: number;
  address: string;
  latitude: number;
  longitude: number;
  imageURL: string;
  priceFactor: number;
  roomTypes: Array<{
    code: string;
    name: string;
    description: string;
    maxOccupancy: number;
    factor: number;
    rooms: number;
  }>;
  amenities: string[];
  foreign: boolean;
  /** which of MEAL_PLANS the property sells */
  mealPlans: readonly MealPlan[];
}

/** How many properties a city has, from its population. */
export function propertyCount(d: Destination): number {
  const pop = d.population ?? 0;
  const rng = new Rng('hotel-count', d.code);
  if (pop >= 2_000_000) return 150 + rng.int(0, 40);
  if (pop >= 1_000_000) return 110 + rng.int(0, 30);
  if (pop >= 300_000) return 50 + rng.int(0, 40);
  if (pop >= 100_000) return 20 + rng.int(0, 25);
  if (pop >= 30_000) return 6 + rng.int(0, 9);
  if (pop > 0) return rng.int(1, 5);
  return rng.int(0, 3);
}

const ROOM_TYPES = [
  {
    code: 'STD',
    name: 'Standard',
    description: 'Quarto standard com cama de casal ou duas de solteiro.',
    maxOccupancy: 2,
    factor: 1,
  },
  {
    code: 'SUP',
    name: 'Superior',
    description: 'Quarto superior, mais amplo, com cama extra disponível.',
    maxOccupancy: 3,
    factor: 1.25,
  },
  {
    code: 'LUX',
    name: 'Luxo',
    description: 'Quarto luxo com vista e amenidades especiais.',
    maxOccupancy: 3,
    factor: 1.55,
  },
  {
    code: 'STE',
    name: 'Suíte',
    description: 'Suíte com sala de estar separada.',
    maxOccupancy: 4,
    factor: 2.1,
  },
];

export function property(d: Destination, index: number): Property {
  const rng = new Rng('hotel', d.code, index);
  const stars = Math.min(5, Math.max(1, rng.int(4, 10) / 2));
  const foreign = d.isoCode !== 'BR';
  let name: string;
  if (rng.chance(0.55)) {
    const tier =
      stars >= 4.5 ? HOTEL_CHAINS.upscale : stars >= 3.5 ? HOTEL_CHAINS.mid : HOTEL_CHAINS.economy;
    name = `${rng.pick(tier)} ${d.cityName}${rng.chance(0.3) ? ` ${rng.pick(['Centro', 'Aeroporto', 'Convention', 'Express', 'Suites'])}` : ''}`;
  } else {
    name = `${rng.pick(HOTEL_KINDS)} ${rng.pick(HOTEL_WORDS)}`;
  }
  const radiusKm = 2 + Math.sqrt(d.population ?? 10_000) / 300;
  const r = radiusKm * Math.sqrt(rng.next());
  const angle = rng.next() * 2 * Math.PI;
  const latitude = d.latitude + (r / 111) * Math.sin(angle);
  const longitude =
    d.longitude + (r / (111 * Math.cos((d.latitude * Math.PI) / 180))) * Math.cos(angle);
  const street = foreign ? rng.pick(FOREIGN_STREETS) : rng.pick(STREETS);
  const roomTypes = ROOM_TYPES.filter(
    (t) =>
      t.code === 'STD' ||
      t.code === 'SUP' ||
      (t.code === 'LUX' && stars >= 3.5) ||
      (t.code === 'STE' && stars >= 4),
  ).map((t) => ({
    ...t,
    rooms: rng.int(2, 12),
  }));
  const pop = d.population ?? 0;
  const cityFactor = pop >= 1_000_000 ? 1.35 : pop >= 300_000 ? 1.15 : 1;
  return {
    code: `${d.code}-${String(index).padStart(3, '0')}`,
    name: `${name}${index > 0 && rng.chance(0.02) ? ` ${index}` : ''}`,
    stars,
    address: `${street}, ${rng.int(10, 3999)} - ${d.cityName}`,
    latitude: Math.round(latitude * 1e6) / 1e6,
    longitude: Math.round(longitude * 1e6) / 1e6,
    imageURL: `/files/sandbox/hotels/${rng.int(1, 24)}`,
    priceFactor: cityFactor * (0.85 + rng.next() * 0.4) * (foreign ? 1.5 : 1),
    roomTypes,
    amenities: rng.sample(AMENITIES, rng.int(4, 9)),
    foreign,
    mealPlans: mealPlansOf(d.code, index, stars),
  };
}

/**
 * Most properties sell a room alone or with breakfast (and half board from 4 stars); some always
 * serve breakfast and some serve none, so that the 'café da manhã' choice of the results filters
 * something. Its own random stream leaves every other drawn value as it was.
 */
function mealPlansOf(destination: string, index: number, stars: number): readonly MealPlan[] {
  const [roomOnly, withBreakfast, halfBoard] = MEAL_PLANS;
  const offered = stars >= 4 ? [roomOnly, withBreakfast, halfBoard] : [roomOnly, withBreakfast];
  const draw = new Rng('hotel-meals', destination, index).next();
  if (draw < 0.2) return offered.slice(1);
  if (draw < 0.3 && stars < 4) return [roomOnly];
  return offered;
}

interface MealPlan {
  name: string;
  breakfast: boolean;
  lunch: boolean;
  dinner: boolean;
  perGuest: number;
}

const MEAL_PLANS: [MealPlan, MealPlan, MealPlan] = [
  { name: 'Somente hospedagem', breakfast: false, lunch: false, dinner: false, perGuest: 0 },
  { name: 'Café da manhã incluso', breakfast: true, lunch: false, dinner: false, perGuest: 3_500 },
  { name: 'Meia pensão', breakfast: true, lunch: false, dinner: true, perGuest: 11_000 },
];

interface RoomOccupancy {
  adults: number;
  children: number[];
}

/** Guests spread across rooms (adults evenly, children in room 0). */
export function roomOccupancies(q: HotelSearchRequest): RoomOccupancy[] {
  if (q.rooms && q.rooms.length === q.qtRooms) {
    return q.rooms.map((r) => ({ adults: r.adults + r.seniorsAges.length, children: r.childAges }));
  }
  const rooms: RoomOccupancy[] = [];
  for (let i = 0; i < q.qtRooms; i++) {
    rooms.push({
      adults: Math.floor(q.qtAdult / q.qtRooms) + (i < q.qtAdult % q.qtRooms ? 1 : 0),
      children: [],
    });
  }
  rooms[0]!.children = q.childAge.length ? q.childAge : Array.from({ length: q.qtChild }, () => 8);
  return rooms;
}

export class SandboxHotelSupplier implements HotelSupplier {
  constructor(private readonly ctx: SandboxContext) {}

  private resource(hotelCode: string, roomType: string, checkin: string): string {
    return `hotel|${hotelCode}|${roomType}|${checkin}`;
  }

  /** The trigger codes reach the failures they script. */
  answersUnlistedPlace(code: string): boolean {
    return isTriggerCode(code);
  }

  async search(q: HotelSearchRequest, signal: AbortSignal): Promise<HotelOffer[]> {
    if (await applyTriggers('hotel', signal, q.addressCode)) return [];
    const d = destinationByCode(q.addressCode);
    if (!d) return [];
    const nights = daysBetween(q.checkinDate, q.checkoutDate);
    const today = todayInBrazil(this.ctx.now());
    const occupancy = roomOccupancies(q);
    const offers: HotelOffer[] = [];
    const properties = Array.from({ length: propertyCount(d) }, (_, i) => property(d, i));
    const usage = await this.ctx.inventory.usage(
      properties.flatMap((p) =>
        p.roomTypes.map((t) => this.resource(p.code, t.code, q.checkinDate)),
      ),
    );
    for (const p of properties) {
      const roomTypes: HotelRoomTypeOffer[] = [];
      for (const t of p.roomTypes) {
        const available = t.rooms - usage.used(this.resource(p.code, t.code, q.checkinDate));
        if (available <= 0) continue;
        const rates: HotelRateOffer[] = [];
        occupancy.forEach((room, rph) => {
          const guests = room.adults + room.children.length;
          if (guests > t.maxOccupancy) return;
          const rng = new Rng(
            'rate',
            p.code,
            t.code,
            q.checkinDate,
            q.checkoutDate,
            rph,
            room.adults,
            room.children.join(','),
          );
          let roomNights = 0;
          for (let n = 0; n < nights; n++) {
            const wd = weekday(addDays(q.checkinDate, n));
            const nightFactor = wd === 5 || wd === 6 ? 1.12 : 1;
            roomNights +=
              11_000 *
              1.6 ** (p.stars - 2) *
              p.priceFactor *
              t.factor *
              nightFactor *
              (1 + 0.1 * (room.adults - 1) + 0.12 * room.children.filter((a) => a >= 6).length);
          }
          for (const plan of p.mealPlans) {
            for (const refundable of [true, false]) {
              if (!refundable && rng.chance(0.4)) continue;
              const brl = charmPrice(
                (roomNights + plan.perGuest * guests * nights) * (refundable ? 1 : 0.9),
              );
              const currencyCode = p.foreign ? 'USD' : 'BRL';
              const total = p.foreign ? Math.round(brl / SANDBOX_USD_BRL) : brl;
              const freeUntil = addDays(q.checkinDate, -3);
              const penalties = refundable
                ? [
                    {
                      name: 'Cancelamento após o prazo',
                      description: `Cancelamento gratuito até ${formatIsoDate(freeUntil)}; depois, cobrança de 1 diária.`,
                      deadline: freeUntil < today ? today : freeUntil,
                      valueCents: Math.round(brl / nights),
                      percent: Math.round(100 / nights),
                    },
                  ]
                : [
                    {
                      name: 'Tarifa não reembolsável',
                      description: 'Não reembolsável: cancelamento com cobrança integral.',
                      deadline: today,
                      valueCents: brl,
                      percent: 100,
                    },
                  ];
              rates.push({
                rateKey: `${p.code}|${t.code}|${rph}|${plan.breakfast ? (plan.dinner ? 'HB' : 'BB') : 'RO'}|${refundable ? 'R' : 'NR'}`,
                roomStayCandidateRph: rph,
                ratePlanName: `${plan.name}${refundable ? '' : ' - não reembolsável'}`,
                totalCents: total,
                currencyCode,
                origTotalCents: brl,
                mealPlanName: plan.name,
                meals: { breakfast: plan.breakfast, lunch: plan.lunch, dinner: plan.dinner },
                refundable,
                penalties,
                availableRooms: available,
              });
            }
          }
        });
        if (rates.length) {
          roomTypes.push({
            roomTypeCode: t.code,
            roomName: t.name,
            roomDescription: t.description,
            maxOccupancy: t.maxOccupancy,
            rates: rates.sort((a, b) => a.origTotalCents - b.origTotalCents),
          });
        }
      }
      const coversAllRooms = occupancy.every((_, rph) =>
        roomTypes.some((t) => t.rates.some((r) => r.roomStayCandidateRph === rph)),
      );
      if (!coversAllRooms) continue;
      offers.push({
        hotelCode: p.code,
        hotelName: p.name,
        rating: p.stars,
        addressLine: p.address,
        cityName: d.cityName,
        latitude: p.latitude,
        longitude: p.longitude,
        imageURL: p.imageURL,
        checkin: q.checkinDate,
        checkout: q.checkoutDate,
        roomTypes,
      });
    }
    return offers;
  }

  async details(hotelCode: string): Promise<HotelDetails | null> {
    const m = /^(.+)-(\d{3})$/.exec(hotelCode);
    if (!m) return null;
    const d = destinationByCode(m[1]!);
    const index = Number(m[2]);
    if (!d || index >= propertyCount(d)) return null;
    const p = property(d, index);
    const rng = new Rng('hotel-details', p.code);
    return {
      hotelCode: p.code,
      hotelName: p.name,
      rating: p.stars,
      description: `<p>${p.name} fica em ${d.cityName}, ${d.parentName}, com ${p.roomTypes.reduce((s, t) => s + t.rooms, 0) * 4} apartamentos e ${p.amenities.slice(0, 3).join(', ').toLowerCase()}.</p>`,
      address: p.address,
      cityName: d.cityName,
      latitude: p.latitude,
      longitude: p.longitude,
      checkInTime: rng.pick(['14:00', '15:00']),
      checkOutTime: rng.pick(['11:00', '12:00']),
      images: Array.from(
        { length: rng.int(3, 6) },
        (_, i) => `/files/sandbox/hotels/${((rng.int(1, 24) + i) % 24) + 1}`,
      ),
      amenities: p.amenities,
      guestRooms: p.roomTypes.map((t) => ({
        roomTypeCode: t.code,
        roomName: t.name,
        roomDescription: t.description,
        maxOccupancy: t.maxOccupancy,
      })),
    };
  }

  /** ref is a rateKey; date is the check-in. */
  async hold(req: HoldRequest): Promise<Hold> {
    const [hotelCode, roomType] = req.ref.split('|');
    const m = hotelCode ? /^(.+)-(\d{3})$/.exec(hotelCode) : null;
    const d = m ? destinationByCode(m[1]!) : undefined;
    if (!m || !d || !req.date) throw new SupplierNotFoundError('hotel', 'Tarifa não encontrada.');
    const t = property(d, Number(m[2])).roomTypes.find((r) => r.code === roomType);
    if (!t) throw new SupplierNotFoundError('hotel', 'Tarifa não encontrada.');
    if (req.quantity > t.rooms)
      throw new SupplierConflictError('hotel', 'Não há quartos suficientes.');
    return this.ctx.inventory.hold(
      'hotel',
      req.ref,
      this.resource(hotelCode!, t.code, req.date),
      req.quantity,
      t.rooms,
      [],
      req.holdId,
    );
  }

  async issue(holdId: string): Promise<Hold> {
    return this.ctx.inventory.issue(holdId, 'hotel');
  }

  async cancel(holdId: string): Promise<Hold> {
    return this.ctx.inventory.cancel(holdId, 'hotel');
  }
}
