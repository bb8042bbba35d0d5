import { createElement, lazy, type ComponentType, type ReactElement } from 'react';
import type { SearchPanels } from '../features/home/SearchTabs';
import { preloadFlightResults } from './preloadFlightResults';

/** A tab's form; `preload` fetches its module, after which the panel renders without suspending. */
type SearchPanel = (() => ReactElement) & { preload: () => Promise<ComponentType> };

export function searchPanel(load: () => Promise<ComponentType>): SearchPanel {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  // one fetch however many ask (the home's route, then the tab's first render)
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Suspending = lazy(() => preload().then((component) => ({ default: component })));
  return Object.assign(() => createElement(loaded ?? Suspending), { preload });
}

const flight = searchPanel(() =>
  import('../features/search/flight/FlightSearchForm').then(
    (m) => () => createElement(m.FlightSearchForm, { onWarmResults: preloadFlightResults }),
  ),
);

/**
 * The form each home tab shows. Every form is its own chunk, fetched when its tab first shows,
 * so the home's first load carries the selected tab's form only.
 */
export const searchPanels: SearchPanels = {
  flight,
  experience: searchPanel(() =>
    import('../features/search/experience/ExperienceSearchForm').then(
      (m) => m.ExperienceSearchForm,
    ),
  ),
  hotel: searchPanel(() =>
    import('../features/search/hotel/HotelSearchForm').then((m) => m.HotelSearchForm),
  ),
  car: searchPanel(() =>
    import('../features/search/car/CarSearchForm').then((m) => m.CarSearchForm),
  ),
  bus: searchPanel(() =>
    import('../features/search/bus/BusSearchForm').then((m) => m.BusSearchForm),
  ),
  entertainment: searchPanel(() =>
    import('../features/search/entertainment/EntertainmentSearchForm').then(
      (m) => m.EntertainmentSearchForm,
    ),
  ),
};

/**
 * The flight form, the first tab of most campaigns, arrives with the home's own module (the
 * server preloads it beside the entry): the home then renders with its form in one go, instead
 * of a spinner painted first and the form rendered in a task of its own after.
 */
export const preloadFirstSearchPanel = (): Promise<unknown> => flight.preload();
