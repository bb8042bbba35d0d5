import { SearchFormPlaceholder } from '../SearchFormPlaceholder';

/**
 * Home tab 'Carro' (spec 1 §2 "Search forms"). PLACEHOLDER: the real form is delivered by
 * its own issue; it renders inside the region `search-form-car`.
 */
export function CarSearchForm() {
  return <SearchFormPlaceholder flag="car" label="Carro" />;
}
