import type { ExperienceSearchQuery } from '@portal/domain';
import { municipalityByIbge, type Municipality } from '@portal/reference-data';
import { SupplierConflictError, SupplierNotFoundError } from '../errors';
import type { ExperienceInternal, ExperienceSupplier, Hold, HoldRequest } from '../ports';
import { applyTriggers, charmPrice, type SandboxContext } from './context';
import { Rng } from './prng';
import { addDays, daysBetween, weekday } from './time';

/**
 * Experiences are the operator's own inventory (DESIGN §8), meant to live in our database.
 * Until the lead engineer's tables exist they are served by this port from a deterministic
 * catalogue per city; swapping in a repository-backed ExperienceSupplier changes nothing above.
 */
const TEMPLATES = [
  {
    name: 'City tour histórico',
    category: 'Cultura',
    hours: 4,
    price: 14_900,
    included: 'Guia credenciado, transporte climatizado, água mineral.',
    notIncluded: 'Refeições, ingressos de museus.',
    participants: 1,
  },
  {
    name: 'Passeio de escuna',
    category: 'Natureza',
    hours: 5,
    price: 18_900,
    included: 'Passeio de barco, colete salva-vidas, frutas.',
    notIncluded: 'Almoço, bebidas alcoólicas.',
    participants: 1,
  },
  {
    name: 'Aula de culinária regional',
    category: 'Gastronomia',
    hours: 3,
    price: 24_900,
    included: 'Ingredientes, avental, degustação do prato.',
    notIncluded: 'Transporte.',
    participants: 1,
  },
  {
    name: 'Trilha ecológica guiada',
    category: 'Aventura',
    hours: 6,
    price: 12_900,
    included: 'Guia, seguro, lanche de trilha.',
    notIncluded: 'Transporte até o ponto de encontro.',
    participants: 1,
  },
  {
    name: 'Passeio de bicicleta',
    category: 'Aventura',
    hours: 3,
    price: 9_900,
    included: 'Bicicleta, capacete, guia.',
    notIncluded: 'Alimentação.',
    participants: 1,
  },
  {
    name: 'Jantar com show de música ao vivo',
    category: 'Entretenimento',
    hours: 3,
    price: 32_900,
    included: 'Jantar, show, uma bebida.',
    notIncluded: 'Gorjetas, transporte.',
    participants: 2,
  },
  {
    name: 'Degustação de cafés especiais',
    category: 'Gastronomia',
    hours: 2,
    price: 8_900,
    included: 'Degustação guiada de 5 cafés.',
    notIncluded: 'Compras na loja.',
    participants: 1,
  },
  {
    name: 'Dia de spa para casal',
    category: 'Bem-estar',
    hours: 4,
    price: 59_900,
    included: 'Massagem, sauna, chá.',
    notIncluded: 'Tratamentos extras.',
    participants: 2,
  },
  {
    name: 'Visita guiada a museu',
    category: 'Cultura',
    hours: 2,
    price: 7_900,
    included: 'Ingresso e guia.',
    notIncluded: 'Transporte.',
    participants: 1,
  },
  {
    name: 'Voo panorâmico de helicóptero',
    category: 'Aventura',
    hours: 1,
    price: 89_900,
    included: 'Voo de 15 minutos, briefing de segurança.',
    notIncluded: 'Fotos profissionais.',
    participants: 1,
  },
  {
    name: 'Tour gastronômico pelo mercado',
    category: 'Gastronomia',
    hours: 3,
    price: 16_900,
    included: 'Degustações em 6 pontos, guia.',
    notIncluded: 'Compras pessoais.',
    participants: 1,
  },
  {
    name: 'Passeio de barco ao pôr do sol',
    category: 'Natureza',
    hours: 2,
    price: 21_900,
    included: 'Passeio, espumante, petiscos.',
    notIncluded: 'Transporte.',
    participants: 1,
  },
];

export function experienceCount(m: Municipality): number {
  const pop = m.population ?? 0;
  const rng = new Rng('exp-count', m.ibgeCode);
  if (pop >= 1_000_000) return 8 + rng.int(0, 4);
  if (pop >= 300_000) return 4 + rng.int(0, 3);
  if (pop >= 100_000) return 2 + rng.int(0, 2);
  return rng.int(0, 2);
}

interface Catalogue {
  base: Omit<ExperienceInternal, 'experienceDates'>;
  weekdays: number[];
  times: string[];
  capacity: number;
}

function catalogue(m: Municipality, index: number): Catalogue {
  const rng = new Rng('experience', m.ibgeCode, index);
  const t = TEMPLATES[(index + rng.int(0, TEMPLATES.length - 1)) % TEMPLATES.length]!;
  const price = charmPrice(t.price * (0.85 + rng.next() * 0.4));
  const discount = rng.pick([0, 0.1, 0.15, 0.2]);
  const continuous = rng.chance(0.25);
  return {
    base: {
      id: `EXP-${m.ibgeCode}-${String(index).padStart(2, '0')}`,
      name: `${t.name} em ${m.name}`,
      description: `${t.name} com operador local em ${m.name} (${m.stateCode}). Duração aproximada de ${t.hours} horas.`,
      localization: `${m.name}, ${m.stateName}`,
      city: { id: m.ibgeCode, cityName: m.name, stateName: m.stateName },
      originalPriceCents: price,
      priceCents: discount ? charmPrice(price * (1 - discount)) : price,
      qtParticipants: t.participants,
      continuous,
      startDate: '',
      endDate: '',
      whatToExpect: `Uma experiência de ${t.category.toLowerCase()} conduzida por especialistas locais.`,
      whatIsIncluded: t.included,
      whatIsNotIncluded: t.notIncluded,
      category: t.category,
      freeCancel: rng.chance(0.7),
      cancellationPolicy: 'Cancelamento gratuito até 48 horas antes; depois, sem reembolso.',
      importantInfo: 'Chegue 15 minutos antes. Leve documento com foto.',
      images: Array.from(
        { length: 3 },
        (_, i) =>
          `/files/experience/EXP-${m.ibgeCode}-${String(index).padStart(2, '0')}/${i + 1}.jpg`,
      ),
    },
    weekdays: rng.sample([0, 1, 2, 3, 4, 5, 6], rng.int(3, 7)).sort(),
    times: rng.sample(['08:00', '09:30', '10:00', '14:00', '16:00', '19:00'], rng.int(1, 3)).sort(),
    capacity: rng.int(8, 30),
  };
}

export class SandboxExperienceSupplier implements ExperienceSupplier {
  constructor(private readonly ctx: SandboxContext) {}

  private resource(dateId: string): string {
    return `experience|${dateId}`;
  }

  async search(q: ExperienceSearchQuery, signal: AbortSignal): Promise<ExperienceInternal[]> {
    if (await applyTriggers('experience', signal, q.cityId)) return [];
    const m = municipalityByIbge(q.cityId);
    if (!m) return [];
    const end = q.endDate ?? addDays(q.startDate, 30);
    const span = Math.min(92, Math.max(0, daysBetween(q.startDate, end)));
    const out: ExperienceInternal[] = [];
    for (let i = 0; i < experienceCount(m); i++) {
      const c = catalogue(m, i);
      const dates: ExperienceInternal['experienceDates'] = [];
      for (let k = 0; k <= span; k++) {
        const date = addDays(q.startDate, k);
        if (!c.weekdays.includes(weekday(date))) continue;
        for (const time of c.times) {
          const id = `${c.base.id}-${date}-${time.replace(':', '')}`;
          const pre = new Rng(id).int(0, Math.floor(c.capacity / 2));
          const qtAvailable = Math.max(
            0,
            c.capacity - pre - this.ctx.inventory.used(this.resource(id)),
          );
          dates.push({ id, date, time, qtAvailable, qtTotal: c.capacity });
        }
      }
      if (!dates.some((d) => d.qtAvailable > 0)) continue;
      out.push({ ...c.base, startDate: q.startDate, endDate: end, experienceDates: dates });
    }
    return out;
  }

  /** ref is an experienceDates id. */
  async hold(req: HoldRequest): Promise<Hold> {
    const m = /^EXP-(\d{7})-(\d{2})-(\d{4}-\d{2}-\d{2})-(\d{4})$/.exec(req.ref);
    const city = m ? municipalityByIbge(m[1]!) : undefined;
    if (!m || !city || Number(m[2]) >= experienceCount(city))
      throw new SupplierNotFoundError('experience', 'Experiência não encontrada.');
    const c = catalogue(city, Number(m[2]));
    const pre = new Rng(req.ref).int(0, Math.floor(c.capacity / 2));
    if (req.quantity > c.capacity - pre)
      throw new SupplierConflictError('experience', 'Não há vagas suficientes nesta data.');
    return this.ctx.inventory.hold(
      'experience',
      req.ref,
      this.resource(req.ref),
      req.quantity,
      c.capacity - pre,
    );
  }

  async issue(holdId: string): Promise<Hold> {
    return this.ctx.inventory.issue(holdId, 'experience');
  }

  async cancel(holdId: string): Promise<Hold> {
    return this.ctx.inventory.cancel(holdId, 'experience');
  }
}
