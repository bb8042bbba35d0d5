import { useEffect, useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { AUTOCOMPLETE_MIN_CHARS, type CarCityOption } from '@portal/domain/search';
import type { CarLocation, CarPlace } from '../../../shared/search/drafts';
import { carCitiesQuery, carLocationsQuery, normaliseCarQuery } from './api';
import { carSearchCopy as copy } from './messages';

export interface CarPlaceFieldsProps {
  cityLabel: string;
  locationLabel: string;
  city: CarPlace | null;
  location: CarLocation | null;
  onCity: (city: CarPlace | null) => void;
  onLocation: (location: CarLocation | null) => void;
  cityError?: string;
  locationError?: string;
}

const locationText = (l: CarLocation) =>
  l.rental ? `${l.rental.name} - ${l.address.address}` : l.address.address;

/**
 * A city (autocomplete from 3 characters) and its rental location. Brazilian cities list their
 * counters and stores (the only one is chosen by itself); abroad the city code is the location.
 */
export function CarPlaceFields({
  cityLabel,
  locationLabel,
  city,
  location,
  onCity,
  onLocation,
  cityError,
  locationError,
}: CarPlaceFieldsProps) {
  const id = useId();
  const [input, setInput] = useState(city?.description ?? '');
  const typed = normaliseCarQuery(input);
  const searching = typed.length >= AUTOCOMPLETE_MIN_CHARS && (!city || input !== city.description);
  const cities = useQuery({ ...carCitiesQuery(input), enabled: searching });
  const brazil = city?.countryIso === 'BR';
  const locations = useQuery({
    ...carLocationsQuery(city?.iata ?? '', city?.countryIso ?? ''),
    enabled: Boolean(city && brazil),
  });
  const list = useMemo(() => locations.data ?? [], [locations.data]);

  useEffect(() => {
    if (!city) return;
    if (!brazil && location?.locationCode !== city.iata) {
      onLocation({
        locationCode: city.iata,
        rental: null,
        address: { address: city.description, cityName: city.description },
      });
    } else if (
      brazil &&
      list.length === 1 &&
      list[0] &&
      location?.locationCode !== list[0].locationCode
    ) {
      const only = list[0];
      onLocation({
        locationCode: only.locationCode,
        rental: { name: only.rental.name },
        address: only.address,
      });
    }
  }, [city, brazil, list, location, onLocation]);

  const options: CarPlace[] = searching
    ? (cities.data ?? []).map((c: CarCityOption) => ({
        description: c.description,
        iata: c.iata,
        countryIso: c.countryIso,
      }))
    : city
      ? [city]
      : [];

  return (
    <>
      <Autocomplete<CarPlace, false, false, false>
        value={city}
        inputValue={input}
        options={options}
        filterOptions={(all) => all}
        getOptionLabel={(c) => c.description}
        isOptionEqualToValue={(a, b) => a.iata === b.iata}
        getOptionKey={(c) => c.iata}
        loading={searching && cities.isFetching}
        loadingText={copy.searching}
        noOptionsText={typed.length < AUTOCOMPLETE_MIN_CHARS ? copy.typeMore : copy.notFound}
        onInputChange={(_event, text, reason) => {
          if (reason !== 'reset' || text) setInput(text);
        }}
        onChange={(_event, next) => {
          onCity(next);
          onLocation(null);
          if (next) setInput(next.description);
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={cityLabel}
            placeholder={copy.cityPlaceholder}
            error={Boolean(cityError)}
            helperText={cityError}
          />
        )}
      />
      {city && !brazil ? null : (
        <TextField
          select
          fullWidth
          id={`${id}-location`}
          label={locationLabel}
          value={location?.locationCode ?? ''}
          disabled={!city || locations.isFetching}
          error={Boolean(locationError)}
          helperText={locations.isFetching ? copy.loadingLocations : locationError}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          onChange={(event) => {
            const chosen = list.find((l) => l.locationCode === event.target.value);
            onLocation(
              chosen
                ? {
                    locationCode: chosen.locationCode,
                    rental: { name: chosen.rental.name },
                    address: chosen.address,
                  }
                : null,
            );
          }}
        >
          <option value="">{copy.chooseLocation}</option>
          {list.map((l) => (
            <option key={l.locationCode} value={l.locationCode}>
              {locationText({ locationCode: l.locationCode, rental: l.rental, address: l.address })}
            </option>
          ))}
        </TextField>
      )}
    </>
  );
}
