import { normalizeText } from './text';

/**
 * A ranked autocomplete index over one kind of place. Ranks: 0 exact code, 1 city starts with
 * the query, 2 name starts with the query, 3 city or name contains it (word or substring).
 * Prefix look-ups use a sorted key array and binary search; "contains" is a scan over
 * pre-normalised strings (a few thousand rows, well under a millisecond).
 */
export interface IndexedEntry<T> {
  item: T;
  code: string | null;
  city: string;
  name: string;
  /** Tie-break weight, higher first (for example population or airport size). */
  weight: number;
}

interface PrefixKey {
  key: string;
  index: number;
}

export const MIN_QUERY_LENGTH = 3;
export const MAX_RESULTS = 20;

export class PlaceIndex<T> {
  private readonly entries: Array<IndexedEntry<T>>;
  private readonly byCode = new Map<string, number[]>();
  private readonly cityKeys: PrefixKey[];
  private readonly nameKeys: PrefixKey[];

  constructor(
    entries: Array<{ item: T; code?: string | null; city: string; name: string; weight?: number }>,
  ) {
    this.entries = entries.map((e) => ({
      item: e.item,
      code: e.code ? e.code.toUpperCase() : null,
      city: normalizeText(e.city),
      name: normalizeText(e.name),
      weight: e.weight ?? 0,
    }));
    this.entries.forEach((e, index) => {
      if (e.code) {
        const list = this.byCode.get(e.code) ?? [];
        list.push(index);
        this.byCode.set(e.code, list);
      }
    });
    const sortKeys = (keys: PrefixKey[]) =>
      keys.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    this.cityKeys = sortKeys(this.entries.map((e, index) => ({ key: e.city, index })));
    this.nameKeys = sortKeys(this.entries.map((e, index) => ({ key: e.name, index })));
  }

  get size(): number {
    return this.entries.length;
  }

  /** Items sharing an exact code (for example every row of an IATA code). */
  byExactCode(code: string): T[] {
    return (this.byCode.get(code.toUpperCase()) ?? []).map((i) => this.entries[i]!.item);
  }

  search(query: string, limit = MAX_RESULTS): T[] {
    const q = normalizeText(query);
    if (q.length < MIN_QUERY_LENGTH) return [];
    const rank = new Map<number, number>();
    const put = (index: number, r: number) => {
      const prev = rank.get(index);
      if (prev === undefined || r < prev) rank.set(index, r);
    };
    const codeQuery = q.replace(/ /g, '').toUpperCase();
    for (const index of this.byCode.get(codeQuery) ?? []) put(index, 0);
    for (const index of prefixRange(this.cityKeys, q)) put(index, 1);
    for (const index of prefixRange(this.nameKeys, q)) put(index, 2);
    if (rank.size < limit) {
      this.entries.forEach((e, index) => {
        if (e.city.includes(q) || e.name.includes(q)) put(index, 3);
      });
    }
    return [...rank.entries()]
      .sort((a, b) => {
        if (a[1] !== b[1]) return a[1] - b[1];
        const ea = this.entries[a[0]]!;
        const eb = this.entries[b[0]]!;
        if (ea.weight !== eb.weight) return eb.weight - ea.weight;
        return ea.name < eb.name ? -1 : ea.name > eb.name ? 1 : a[0] - b[0];
      })
      .slice(0, limit)
      .map(([index]) => this.entries[index]!.item);
  }
}

function lowerBound(keys: PrefixKey[], q: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]!.key < q) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function* prefixRange(keys: PrefixKey[], q: string): Generator<number> {
  for (let i = lowerBound(keys, q); i < keys.length && keys[i]!.key.startsWith(q); i++) {
    yield keys[i]!.index;
  }
}
