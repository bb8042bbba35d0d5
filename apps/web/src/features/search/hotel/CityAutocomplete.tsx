import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { AUTOCOMPLETE_MIN_CHARS, type HotelDestinationOption } from '@portal/domain';
import type { HotelSearchDraft } from '../../../shared/search/drafts';
import { fetchHotelDestinations, hotelLocationsKey, normaliseQuery } from './api';
import { hotelSearchCopy as copy } from './messages';

type City = NonNullable<HotelSearchDraft['cidade']>;

const cityLabel = (city: City) => (city.parentName ? `${city.cityName}, ${city.parentName} - ${city.country}` : city.cityName);

export interface CityAutocompleteProps {
  value: City | null;
  onChange: (city: City | null) => void;
  error?: string | null;
}

/** Destination city: answers from 3 typed characters, 'Não encontrado' when none (spec 1 §2, §5). */
export function CityAutocomplete({ value, onChange, error }: CityAutocompleteProps) {
  const [input, setInput] = useState(value ? cityLabel(value) : '');
  const typed = normaliseQuery(input);
  const enabled = typed.length >= AUTOCOMPLETE_MIN_CHARS && (!value || input !== cityLabel(value));
  const query = useQuery({
    queryKey: hotelLocationsKey(input),
    queryFn: ({ signal }) => fetchHotelDestinations(input, signal),
    enabled,
    staleTime: 60_000,
  });
  const options: City[] = enabled ? (query.data ?? []).map((d: HotelDestinationOption) => ({ ...d })) : value ? [value] : [];

  return (
    <Autocomplete<City, false, false, false>
      value={value}
      inputValue={input}
      options={options}
      filterOptions={(list) => list}
      getOptionLabel={cityLabel}
      isOptionEqualToValue={(a, b) => a.code === b.code}
      getOptionKey={(option) => option.code}
      loading={enabled && query.isFetching}
      loadingText={copy.searching}
      noOptionsText={typed.length < AUTOCOMPLETE_MIN_CHARS ? copy.typeMore : copy.notFound}
      onInputChange={(_event, text, reason) => {
        if (reason !== 'reset' || text) setInput(text);
      }}
      onChange={(_event, city) => {
        onChange(city);
        if (city) setInput(cityLabel(city));
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={copy.destination}
          placeholder={copy.destinationPlaceholder}
          error={Boolean(error)}
          helperText={error ?? undefined}
        />
      )}
    />
  );
}
