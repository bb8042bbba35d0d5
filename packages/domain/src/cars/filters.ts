import type { CarOffer } from './schema';

/** Price slider range before results set the maximum. */
export const DEFAULT_CAR_PRICE_RANGE: readonly [number, number] = [0, 1000];

export interface CarFilters {
  /** company codes ticked in 'Locadoras'; none ticked shows every company */
  companies: string[];
  /** category names ticked in 'Tipos de Carros'; none ticked shows every category */
  categories: string[];
  /** 'Valor', in the display unit (points or reais) */
  priceRange: readonly [number, number];
}

export const defaultCarFilters = (
  priceRange: readonly [number, number] = DEFAULT_CAR_PRICE_RANGE,
): CarFilters => ({
  companies: [],
  categories: [],
  priceRange,
});

export interface FilterOption {
  value: string;
  label: string;
  count: number;
}

/** Abroad only offers carrying loyalty discount numbers are listed; in Brazil every offer. */
export function carsForCountry<T extends Pick<CarOffer, 'loyaltyNumbersList'>>(
  offers: readonly T[],
  country: string,
): T[] {
  return country.toUpperCase() === 'BR'
    ? [...offers]
    : offers.filter((o) => o.loyaltyNumbersList.discountNumbers.length > 0);
}

/** Cheapest total first; equal totals keep the supplier's order. */
export function sortCarsByTotal<T extends Pick<CarOffer, 'totalAmount'>>(
  offers: readonly T[],
): T[] {
  return offers
    .map((offer, index) => ({ offer, index }))
    .sort((a, b) => a.offer.totalAmount - b.offer.totalAmount || a.index - b.index)
    .map((entry) => entry.offer);
}

function countBy<T>(
  items: readonly T[],
  key: (item: T) => string,
  label: (item: T) => string,
): FilterOption[] {
  const options = new Map<string, FilterOption>();
  for (const item of items) {
    const value = key(item);
    const option = options.get(value);
    if (option) option.count += 1;
    else options.set(value, { value, label: label(item), count: 1 });
  }
  return [...options.values()].sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));
}

/** 'Locadoras': each company with its number of offers. */
export const carCompanyOptions = (offers: readonly CarOffer[]): FilterOption[] =>
  countBy(
    offers,
    (o) => o.companyCode,
    (o) => o.companyName,
  );

/** 'Tipos de Carros': each category with its number of offers. */
export const carCategoryOptions = (offers: readonly CarOffer[]): FilterOption[] =>
  countBy(
    offers,
    (o) => o.categoryName,
    (o) => o.categoryName,
  );

export function filterCars<T extends CarOffer>(
  offers: readonly T[],
  filters: CarFilters,
  priceOf: (offer: T) => number,
): T[] {
  const [min, max] = filters.priceRange;
  return offers.filter((offer) => {
    if (filters.companies.length && !filters.companies.includes(offer.companyCode)) return false;
    if (filters.categories.length && !filters.categories.includes(offer.categoryName)) return false;
    const price = priceOf(offer);
    return price >= min && price <= max;
  });
}

/** Slider bounds: 0 to the dearest offer rounded up, or the default range with no offers. */
export function carPriceBounds(prices: readonly number[]): readonly [number, number] {
  if (prices.length === 0) return DEFAULT_CAR_PRICE_RANGE;
  return [0, Math.ceil(Math.max(...prices))];
}

/** The rental period as the checkout shows it: 'Periodo dd/MM/yyyy à dd/MM/yyyy'. */
export function carPeriodText(pickupDateTime: string, dropoffDateTime: string): string {
  const day = (value: string) => {
    const [y, m, d] = value.slice(0, 10).split('-');
    return `${d}/${m}/${y}`;
  };
  return `Periodo ${day(pickupDateTime)} à ${day(dropoffDateTime)}`;
}

/** Gearbox as the card shows it. */
export const gearboxText = (automatic: boolean): string => (automatic ? 'Auto' : 'Man.');
