import type { HotelSearchDraft } from '../../../shared/search/drafts';
import { RemoteAutocomplete } from '../../../shared/ui/RemoteAutocomplete';
import { hotelDestinationsQuery, normaliseQuery } from './api';
import { hotelSearchCopy as copy } from './messages';

type City = NonNullable<HotelSearchDraft['cidade']>;

const cityLabel = (city: City) =>
  city.parentName ? `${city.cityName}, ${city.parentName} - ${city.country}` : city.cityName;

export interface CityAutocompleteProps {
  value: City | null;
  onChange: (city: City | null) => void;
  error?: string | null;
}

/** Destination city: answers from 3 typed characters, 'Não encontrado' when none. */
export function CityAutocomplete({ value, onChange, error }: CityAutocompleteProps) {
  return (
    <RemoteAutocomplete
      value={value}
      onChange={onChange}
      error={error}
      label={copy.destination}
      placeholder={copy.destinationPlaceholder}
      optionLabel={cityLabel}
      optionKey={(city) => city.code}
      normalise={normaliseQuery}
      optionsQuery={hotelDestinationsQuery}
      copy={copy}
    />
  );
}
