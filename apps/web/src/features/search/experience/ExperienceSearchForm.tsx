import { lazy } from 'react';
import { LazySearchForm } from '../LazySearchForm';

const Body = lazy(() => import('./ExperienceSearchFormBody'));

/** Home tab 'Exclusivos', its form loaded on first show. */
export function ExperienceSearchForm() {
  return <LazySearchForm testId="search-form-experience" title="Exclusivos" Body={Body} />;
}
