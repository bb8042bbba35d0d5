import { SearchFormPlaceholder } from '../SearchFormPlaceholder';

/**
 * Home tab 'Hotel' (spec 1 §2 "Search forms"). PLACEHOLDER: the real form is delivered by
 * its own issue; it renders inside the region `search-form-hotel`.
 */
export function HotelSearchForm() {
  return <SearchFormPlaceholder flag="hotel" label="Hotel" />;
}
