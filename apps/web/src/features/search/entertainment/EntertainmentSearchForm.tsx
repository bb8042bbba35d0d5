import { SearchFormPlaceholder } from '../SearchFormPlaceholder';

/**
 * Home tab 'Experiências' (spec 1 §2 "Search forms"). PLACEHOLDER: the real form is delivered by
 * its own issue; it renders inside the region `search-form-entertainment`.
 */
export function EntertainmentSearchForm() {
  return <SearchFormPlaceholder flag="entertainment" label="Experiências" />;
}
