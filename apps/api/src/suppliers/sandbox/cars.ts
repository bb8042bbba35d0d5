import type { CarSearchRequest } from '@portal/domain/cars';
import { airportByIata, airportCityOf, municipalityByIbge } from '@portal/reference-data';
import { SupplierNotFoundError } from '../errors';
import type {
  CarLocationInternal,
  CarOfferInternal,
  CarSupplier,
  Hold,
  HoldRequest,
} from '../ports';
import { isTriggerCode } from './triggers';
import { applyTriggers, type SandboxContext } from './context';
import { STREETS } from './names';
import { charmPrice, Rng } from '../../lib/seededRandom';
import { carPhotoKey, rentalLogoKey } from './imageKeys';

/** Real rental brands: Brazilian ones at home, international ones abroad (Hertz and Avis both). */
export const BR_RENTALS = [
  { code: 'LZ', name: 'Localiza', factor: 1.08 },
  { code: 'MV', name: 'Movida', factor: 0.95 },
  { code: 'UN', name: 'Unidas', factor: 1 },
  { code: 'FC', name: 'Foco Aluguel de Carros', factor: 0.88 },
  { code: 'ZE', name: 'Hertz', factor: 1.12 },
];
export const INTL_RENTALS = [
  { code: 'ZE', name: 'Hertz', factor: 1.1 },
  { code: 'ZI', name: 'Avis', factor: 1.05 },
  { code: 'ZD', name: 'Budget', factor: 0.95 },
  { code: 'ET', name: 'Enterprise', factor: 1 },
  { code: 'SX', name: 'Sixt', factor: 1.08 },
  { code: 'EP', name: 'Europcar', factor: 1.02 },
];

/** ACRISS categories with typical Brazilian-market models; daily rates in centavos. */
export const CAR_CATEGORIES = [
  {
    acriss: 'MCMR',
    name: 'Econômico',
    models: ['Renault Kwid', 'Fiat Mobi'],
    seats: 5,
    doors: 4,
    luggage: 1,
    auto: false,
    daily: 9_900,
  },
  {
    acriss: 'ECMR',
    name: 'Compacto',
    models: ['Hyundai HB20', 'Chevrolet Onix', 'Fiat Argo'],
    seats: 5,
    doors: 4,
    luggage: 2,
    auto: false,
    daily: 11_900,
  },
  {
    acriss: 'EDAR',
    name: 'Compacto automático',
    models: ['Chevrolet Onix AT', 'Hyundai HB20 AT'],
    seats: 5,
    doors: 4,
    luggage: 2,
    auto: true,
    daily: 14_900,
  },
  {
    acriss: 'CDMR',
    name: 'Sedan compacto',
    models: ['Chevrolet Onix Plus', 'Hyundai HB20S', 'Fiat Cronos'],
    seats: 5,
    doors: 4,
    luggage: 3,
    auto: false,
    daily: 15_900,
  },
  {
    acriss: 'IDAR',
    name: 'Sedan intermediário',
    models: ['Volkswagen Virtus', 'Nissan Versa'],
    seats: 5,
    doors: 4,
    luggage: 3,
    auto: true,
    daily: 18_900,
  },
  {
    acriss: 'CFAR',
    name: 'SUV compacto',
    models: ['Volkswagen T-Cross', 'Hyundai Creta', 'Renault Duster'],
    seats: 5,
    doors: 4,
    luggage: 3,
    auto: true,
    daily: 21_900,
  },
  {
    acriss: 'PDAR',
    name: 'Sedan premium',
    models: ['Toyota Corolla', 'Honda Civic'],
    seats: 5,
    doors: 4,
    luggage: 4,
    auto: true,
    daily: 27_900,
  },
  {
    acriss: 'MVMR',
    name: 'Minivan',
    models: ['Chevrolet Spin'],
    seats: 7,
    doors: 4,
    luggage: 3,
    auto: false,
    daily: 25_900,
  },
  {
    acriss: 'SFAR',
    name: 'SUV',
    models: ['Jeep Compass', 'Toyota Corolla Cross'],
    seats: 5,
    doors: 4,
    luggage: 4,
    auto: true,
    daily: 29_900,
  },
  {
    acriss: 'FFAR',
    name: 'SUV grande',
    models: ['Toyota SW4', 'Mitsubishi Pajero Sport'],
    seats: 7,
    doors: 4,
    luggage: 5,
    auto: true,
    daily: 45_900,
  },
  {
    acriss: 'LDAR',
    name: 'Luxo',
    models: ['BMW 320i', 'Mercedes-Benz C 200'],
    seats: 5,
    doors: 4,
    luggage: 4,
    auto: true,
    daily: 59_900,
  },
];
const PROTECTION_DAILY = 3_900;

function rentalsFor(country: string) {
  return country === 'BR' ? BR_RENTALS : INTL_RENTALS;
}

/** Rental days: every started 24 h counts, with one hour of tolerance. */
export function rentalDays(
  pickupDate: string,
  pickupTime: string,
  dropoffDate: string,
  dropoffTime: string,
): number {
  const minutes =
    (Date.parse(`${dropoffDate}T${dropoffTime}:00Z`) -
      Date.parse(`${pickupDate}T${pickupTime}:00Z`)) /
    60_000;
  return Math.max(1, Math.ceil((minutes - 60) / 1440));
}

export class SandboxCarSupplier implements CarSupplier {
  constructor(private readonly ctx: SandboxContext) {}

  async locations(iata: string, signal: AbortSignal): Promise<CarLocationInternal[]> {
    if (await applyTriggers('car', signal, iata)) return [];
    const city = airportCityOf(iata);
    if (!city) return [];
    const out: CarLocationInternal[] = [];
    const rentals = rentalsFor(city.countryIso);
    for (const a of city.airports) {
      for (const r of rentals) {
        out.push({
          locationCode: `${a.iata}-${r.code}-A`,
          type: 'AIRPORT',
          address: `${a.name} - balcão ${r.name}`,
          cityName: city.cityName,
          rentalCode: r.code,
          rentalName: r.name,
          iata: a.iata,
        });
      }
    }
    const pop = city.ibgeCode ? (municipalityByIbge(city.ibgeCode)?.population ?? 0) : 0;
    const stores = pop >= 1_000_000 ? 3 : pop >= 300_000 ? 2 : 1;
    for (const r of rentals) {
      for (let n = 1; n <= stores; n++) {
        const rng = new Rng('car-store', city.iata, r.code, n);
        out.push({
          locationCode: `${city.iata}-${r.code}-C${n}`,
          type: 'CITY',
          address: `${rng.pick(STREETS)}, ${rng.int(10, 3999)} - ${city.cityName}`,
          cityName: city.cityName,
          rentalCode: r.code,
          rentalName: r.name,
          iata: city.iata,
        });
      }
    }
    return out;
  }

  private async describe(
    code: string,
    fallbackIata: string,
    signal: AbortSignal,
  ): Promise<CarLocationInternal[]> {
    const all = await this.locations(fallbackIata, signal);
    const exact = all.filter((l) => l.locationCode === code.toUpperCase());
    if (exact.length) return exact;
    // Abroad the location is the airport code: every airport counter there.
    return all.filter((l) => l.type === 'AIRPORT' && l.iata === code.toUpperCase());
  }

  /** The trigger codes reach the failures they script. */
  answersUnlistedPlace(code: string): boolean {
    return isTriggerCode(code);
  }

  async search(q: CarSearchRequest, signal: AbortSignal): Promise<CarOfferInternal[]> {
    if (
      await applyTriggers(
        'car',
        signal,
        q.pickupAirport,
        q.pickupLocationCode,
        q.dropoffLocationCode,
      )
    )
      return [];
    if (!airportByIata(q.pickupAirport) || !airportByIata(q.dropoffAirport)) return [];
    const pickups = await this.describe(q.pickupLocationCode, q.pickupAirport, signal);
    const dropoffs = await this.describe(q.dropoffLocationCode, q.dropoffAirport, signal);
    if (!pickups.length || !dropoffs.length) return [];
    const days = rentalDays(q.pickupDate, q.pickupTime, q.dropoffDate, q.dropoffTime);
    const rentals = rentalsFor(q.country);
    const offers: CarOfferInternal[] = [];
    const fleetOf = (locationCode: string, acriss: string) =>
      `car|${locationCode}|${acriss}|${q.pickupDate}`;
    const usage = await this.ctx.inventory.usage(
      pickups.flatMap((pickup) =>
        CAR_CATEGORIES.map((c) => fleetOf(pickup.locationCode, c.acriss)),
      ),
    );
    for (const pickup of pickups) {
      const rental = rentals.find((r) => r.code === pickup.rentalCode);
      const dropoff = dropoffs.find((d) => d.rentalCode === pickup.rentalCode);
      if (!rental || !dropoff) continue;
      const oneWayFee = pickup.cityName === dropoff.cityName ? 0 : 35_000;
      for (const c of CAR_CATEGORIES) {
        const rng = new Rng(
          'car',
          pickup.locationCode,
          dropoff.locationCode,
          c.acriss,
          q.pickupDate,
          q.dropoffDate,
        );
        if (!rng.chance(0.8)) continue;
        const fleet = 6;
        if (usage.used(fleetOf(pickup.locationCode, c.acriss)) >= fleet) continue;
        const airportFee = pickup.type === 'AIRPORT' ? 1.12 : 1;
        const abroad = q.country === 'BR' ? 1 : 1.3;
        const dailyCents = charmPrice(
          c.daily * rental.factor * airportFee * abroad * (0.9 + rng.next() * 0.25),
        );
        const totalCents = (dailyCents + PROTECTION_DAILY) * days + oneWayFee;
        offers.push({
          offerId: `${pickup.locationCode}|${dropoff.locationCode}|${c.acriss}|${q.pickupDate}|${q.dropoffDate}`,
          companyCode: rental.code,
          companyName: rental.name,
          category: c.acriss,
          categoryName: c.name,
          model: `${rng.pick(c.models)} ou similar`,
          urlCarImg: `/files/${carPhotoKey(c.acriss)}`,
          urlLogoCompany: `/files/${rentalLogoKey(rental.code)}`,
          capacity: c.seats,
          numberDoors: c.doors,
          luggage: c.luggage,
          automaticTransmission: c.auto,
          airConditioning: true,
          rentalDays: days,
          dailyCents,
          totalCents,
          pickupDateTime: `${q.pickupDate}T${q.pickupTime}`,
          dropoffDateTime: `${q.dropoffDate}T${q.dropoffTime}`,
          pickupAddress: pickup.address,
          dropoffAddress: dropoff.address,
          discountNumbers: rng.chance(0.35) ? [`${rental.code}${rng.int(100000, 999999)}`] : [],
        });
      }
    }
    return offers.sort((a, b) => a.totalCents - b.totalCents || a.offerId.localeCompare(b.offerId));
  }

  /** ref is an offerId. */
  async hold(req: HoldRequest): Promise<Hold> {
    const [pickup, , acriss, pickupDate] = req.ref.split('|');
    if (!pickup || !acriss || !pickupDate)
      throw new SupplierNotFoundError('car', 'Oferta não encontrada.');
    return this.ctx.inventory.hold(
      'car',
      req.ref,
      `car|${pickup}|${acriss}|${pickupDate}`,
      req.quantity,
      6,
      [],
      req.holdId,
    );
  }

  async issue(holdId: string): Promise<Hold> {
    return this.ctx.inventory.issue(holdId, 'car');
  }

  async cancel(holdId: string): Promise<Hold> {
    return this.ctx.inventory.cancel(holdId, 'car');
  }
}
