import {
  activityPassengersError,
  bandTotalCents,
  isPricedPerService,
  type ActivityCapacity,
  type ActivityType,
  type EntertainmentAvailabilityRequest,
  type EntertainmentSearchRequest,
} from '@portal/domain/activities';
import {
  airports,
  destinationByCode,
  distanceKm,
  searchDestinations,
  type Destination,
} from '@portal/reference-data';
import { SupplierConflictError, SupplierNotFoundError } from '../errors';
import type {
  ActivityAvailabilityInternal,
  ActivityInternal,
  EntertainmentLocation,
  EntertainmentSupplier,
  Hold,
  HoldRequest,
} from '../ports';
import { applyTriggers, type SandboxContext } from './context';
import { charmPrice, Rng } from '../../lib/seededRandom';
import { addDays, daysBetween, todayInBrazil, weekday } from './time';
import { readToken, signToken } from './tokens';

/** Activity id prefixes. */
const PREFIX: Record<ActivityType, string> = { Transfer: '4', Ingresso: '5', Passeio: '6' };
/** Inclusion ids per type: highlight, includes, excludes, information. */
const INCLUSION_IDS: Record<ActivityType, [number, number, number, number]> = {
  Ingresso: [43, 44, 45, 46],
  Passeio: [17, 18, 19, 20],
  Transfer: [32, 33, 34, 35],
};
const TICKETS = [
  'Aquário',
  'Museu de Arte',
  'Parque de Diversões',
  'Zoológico',
  'Jardim Botânico',
  'Mirante panorâmico',
  'Museu de Ciências',
  'Teleférico',
];
const TOURS = [
  'City tour panorâmico',
  'Passeio de barco',
  'Tour gastronômico',
  'Passeio noturno',
  'Tour de compras',
  'Passeio a praias e cachoeiras',
];

export const ENTERTAINMENT_MIN_POPULATION = 50_000;

function locationOf(d: Destination): EntertainmentLocation {
  return {
    id: d.code,
    name: d.cityName,
    fullName: `${d.cityName}, ${d.parentName}${d.isoCode === 'BR' ? ', Brasil' : ''}`,
  };
}

interface Plan {
  type: ActivityType;
  n: number;
}

function plans(d: Destination): Plan[] {
  const pop = d.population ?? 0;
  if (pop < ENTERTAINMENT_MIN_POPULATION) return [];
  const rng = new Rng('ent-plan', d.code);
  const hasAirport = airports().some(
    (a) => distanceKm(a.latitude, a.longitude, d.latitude, d.longitude) < 40,
  );
  const out: Plan[] = [];
  const transfers = hasAirport ? (pop >= 1_000_000 ? 3 : 2) : 0;
  const tickets = pop >= 1_000_000 ? 5 + rng.int(0, 3) : pop >= 300_000 ? 3 : 1;
  const tours = pop >= 1_000_000 ? 4 + rng.int(0, 2) : pop >= 300_000 ? 2 : 1;
  for (let n = 0; n < transfers; n++) out.push({ type: 'Transfer', n });
  for (let n = 0; n < tickets; n++) out.push({ type: 'Ingresso', n });
  for (let n = 0; n < tours; n++) out.push({ type: 'Passeio', n });
  return out;
}

function activityId(d: Destination, p: Plan): string {
  return `${PREFIX[p.type]}${d.code.replace(/^G/, '9')}${String(p.n).padStart(2, '0')}`;
}

function parseActivityId(id: string): { d: Destination; plan: Plan } | null {
  const m = /^([456])(\d+)(\d{2})$/.exec(id);
  if (!m) return null;
  const code = m[2]!.startsWith('9') ? `G${m[2]!.slice(1)}` : m[2]!;
  const d = destinationByCode(code);
  const type = (Object.entries(PREFIX).find(([, p]) => p === m[1])?.[0] ??
    'Ingresso') as ActivityType;
  const plan = d ? plans(d).find((p) => p.type === type && p.n === Number(m[3])) : undefined;
  return d && plan ? { d, plan } : null;
}

function build(d: Destination, p: Plan, today: string): ActivityInternal {
  const id = activityId(d, p);
  const rng = new Rng('activity', id);
  const weekDaysList =
    p.type === 'Transfer'
      ? [0, 1, 2, 3, 4, 5, 6]
      : rng.sample([0, 1, 2, 3, 4, 5, 6], rng.int(4, 7)).sort();
  const name =
    p.type === 'Transfer'
      ? `Transfer ${p.n === 0 ? 'compartilhado' : p.n === 1 ? 'privativo' : 'executivo'} aeroporto - hotel em ${d.cityName}`
      : p.type === 'Ingresso'
        ? `Ingresso ${TICKETS[(p.n + rng.int(0, TICKETS.length - 1)) % TICKETS.length]} de ${d.cityName}`
        : `${TOURS[(p.n + rng.int(0, TOURS.length - 1)) % TOURS.length]} em ${d.cityName}`;
  const base =
    p.type === 'Transfer'
      ? ([8_900, 24_900, 39_900][p.n] ?? 8_900)
      : p.type === 'Ingresso'
        ? 5_900 + rng.int(0, 20) * 500
        : 12_900 + rng.int(0, 30) * 1_000;
  const priceCents = charmPrice(base * (d.isoCode === 'BR' ? 1 : 1.8));
  const [hl, inc, exc, info] = INCLUSION_IDS[p.type];
  const availableDates: string[] = [];
  for (let k = 1; k <= 90; k++) {
    const date = addDays(today, k);
    if (weekDaysList.includes(weekday(date)))
      availableDates.push(date.split('-').reverse().join('/'));
  }
  return {
    activityId: id,
    type: p.type,
    refToken: signToken({ a: id }),
    name,
    description: `${name}. Operado por parceiro local, com confirmação imediata.`,
    descriptionAdditional:
      p.type === 'Transfer'
        ? 'Motorista aguarda com placa de identificação no desembarque.'
        : 'Apresente o voucher na entrada.',
    pictureUrl: `/files/sandbox/activities/${p.type.toLowerCase()}-${rng.int(1, 8)}.svg`,
    images: Array.from(
      { length: 3 },
      (_, i) =>
        `/files/sandbox/activities/${p.type.toLowerCase()}-${((rng.int(1, 8) + i) % 8) + 1}.svg`,
    ),
    locationId: d.code,
    location: d.cityName,
    locationFull: locationOf(d).fullName,
    address: p.type === 'Transfer' ? `Aeroporto de ${d.cityName}` : `Centro, ${d.cityName}`,
    priceCents,
    duration: p.type === 'Transfer' ? 1 : p.type === 'Ingresso' ? 0 : rng.int(2, 8),
    weekDaysList,
    availableDates,
    daysBeforeCancellationPolicy: rng.pick([1, 2, 3, 7]),
    promotionalCombo: rng.chance(0.15),
    passengerRates:
      p.type === 'Transfer'
        ? [{ name: 'Adulto', endAge: 99, priceCents }]
        : [
            { name: 'Crianca', endAge: 11, priceCents: charmPrice(priceCents * 0.5) },
            { name: 'Adulto', endAge: 99, priceCents },
          ],
    inclusions: [
      { id: hl, type: 'highlight', description: `Destaque: ${name}` },
      {
        id: inc,
        type: 'include',
        description:
          p.type === 'Transfer'
            ? 'Veículo com ar-condicionado e motorista'
            : 'Ingresso e acompanhamento',
      },
      { id: exc, type: 'exclude', description: 'Despesas pessoais e gorjetas' },
      { id: info, type: 'information', description: 'Leve documento com foto' },
    ],
    transferType:
      p.type === 'Transfer'
        ? { type: p.n === 0 ? 'Compartilhado' : 'Privativo', maxNumberPassenger: p.n === 0 ? 0 : 4 }
        : null,
  };
}

export class SandboxEntertainmentSupplier implements EntertainmentSupplier {
  constructor(private readonly ctx: SandboxContext) {}

  async locations(query: string, signal: AbortSignal): Promise<EntertainmentLocation[]> {
    if (await applyTriggers('entertainment', signal, query)) return [];
    return searchDestinations(query, 60)
      .filter((d) => (d.population ?? 0) >= ENTERTAINMENT_MIN_POPULATION)
      .slice(0, 20)
      .map(locationOf);
  }

  async search(
    filter: EntertainmentSearchRequest['filter'],
    signal: AbortSignal,
  ): Promise<ActivityInternal[]> {
    if (await applyTriggers('entertainment', signal, filter.route)) return [];
    const d = destinationByCode(filter.route);
    if (!d) return [];
    const today = todayInBrazil(this.ctx.now());
    return plans(d)
      .filter((p) => !filter.type || p.type === filter.type)
      .map((p) => build(d, p, today));
  }

  async availability(
    q: EntertainmentAvailabilityRequest,
    signal: AbortSignal,
  ): Promise<ActivityAvailabilityInternal[]> {
    const found = parseActivityId(q.activityId);
    if (!found) throw new SupplierNotFoundError('entertainment', 'Atividade não encontrada.');
    if (await applyTriggers('entertainment', signal, found.d.code)) return [];
    const token = readToken(q.refToken);
    if (!token || token.a !== q.activityId)
      throw new SupplierNotFoundError('entertainment', 'Atividade não encontrada.');
    const today = todayInBrazil(this.ctx.now());
    const a = build(found.d, found.plan, today);
    const ahead = daysBetween(today, q.date);
    if (ahead < 1 || ahead > 366 || !a.weekDaysList.includes(weekday(q.date))) return [];
    const places = new Rng('ent-cap', a.activityId, q.date).int(10, 60);
    const resource = `entertainment|${a.activityId}|${q.date}`;
    const remaining = places - (await this.ctx.inventory.usage([resource])).used(resource);
    const people = q.passengers.reduce((s, p) => s + p.quantity, 0);
    const capacity: ActivityCapacity = {
      type: a.type,
      maxNumberPassenger: a.transferType?.maxNumberPassenger,
    };
    // A vehicle takes no more than its seats, whatever places the day has left.
    const tooMany = activityPassengersError(capacity, people);
    if (tooMany) throw new SupplierConflictError('entertainment', tooMany);
    if (remaining < people) return [];
    const counts = new Map<number, number>();
    for (const p of q.passengers) {
      const band = a.passengerRates.find((r) => r.endAge >= p.endAge) ?? a.passengerRates.at(-1)!;
      counts.set(band.endAge, (counts.get(band.endAge) ?? 0) + p.quantity);
    }
    const perService = isPricedPerService(capacity);
    const rates = a.passengerRates
      .filter((r) => counts.has(r.endAge))
      .map((r) => {
        const quantity = counts.get(r.endAge)!;
        return {
          name: r.name,
          endAge: r.endAge,
          quantity,
          totalCents: bandTotalCents(r.priceCents, quantity, perService),
        };
      });
    const totalCents = rates.reduce((s, r) => s + r.totalCents, 0);
    const freeUntil = addDays(q.date, -a.daysBeforeCancellationPolicy);
    return [
      {
        activityId: a.activityId,
        refToken: signToken({ a: a.activityId, d: q.date, t: this.ctx.now() }),
        serviceDate: q.date,
        type: a.type,
        startingTimes:
          a.type === 'Transfer'
            ? []
            : a.type === 'Ingresso'
              ? ['09:00', '13:00']
              : ['08:00', '14:00'],
        transferIn: a.type === 'Transfer',
        transferOut: a.type === 'Transfer' && found.plan.n > 0,
        transferType: a.transferType?.type ?? null,
        maxNumberBaggage: a.type === 'Transfer' ? 1 : 0,
        remaining,
        totalCents,
        rates,
        cancellationRules: [
          { startDate: today, endDate: freeUntil, priceCents: 0 },
          { startDate: freeUntil, endDate: q.date, priceCents: totalCents },
        ],
      },
    ];
  }

  /** ref is an activityId; date the service date. */
  async hold(req: HoldRequest): Promise<Hold> {
    const found = parseActivityId(req.ref);
    if (!found || !req.date)
      throw new SupplierNotFoundError('entertainment', 'Atividade não encontrada.');
    const capacity = new Rng('ent-cap', req.ref, req.date).int(10, 60);
    return this.ctx.inventory.hold(
      'entertainment',
      req.ref,
      `entertainment|${req.ref}|${req.date}`,
      req.quantity,
      capacity,
      [],
      req.holdId,
    );
  }

  async issue(holdId: string): Promise<Hold> {
    return this.ctx.inventory.issue(holdId, 'entertainment');
  }

  async cancel(holdId: string): Promise<Hold> {
    return this.ctx.inventory.cancel(holdId, 'entertainment');
  }
}
