import { countOf } from '@portal/domain/lib';
import { experienceCancellationPolicy } from '@portal/domain/activities';
import { municipalities, type Municipality } from '@portal/reference-data';
import type { Db } from '../db/client';
import { experiences } from '../db/schema';
import { charmPrice, Rng } from '../lib/seededRandom';

/**
 * The operator's experience catalogue: deterministic rows per municipality of at
 * least 300,000 inhabitants, inserted once into the experiences table.
 */
export const EXPERIENCE_MIN_POPULATION = 300_000;

/** Photos per experience, kept in file storage under the experience's id. */
export const EXPERIENCE_PICTURES = 3;
export const experiencePictureKey = (id: string, n: number) => `experience/${id}/${n}.svg`;

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
  const rng = new Rng('exp-count', m.ibgeCode);
  return (m.population ?? 0) >= 1_000_000 ? 8 + rng.int(0, 4) : 4 + rng.int(0, 3);
}

export type ExperienceRow = typeof experiences.$inferInsert;

export function catalogue(m: Municipality, index: number): ExperienceRow {
  const rng = new Rng('experience', m.ibgeCode, index);
  // One rotation of the templates per city: its experiences never repeat one (two dinners).
  const offset = new Rng('experience-templates', m.ibgeCode).int(0, TEMPLATES.length - 1);
  const t = TEMPLATES[(index + offset) % TEMPLATES.length]!;
  const price = charmPrice(t.price * (0.85 + rng.next() * 0.4));
  const discount = rng.pick([0, 0.1, 0.15, 0.2]);
  const continuous = rng.chance(0.25);
  const freeCancel = rng.chance(0.7);
  const id = `EXP-${m.ibgeCode}-${String(index).padStart(2, '0')}`;
  return {
    id,
    cityIbge: m.ibgeCode,
    cityName: m.name,
    stateName: m.stateName,
    name: `${t.name} em ${m.name}`,
    description: `${t.name} com operador local em ${m.name} (${m.stateCode}). Duração aproximada de ${countOf(t.hours, 'hora', 'horas')}.`,
    // The meeting point: the city and state are said beside it.
    localization: 'Centro',
    originalPriceCents: price,
    priceCents: discount ? charmPrice(price * (1 - discount)) : price,
    qtParticipants: t.participants,
    continuous,
    whatToExpect: `Uma experiência de ${t.category.toLowerCase()} conduzida por especialistas locais.`,
    whatIsIncluded: t.included,
    whatIsNotIncluded: t.notIncluded,
    category: t.category,
    freeCancel,
    cancellationPolicy: experienceCancellationPolicy(freeCancel),
    importantInfo: 'Chegue 15 minutos antes. Leve documento com foto.',
    images: Array.from(
      { length: EXPERIENCE_PICTURES },
      (_, i) => `/files/${experiencePictureKey(id, i + 1)}`,
    ),
    weekdays: rng.sample([0, 1, 2, 3, 4, 5, 6], rng.int(3, 7)).sort(),
    times: rng.sample(['08:00', '09:30', '10:00', '14:00', '16:00', '19:00'], rng.int(1, 3)).sort(),
    capacity: rng.int(8, 30),
  };
}

/** Every seeded experience, in id order per city. */
export function experienceCatalogue(): ExperienceRow[] {
  return municipalities()
    .filter((m) => (m.population ?? 0) >= EXPERIENCE_MIN_POPULATION)
    .flatMap((m) => Array.from({ length: experienceCount(m) }, (_, i) => catalogue(m, i)));
}

/** Idempotent: existing rows (and their edits) are kept. */
export async function seedExperiences(db: Db): Promise<void> {
  const rows = experienceCatalogue();
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insert(experiences)
      .values(rows.slice(i, i + 200))
      .onConflictDoNothing();
  }
}
