import { BUS_CANCELLATION_POLICY } from '@portal/domain/bookings';
import { type BusRateCheckRequest, type BusSearchRequest, type Seat } from '@portal/domain/buses';
import { busStationById, distanceKm, stateByUf, type BusStation } from '@portal/reference-data';
import { SeatTakenError, SupplierConflictError, SupplierNotFoundError } from '../errors';
import type {
  BusPlace,
  BusRateCheckResult,
  BusRouteInternal,
  BusSearchResult,
  BusSupplier,
  Hold,
  HoldRequest,
} from '../ports';
import { charmPrice, hash32, Rng } from '../../lib/seededRandom';
import { isTriggerCode } from './triggers';
import { applyTriggers, type SandboxContext } from './context';
import type { InventoryUsage } from './inventory';
import { readToken, signToken } from './tokens';
import { hhmm } from './time';
import { busLogoKey } from './imageKeys';

/** Real intercity bus companies, by the region of the departure state. */
export const BUS_COMPANIES: Record<string, string[]> = {
  SE: [
    'Viação Cometa',
    'Auto Viação 1001',
    'Águia Branca',
    'Viação Garcia',
    'Util',
    'Gontijo',
    'Kaissara',
    'Viação Itapemirim',
    'Expresso do Sul',
  ],
  S: [
    'Catarinense',
    'Viação Garcia',
    'Penha',
    'Unesul',
    'Eucatur',
    'Reunidas',
    'Expresso Princesa dos Campos',
  ],
  NE: [
    'Expresso Guanabara',
    'Rota Transportes',
    'Progresso',
    'São Geraldo',
    'Águia Branca',
    'Viação Itapemirim',
    'Gontijo',
  ],
  CO: ['Real Expresso', 'Eucatur', 'Viação Motta', 'São Luiz', 'Gontijo', 'Viação Andorinha'],
  N: ['Eucatur', 'Transbrasiliana', 'Real Norte', 'Rápido Marajó', 'Boa Esperança'],
};
type BusClass = BusRouteInternal['classType'];
const CENTS_PER_KM: Record<BusClass, number> = {
  CONVENCIONAL: 20,
  EXECUTIVO: 26,
  'SEMI-LEITO': 32,
  LEITO: 42,
};
/** Seat layouts: columns used (2 is the aisle) and rows. */
const LAYOUT: Record<BusClass, { columns: number[]; rows: number }> = {
  CONVENCIONAL: { columns: [0, 1, 3, 4], rows: 11 },
  EXECUTIVO: { columns: [0, 1, 3, 4], rows: 11 },
  'SEMI-LEITO': { columns: [0, 1, 3, 4], rows: 10 },
  LEITO: { columns: [0, 3, 4], rows: 9 },
};
/** States with no road link to the rest of the network (besides Manaus–Boa Vista). */
const ISOLATED = new Set(['AM', 'AP', 'RR']);
export const BUS_TOKEN_TTL_MS = 30 * 60_000;

function place(s: BusStation): BusPlace {
  return { id: s.id, name: s.name, cityName: s.cityName, stateCode: s.stateCode };
}

interface Departure {
  key: string;
  index: number;
  company: string;
  classType: BusClass;
  departureMinute: number;
  duration: number;
  roadKm: number;
  cashCents: number;
  seats: Seat[];
}

function roadLinked(a: BusStation, b: BusStation): boolean {
  if (a.stateCode === b.stateCode) return true;
  const pair = [a.stateCode, b.stateCode].sort().join('-');
  if (pair === 'AM-RR') return true;
  return !ISOLATED.has(a.stateCode) && !ISOLATED.has(b.stateCode);
}

/** Every departure of a line on one date (independent of who searches). */
export function departures(o: BusStation, d: BusStation, date: string): Departure[] {
  if (!roadLinked(o, d)) return [];
  const km = Math.round(distanceKm(o.latitude, o.longitude, d.latitude, d.longitude) * 1.22);
  if (km < 40 || km > 4200) return [];
  const rng = new Rng('bus', o.id, d.id, date);
  const minPop = Math.min(o.population, d.population);
  const count =
    km < 600 ? (minPop >= 1_000_000 ? 24 : minPop >= 300_000 ? 12 : 6) : km < 1200 ? 6 : 3;
  const companies = rng.sample(
    BUS_COMPANIES[stateByUf(o.stateCode)?.regionCode ?? 'SE'] ?? BUS_COMPANIES.SE!,
    km < 600 ? 3 : 2,
  );
  const classes: BusClass[] =
    km < 300
      ? ['CONVENCIONAL', 'EXECUTIVO']
      : km < 800
        ? ['CONVENCIONAL', 'EXECUTIVO', 'SEMI-LEITO', 'LEITO']
        : ['EXECUTIVO', 'SEMI-LEITO', 'LEITO'];
  const duration = Math.round((km / 68) * 60 + Math.floor(km / 300) * 15);
  const out: Departure[] = [];
  for (let i = 0; i < count; i++) {
    const slot = (19 * 60) / count;
    const departureMinute = Math.min(
      1435,
      Math.round((300 + i * slot + rng.next() * slot * 0.5) / 5) * 5,
    );
    const classType = rng.pick(classes);
    const key = `BUS-${o.id}-${d.id}-${date}-${String(i).padStart(2, '0')}`;
    const layout = LAYOUT[classType];
    const occupiedShare = 0.15 + rng.next() * 0.65;
    const seats: Seat[] = [];
    let n = 1;
    for (let y = 0; y < layout.rows; y++) {
      for (const x of layout.columns) {
        seats.push({
          number: String(n++).padStart(2, '0'),
          available: !new Rng(key, 'seat', n).chance(occupiedShare),
          position: { x, y },
        });
      }
    }
    out.push({
      key,
      index: i,
      company: rng.pick(companies),
      classType,
      departureMinute,
      duration: Math.round(duration / 5) * 5,
      roadKm: km,
      cashCents: charmPrice(CENTS_PER_KM[classType] * km + 650),
      seats,
    });
  }
  return out;
}

function addMinutes(date: string, minute: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + minute * 60_000).toISOString().slice(0, 16);
}

export class SandboxBusSupplier implements BusSupplier {
  constructor(private readonly ctx: SandboxContext) {}

  private seatMap(dep: Departure, usage: InventoryUsage): Seat[] {
    const held = usage.usedUnits(`bus|${dep.key}`);
    return dep.seats.map((s) => ({ ...s, available: s.available && !held.has(s.number) }));
  }

  private toRoute(
    o: BusStation,
    d: BusStation,
    date: string,
    dep: Departure,
    occupancy: number,
    usage: InventoryUsage,
  ): BusRouteInternal {
    const departure = addMinutes(date, dep.departureMinute);
    return {
      key: dep.key,
      refToken: signToken({ k: dep.key, o: occupancy, t: this.ctx.now() }),
      companyName: dep.company,
      companyLogo: `/files/${busLogoKey(dep.company)}`,
      classType: dep.classType,
      origin: place(o),
      destination: place(d),
      departure,
      arrival: addMinutes(date, dep.departureMinute + dep.duration),
      duration: dep.duration,
      distanceKm: dep.roadKm,
      cashCents: dep.cashCents,
      occupancy,
      availableSeats: this.seatMap(dep, usage).filter((s) => s.available).length,
    };
  }

  private async leg(
    originId: string,
    destinationId: string,
    date: string,
    occupancy: number,
  ): Promise<BusRouteInternal[]> {
    const o = busStationById(originId);
    const d = busStationById(destinationId);
    if (!o || !d) return [];
    const list = departures(o, d, date);
    const usage = await this.ctx.inventory.usage(list.map((dep) => `bus|${dep.key}`));
    return list
      .map((dep) => this.toRoute(o, d, date, dep, occupancy, usage))
      .filter((r) => r.availableSeats >= occupancy);
  }

  /** The trigger codes reach the failures they script. */
  answersUnlistedPlace(code: string): boolean {
    return isTriggerCode(code);
  }

  async search(f: BusSearchRequest['filter'], signal: AbortSignal): Promise<BusSearchResult> {
    const o = busStationById(f.origin);
    const d = busStationById(f.destination);
    const empty = await applyTriggers('bus', signal, f.origin, f.destination);
    const fallback: BusPlace = {
      id: f.destination,
      name: f.destination,
      cityName: '',
      stateCode: '',
    };
    const origin = o ? place(o) : { ...fallback, id: f.origin, name: f.origin };
    const destination = d ? place(d) : fallback;
    if (empty || !o || !d) return { going: [], returning: f.end ? [] : null, origin, destination };
    return {
      origin,
      destination,
      going: await this.leg(o.id, d.id, f.start, f.occupancy),
      returning: f.end ? await this.leg(d.id, o.id, f.end, f.occupancy) : null,
    };
  }

  private resolve(
    key: string,
    token: string,
  ): { o: BusStation; d: BusStation; date: string; dep: Departure } {
    const payload = readToken(token);
    if (!payload || payload.k !== key)
      throw new SupplierNotFoundError('bus', 'Tarifa não encontrada, refaça a pesquisa.');
    if (typeof payload.t !== 'number' || this.ctx.now() - payload.t > BUS_TOKEN_TTL_MS) {
      throw new SupplierConflictError('bus', 'A tarifa expirou, refaça a pesquisa.');
    }
    const m = /^BUS-(\d+)-(\d+)-(\d{4}-\d{2}-\d{2})-(\d{2})$/.exec(key);
    const o = m ? busStationById(m[1]!) : undefined;
    const d = m ? busStationById(m[2]!) : undefined;
    const dep = o && d && m ? departures(o, d, m[3]!)[Number(m[4])] : undefined;
    if (!o || !d || !dep || !m) throw new SupplierNotFoundError('bus', 'Viagem não encontrada.');
    return { o, d, date: m[3]!, dep };
  }

  async rateCheck(q: BusRateCheckRequest): Promise<BusRateCheckResult> {
    const legs: BusRateCheckResult['legs'] = [];
    const pairs: Array<[string, string]> = [[q.goingBus, q.goingBusRefToken]];
    if (q.returnBus && q.returnBusRefToken) pairs.push([q.returnBus, q.returnBusRefToken]);
    for (const [key, token] of pairs) {
      const { o, d, date, dep } = this.resolve(key, token);
      const usage = await this.ctx.inventory.usage([`bus|${dep.key}`]);
      const route = this.toRoute(o, d, date, dep, q.occupancy, usage);
      legs.push({
        route,
        seatMap: this.seatMap(dep, usage),
        policies: [
          BUS_CANCELLATION_POLICY,
          `Bagagem: até 30 kg no bagageiro e 5 kg de mão por passageiro. Duração prevista ${hhmm(dep.duration)}.`,
        ],
      });
    }
    return {
      bookingId: `RC-${(hash32(pairs.map((p) => p[0]).join('|')) >>> 0).toString(36)}`,
      legs,
    };
  }

  /** ref is a departure key; units are seat numbers (one per passenger). */
  async hold(req: HoldRequest): Promise<Hold> {
    const m = /^BUS-(\d+)-(\d+)-(\d{4}-\d{2}-\d{2})-(\d{2})$/.exec(req.ref);
    const o = m ? busStationById(m[1]!) : undefined;
    const d = m ? busStationById(m[2]!) : undefined;
    const dep = o && d && m ? departures(o, d, m[3]!)[Number(m[4])] : undefined;
    if (!dep) throw new SupplierNotFoundError('bus', 'Viagem não encontrada.');
    const units = req.units ?? [];
    if (units.length !== req.quantity)
      throw new SupplierConflictError('bus', 'Selecione um assento por passageiro.');
    for (const u of units) {
      const seat = dep.seats.find((s) => s.number === u);
      if (!seat || !seat.available) throw new SeatTakenError('bus', u);
    }
    const capacity = dep.seats.filter((s) => s.available).length;
    return this.ctx.inventory.hold(
      'bus',
      req.ref,
      `bus|${dep.key}`,
      req.quantity,
      capacity,
      units,
      req.holdId,
    );
  }

  async issue(holdId: string): Promise<Hold> {
    return this.ctx.inventory.issue(holdId, 'bus');
  }

  async cancel(holdId: string): Promise<Hold> {
    return this.ctx.inventory.cancel(holdId, 'bus');
  }
}
