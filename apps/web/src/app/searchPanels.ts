import { createElement, lazy } from 'react';
import type { SearchPanels } from '../features/home/SearchTabs';
import { preloadFlightResults } from './preloadFlightResults';

/**
 * The form each home tab shows. Every form is its own chunk, fetched when its tab first shows,
 * so the home's first load carries the selected tab's form only (the first enabled tab's, fetched
 * as the home renders).
 */
export const searchPanels: SearchPanels = {
  flight: lazy(() =>
    import('../features/search/flight/FlightSearchForm').then((m) => ({
      default: () => createElement(m.FlightSearchForm, { onWarmResults: preloadFlightResults }),
    })),
  ),
  experience: lazy(() =>
    import('../features/search/experience/ExperienceSearchForm').then((m) => ({
      default: m.ExperienceSearchForm,
    })),
  ),
  hotel: lazy(() =>
    import('../features/search/hotel/HotelSearchForm').then((m) => ({
      default: m.HotelSearchForm,
    })),
  ),
  car: lazy(() =>
    import('../features/search/car/CarSearchForm').then((m) => ({ default: m.CarSearchForm })),
  ),
  bus: lazy(() =>
    import('../features/search/bus/BusSearchForm').then((m) => ({ default: m.BusSearchForm })),
  ),
  entertainment: lazy(() =>
    import('../features/search/entertainment/EntertainmentSearchForm').then((m) => ({
      default: m.EntertainmentSearchForm,
    })),
  ),
};
