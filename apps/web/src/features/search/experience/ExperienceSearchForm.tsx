import { SearchFormPlaceholder } from '../SearchFormPlaceholder';

/**
 * Home tab 'Exclusivos' (spec 1 §2 "Search forms"). PLACEHOLDER: the real form is delivered by
 * its own issue; it renders inside the region `search-form-experience`.
 */
export function ExperienceSearchForm() {
  return <SearchFormPlaceholder flag="experience" label="Exclusivos" />;
}
