import type { HotelStay } from './schema';

export type MealKey = 'breakfast' | 'lunch' | 'dinner';

/** Spec 01's 'café da manhã' with or without: any rate, a rate with it, or one without it. */
export type BreakfastChoice = 'any' | 'with' | 'without';
export const BREAKFAST_CHOICES: readonly BreakfastChoice[] = ['any', 'with', 'without'];

export interface HotelFilters {
  name: string;
  /** 0 to 5 in half steps */
  minStars: number;
  /** In the unit of the displayed price (points or reais), inclusive. */
  priceRange: readonly [number, number];
  meals: Readonly<Record<MealKey, boolean>>;
  breakfast: BreakfastChoice;
}

/** Price slider before results set it. */
export const DEFAULT_HOTEL_PRICE_RANGE: readonly [number, number] = [0, 10000];
export const STAR_STEP = 0.5;
export const STAR_OPTIONS: readonly number[] = Array.from({ length: 11 }, (_, i) => i * STAR_STEP);

export const defaultHotelFilters = (): HotelFilters => ({
  name: '',
  minStars: 0,
  priceRange: DEFAULT_HOTEL_PRICE_RANGE,
  meals: { breakfast: false, lunch: false, dinner: false },
  breakfast: 'any',
});

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('pt-BR');

export const matchesName = (stay: HotelStay, name: string): boolean =>
  fold(stay.basicPropertyInfo.hotelRef.hotelName).includes(fold(name.trim()));

/** Snaps a star value to the half-star grid within 0-5. */
export const snapStars = (value: number): number =>
  Math.min(5, Math.max(0, Math.round(value / STAR_STEP) * STAR_STEP));

export const matchesStars = (stay: HotelStay, minStars: number): boolean =>
  stay.basicPropertyInfo.award.rating >= snapStars(minStars);

export const matchesPrice = (price: number, [min, max]: readonly [number, number]): boolean =>
  price >= min && price <= max;

/**
 * Some rate of the hotel includes every ticked meal (no tick: any hotel) and has breakfast or not
 * as the breakfast choice asks: one rate has to satisfy both, as the member books one rate.
 */
export function matchesMeals(
  stay: HotelStay,
  meals: Readonly<Record<MealKey, boolean>>,
  breakfast: BreakfastChoice = 'any',
): boolean {
  const wanted = (Object.keys(meals) as MealKey[]).filter((key) => meals[key]);
  if (wanted.length === 0 && breakfast === 'any') return true;
  return stay.roomStays.roomTypes.some((type) =>
    type.roomRates.some((rate) => {
      const included = rate.ratePlans.mealsIncluded;
      return (
        wanted.every((meal) => included[meal]) &&
        (breakfast === 'any' || included.breakfast === (breakfast === 'with'))
      );
    }),
  );
}

/** Every filter of the hotel sidebar; `priceOf` gives the displayed price of a stay. */
export function filterHotels<T extends HotelStay>(
  stays: readonly T[],
  filters: HotelFilters,
  priceOf: (stay: T) => number,
): T[] {
  return stays.filter(
    (stay) =>
      matchesName(stay, filters.name) &&
      matchesStars(stay, filters.minStars) &&
      matchesPrice(priceOf(stay), filters.priceRange) &&
      matchesMeals(stay, filters.meals, filters.breakfast),
  );
}

/** Price slider bounds from the results: floor of the cheapest to ceil of the dearest. */
export function priceBounds(prices: readonly number[]): readonly [number, number] {
  if (prices.length === 0) return DEFAULT_HOTEL_PRICE_RANGE;
  return [Math.floor(Math.min(...prices)), Math.ceil(Math.max(...prices))];
}
