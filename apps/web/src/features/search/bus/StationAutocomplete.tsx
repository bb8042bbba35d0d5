import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { AUTOCOMPLETE_MIN_CHARS } from '@portal/domain/search';
import type { BusStationRef } from '../../../shared/search/drafts';
import { busStationsQuery, normaliseBusQuery } from './api';
import { busSearchCopy as copy } from './messages';

export interface StationAutocompleteProps {
  label: string;
  value: BusStationRef | null;
  onChange: (station: BusStationRef | null) => void;
  error?: string;
}

/** A bus station, answered from 3 typed characters; 'Não encontrado' when none. */
export function StationAutocomplete({ label, value, onChange, error }: StationAutocompleteProps) {
  const [input, setInput] = useState(value?.name ?? '');
  const typed = normaliseBusQuery(input);
  const searching = typed.length >= AUTOCOMPLETE_MIN_CHARS && (!value || input !== value.name);
  const stations = useQuery({ ...busStationsQuery(input), enabled: searching });
  const options: BusStationRef[] = searching
    ? (stations.data ?? []).map((s) => ({ id: s.id, name: s.name, iata: s.iata ?? '' }))
    : value
      ? [value]
      : [];

  return (
    <Autocomplete<BusStationRef, false, false, false>
      value={value}
      inputValue={input}
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(s) => s.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionKey={(s) => s.id}
      loading={searching && stations.isFetching}
      loadingText={copy.searching}
      noOptionsText={typed.length < AUTOCOMPLETE_MIN_CHARS ? copy.typeMore : copy.notFound}
      onInputChange={(_event, text, reason) => {
        if (reason !== 'reset' || text) setInput(text);
      }}
      onChange={(_event, next) => {
        onChange(next);
        if (next) setInput(next.name);
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={copy.stationPlaceholder}
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
