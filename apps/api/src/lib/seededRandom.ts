import { brlToCents, centsToBrl } from '@portal/domain/money';

/**
 * Deterministic draws for generated data (the sandbox supplier's inventory, the demo catalogue):
 * one fixed seed, so the same inputs give the same data on every machine and restart.
 */
export const FIXED_SEED = 0x5eed2024;

/** FNV-1a 32-bit hash of a string. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A small seeded PRNG (mulberry32) with helpers. */
export class Rng {
  private state: number;

  constructor(...parts: Array<string | number>) {
    this.state = (hash32(parts.join('|')) ^ FIXED_SEED) >>> 0;
  }

  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** n distinct items (order random). */
  sample<T>(items: readonly T[], n: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, n);
  }
}

/** Price in centavos rounded to a 'xx,90' ending, never below 990. */
export function charmPrice(cents: number): number {
  return Math.max(990, brlToCents(Math.round(centsToBrl(cents))) - 10);
}
