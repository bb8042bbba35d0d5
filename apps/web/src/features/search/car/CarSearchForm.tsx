import { lazy } from 'react';
import { LazySearchForm } from '../LazySearchForm';

const Body = lazy(() => import('./CarSearchFormBody'));

/** Home tab 'Carro', its form loaded on first show. */
export function CarSearchForm() {
  return <LazySearchForm testId="search-form-car" title="Carro" Body={Body} />;
}
