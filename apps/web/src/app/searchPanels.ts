import { BusSearchForm } from '../features/search/bus/BusSearchForm';
import { CarSearchForm } from '../features/search/car/CarSearchForm';
import { EntertainmentSearchForm } from '../features/search/entertainment/EntertainmentSearchForm';
import { ExperienceSearchForm } from '../features/search/experience/ExperienceSearchForm';
import { FlightSearchForm } from '../features/search/flight/FlightSearchForm';
import { HotelSearchForm } from '../features/search/hotel/HotelSearchForm';
import type { SearchPanels } from '../features/home/SearchTabs';

/** The form each home tab shows; the search issues replace the placeholders behind these names. */
export const searchPanels: SearchPanels = {
  flight: FlightSearchForm,
  experience: ExperienceSearchForm,
  hotel: HotelSearchForm,
  car: CarSearchForm,
  bus: BusSearchForm,
  entertainment: EntertainmentSearchForm,
};
