import { SearchFormPlaceholder } from '../SearchFormPlaceholder';

/**
 * Home tab 'Aéreo' (spec 1 §2 "Search forms"). PLACEHOLDER: the real form is delivered by
 * its own issue; it renders inside the region `search-form-flight`.
 */
export function FlightSearchForm() {
  return <SearchFormPlaceholder flag="flight" label="Aéreo" />;
}
