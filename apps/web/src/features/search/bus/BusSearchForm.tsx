import { SearchFormPlaceholder } from '../SearchFormPlaceholder';

/**
 * Home tab 'Rodoviário' (spec 1 §2 "Search forms"). PLACEHOLDER: the real form is delivered by
 * its own issue; it renders inside the region `search-form-bus`.
 */
export function BusSearchForm() {
  return <SearchFormPlaceholder flag="bus" label="Rodoviário" />;
}
