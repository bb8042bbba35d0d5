import { lazy } from 'react';
import { LazySearchForm } from '../LazySearchForm';

const Body = lazy(() => import('./BusSearchFormBody'));

/** Home tab 'Rodoviário', its form loaded on first show. */
export function BusSearchForm() {
  return <LazySearchForm testId="search-form-bus" title="Rodoviário" Body={Body} />;
}
