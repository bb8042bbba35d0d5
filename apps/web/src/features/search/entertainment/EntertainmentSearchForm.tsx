import { lazy } from 'react';
import { LazySearchForm } from '../LazySearchForm';

const Body = lazy(() => import('./EntertainmentSearchFormBody'));

/** Home tab 'Experiências', its form loaded on first show. */
export function EntertainmentSearchForm() {
  return <LazySearchForm testId="search-form-entertainment" title="Experiências" Body={Body} />;
}
